import { z } from 'zod';
import { endpoint } from './endpoint';
import { botToken, email } from './fields';
import { Ok } from './lists';

/** A bot-check token solved for the action 'subscribe' goes with every sign-up. */
const SubscribeBody = z.object({ email, recaptcha: botToken });
const token = z.string().trim().min(16, 'This link is not valid').max(200, 'This link is not valid');

/** `POST /subcribe` (its spelling in the API; `/subscribe` too): newsletter with double opt-in and one-click leave. */
export const newsletterApi = {
  subscribe: endpoint({
    method: 'POST',
    path: '/subcribe',
    auth: false,
    body: SubscribeBody,
    summary:
      'Sign up for the newsletter (bot check: action subscribe): a confirmation link is e-mailed, same answer whether or not already signed up; 429 past the daily cap per IP',
    response: Ok,
  }),
  subscribeAlias: endpoint({
    method: 'POST',
    path: '/subscribe',
    auth: false,
    body: SubscribeBody,
    summary: 'Same as POST /subcribe',
    response: Ok,
  }),
  confirm: endpoint({
    method: 'POST',
    path: '/subcribe/confirm',
    auth: false,
    body: z.object({ token }),
    summary: 'Confirm a newsletter sign-up with the e-mailed token',
    response: z.object({ email: z.string() }),
  }),
  unsubscribe: endpoint({
    method: 'POST',
    path: '/subcribe/unsubscribe',
    auth: false,
    query: z.object({ token: token.optional() }),
    body: z.object({ token: token.optional() }).optional(),
    summary: 'Leave the newsletter with the token of any of its e-mails (one-click: RFC 8058 posts ?token=)',
    response: Ok,
  }),
};

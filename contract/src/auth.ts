import { z } from 'zod';
import { endpoint } from './endpoint';
import { Tokens } from './users';

export const RefreshBody = z.object({ refreshToken: z.string().min(20).max(200) });

/** The calls of spec §7 Auth (sessions part) plus logout and the bot-check challenge. */
export const authApi = {
  refresh: endpoint({
    method: 'POST',
    path: '/auth/token/refresh',
    auth: false,
    summary: 'Rotate the refresh token; reuse of an old one revokes the whole session',
    body: RefreshBody,
    response: Tokens,
  }),
  logout: endpoint({
    method: 'POST',
    path: '/auth/logout',
    auth: false,
    summary: 'Revoke the session of the bearer token or of the given refresh token',
    body: z.object({ refreshToken: z.string().min(20).max(200).optional() }).nullish(),
    response: z.object({ ok: z.literal(true) }),
  }),
  captchaChallenge: endpoint({
    method: 'GET',
    path: '/captcha/challenge',
    auth: false,
    summary: 'An ALTCHA proof-of-work challenge for the bot check',
    response: z.object({
      algorithm: z.string(),
      challenge: z.string(),
      maxnumber: z.number().optional(),
      salt: z.string(),
      signature: z.string(),
    }),
  }),
};

export const MailboxItem = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  code: z.string().optional(),
  secretKey: z.string().optional(),
  sentAt: z.string(),
});

/** Development-only helpers; absent when NODE_ENV=production. */
export const devApi = {
  mailbox: endpoint({
    method: 'GET',
    path: '/dev/mailbox',
    auth: false,
    summary: 'Mail sent to an address, newest first (development only)',
    query: z.object({ email: z.string().trim().toLowerCase().max(254) }),
    response: z.object({ items: z.array(MailboxItem) }),
  }),
  health: endpoint({
    method: 'GET',
    path: '/health',
    auth: false,
    summary: 'Answers 200 when the database answers',
    response: z.object({ status: z.literal('ok'), database: z.literal('ok') }),
  }),
};

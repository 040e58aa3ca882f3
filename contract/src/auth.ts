import { z } from 'zod';
import { endpoint } from './endpoint';
import { Tokens } from './users';

/** The calls a bot-check token protects; a token solved for one is refused by the others. */
export const BOT_CHECK_ACTIONS = [
  'login',
  'register',
  'forgot_password',
  'set_new_password',
  'subscribe',
  'claim',
] as const;
export type BotCheckAction = (typeof BOT_CHECK_ACTIONS)[number];

export const RefreshBody = z.object({ refreshToken: z.string().min(20).max(200) });

/** One open sign-in of the user, as the security settings list it. */
export const ActiveSession = z.object({
  id: z.uuid(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  /** When the session ends at the latest (absolute lifetime). */
  expiresAt: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** The session making this request. */
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof ActiveSession>;

/** Listing and ending the signed-in user's own sessions (settings → security). */
export const sessionsApi = {
  list: endpoint({
    method: 'GET',
    path: '/auth/sessions',
    auth: true,
    summary: "The signed-in user's open sessions, newest use first",
    response: z.object({ items: z.array(ActiveSession) }),
  }),
  revoke: endpoint({
    method: 'DELETE',
    path: '/auth/sessions/:id',
    auth: true,
    summary: 'End one of your own sessions',
    params: z.object({ id: z.uuid({ error: 'Must be a UUID' }) }),
    response: z.object({ ok: z.literal(true) }),
  }),
  revokeAll: endpoint({
    method: 'POST',
    path: '/auth/sessions/revoke-all',
    auth: true,
    summary: 'Sign out everywhere: end every session of the user, this one included',
    response: z.object({ ok: z.literal(true) }),
  }),
};

/** The calls of the Auth API (sessions part) plus logout and the bot-check challenge. */
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
    summary: 'An ALTCHA proof-of-work challenge for the bot check, bound to the action it will protect',
    query: z.object({
      action: z.enum(BOT_CHECK_ACTIONS, {
        error: `action must be one of ${BOT_CHECK_ACTIONS.join(', ')}`,
      }),
    }),
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
  clock: endpoint({
    method: 'PUT',
    path: '/dev/clock',
    auth: false,
    summary:
      'Moves the clock that recurring quests and streaks read to `at` (it runs on from there); null puts it back (development only)',
    body: z.object({ at: z.iso.datetime({ offset: true }).nullable() }),
    response: z.object({ now: z.string() }),
  }),
  ledger: endpoint({
    method: 'POST',
    path: '/dev/ledger',
    auth: false,
    summary:
      "Runs an operator ledger command (`npm run ledger -- …`'s arguments) on this server's database and answers what it prints (development only)",
    body: z.object({ args: z.array(z.string().max(200)).min(1).max(20) }),
    response: z.object({ output: z.string() }),
  }),
  health: endpoint({
    method: 'GET',
    path: '/health',
    auth: false,
    summary: 'Answers 200 when the database answers',
    response: z.object({ status: z.literal('ok'), database: z.literal('ok') }),
  }),
};

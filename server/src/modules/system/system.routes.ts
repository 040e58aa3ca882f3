import { authApi, devApi } from '@questboard/contract/auth';
import { ERROR_CODES } from '@questboard/contract/errors';
import { operationsApi } from '@questboard/contract/operations';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import { AppError, notFound } from '../../lib/app-error';
import type { BotCheck } from '../../lib/bot-check';
import { isLocalRequest } from '../../lib/loopback';
import type { DevMailbox } from '../../lib/mail';
import { readiness } from './readiness';

/** What the system answers: health, liveness and readiness, the bot check's challenge, the dev mailbox. */
export function systemRoutes(
  app: FastifyInstance,
  {
    probes,
    botCheck,
    mailbox,
    clock,
  }: {
    /** What readiness asks: the database, Redis and the bucket when configured, and whether shutdown began. */
    probes: Pick<AppContext, 'database' | 'redis' | 'storage' | 'lifecycle'>;
    botCheck: BotCheck;
    mailbox?: DevMailbox;
    /** The clock of periods and streaks, when DEV_CLOCK is on. */
    clock?: AppContext['clock'];
  },
): void {
  route(app, devApi.health, async () => {
    await probes.database.ping().catch(() => {
      throw new AppError(503, ERROR_CODES.SERVICE_UNAVAILABLE, 'The database does not answer.');
    });
    return { status: 'ok' as const, database: 'ok' as const };
  });
  route(app, operationsApi.live, async () => ({ status: 'ok' as const }));
  route(app, operationsApi.ready, async () => {
    const { ready, checks } = await readiness(probes);
    if (!ready) {
      const failed = Object.entries(checks)
        .filter(([, check]) => check === 'failed')
        .map(([name]) => name);
      const why = probes.lifecycle.draining
        ? 'This instance is shutting down.'
        : `Not answering: ${failed.join(', ')}.`;
      throw new AppError(503, ERROR_CODES.SERVICE_UNAVAILABLE, why);
    }
    return { status: 'ok' as const, checks };
  });
  route(app, authApi.captchaChallenge, async ({ query }) => {
    if (!botCheck.challenge) throw notFound('The ALTCHA bot check is not enabled on this server.');
    return botCheck.challenge(query.action);
  });
  // Only when DEV_MAILBOX is on, and only for callers on this machine: it holds every code and reset secret.
  if (mailbox) {
    route(app, devApi.mailbox, async ({ query, request }) => {
      // Behind a trusted proxy on this machine the socket is local for everyone; the client's address must be too.
      if (!isLocalRequest(request)) throw notFound('Not found');
      return { items: mailbox.for(query.email) };
    });
  }
  // Only when DEV_CLOCK is on, and only for callers on this machine: end-to-end tests live through several days.
  if (clock) {
    route(app, devApi.clock, async ({ body, request }) => {
      if (!isLocalRequest(request)) throw notFound('Not found');
      const offset = body.at ? Date.parse(body.at) - Date.now() : 0;
      clock.now = () => new Date(Date.now() + offset);
      return { now: clock.now().toISOString() };
    });
  }
}

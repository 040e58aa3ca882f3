import { authApi, devApi } from '@questboard/contract/auth';
import { ERROR_CODES } from '@questboard/contract/errors';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import { AppError, notFound } from '../../lib/app-error';

export function systemRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, ctx, devApi.health, async () => {
    await ctx.database.ping().catch(() => {
      throw new AppError(503, ERROR_CODES.SERVICE_UNAVAILABLE, 'The database does not answer.');
    });
    return { status: 'ok' as const, database: 'ok' as const };
  });
  route(app, ctx, authApi.captchaChallenge, async () => {
    if (!ctx.botCheck.challenge) throw notFound('The ALTCHA bot check is not enabled on this server.');
    return ctx.botCheck.challenge();
  });
  const { mailbox } = ctx;
  if (mailbox) route(app, ctx, devApi.mailbox, async ({ query }) => ({ items: mailbox.for(query.email) }));
}

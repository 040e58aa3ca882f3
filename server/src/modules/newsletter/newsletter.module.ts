import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { newsletterRoutes } from './newsletter.routes';
import { NewsletterService } from './newsletter.service';

/** The newsletter module's one door: double opt-in subscriptions and the one-click leave. */
export function newsletterModule(ctx: AppContext) {
  const newsletter = new NewsletterService({
    db: ctx.db,
    mailer: ctx.mailer,
    botCheck: ctx.botCheck,
    mailLimits: ctx.mailLimits,
    publicUrl: ctx.config.publicUrl,
    log: ctx.log,
  });
  return { newsletter, routes: (app: FastifyInstance) => newsletterRoutes(app, { newsletter }) };
}

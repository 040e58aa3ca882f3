import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { systemRoutes } from './system.routes';

/** The system module's one door: health, liveness and readiness, the bot check's challenge, the dev mailbox and clock. */
export function systemModule(ctx: AppContext) {
  return {
    routes: (app: FastifyInstance) =>
      systemRoutes(app, {
        probes: ctx,
        botCheck: ctx.botCheck,
        mailbox: ctx.mailbox,
        clock: ctx.config.devClock ? ctx.clock : undefined,
      }),
  };
}

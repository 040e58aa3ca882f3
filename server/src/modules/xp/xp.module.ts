import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { DomainEvents } from '../../events/domain-event-bus';
import { questXpOnRewardsPaid } from './quest-xp';
import { xpRoutes } from './xp.routes';
import { XpService } from './xp.service';

/**
 * The XP module's one door: XP as an append-only ledger (xp-ledger.ts: every point has its source and counts once),
 * levels, and the leaderboards. It hears paid rewards in the claim's own transaction, so a paid quest never lacks
 * its XP and a rolled-back claim never keeps it.
 */
export function xpModule(ctx: Pick<AppContext, 'db'>, uses: { events: DomainEvents }) {
  const xp = new XpService(ctx.db);
  uses.events.inTransaction('rewards.paid', questXpOnRewardsPaid);
  return { xp, routes: (app: FastifyInstance) => xpRoutes(app, { xp }) };
}

export { weekStart, type XpService } from './xp.service';
export { awardXp, type XpAward } from './xp-ledger';

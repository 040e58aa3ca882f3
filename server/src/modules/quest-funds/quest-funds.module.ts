import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { DomainEvents } from '../../events/domain-event-bus';
import { questFundsRoutes } from './quest-funds.routes';
import { type PoolRules, QuestFundsService } from './quest-funds.service';
import { StatisticsExports } from './statistics-exports';

/** The quest-funds module's one door: a quest's escrow as its owner moves it (publish, top up, end, reclaim),
 * and the statistics behind it (also as CSV). */
export function questFundsModule(ctx: AppContext, uses: { events: DomainEvents; pools: PoolRules }) {
  const questFunds = new QuestFundsService(ctx.db, ctx.config.fees, uses.events, uses.pools);
  const statisticsExports = new StatisticsExports(ctx.db, questFunds);
  return { questFunds, routes: (app: FastifyInstance) => questFundsRoutes(app, { questFunds, statisticsExports }) };
}

export { type PoolRules, QuestFundsService } from './quest-funds.service';

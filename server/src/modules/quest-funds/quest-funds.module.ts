import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { DomainEvents } from '../../events/domain-event-bus';
import { questFundsRoutes } from './quest-funds.routes';
import { type PoolRules, QuestFundsService } from './quest-funds.service';

/** The quest-funds module's one door: a quest's escrow as its owner moves it (publish, top up, end, reclaim). */
export function questFundsModule(ctx: AppContext, uses: { events: DomainEvents; pools: PoolRules }) {
  const questFunds = new QuestFundsService(ctx.db, ctx.config.fees, uses.events, uses.pools);
  return { questFunds, routes: (app: FastifyInstance) => questFundsRoutes(app, { questFunds }) };
}

export { type PoolRules, QuestFundsService } from './quest-funds.service';

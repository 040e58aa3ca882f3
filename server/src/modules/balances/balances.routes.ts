import { balancesApi } from '@questboard/contract/balances';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import type { Services } from '../../services';

export function balancesRoutes(app: FastifyInstance, ctx: AppContext, { balances }: Services): void {
  route(app, ctx, balancesApi.balance, ({ currentUser }) => balances.balance(currentUser().id));
  route(app, ctx, balancesApi.balanceHistories, ({ currentUser, query }) => balances.history(currentUser().id, query));
  route(app, ctx, balancesApi.claimHistories, ({ currentUser, query }) => balances.claims(currentUser().id, query));
}

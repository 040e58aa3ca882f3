import { balancesApi } from '@questboard/contract/balances';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import type { Services } from '../../services';

export function balancesRoutes(app: FastifyInstance, ctx: AppContext, { balances }: Services): void {
  route(app, ctx, balancesApi.balance, ({ user }) => balances.balance(user.id));
  route(app, ctx, balancesApi.balanceHistories, ({ user, query }) => balances.history(user.id, query));
  route(app, ctx, balancesApi.claimHistories, ({ user, query }) => balances.claims(user.id, query));
}

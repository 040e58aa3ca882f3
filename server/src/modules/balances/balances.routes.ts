import { balancesApi } from '@questboard/contract/balances';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import type { BalancesService } from './balances.service';

export function balancesRoutes(app: FastifyInstance, { balances }: { balances: BalancesService }): void {
  route(app, balancesApi.balance, ({ user }) => balances.balance(user.id));
  route(app, balancesApi.balanceHistories, ({ user, query }) => balances.history(user.id, query));
  route(app, balancesApi.claimHistories, ({ user, query }) => balances.claims(user.id, query));
}

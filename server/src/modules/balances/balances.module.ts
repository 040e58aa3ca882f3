import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { balancesRoutes } from './balances.routes';
import { BalancesService } from './balances.service';

/** The balances module's one door: what a user holds and the history of their money, read from the ledger. */
export function balancesModule(ctx: Pick<AppContext, 'db'>) {
  const balances = new BalancesService(ctx.db);
  return { balances, routes: (app: FastifyInstance) => balancesRoutes(app, { balances }) };
}

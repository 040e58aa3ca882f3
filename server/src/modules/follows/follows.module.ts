import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { BrandFollowsService } from './brand-follows.service';
import { followsRoutes } from './follows.routes';

/** The follows module's one door: people following brands. */
export function followsModule(ctx: Pick<AppContext, 'db'>) {
  const brandFollows = new BrandFollowsService(ctx.db);
  return { brandFollows, routes: (app: FastifyInstance) => followsRoutes(app, { brandFollows }) };
}

import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { catalogueRoutes } from './catalogue.routes';
import { CatalogueService } from './catalogue.service';

/** The catalogue module's one door: categories and locations, read by brands, quests, people and profiles. */
export function catalogueModule(ctx: Pick<AppContext, 'db'>) {
  const catalogue = new CatalogueService(ctx.db);
  return { catalogue, routes: (app: FastifyInstance) => catalogueRoutes(app, { catalogue }) };
}

export { type CatalogueService, locationsByIds } from './catalogue.service';
export { loadLocations } from './locations-loader';

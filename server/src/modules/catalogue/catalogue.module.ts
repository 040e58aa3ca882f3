import type { SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { catalogueRoutes } from './catalogue.routes';
import { CatalogueService } from './catalogue.service';

/** What everyone may read, as SQL over `quests` joined with `brands`, and over `brands`. */
export interface PublicRules {
  quest: SQL;
  brand: SQL;
}

/**
 * The catalogue module's one door: categories and locations, read by brands, quests, people and profiles. `public`
 * holds the policy's read rules in SQL for everyone (quests' `isPublicQuest`, brands' `isPublicBrand`), handed in
 * by the composition root because those modules read the catalogue.
 */
export function catalogueModule(ctx: Pick<AppContext, 'db'>, uses: { public: PublicRules }) {
  const catalogue = new CatalogueService(ctx.db, uses.public);
  return { catalogue, routes: (app: FastifyInstance) => catalogueRoutes(app, { catalogue }) };
}

export { type CatalogueService, locationsByIds } from './catalogue.service';
export { loadLocations, locationsTemplateFill } from './locations-loader';

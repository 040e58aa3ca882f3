import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { BrandsService } from '../brands/brands.module';
import type { CatalogueService } from '../catalogue/catalogue.module';
import type { QuestListsService, QuestsService } from '../quests/quests.module';
import type { ProfileService } from '../users/users.module';
import { PageShells } from './page-shells';
import { shareRoutes } from './share.routes';
import { SharePreviews } from './share-previews';

/**
 * The share module's one door: what search engines and link previews read (link cards, sitemap, robots.txt) and
 * the first paint of public pages filled in by the server.
 */
export function shareModule(
  ctx: AppContext,
  uses: {
    quests: QuestsService;
    questLists: QuestListsService;
    catalogue: CatalogueService;
    brands: BrandsService;
    profile: ProfileService;
  },
) {
  return {
    previews: new SharePreviews(uses.quests, uses.brands, uses.profile),
    shells: new PageShells(uses.quests, uses.questLists, uses.catalogue),
    routes: (app: FastifyInstance) =>
      shareRoutes(app, { db: ctx.db, publicUrl: ctx.config.publicUrl, quests: uses.quests }),
  };
}

export { headTags, withHead } from './page-head';
export { type PageShells, withShell } from './page-shells';
export type { SharePreviews } from './share-previews';

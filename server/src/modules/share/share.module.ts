import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { BrandsService } from '../brands/brands.module';
import type { QuestsService } from '../quests/quests.module';
import type { ProfileService } from '../users/users.module';
import { PageRenderer, webRendererFile } from './page-renderer';
import type { PassportReads } from './passport-card';
import { shareRoutes } from './share.routes';
import { SharePreviews } from './share-previews';

/**
 * The share module's one door: what search engines and link previews read (link cards, sitemap, robots.txt) and
 * guest pages rendered on the server from the web app's components.
 */
export function shareModule(
  ctx: AppContext,
  uses: {
    quests: QuestsService;
    brands: BrandsService;
    profile: ProfileService;
    /** What a person's card counts besides their profile: their streak, badges and public quests done. */
    passport: Omit<PassportReads, 'profile'>;
  },
) {
  const passports: PassportReads = { profile: uses.profile, ...uses.passport };
  return {
    previews: new SharePreviews(uses.quests, uses.brands, passports),
    renderer: new PageRenderer(ctx.db, webRendererFile),
    routes: (app: FastifyInstance) =>
      shareRoutes(app, { db: ctx.db, publicUrl: ctx.config.publicUrl, quests: uses.quests, passports }),
  };
}

export { pageLanguage, withRenderedPage } from './page-document';
export { headTags, withHead } from './page-head';
export { isPageRenderCall, type PageLanguage, type PageRenderer } from './page-renderer';
export type { SharePreviews } from './share-previews';

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { ERROR_CODES } from '@questboard/contract/errors';
import type { FastifyInstance } from 'fastify';
import { localizeError } from '../i18n/localize-error';
import { requestLanguage } from '../i18n/request-language';
import { UPLOADS_URL_PREFIX } from '../lib/storage';
import type { SharePreviews } from '../modules/share/share.module';
import { headTags, type PageRenderer, pageLanguage, withHead, withRenderedPage } from '../modules/share/share.module';
import { serverRoot } from '../server-root';
import { errorBody } from './errors';

const webDist = join(serverRoot, '../web/dist');
/** Where the web build's hashed files are served: immutable, precompressed, outside the per-address limit. */
export const WEB_ASSETS_PREFIX = '/assets/';

/** How the pages of public quests, brands and users get their link cards (Open Graph, Twitter) filled in. */
export interface PageCards {
  previews: SharePreviews;
  /** Guest pages rendered from the web app's components. */
  renderer: PageRenderer;
  publicUrl: string;
}

/** The built web app (when built) and the SPA's history fallback, with link cards on public pages. */
export async function registerStaticFiles(app: FastifyInstance, cards: PageCards): Promise<void> {
  const hasWeb = existsSync(`${webDist}/index.html`);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      // `/` goes through the page handler below, which gives the landing its link card (Open Graph) in the head.
      index: false,
      // dist/ssr is the server's renderer (web/src/entry-server.tsx), not a file for browsers.
      allowedPath: (pathName) => !pathName.startsWith('/ssr/'),
      // The build writes .br and .gz files beside each asset (web/vite.config.ts): no compression per request.
      preCompressed: true,
      setHeaders: (res, path) => {
        const hashed = path.includes('/assets/');
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const indexHtml = hasWeb ? readFileSync(`${webDist}/index.html`, 'utf8') : '';
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' && !path.startsWith('/api/') && !path.startsWith(UPLOADS_URL_PREFIX);
    if (hasWeb && wantsPage && !/\.[a-z0-9]+$/i.test(path)) {
      const language = pageLanguage(request.headers.cookie);
      const rendering = cards.renderer.renders(path)
        ? cards.renderer.render(app, request.url, language).catch((error: unknown) => {
            request.log.error({ err: error, url: request.url }, 'server rendering failed; the browser renders');
            return null;
          })
        : null;
      const [preview, page] = await Promise.all([cards.previews.forPath(path, language), rendering]);
      if (preview || page) {
        let html = preview ? withHead(indexHtml, headTags(preview, cards.publicUrl)) : indexHtml;
        if (page) html = withRenderedPage(html, page, language);
        // The page and a person's card depend on the language cookie: a shared cache must not give one reader's
        // language to another.
        reply.header('vary', 'cookie');
        return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
      }
      return reply.header('cache-control', 'no-cache').sendFile('index.html', webDist);
    }
    const body = errorBody(404, ERROR_CODES.NOT_FOUND, `Nothing at ${request.method} ${path}`);
    return reply.status(404).send(localizeError(requestLanguage(request.headers), body));
  });
}

import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Executor } from '../../db/executor';
import { serverRoot } from '../../server-root';
import { PublicAnswerCache } from '../quests/quests.module';

/** The renderer the web build makes beside the app (scripts/build-web-if-changed.mjs). */
export const webRendererFile = join(serverRoot, '../web/dist/ssr/entry-server.js');

/** What web/src/entry-server.tsx exports (built into web/dist/ssr/entry-server.js). */
interface WebRenderer {
  render(request: {
    url: string;
    language: PageLanguage;
    now: number;
    fetch: typeof fetch;
  }): Promise<{ html: string; state: string } | null>;
}

export type PageLanguage = 'en-US' | 'fr';
export interface RenderedPage {
  html: string;
  state: string;
}

/** The guest pages rendered on the server from the web app's components; every other page is rendered by the browser. */
const RENDERED_PAGES = [
  /^\/$/,
  /^\/quests\/?$/,
  /^\/quests\/[^/]+\/?$/,
  /^\/(docs|learn)(\/[^.]*)?$/,
  /^\/(staking|influencers)\/?$/,
  /^\/brands\/[^/]+\/?$/,
  /^\/users\/[^/]+\/?$/,
];

/** Marks the renderer's own calls to the API, so they count against no address's rate limit. */
const PAGE_RENDER_HEADER = 'x-page-render';
const pageRenderKey = randomBytes(16).toString('hex');
export const isPageRenderCall = (request: FastifyRequest) => request.headers[PAGE_RENDER_HEADER] === pageRenderKey;

/**
 * How long a rendered page is kept when nothing it shows changed: as long as the web app itself trusts an answer
 * (its queries' staleTime, web/src/lib/query-client.ts), after which the browser asks again as it hydrates. Every
 * distinct page costs one render per period (tens of ms of CPU), so visitors spread over many quests, each asked
 * now and then, stop costing a render per visit (with five seconds, 200 quest pages in turn rendered on every visit).
 */
const PAGE_TTL_MS = 30_000;

/**
 * Renders guest pages with the web app's own components (react-dom/server, web/src/entry-server.tsx). A page is the
 * same for every guest reading one language, so its HTML is kept like the public answers it shows: until a quest, a
 * brand or an escrow's funding changes; past PAGE_TTL_MS it is rendered again behind the kept one.
 */
export class PageRenderer {
  private renderer: Promise<WebRenderer | null> | null = null;
  private readonly cache: PublicAnswerCache<RenderedPage | null>;

  constructor(
    db: Executor,
    private readonly rendererFile: string,
  ) {
    this.cache = new PublicAnswerCache(db, PAGE_TTL_MS, 500, true);
  }

  /** Whether `path` is a page rendered on the server. */
  renders(path: string): boolean {
    return RENDERED_PAGES.some((page) => page.test(path));
  }

  /** The page at `url` (path and query) in `language`, or null (not a rendered page, a hidden quest, no build). */
  async render(app: FastifyInstance, url: string, language: PageLanguage): Promise<RenderedPage | null> {
    const renderer = await this.load();
    if (!renderer) return null;
    return this.cache.get(`${language} ${url}`, () =>
      renderer.render({ url, language, now: Date.now(), fetch: inProcessFetch(app) }),
    );
  }

  private load(): Promise<WebRenderer | null> {
    this.renderer ??= existsSync(this.rendererFile)
      ? (import(pathToFileURL(this.rendererFile).href) as Promise<WebRenderer>)
      : Promise.resolve(null);
    return this.renderer;
  }
}

/** `fetch` for the web app's API client on the server: the server answers in process, as it would the browser. */
function inProcessFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const headers = { ...(init?.headers as Record<string, string>), [PAGE_RENDER_HEADER]: pageRenderKey };
    const response = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: String(input),
      headers,
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    const body = response.statusCode === 204 ? null : response.body;
    return new Response(body, {
      status: response.statusCode,
      headers: { 'content-type': String(response.headers['content-type'] ?? '') },
    });
  };
}

// The server's side of server rendering (built by `vite build --ssr`, loaded by server/src/modules/share/page-renderer.ts):
// renders a guest page with the app's own routes and components, with the answers its queries need in the HTML.
import { dehydrate, type Query } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { i18next, type LanguageCode, loadLocale, loadQuestPageStrings } from './i18n/i18n';
import { setServerFetch } from './lib/api-client';
import { queryClient } from './lib/query-client';
import { type RenderedState, setRenderNow } from './lib/render-state';
import { routes } from './router';

export interface RenderRequest {
  /** The page's path and query, as asked for. */
  url: string;
  language: LanguageCode;
  /** What the page's clocks read ("ends in 3 days"); the browser reads the same while it hydrates. */
  now: number;
  /** How the app's API calls reach the server's own endpoints (the server answers them in process). */
  fetch: typeof fetch;
}

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** What the browser hydrates with, as JSON with every `<` escaped (safe inside a script element). */
  state: string;
}

const handler = createStaticHandler(routes);
// A guest's answer that fails is left to the browser to ask again; the server does not wait to retry.
queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
/** A render reads module-wide state (the query cache, the language): one page at a time. */
let queue: Promise<unknown> = Promise.resolve();

/** The page at `url` as a guest sees it, or null when it is not a page (a redirect, an error, a not-found). */
export function render(request: RenderRequest): Promise<RenderedPage | null> {
  const next = queue.then(() => renderNow(request));
  queue = next.catch(() => undefined);
  return next;
}

/** Queries a render asked for that have no answer yet and may run for a guest. */
function wanted(query: Query): boolean {
  const enabled = (query.options as { enabled?: unknown }).enabled;
  const on = typeof enabled === 'function' ? enabled(query) : enabled !== false;
  return on && query.state.status === 'pending' && query.state.fetchStatus === 'idle' && !!query.options.queryFn;
}

async function renderNow({ url, language, now, fetch }: RenderRequest): Promise<RenderedPage | null> {
  setServerFetch(fetch, language);
  setRenderNow(now);
  queryClient.clear();
  await Promise.all([loadLocale(language), loadQuestPageStrings()]);
  await i18next.changeLanguage(language);
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response || context.errors || context.statusCode !== 200) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const app = () => (
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>
  );
  // Each pass renders the page as it will be sent (lazy parts loaded) and finds the queries it asks for; their
  // answers come in before the next pass. The pass that asks for nothing new is the page (at most four passes:
  // a query may depend on another's answer).
  let html = '';
  for (let pass = 0; ; pass += 1) {
    const { prelude } = await prerender(app());
    const queries = queryClient.getQueryCache().getAll().filter(wanted);
    if (!queries.length || pass === 3) {
      html = await new Response(prelude).text();
      break;
    }
    await prelude.cancel();
    await Promise.all(queries.map((query) => query.fetch().catch(() => undefined)));
  }
  // A page whose answer failed (a quest that is not public, a server error) is left to the browser, which says so.
  const failed = queryClient
    .getQueryCache()
    .getAll()
    .some((query) => query.state.status === 'error');
  if (failed) return null;
  const state: RenderedState = {
    language,
    now,
    loaderData: context.loaderData,
    queries: dehydrate(queryClient),
  };
  return { html, state: JSON.stringify(state).replace(/</g, '\\u003c') };
}

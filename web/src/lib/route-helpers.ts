import { data, type LoaderFunctionArgs, redirect } from 'react-router';
import { reloadAfterChunkError } from './chunk-reload';
import { navigationTarget } from './navigation-target';
import { readTokens } from './token-storage';

type RouteModule = Record<string, unknown>;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * A route's `lazy`: loads its chunk; a failed chunk reloads the page once (docs/domain.md, States). In a task of its
 * own: the router asks for every route of the page at once as it starts, in the task that creates it, and the work of
 * asking for them (Vite's preload helper added a modulepreload link per chunk then) made that one long task
 * (bench/hydration-work.mjs).
 */
export function page(load: () => Promise<RouteModule>) {
  return async () => {
    await nextTask();
    try {
      return await load();
    } catch (error) {
      if (reloadAfterChunkError(navigationTarget())) return new Promise<RouteModule>(() => undefined);
      throw error;
    }
  };
}

/** A loader that answers 404 'Page Not Found: {path}' when a param fails its check. */
export function validateParams(checks: Record<string, RegExp>) {
  return ({ params, request }: LoaderFunctionArgs) => {
    for (const [name, pattern] of Object.entries(checks)) {
      if (!pattern.test(params[name] ?? '')) {
        throw data(`Page Not Found: ${new URL(request.url).pathname}`, { status: 404 });
      }
    }
    return null;
  };
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/i;
export const USERNAME = /^[A-Za-z0-9_]{3,30}$/;

/** The auth guard: no session sends the visitor to / with the login popup, remembering the page. */
export function requireSession({ request }: LoaderFunctionArgs) {
  if (readTokens()) return null;
  const url = new URL(request.url);
  return redirect(`/?popup=login&redirect=${encodeURIComponent(url.pathname + url.search)}`);
}

/** A referral link `/r/<code>`: a guest lands on / with the sign-up open and the code kept (PopupUrlSync keeps it). */
export function referralLink({ params }: LoaderFunctionArgs) {
  if (readTokens()) return redirect('/');
  return redirect(`/?popup=registration&ref=${encodeURIComponent(params.code ?? '')}`);
}

import './i18n/i18n';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { i18next, loadQuestPageStrings } from './i18n/i18n';
import { isUpdateAvailable } from './lib/build-update';
import { setNavigationTarget } from './lib/navigation-target';
import { queryClient } from './lib/query-client';
import { readRenderedState, setHydrated, setRenderingServerPage, setRenderNow } from './lib/render-state';
import { readTokens } from './lib/token-storage';
import { patchSignedInRoutes, startRoutes } from './router';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Hydration problems are reported, not hidden: the e2e reads them from the console (e2e/hydration.e2e.ts). */
function onRecoverableError(error: unknown) {
  console.error('Hydration error:', error);
}

/** Marks the page once the app runs (a server-rendered page is hydrated): its controls answer from then on. */
function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
    // Clocks and dates switch to the reader's own in a task of their own (lib/render-state.ts, useHydrated).
    const timer = setTimeout(() => setHydrated(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return null;
}

/**
 * Starts the app: the server's query answers, the router, then the render, each in a task of its own (taken together
 * they were one long task that blocked input, bench/hydration-work.mjs).
 */
export async function startApp(): Promise<void> {
  // A page the server rendered (web/src/entry-server.tsx) is hydrated when the browser would render the same: a
  // guest, in the language it was rendered in. Anyone else (a stored session, another language) gets a fresh render.
  const rendered = readRenderedState();
  const hydrating = rendered !== null && !readTokens() && rendered.language === i18next.language;
  if (rendered && hydrating) {
    hydrate(queryClient, rendered.queries);
    setRenderNow(rendered.now);
    setRenderingServerPage(true);
    setHydrated(false);
  }
  await nextTask();
  // The router reads sessionStorage as it starts (view transitions it restores); the browser's first read of it can
  // take a while (the storage is opened), so it comes in a task of its own.
  try {
    window.sessionStorage.getItem('');
  } catch {
    // Storage blocked: the router copes without it.
  }
  await nextTask();
  // The router numbers the history entry it starts on (history.replaceState, when the entry has no number yet); the
  // browser's replaceState is slow on a phone, so it is done here, as the router would, in a task of its own.
  if (typeof window.history.state?.idx !== 'number')
    window.history.replaceState({ ...window.history.state, idx: 0 }, '');
  await nextTask();

  const router = createBrowserRouter(startRoutes, {
    patchRoutesOnNavigation: patchSignedInRoutes,
    ...(hydrating ? { hydrationData: { loaderData: rendered?.loaderData } } : {}),
  });
  // The landing page leaves out the strings of quest pages' pay modes and rules (guest JS budget): fetched on leaving it.
  router.subscribe((state) => {
    if (state.location.pathname !== '/') void loadQuestPageStrings();
  });

  router.subscribe((state) => {
    const next = state.navigation.location;
    if (next) setRenderingServerPage(false);
    setNavigationTarget(next ? `${next.pathname}${next.search}` : null);
    // A newer build was deployed: load the page being navigated to from the server instead.
    if (next && isUpdateAvailable()) window.location.assign(`${next.pathname}${next.search}${next.hash}`);
  });

  function render() {
    const root = document.getElementById('root');
    if (!root) return;
    const app = (
      <StrictMode>
        <RouterProvider router={router} />
        <AppReady />
      </StrictMode>
    );
    // In a transition either way: hydrating or rendering yields to input instead of running as one long task.
    if (hydrating) {
      startTransition(() => {
        hydrateRoot(root, app, { onRecoverableError });
      });
      return;
    }
    const fresh = createRoot(root);
    // A transition renders in small slices, so the first render does not block input as one long task.
    startTransition(() => fresh.render(app));
  }

  // Mount once the first route's chunks are in, so what the page shows is replaced by the page, not by a blank;
  // in a task of its own, so evaluating those chunks and rendering the page do not block input as one long task.
  if (router.state.initialized) setTimeout(render, 0);
  else {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      setTimeout(render, 0);
    });
  }
}

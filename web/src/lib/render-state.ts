import type { DehydratedState } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { LanguageCode } from '../i18n/i18n';

/**
 * What a server-rendered page carries for the browser to hydrate with (web/src/entry-server.tsx writes it into
 * `<script type="application/json" id="page-state">`): the language and clock it was rendered with, React Router's
 * loader answers and the TanStack Query answers its components read.
 */
export interface RenderedState {
  language: LanguageCode;
  now: number;
  loaderData: Record<string, unknown>;
  queries: DehydratedState;
}

/** The page's server-rendered state, or null when the page was not rendered on the server. */
export function readRenderedState(): RenderedState | null {
  try {
    const text = document.getElementById('page-state')?.textContent;
    return text ? (JSON.parse(text) as RenderedState) : null;
  } catch {
    return null;
  }
}

let renderNow: number | null = null;

/** The "now" of the render being hydrated (or, on the server, of the render being made). */
export function setRenderNow(now: number | null): void {
  renderNow = now;
}

/**
 * Whether the page the server rendered has been hydrated: true in a browser unless a hydration is under way
 * (app-start.tsx turns it off before hydrating and on again in a task of its own once hydrated).
 */
let hydratedNow = typeof document !== 'undefined';
const hydratedListeners = new Set<() => void>();

export function setHydrated(on: boolean): void {
  if (hydratedNow === on) return;
  hydratedNow = on;
  for (const listener of hydratedListeners) listener();
}

function subscribeHydrated(listener: () => void) {
  hydratedListeners.add(listener);
  return () => {
    hydratedListeners.delete(listener);
  };
}

/**
 * False on the server and while the page hydrates, true after: what depends on the reader's clock or time zone reads
 * the server's while false, so both sides render the same. The switch comes in a task after hydration (not, as a
 * snapshot that differs from the server's would, in a synchronous re-render inside the task that runs the hydrated
 * page's effects, which made it longer).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeHydrated,
    () => hydratedNow,
    () => false,
  );
}

/** The time a page's clocks show: the render's "now" until hydrated, then the browser's. */
export function useNow(): number {
  const hydrated = useHydrated();
  return hydrated || renderNow === null ? Date.now() : renderNow;
}

let serverPage = typeof document === 'undefined';

/**
 * True on the server and, in the browser, while the page the server rendered is the one shown (until the first
 * navigation): what would wait for a task of its own (Deferred, the rest of a list) renders at once, as the server
 * drew it, so hydration finds the same markup.
 */
export const renderingServerPage = () => serverPage;

export function setRenderingServerPage(on: boolean): void {
  serverPage = on;
}

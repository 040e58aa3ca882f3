import { useEffect, useState } from 'react';
import { renderingServerPage } from '../lib/render-state';

/**
 * False in a component's first render, true from a task of its own right after (or from the start when `already`):
 * what renders behind it does not add to the first render's long task, which blocks input for as long as it runs.
 * A page rendered on the server has it all from the start (lib/render-state.ts), unless `clientOnly` says this part
 * is never rendered on the server (nothing to hydrate, so it too can come in steps).
 */
export function useNextTask(already = false, clientOnly = false): boolean {
  const [ready, setReady] = useState(() => already || (!clientOnly && renderingServerPage()));
  useEffect(() => {
    if (ready) return;
    const timer = setTimeout(() => setReady(true), 0);
    return () => clearTimeout(timer);
  }, [ready]);
  return ready;
}

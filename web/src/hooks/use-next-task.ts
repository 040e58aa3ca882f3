import { useEffect, useState } from 'react';

/**
 * False in a component's first render, true from a task of its own right after (or from the start when `already`):
 * what renders behind it does not add to the first render's long task, which blocks input for as long as it runs.
 */
export function useNextTask(already = false): boolean {
  const [ready, setReady] = useState(already);
  useEffect(() => {
    if (ready) return;
    const timer = setTimeout(() => setReady(true), 0);
    return () => clearTimeout(timer);
  }, [ready]);
  return ready;
}

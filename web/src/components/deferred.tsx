import { type ReactNode, useEffect, useState } from 'react';

/**
 * Renders `children` in a task of its own once the page around it has rendered and painted. A long page rendered in
 * one go is one long task that blocks input (Lighthouse's Total Blocking Time); its parts below the first screen can
 * come a moment later. Each Deferred gets its own task.
 */
export function Deferred({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return ready ? children : null;
}

import { useEffect, useState } from 'react';

/**
 * How many of a list's cards to draw: the first `first` at once, all of them from the next task on. Twenty cards drawn
 * in one render block input for as long as all of them take; the cards below the fold (or past the edge of a row)
 * follow a task later.
 */
export function useDrawnCount(total: number, first: number): number {
  const [all, setAll] = useState(total <= first);
  useEffect(() => {
    if (all) return;
    const timer = setTimeout(() => setAll(true), 0);
    return () => clearTimeout(timer);
  }, [all]);
  return all ? total : first;
}

import { useEffect, useRef, useState } from 'react';

export type Availability = 'idle' | 'checking' | 'available' | 'taken';
const CHECK_DELAY_MS = 400;

/**
 * Asks the server whether `value` is free while the user types (docs/domain.md, Forms), `CHECK_DELAY_MS` after the last key.
 * `value` null means "nothing to check" (empty, invalid or unchanged).
 */
export function useAvailability(value: string | null, check: (value: string) => Promise<boolean>): Availability {
  const [state, setState] = useState<{ value: string | null; result: Availability }>({ value: null, result: 'idle' });
  const checkRef = useRef(check);
  checkRef.current = check;

  useEffect(() => {
    if (value === null) return;
    let cancelled = false;
    const timer = setTimeout(async () => {
      const free = await checkRef.current(value).catch(() => null);
      if (!cancelled && free !== null) setState({ value, result: free ? 'available' : 'taken' });
    }, CHECK_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [value]);

  if (value === null) return 'idle';
  return state.value === value ? state.result : 'checking';
}

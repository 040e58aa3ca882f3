import { useCallback, useEffect, useRef } from 'react';
import { solveBotCheck } from '../../../lib/bot-check';

/** Starts solving the bot check as soon as a form shows; each token is used once, the next is solved on demand. */
export function useBotCheck(): () => Promise<string | undefined> {
  const pending = useRef<Promise<string | undefined> | null>(null);

  useEffect(() => {
    pending.current = solveBotCheck();
    pending.current.catch(() => undefined);
  }, []);

  return useCallback(() => {
    const current = pending.current ?? solveBotCheck();
    pending.current = null;
    return current;
  }, []);
}

import type { BotCheckAction } from '@questboard/contract/auth';
import { useCallback, useEffect, useRef } from 'react';
import { solveBotCheck } from '../lib/bot-check';

/** Starts solving the bot check as soon as a form shows; each token is used once, the next is solved on demand. */
export function useBotCheck(action: BotCheckAction): () => Promise<string | undefined> {
  const pending = useRef<Promise<string | undefined> | null>(null);

  useEffect(() => {
    pending.current = solveBotCheck(action);
    pending.current.catch(() => undefined);
  }, [action]);

  return useCallback(() => {
    const current = pending.current ?? solveBotCheck(action);
    pending.current = null;
    return current;
  }, [action]);
}

import { useCallback, useEffect, useRef } from 'react';
import { type ActionStatus, useActionStore } from '../stores/action-store';

export interface AsyncAction<A extends unknown[], R> {
  status: ActionStatus;
  run(...args: A): Promise<R | undefined>;
}

/**
 * Runs `fn` with idle → loading → success | error states kept under `key`;
 * the status returns to idle when the screen using it unmounts. Errors go to `onError`, never thrown.
 */
export function useAsyncAction<A extends unknown[], R>(
  key: string,
  fn: (...args: A) => Promise<R>,
  onError?: (error: unknown) => void,
): AsyncAction<A, R> {
  const status = useActionStore((s) => s.statuses[key] ?? 'idle');
  const setStatus = useActionStore((s) => s.setStatus);
  const fnRef = useRef(fn);
  const onErrorRef = useRef(onError);
  fnRef.current = fn;
  onErrorRef.current = onError;
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      setStatus(key, 'idle');
    };
  }, [key, setStatus]);

  const run = useCallback(
    async (...args: A) => {
      setStatus(key, 'loading');
      try {
        const result = await fnRef.current(...args);
        if (mounted.current) setStatus(key, 'success');
        return result;
      } catch (error) {
        if (mounted.current) setStatus(key, 'error');
        onErrorRef.current?.(error);
        return undefined;
      }
    },
    [key, setStatus],
  );

  return { status, run };
}

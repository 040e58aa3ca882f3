import { useCallback, useRef } from 'react';

/** Runs async jobs one after another, so a file upload and an auto-save never race to create the same draft. */
export function useSerial() {
  const chain = useRef<Promise<unknown>>(Promise.resolve());
  return useCallback(<T>(job: () => Promise<T>): Promise<T> => {
    const next = chain.current.then(job, job);
    chain.current = next.catch(() => undefined);
    return next;
  }, []);
}

import { AUTO_SAVE_DEBOUNCE_MS } from '@questboard/contract/constants';
import { useEffect, useRef, useState } from 'react';

export type AutoSaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'invalid' | 'error';

export interface AutoSaveOptions<T> {
  value: T;
  /** `silent` is true for the first save, which should not announce itself. */
  save(value: T, context: { silent: boolean }): Promise<unknown>;
  /** Runs before saving; the save happens only when it answers true. */
  validate?(value: T): boolean | Promise<boolean>;
  delay?: number;
  /** While false nothing is watched; the value seen when it turns true is the baseline. */
  enabled?: boolean;
}

/** Debounced auto-save (docs/domain.md, States): changes wait `delay` ms, validation gates the save, the first save is silent. */
export function useAutoSave<T>({
  value,
  save,
  validate,
  delay = AUTO_SAVE_DEBOUNCE_MS,
  enabled = true,
}: AutoSaveOptions<T>): AutoSaveStatus {
  const [status, setStatus] = useState<AutoSaveStatus>('idle');
  const serialized = JSON.stringify(value);
  const baseline = useRef<string | null>(null);
  const firstSave = useRef(true);
  const latest = useRef({ value, save, validate });
  latest.current = { value, save, validate };

  useEffect(() => {
    if (!enabled) {
      baseline.current = null;
      return;
    }
    if (baseline.current === null || baseline.current === serialized) {
      baseline.current = serialized;
      return;
    }
    setStatus('pending');
    let cancelled = false;
    const timer = setTimeout(async () => {
      const { value: current, save: doSave, validate: check } = latest.current;
      if (check && !(await check(current))) {
        if (!cancelled) setStatus('invalid');
        return;
      }
      if (cancelled) return;
      const silent = firstSave.current;
      firstSave.current = false;
      baseline.current = serialized;
      setStatus('saving');
      try {
        await doSave(current, { silent });
        if (!cancelled) setStatus('saved');
      } catch {
        if (!cancelled) setStatus('error');
      }
    }, delay);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [serialized, enabled, delay]);

  return status;
}

import { useRef, useState } from 'react';
import { toastError } from '../../../lib/toast';
import { useSerial } from './use-serial';

/**
 * A brand or quest as the dashboard's auto-saving forms keep it: saves and uploads run one after another, each
 * seeing what the previous one stored (a save queued before the draft existed must not create another), and every
 * stored version is handed to `remember` (the query cache). `upload` shows which file is on its way.
 */
export function useStoredDraft<T, U = true>(initial: T | null, remember: (saved: T) => Promise<void>) {
  const serial = useSerial();
  const [stored, setStored] = useState(initial);
  const [uploading, setUploading] = useState<U | null>(null);
  const latest = useRef(initial);

  const store = async (job: (current: T | null) => Promise<T>) => {
    const saved = await serial(() => job(latest.current));
    latest.current = saved;
    setStored(saved);
    await remember(saved);
    return saved;
  };

  /** Stores a picked file; a refusal is shown as a toast and answers false. */
  const upload = async (which: U, job: (current: T | null) => Promise<T>): Promise<boolean> => {
    setUploading(which);
    try {
      await store(job);
      return true;
    } catch (error) {
      toastError(error);
      return false;
    } finally {
      setUploading(null);
    }
  };

  return { stored, store, upload, uploading };
}

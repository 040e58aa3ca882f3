import { MANIFEST_POLL_MS } from '@questboard/contract/constants';

interface Manifest {
  id: string;
  timestamp: number;
}

/** A focus right after a poll asks again only after this long, so switching tabs does not hammer the server. */
const FOCUS_RECHECK_MS = 60_000;

let updateAvailable = false;
const listeners = new Set<() => void>();

export function isUpdateAvailable(): boolean {
  return updateAvailable;
}

/** Calls `listener` once a newer build is found; answers the unsubscribe. */
export function onUpdateAvailable(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const fetchJson = async (fetcher: typeof fetch, url: string): Promise<Manifest | null> => {
  const response = await fetcher(url, { cache: 'no-store' });
  return response.ok ? ((await response.json()) as Manifest) : null;
};

/**
 * Asks for the latest build manifest; a different, newer build whose own meta file answers (so its files are really
 * deployed) marks an update and tells the listeners.
 */
export async function checkForUpdate(fetcher: typeof fetch = fetch): Promise<boolean> {
  if (updateAvailable) return true;
  try {
    const latest = await fetchJson(fetcher, `/builds/latest.json?t=${Date.now()}`);
    if (!latest || latest.id === __BUILD_ID__ || latest.timestamp <= __BUILD_TIMESTAMP__) return false;
    const meta = await fetchJson(fetcher, `/builds/meta/${encodeURIComponent(latest.id)}.json`);
    if (meta?.id !== latest.id) return false;
    updateAvailable = true;
    for (const listener of listeners) listener();
  } catch {
    // Offline or mid-deploy: try again at the next poll.
  }
  return updateAvailable;
}

/** Polls the manifest hourly and when the tab comes back into view; the router reloads on the next navigation. */
export function startUpdatePolling(): () => void {
  let lastCheck = Date.now();
  const check = () => {
    lastCheck = Date.now();
    void checkForUpdate();
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible' && Date.now() - lastCheck >= FOCUS_RECHECK_MS) check();
  };
  const timer = setInterval(check, MANIFEST_POLL_MS);
  document.addEventListener('visibilitychange', onVisible);
  window.addEventListener('focus', onVisible);
  return () => {
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisible);
    window.removeEventListener('focus', onVisible);
  };
}

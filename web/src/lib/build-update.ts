import { MANIFEST_POLL_MS } from '@questboard/contract/constants';

interface Manifest {
  id: string;
  timestamp: number;
}

let updateAvailable = false;

export function isUpdateAvailable(): boolean {
  return updateAvailable;
}

/** Asks the server for the latest build manifest; a different, newer build marks an update. */
export async function checkForUpdate(fetcher: typeof fetch = fetch): Promise<boolean> {
  try {
    const response = await fetcher(`/builds/latest.json?t=${Date.now()}`, { cache: 'no-store' });
    if (!response.ok) return updateAvailable;
    const latest = (await response.json()) as Manifest;
    if (latest.id !== __BUILD_ID__ && latest.timestamp > __BUILD_TIMESTAMP__) updateAvailable = true;
  } catch {
    // Offline or mid-deploy: try again at the next poll.
  }
  return updateAvailable;
}

/** Polls the manifest hourly; the router reloads on the next navigation once an update exists. */
export function startUpdatePolling(): () => void {
  const timer = setInterval(() => void checkForUpdate(), MANIFEST_POLL_MS);
  return () => clearInterval(timer);
}

import { CHUNK_RELOAD_GUARD_MS } from '@questboard/contract/constants';

const KEY_PREFIX = 'qb:chunk-reload:';

/**
 * After a chunk fails to load (usually a deploy removed it), reload `path` once;
 * a second failure on the same path within 10 s is left to the error page instead of looping.
 */
export function reloadAfterChunkError(path: string, now = Date.now()): boolean {
  const key = `${KEY_PREFIX}${path}`;
  const last = Number(sessionStorage.getItem(key) ?? 0);
  if (now - last < CHUNK_RELOAD_GUARD_MS) return false;
  sessionStorage.setItem(key, String(now));
  window.location.assign(path);
  return true;
}

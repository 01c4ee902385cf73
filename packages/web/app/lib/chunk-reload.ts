import { CHUNK_RELOAD_GUARD_MS } from '@vag/domain';

const STORAGE_KEY = 'vag:chunk-reload-at';
const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(error.message);
}

/**
 * After a deploy an old page may ask for a code chunk that no longer exists: reload once to
 * get the new build, but at most once per minute so a real outage cannot loop (spec §4).
 */
export function shouldReloadForChunkError(error: unknown, lastReloadAt: number | null, now: number): boolean {
  return isChunkLoadError(error) && (lastReloadAt === null || now - lastReloadAt > CHUNK_RELOAD_GUARD_MS);
}

export function reloadOnChunkError(error: unknown): boolean {
  if (typeof window === 'undefined') return false;
  const stored = Number(window.sessionStorage.getItem(STORAGE_KEY));
  const now = Date.now();
  if (!shouldReloadForChunkError(error, stored || null, now)) return false;
  window.sessionStorage.setItem(STORAGE_KEY, String(now));
  window.location.reload();
  return true;
}

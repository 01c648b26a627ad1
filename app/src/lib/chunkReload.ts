import { TIMINGS } from './timings';

const KEY = 'lnf:chunk-reload-at';

/**
 * A page chunk that fails to load (a deploy replaced it) reloads the page, but
 * not again within 60 s (spec section 2), so a broken deploy cannot loop.
 * Returns true when it reloaded.
 */
export function reloadAfterChunkError(now = Date.now(), storage: Storage = sessionStorage): boolean {
  const last = Number(storage.getItem(KEY) ?? 0);
  if (now - last < TIMINGS.reloadGuardMs) return false;
  storage.setItem(KEY, String(now));
  window.location.reload();
  return true;
}

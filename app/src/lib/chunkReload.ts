import { TIMINGS } from '@lnf/sdk';

const KEY = 'lnf:chunk-reload-at';

/** What the reload guard needs from the browser; tests pass their own clock, storage and reload. */
export interface ChunkReloadEnv {
  now: () => number;
  storage: Storage;
  reload: () => void;
}

const browserEnv = (): ChunkReloadEnv => ({
  now: () => Date.now(),
  storage: sessionStorage,
  reload: () => window.location.reload(),
});

/**
 * A page chunk that fails to load (a deploy replaced it) reloads the page, but
 * not again within 60 s (spec section 2), so a broken deploy cannot loop.
 * Returns true when it reloaded.
 */
export function reloadAfterChunkError(
  now = Date.now(),
  storage: Storage = sessionStorage,
  reload = () => window.location.reload(),
): boolean {
  const last = Number(storage.getItem(KEY) ?? 0);
  if (now - last < TIMINGS.reloadGuard) return false;
  storage.setItem(KEY, String(now));
  reload();
  return true;
}

/** The same guard with an environment object (the error boundary's way to call it). */
export function reloadOnce(env: ChunkReloadEnv = browserEnv()): boolean {
  return reloadAfterChunkError(env.now(), env.storage, env.reload);
}

/**
 * True for the errors a failed dynamic import gives in Chromium, Firefox and Safari, and Vite's
 * preload failure (a missing CSS or JS dependency of the chunk).
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading (CSS )?chunk \S+ failed/i.test(
      error.message,
    ) || error.name === 'ChunkLoadError'
  );
}

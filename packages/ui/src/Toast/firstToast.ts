/**
 * Tells an app when its first toast is queued, without loading the queue: an app that mounts
 * `<ToastRegion />` lazily (most visits show no toast) subscribes here, and the queue (React
 * Aria's, about 1 KB gzip) loads with the first module that shows a toast. The queue keeps the
 * toast until the region draws it.
 */

const waiting = new Set<() => void>();
let queued = false;

/**
 * Calls `listener` once, when the first toast is queued (at once if one has been); returns an
 * unsubscribe function.
 */
export function onFirstToast(listener: () => void): () => void {
  if (queued) {
    listener();
    return () => {};
  }
  waiting.add(listener);
  return () => void waiting.delete(listener);
}

/** Called by the queue on every toast it is given. */
export function toastQueued(): void {
  if (queued) return;
  queued = true;
  for (const listener of waiting) listener();
  waiting.clear();
}

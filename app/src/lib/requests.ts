import { useSyncExternalStore } from 'react';

let active = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** fetch that counts requests in flight, so the 2 px progress bar can follow them (spec section 2). */
export const trackedFetch: typeof fetch = async (...args) => {
  active++;
  emit();
  try {
    return await fetch(...args);
  } finally {
    active--;
    emit();
  }
};

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => void listeners.delete(l);
};

/** True while any API request is in flight. */
export function useRequestsActive(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => active > 0,
    () => false,
  );
}

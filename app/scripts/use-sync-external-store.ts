// What `use-sync-external-store/shim` is on React 18 and later: React's own hook. The shim (wouter
// and swr import it, for React 17) ships a fallback every bundle carried and never ran here, since
// it only runs when React has no `useSyncExternalStore`. vite.config.ts points the shim here.
export { useSyncExternalStore } from 'react';

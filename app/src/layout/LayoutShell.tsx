import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { RouterProvider } from '@lnf/ui';
import { useLocation } from 'wouter';
import { applyHead } from '../head';
import { matchRoute } from '../routes';

// Not needed for the first paint: loaded after hydration.
const Overlays = lazy(() => import('./Overlays'));

/** Mounts `children` from the first time `when` is true, in the browser only. */
export function Later({ when, children }: { when: boolean; children: ReactNode }) {
  // Derived during render (React's pattern for state that follows a prop): once true, it stays.
  const [mounted, setMounted] = useState(false);
  if (when && !mounted) setMounted(true);
  return mounted ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/**
 * What every layout shares: React Aria links route on the client through wouter, the head follows
 * the route, and the overlays (progress bar, cookie notice, toasts) load after hydration.
 */
export function LayoutShell({ children }: { children: ReactNode }) {
  const [location, navigate] = useLocation();
  useEffect(() => {
    const route = matchRoute(location);
    applyHead(route, route.path.includes(':') ? location : route.path);
  }, [location]);
  return (
    <RouterProvider navigate={(path) => navigate(path)}>
      {children}
      <Later when>
        <Overlays />
      </Later>
    </RouterProvider>
  );
}

import { lazy, startTransition, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { RouterProvider } from '@lnf/ui';
import '../locale';
import { useLocation } from 'wouter';
import { matchRoute } from '../routes';

// Not needed for the first paint: loaded after hydration.
const Overlays = lazy(() => import('./Overlays'));

/** Mounts `children` from the first time `when` is true, in the browser only. */
export function Later({ when, children }: { when: boolean; children: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    // An effect on purpose: it runs in the browser after hydration, never in the prerender, which
    // is the point of Later. Once true, it stays.
    // In a transition: what mounts here renders in slices that yield to the page, not in one task.
    if (when) startTransition(() => setMounted(true));
  }, [when]);
  return mounted ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/**
 * What every layout shares: one locale (en-IN, ../locale) for the components' built-in strings,
 * React Aria links route on the client through wouter, the head follows
 * the route, and the overlays (progress bar, cookie notice, toasts) load after hydration.
 */
export function LayoutShell({ children }: { children: ReactNode }) {
  const [location, navigate] = useLocation();
  // A prerendered page arrives with its own head (it has a canonical link; the portal's shell has
  // none): the titles are loaded on the first navigation, not on landing.
  const landedWithHead = useRef<string | null>(
    typeof document === 'undefined' || !document.querySelector('link[rel="canonical"]') ? null : location,
  );
  useEffect(() => {
    if (location === landedWithHead.current) return undefined;
    landedWithHead.current = null;
    const route = matchRoute(location);
    // The titles and descriptions load here, after the first paint: a prerendered page's head is
    // already right, and no first load needs the other routes' text.
    let current = true;
    void import('../head').then(({ applyHead }) => {
      if (current) applyHead(route, route.path.includes(':') ? location : route.path);
    });
    return () => {
      current = false;
    };
  }, [location]);
  // One function for the life of the layout: a new one would be a new router context on every
  // render of the layout (opening the login modal, say), and a context that changes above server
  // HTML still waiting to hydrate makes React throw that HTML away (App's StaticContent).
  const routerNavigate = useCallback((path: string) => navigate(path), [navigate]);
  // The locale (en-IN) is set once for React Aria in ../locale, not with an I18nProvider here:
  // the provider works out the text direction with Intl, which would load ICU at start-up.
  return (
    <RouterProvider navigate={routerNavigate}>
      {children}
      <Later when>
        <Overlays />
      </Later>
    </RouterProvider>
  );
}

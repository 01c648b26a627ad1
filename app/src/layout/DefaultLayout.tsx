import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { useLocation } from 'wouter';
import { applyHead } from '../head';
import { matchRoute } from '../routes';
import { loginModalAtom } from '../state/loginModal';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import styles from './DefaultLayout.module.css';

// Not needed for the first paint: loaded after hydration (overlays) or on first open (login).
const Overlays = lazy(() => import('./Overlays'));
const LoginModal = lazy(() => import('./LoginModal').then((m) => ({ default: m.LoginModal })));

/** Mounts `children` from the first time `when` is true, in the browser only. */
function Later({ when, children }: { when: boolean; children: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (when) setMounted(true);
  }, [when]);
  return mounted ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/**
 * Header, the page, pre-footer and footer, the login modal and the overlays (spec section 2,
 * default layout). React Aria links route on the client through wouter.
 */
export function DefaultLayout({ children }: { children: ReactNode }) {
  const [location, navigate] = useLocation();
  const loginOpen = useAtomValue(loginModalAtom).open;
  const setLoginModal = useSetAtom(loginModalAtom);
  // Spec: on mount the layout closes the modal, hides sign-up and forgot-password, shows login.
  useEffect(() => setLoginModal({ open: false, panel: 'login' }), [setLoginModal]);
  useEffect(() => {
    const route = matchRoute(location);
    applyHead(route, route.path.includes(':') ? location : route.path);
  }, [location]);
  return (
    <RouterProvider navigate={(path) => navigate(path)}>
      <div className={styles.Root}>
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        <SiteHeader />
        <main id="main" className={styles.Main} tabIndex={-1}>
          {children}
        </main>
        <SiteFooter />
        <Later when={loginOpen}>
          <LoginModal />
        </Later>
        <Later when>
          <Overlays />
        </Later>
      </div>
    </RouterProvider>
  );
}

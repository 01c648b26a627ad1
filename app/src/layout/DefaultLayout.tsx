import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { loginModalAtom } from '../state/loginModal';
import { Later, LayoutShell } from './LayoutShell';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { SiteHeader } from './SiteHeader';
import styles from './DefaultLayout.module.css';

// Below the first view: the prerendered footer stays as it is until its chunk has loaded and
// hydrated (React leaves a Suspense boundary's server HTML in place while its code loads).
const SiteFooter = lazy(() => import('./SiteFooter').then((m) => ({ default: m.SiteFooter })));
// Not needed for the first paint: loaded on first open.
const LoginModal = lazy(() => import('./login/LoginModal').then((m) => ({ default: m.LoginModal })));

/**
 * Header, the page, pre-footer and footer, the login modal and the overlays (spec section 2,
 * default layout). React Aria links route on the client through wouter.
 */
export function DefaultLayout({ children }: { children: ReactNode }) {
  const loginOpen = useAtomValue(loginModalAtom).open;
  const setLoginModal = useSetAtom(loginModalAtom);
  // Spec: on mount the layout closes the modal, hides sign-up and forgot-password, shows login.
  // Unchanged state stays the same object, or the whole layout would render again after hydration.
  useEffect(
    () => setLoginModal((modal) => (modal.open || modal.panel !== 'login' ? { open: false, panel: 'login' } : modal)),
    [setLoginModal],
  );
  return (
    <LayoutShell>
      <div className={styles.Root}>
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        <SiteHeader />
        <main id="main" className={styles.Main} tabIndex={-1}>
          <RouteErrorBoundary>{children}</RouteErrorBoundary>
        </main>
        <Suspense fallback={null}>
          <SiteFooter />
        </Suspense>
        <Later when={loginOpen}>
          <LoginModal />
        </Later>
      </div>
    </LayoutShell>
  );
}

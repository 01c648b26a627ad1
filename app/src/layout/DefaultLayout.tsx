import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, memo, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { endFirstView, whenNear } from '../lib/firstView';
import { loginModalAtom } from '../state/loginModal';
import { Later, LayoutShell } from './LayoutShell';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { SiteHeader } from './SiteHeader';
import styles from './DefaultLayout.module.css';

// Below the first view: the prerendered footer stays as it is until its chunk has loaded and
// hydrated (React leaves a Suspense boundary's server HTML in place while its code loads). On a
// page kept as the server rendered it (lib/firstView.ts), the chunk loads when the footer comes
// near the viewport.
const SiteFooter = lazy(() =>
  whenNear('#main + *')
    .then(() => import('./SiteFooter'))
    .then((m) => ({ default: m.SiteFooter })),
);
/** Rendered only if React gives up the footer's server HTML before it hydrated: it loads now. */
function LoadFooterNow() {
  useEffect(() => endFirstView(), []);
  return null;
}

/**
 * The footer's boundary, memoised: the layout renders again for its own state (the login modal),
 * and a boundary still waiting to hydrate that is handed new elements loses its server HTML.
 * `fresh` renders it anew after a navigation, never hydrating server HTML of another page (its
 * pre-footer leaves out the page the visitor is on).
 */
const Footer = memo(function Footer({ fresh }: { fresh: boolean }) {
  return (
    <Suspense key={fresh ? 'moved' : 'landed'} fallback={<LoadFooterNow />}>
      <SiteFooter />
    </Suspense>
  );
});

// Not needed for the first paint: loaded on first open.
const LoginModal = lazy(() => import('./login/LoginModal').then((m) => ({ default: m.LoginModal })));

/**
 * Header, the page, pre-footer and footer, the login modal and the overlays (spec section 2,
 * default layout). React Aria links route on the client through wouter.
 */
export function DefaultLayout({ children }: { children: ReactNode }) {
  const loginOpen = useAtomValue(loginModalAtom).open;
  const setLoginModal = useSetAtom(loginModalAtom);
  const [location] = useLocation();
  const [landedOn] = useState(location);
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
        <Footer fresh={location !== landedOn} />
        <Later when={loginOpen}>
          <LoginModal />
        </Later>
      </div>
    </LayoutShell>
  );
}

import { useEffect, type ReactNode } from 'react';
import { useSetAtom } from 'jotai';
import { loginModalAtom } from '../state/loginModal';
import { SiteHeader } from './SiteHeader';
import { SiteFooter } from './SiteFooter';
import { LoginModal } from './LoginModal';
import styles from './DefaultLayout.module.css';

/** Header, login modal, the page, footer (spec section 2, default layout). */
export function DefaultLayout({ children }: { children: ReactNode }) {
  const setLoginModal = useSetAtom(loginModalAtom);
  // Spec: on mount the layout closes the modal and shows the login form.
  useEffect(() => setLoginModal({ open: false, panel: 'login' }), [setLoginModal]);
  return (
    <div className={styles.Root}>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className={styles.Main} tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      <LoginModal />
    </div>
  );
}

import { FooterLegal, Link } from '@lnf/ui';
import type { ReactNode } from 'react';
import { footerCopy } from '../content/footer';
import { layoutCopy } from '../content/layout';
import { siteConfig } from '../site-config';
import { LayoutShell } from './LayoutShell';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { Logo } from './Logo';
import styles from './OrderLayout.module.css';

/**
 * The second layout (spec section 2: 'A second layout exists for order confirmation'): a quiet
 * frame around the outcome and the receipt, with no navigation, pre-footer or marketing to pull
 * attention from it; the logo leads home and the legal line stays. Only the receipt prints.
 */
export function OrderLayout({ children }: { children: ReactNode }) {
  return (
    <LayoutShell>
      <div className={styles.Root}>
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        <header className={styles.Header}>
          <div className={styles.Inner}>
            <Link href="/" variant="standalone" className={styles.Logo} aria-label={`${siteConfig.name} home`}>
              <Logo />
            </Link>
            <Link href="/dashboard" variant="standalone">
              {layoutCopy.orderLayout.dashboard}
            </Link>
          </div>
        </header>
        <main id="main" className={styles.Main} tabIndex={-1}>
          <RouteErrorBoundary>{children}</RouteErrorBoundary>
        </main>
        <footer className={styles.Footer}>
          <div className={styles.FooterInner}>
            <FooterLegal
              copyrightYear={siteConfig.copyrightYear}
              legalName={siteConfig.legalName}
              legalLinks={[...footerCopy.footer.legalLinks]}
            />
          </div>
        </footer>
      </div>
    </LayoutShell>
  );
}

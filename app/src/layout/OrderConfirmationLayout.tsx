import { useId, type ReactNode } from 'react';
import styles from './OrderConfirmationLayout.module.css';

export interface OrderConfirmationLayoutProps {
  /** The page's h1, e.g. 'Thank you for your order'. */
  title: ReactNode;
  /** One or two sentences under the title. */
  message?: ReactNode;
  /** Where to go next (dashboard, plans). */
  actions?: ReactNode;
  /** The receipt, or nothing for a purchase request. */
  children?: ReactNode;
}

/**
 * The order-confirmation layout (spec section 2: 'A second layout exists for order
 * confirmation'): one centred column with the outcome first, then the receipt, then what to do
 * next; only the receipt prints.
 */
export function OrderConfirmationLayout({ title, message, actions, children }: OrderConfirmationLayoutProps) {
  const id = useId();
  return (
    <section className={styles.Root} aria-labelledby={id}>
      <header className={styles.Outcome}>
        <svg className={styles.Mark} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
          <circle cx="24" cy="24" r="22" fill="var(--lnf-color-bg-success-subtle)" />
          <path
            d="M14 25l7 7 13-15"
            fill="none"
            stroke="var(--lnf-color-fg-success)"
            strokeWidth="4"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <h1 id={id} className={styles.Title}>
          {title}
        </h1>
        {message && <div className={styles.Message}>{message}</div>}
      </header>
      {children && <div className={styles.Body}>{children}</div>}
      {actions && <footer className={styles.Actions}>{actions}</footer>}
    </section>
  );
}

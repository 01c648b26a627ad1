import type { ReactNode } from 'react';
import { RenewalBanner } from './RenewalBanner';
import styles from './Portal.module.css';

export interface PortalPageProps {
  /** The page's h1. */
  title: ReactNode;
  /** A short line above the title, e.g. the area of the portal. */
  eyebrow?: ReactNode;
  /** One sentence under the title. */
  lead?: ReactNode;
  /** Actions beside the title (a button, a link). */
  actions?: ReactNode;
  /** `narrow` for single forms and receipts. */
  width?: 'wide' | 'narrow';
  children?: ReactNode;
}

/**
 * The frame of every portal page: heading block, then the content (layout only). Not a landmark
 * of its own: <main> is the page's, and tables and cards name their own regions.
 */
export function PortalPage({ title, eyebrow, lead, actions, width = 'wide', children }: PortalPageProps) {
  return (
    <div className={styles.Page} data-width={width}>
      <RenewalBanner />
      <header className={styles.Head}>
        <div className={styles.HeadText}>
          {eyebrow && <p className={styles.Eyebrow}>{eyebrow}</p>}
          <h1 className={styles.Title}>{title}</h1>
          {lead && <p className={styles.Lead}>{lead}</p>}
        </div>
        {actions && <div className={styles.HeadActions}>{actions}</div>}
      </header>
      {children}
    </div>
  );
}

/** A titled block of a portal page (a heading, not a landmark: its table names its own region). */
export function PortalSection({
  title,
  actions,
  children,
  id,
}: {
  title: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
  id?: string;
}) {
  return (
    <section className={styles.Section}>
      <div className={styles.SectionHead}>
        <h2 id={id} className={styles.SectionTitle}>
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

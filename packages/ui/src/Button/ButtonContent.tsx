import type { ReactNode } from 'react';
import styles from './Button.module.css';

/** The label row of Button, NativeButton and ButtonLink: a decorative icon, then the label. */
export function ButtonContent({ icon, children }: { icon?: ReactNode; children?: ReactNode }) {
  return (
    <span className={styles.Content}>
      {icon && (
        <span className={styles.Icon} aria-hidden>
          {icon}
        </span>
      )}
      {children}
    </span>
  );
}

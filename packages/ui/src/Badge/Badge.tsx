import clsx from 'clsx';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import styles from './Badge.module.css';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

export interface BadgeProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /**
   * The root element (the `<span>`).
   * @default undefined
   */
  ref?: Ref<HTMLSpanElement>;
  /** The status text; colour never carries the meaning alone. */
  children: ReactNode;
  /**
   * Colour of the status. The badge maps nothing itself: the caller turns its own status
   * values (a record's state, a job's progress) into a tone.
   * @default 'neutral'
   */
  tone?: BadgeTone;
  /**
   * An icon before the text (decorative).
   * @default undefined
   */
  icon?: ReactNode;
  /**
   * Height and text size.
   * @default 'md'
   */
  size?: 'sm' | 'md';
}

/** A short status label in one of five tones. */
export function Badge({ tone = 'neutral', size = 'md', icon, className, children, ...props }: BadgeProps) {
  return (
    <span {...props} data-tone={tone} data-size={size} className={clsx(styles.Root, className)}>
      {icon && (
        <span className={styles.Icon} aria-hidden>
          {icon}
        </span>
      )}
      {children}
    </span>
  );
}

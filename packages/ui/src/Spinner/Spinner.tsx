import clsx from 'clsx';
import type { HTMLAttributes, Ref } from 'react';
import styles from './Spinner.module.css';

export interface SpinnerProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /**
   * The root element (the `<span>`).
   * @default undefined
   */
  ref?: Ref<HTMLSpanElement>;
  /**
   * Text for assistive technology. Leave empty when the spinner sits inside something that
   * already announces the busy state (a pending Button); it is then hidden from the a11y tree.
   * @default ''
   */
  label?: string;
  /**
   * Diameter, following the type scale.
   * @default 'md'
   */
  size?: 'sm' | 'md' | 'lg';
}

/** An indeterminate progress indicator that inherits the current text colour. */
export function Spinner({ label = '', size = 'md', className, ...props }: SpinnerProps) {
  const a11y = label ? { role: 'progressbar', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <span {...props} {...a11y} data-size={size} className={clsx(styles.Root, className)}>
      <svg className={styles.Svg} viewBox="0 0 24 24" fill="none">
        <circle className={styles.Track} cx="12" cy="12" r="9" strokeWidth="3" />
        <path className={styles.Arc} d="M21 12a9 9 0 0 0-9-9" strokeWidth="3" strokeLinecap="round" />
      </svg>
    </span>
  );
}

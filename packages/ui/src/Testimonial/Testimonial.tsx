import clsx from 'clsx';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import styles from './Testimonial.module.css';
import { QuoteIcon } from '../internal/icons';

export interface TestimonialProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /**
   * The root element (the `<figure>`).
   * @default undefined
   */
  ref?: Ref<HTMLElement>;
  /** What the customer said (without quotation marks; the design adds them). */
  quote: ReactNode;
  /** The person's name. */
  name: string;
  /**
   * Their role and company, e.g. 'Head of HR, Acme Retail'.
   * @default undefined
   */
  jobTitle?: ReactNode;
  /**
   * A portrait or initials (decorative next to the name).
   * @default undefined
   */
  avatar?: ReactNode;
  /**
   * `card` on a white surface with a border, `feature` larger and centred for a page's one quote.
   * @default 'card'
   */
  variant?: 'card' | 'feature';
}

/** A customer quote with its attribution. */
export function Testimonial({
  quote,
  name,
  jobTitle,
  avatar,
  variant = 'card',
  className,
  ...props
}: TestimonialProps) {
  return (
    <figure {...props} data-variant={variant} className={clsx(styles.Root, className)}>
      <QuoteIcon className={styles.Mark} />
      <blockquote className={styles.Quote}>
        <p>{quote}</p>
      </blockquote>
      <figcaption className={styles.Caption}>
        {avatar && (
          <span className={styles.Avatar} aria-hidden>
            {avatar}
          </span>
        )}
        <span className={styles.Who}>
          <span className={styles.Name}>{name}</span>
          {jobTitle && <span className={styles.Role}>{jobTitle}</span>}
        </span>
      </figcaption>
    </figure>
  );
}

import clsx from 'clsx';
import { useId, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import styles from './Hero.module.css';

export interface HeroProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /**
   * The root element (the `<section>`).
   * @default undefined
   */
  ref?: Ref<HTMLElement>;
  /**
   * A short line above the heading, e.g. the product's category.
   * @default undefined
   */
  eyebrow?: ReactNode;
  /** The page's one `h1`. Text, so it is the largest contentful paint, not an image. */
  heading: ReactNode;
  /**
   * The paragraph under the heading.
   * @default undefined
   */
  lead?: ReactNode;
  /**
   * Calls to action, e.g. a ButtonLink to /schedule-demo and a secondary one.
   * @default undefined
   */
  actions?: ReactNode;
  /**
   * A line under the actions, e.g. 'No credit card required'.
   * @default undefined
   */
  note?: ReactNode;
  /**
   * An illustration or icon composition beside the text from 1024 px, under it below. Keep it
   * light (inline SVG, CSS); a large image here would become the LCP element.
   * @default undefined
   */
  illustration?: ReactNode;
}

/** The top section of a marketing page. */
export function Hero({ eyebrow, heading, lead, actions, note, illustration, className, ...props }: HeroProps) {
  const headingId = useId();
  return (
    <section
      {...props}
      aria-labelledby={headingId}
      data-has-illustration={illustration ? '' : undefined}
      className={clsx(styles.Root, className)}
    >
      <div className={styles.Inner}>
        <div className={styles.Text}>
          {eyebrow && <p className={styles.Eyebrow}>{eyebrow}</p>}
          <h1 id={headingId} className={styles.Heading}>
            {heading}
          </h1>
          {lead && <p className={styles.Lead}>{lead}</p>}
          {actions && <div className={styles.Actions}>{actions}</div>}
          {note && <p className={styles.Note}>{note}</p>}
        </div>
        {illustration && <div className={styles.Illustration}>{illustration}</div>}
      </div>
    </section>
  );
}

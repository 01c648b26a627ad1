import clsx from 'clsx';
import { useId, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import styles from './Steps.module.css';

export interface StepItem {
  /** The step's name. */
  title: ReactNode;
  /** What happens in it. */
  text: ReactNode;
}

export interface StepsProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /**
   * The root element (the `<section>`).
   * @default undefined
   */
  ref?: Ref<HTMLElement>;
  /**
   * A short line above the heading.
   * @default undefined
   */
  eyebrow?: ReactNode;
  /** The section heading; it names the section. */
  heading: ReactNode;
  /**
   * A paragraph under the heading.
   * @default undefined
   */
  lead?: ReactNode;
  /** The steps, first to last; they are numbered from 1. */
  items: StepItem[];
  /**
   * Level of the section heading; the steps' headings are one below.
   * @default 2
   */
  headingLevel?: 2 | 3;
}

/** A numbered sequence, e.g. how onboarding works: a row from 1024 px, a column below. */
export function Steps({ eyebrow, heading, lead, items, headingLevel = 2, className, ...props }: StepsProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const StepHeading = `h${headingLevel + 1}` as 'h3' | 'h4';
  return (
    <section {...props} aria-labelledby={headingId} className={clsx(styles.Root, className)}>
      <div className={styles.Inner}>
        <header className={styles.Header}>
          {eyebrow && <p className={styles.Eyebrow}>{eyebrow}</p>}
          <Heading id={headingId} className={styles.Heading}>
            {heading}
          </Heading>
          {lead && <p className={styles.Lead}>{lead}</p>}
        </header>
        <ol className={styles.List}>
          {items.map((item, index) => (
            <li key={index} className={styles.Step}>
              <span className={styles.Number} aria-hidden>
                {index + 1}
              </span>
              <div className={styles.Body}>
                <StepHeading className={styles.Title}>{item.title}</StepHeading>
                <p className={styles.Text}>{item.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

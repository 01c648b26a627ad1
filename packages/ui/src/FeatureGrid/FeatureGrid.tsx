import clsx from 'clsx';
import { useId, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import styles from './FeatureGrid.module.css';

export interface FeatureItem {
  /** An icon (decorative). */
  icon: ReactNode;
  /** The feature's name. */
  title: ReactNode;
  /** One or two sentences about it. */
  text: ReactNode;
}

export interface FeatureGridProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
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
  /** The features. */
  items: FeatureItem[];
  /**
   * Columns from 1024 px (one on phones, two from 768 px).
   * @default 3
   */
  columns?: 2 | 3 | 4;
  /**
   * Level of the section heading; the items' headings are one below.
   * @default 2
   */
  headingLevel?: 2 | 3;
}

/** A section of features, each with an icon, a title and a short text. */
export function FeatureGrid({
  eyebrow,
  heading,
  lead,
  items,
  columns = 3,
  headingLevel = 2,
  className,
  ...props
}: FeatureGridProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const ItemHeading = `h${headingLevel + 1}` as 'h3' | 'h4';
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
        <ul className={styles.Grid} data-columns={columns}>
          {items.map((item, index) => (
            <li key={index} className={styles.Item}>
              <span className={styles.Icon} aria-hidden>
                {item.icon}
              </span>
              <ItemHeading className={styles.Title}>{item.title}</ItemHeading>
              <p className={styles.Text}>{item.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

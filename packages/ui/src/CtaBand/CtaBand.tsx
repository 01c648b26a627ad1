import clsx from 'clsx';
import { useId, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import styles from './CtaBand.module.css';

export interface CtaBandProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /**
   * The root element (the `<section>`).
   * @default undefined
   */
  ref?: Ref<HTMLElement>;
  /** The band's heading; it names the section. */
  heading: ReactNode;
  /**
   * A sentence under the heading.
   * @default undefined
   */
  text?: ReactNode;
  /**
   * Calls to action, e.g. ButtonLinks to /schedule-demo and /download-brochure.
   * @default undefined
   */
  actions?: ReactNode;
  /**
   * `accent` on a light amber tint, `dark` on the inverse surface.
   * @default 'accent'
   */
  tone?: 'accent' | 'dark';
  /**
   * Level of the heading.
   * @default 2
   */
  headingLevel?: 2 | 3;
}

/** A call-to-action band between page sections. */
export function CtaBand({
  heading,
  text,
  actions,
  tone = 'accent',
  headingLevel = 2,
  className,
  ...props
}: CtaBandProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section {...props} aria-labelledby={headingId} className={clsx(styles.Root, className)}>
      <div className={styles.Band} data-tone={tone}>
        <div className={styles.Text}>
          <Heading id={headingId} className={styles.Heading}>
            {heading}
          </Heading>
          {text && <p className={styles.Body}>{text}</p>}
        </div>
        {actions && <div className={styles.Actions}>{actions}</div>}
      </div>
    </section>
  );
}

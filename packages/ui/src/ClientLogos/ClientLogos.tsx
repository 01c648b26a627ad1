import clsx from 'clsx';
import { useId, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import styles from './ClientLogos.module.css';

export interface ClientLogo {
  /** The client's name; what assistive technology reads for the logo. */
  name: string;
  /** The logo (inline SVG or an image with empty alt); decorative, since `name` is read. */
  logo: ReactNode;
}

export interface ClientLogosProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /**
   * The root element (the `<section>`).
   * @default undefined
   */
  ref?: Ref<HTMLElement>;
  /** The line above the logos, e.g. 'Trusted by growing teams across India'; it names the section. */
  heading: ReactNode;
  /** The logos, first to last. */
  logos: ClientLogo[];
  /**
   * Level of the heading.
   * @default 2
   */
  headingLevel?: 2 | 3;
}

/** A row of client logos under a short heading; greyed until hovered. */
export function ClientLogos({ heading, logos, headingLevel = 2, className, ...props }: ClientLogosProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section {...props} aria-labelledby={headingId} className={clsx(styles.Root, className)}>
      <div className={styles.Inner}>
        <Heading id={headingId} className={styles.Heading}>
          {heading}
        </Heading>
        <ul className={styles.List}>
          {logos.map((item) => (
            <li key={item.name} className={styles.Item}>
              <span className={styles.Logo} aria-hidden>
                {item.logo}
              </span>
              <span className={styles.Name}>{item.name}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

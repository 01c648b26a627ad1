import clsx from 'clsx';
import { ArrowRight } from 'lucide-react';
import { useId, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { Anchor } from '../internal/Anchor';
import styles from './PreFooter.module.css';

export interface PreFooterLink {
  /** Where it leads. */
  href: string;
  /** An icon (decorative). */
  icon: ReactNode;
  /** The link's text, e.g. 'Download brochure'. */
  title: string;
  /** One line under it. */
  text: ReactNode;
}

export interface PreFooterProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /**
   * The root element (the `<section>`).
   * @default undefined
   */
  ref?: Ref<HTMLElement>;
  /** The section heading; it names the section. */
  heading: ReactNode;
  /**
   * A sentence under the heading.
   * @default undefined
   */
  text?: ReactNode;
  /**
   * Calls to action under the text.
   * @default undefined
   */
  actions?: ReactNode;
  /**
   * Up to three next steps shown as link cards, e.g. brochure, demo, contact.
   * @default []
   */
  links?: PreFooterLink[];
  /**
   * Level of the heading.
   * @default 2
   */
  headingLevel?: 2 | 3;
}

/** The band above the site footer in the default layout: a closing message and next steps. */
export function PreFooter({
  heading,
  text,
  actions,
  links = [],
  headingLevel = 2,
  className,
  ...props
}: PreFooterProps) {
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section {...props} aria-labelledby={`${id}-h`} className={clsx(styles.Root, className)}>
      <div className={styles.Inner} data-has-links={links.length > 0 || undefined}>
        <div className={styles.Text}>
          <Heading id={`${id}-h`} className={styles.Heading}>
            {heading}
          </Heading>
          {text && <p className={styles.Body}>{text}</p>}
          {actions && <div className={styles.Actions}>{actions}</div>}
        </div>
        {links.length > 0 && (
          <ul className={styles.Links}>
            {links.map((link, index) => (
              <li key={link.href}>
                <Anchor href={link.href} className={styles.Card} aria-describedby={`${id}-${index}`}>
                  <span className={styles.Icon} aria-hidden>
                    {link.icon}
                  </span>
                  <span className={styles.CardText}>
                    <span className={styles.CardTitle}>{link.title}</span>
                    <span id={`${id}-${index}`} className={styles.CardBody} aria-hidden>
                      {link.text}
                    </span>
                  </span>
                  <ArrowRight className={styles.Arrow} aria-hidden />
                </Anchor>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

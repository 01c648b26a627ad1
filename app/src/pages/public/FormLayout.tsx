import { Card } from '@lnf/ui';
import { useId, type ReactNode } from 'react';
import type { FormPageIntro } from '../../content/types';
import { Icon } from '../../layout/Icon';
import styles from './FormLayout.module.css';

export interface FormLayoutProps {
  intro: FormPageIntro;
  /** The heading of the form's card. */
  formHeading: string;
  /** The form. */
  children: ReactNode;
  /** Under the reasons, e.g. contact details. */
  aside?: ReactNode;
}

/**
 * A form page: the page heading and lead, the form in a card beside them from 1024 px, and the
 * reasons to fill it in. On phones the form comes straight after the heading.
 */
export function FormLayout({ intro, formHeading, children, aside }: FormLayoutProps) {
  const formHeadingId = useId();
  return (
    <div className={styles.Root}>
      <header className={styles.Head}>
        <p className={styles.Eyebrow}>{intro.eyebrow}</p>
        <h1 className={styles.Heading}>{intro.heading}</h1>
        <p className={styles.Lead}>{intro.lead}</p>
      </header>
      <Card as="section" variant="elevated" padding="lg" className={styles.Form} aria-labelledby={formHeadingId}>
        <h2 id={formHeadingId} className={styles.FormHeading}>
          {formHeading}
        </h2>
        {children}
      </Card>
      <div className={styles.Aside}>
        <ul className={styles.Points}>
          {intro.points.map((point) => (
            <li key={point.title} className={styles.Point}>
              <span className={styles.PointIcon}>
                <Icon name={point.icon} />
              </span>
              <p>
                <strong>{point.title}</strong>
                <span>{point.text}</span>
              </p>
            </li>
          ))}
        </ul>
        {aside}
      </div>
    </div>
  );
}

import { Link } from '@lnf/ui';
import { Icon } from '../../layout/Icon';
import { siteConfig } from '../../site-config';
import styles from './ContactFacts.module.css';

/** The company's contact details beside a form (facts from site-config). */
export function ContactFacts({ heading = 'Prefer to talk?' }: { heading?: string }) {
  const { emails, phone, hours, office } = siteConfig;
  return (
    <section className={styles.Root} aria-label={heading}>
      <h2 className={styles.Heading}>{heading}</h2>
      <ul className={styles.List}>
        <li>
          <Icon name="phone" size={20} />
          <span>
            <Link href={`tel:${phone.replace(/\s/g, '')}`}>{phone}</Link>
            <small>{hours}</small>
          </span>
        </li>
        <li>
          <Icon name="mail" size={20} />
          <span>
            <Link href={`mailto:${emails.productQueries}`}>{emails.productQueries}</Link>
            <small>Product and pricing questions</small>
          </span>
        </li>
        <li>
          <Icon name="pin" size={20} />
          <address>
            {office.label}
            {office.lines.map((line) => (
              <small key={line}>{line}</small>
            ))}
          </address>
        </li>
      </ul>
    </section>
  );
}

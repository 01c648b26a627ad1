import { Link } from 'wouter';
import { siteConfig } from '../site-config';
import styles from './SiteFooter.module.css';

const quickLinks = [
  { href: '/lnf-people-360', label: 'Products' },
  { href: '/our-plans', label: 'Pricing' },
  { href: '/lnf-technology', label: 'Technology' },
  { href: '/about', label: 'About Us' },
];

export function SiteFooter() {
  const { emails, office, phone } = siteConfig;
  return (
    <footer className={styles.Root}>
      <div className={styles.Dark}>
        <div className={styles.Inner}>
          <section aria-labelledby="footer-about">
            <h2 id="footer-about" className={styles.Heading}>
              {siteConfig.name}
            </h2>
            <p className={styles.Blurb}>
              {siteConfig.blurb}{' '}
              <Link href="/about" className={styles.More}>
                more...
              </Link>
            </p>
          </section>
          <nav aria-labelledby="footer-quick">
            <h2 id="footer-quick" className={styles.Heading}>
              Quick links
            </h2>
            <ul className={styles.List}>
              {quickLinks.map((l) => (
                <li key={l.href}>
                  <Link href={l.href}>{l.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <section aria-labelledby="footer-reach">
            <h2 id="footer-reach" className={styles.Heading}>
              Reach Us
            </h2>
            <ul className={styles.List}>
              <li>
                Product queries: <a href={`mailto:${emails.productQueries}`}>{emails.productQueries}</a>
              </li>
              <li>
                <address>
                  {office.label}: {office.lines.join(', ')}
                </address>
              </li>
              <li>
                Phone: <a href={`tel:${phone.replace(/\s/g, '')}`}>{phone}</a>
              </li>
              <li>
                Info: <a href={`mailto:${emails.info}`}>{emails.info}</a>
              </li>
            </ul>
          </section>
        </div>
      </div>
      <div className={styles.Legal}>
        <div className={styles.LegalInner}>
          <p>
            © {siteConfig.copyrightYear} {siteConfig.legalName}. All rights reserved.
          </p>
          <p className={styles.LegalLinks}>
            <Link href="/privacy-policy">Privacy Policy</Link>
            <Link href="/terms-and-service">Terms of Service</Link>
          </p>
        </div>
      </div>
    </footer>
  );
}

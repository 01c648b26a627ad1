import clsx from 'clsx';
import { Mail, MapPin, Phone } from 'lucide-react';
import { useId, type HTMLAttributes, type MouseEvent, type ReactNode, type Ref } from 'react';
import { Anchor } from '../internal/Anchor';
import { footer } from '../internal/i18n/messages';
import { useMessages } from '../internal/i18n/useMessages';
import styles from './Footer.module.css';
import { FooterLegal } from './FooterLegal';
import { SocialIcon, type SocialNetwork } from './SocialIcon';
import type { FooterLegalText, FooterLink } from './types';

export interface FooterContact {
  /** Decides the icon and the link: `email` gets `mailto:`, `phone` gets `tel:`, `address` no link. */
  kind: 'email' | 'phone' | 'address';
  /** What it is, e.g. 'Product queries' or 'Corporate office'. */
  label: string;
  /** The address, number or email; an address may come as lines. */
  value: string | string[];
}

export interface FooterSocialLink {
  /**
   * The network. Built-in marks: twitter, instagram, youtube, linkedin, facebook, github; any
   * other name needs an `icon` (or gets a generic globe).
   */
  network: SocialNetwork | (string & {});
  /**
   * The mark to draw instead of the built-in one, decorative (the link carries the name).
   * @default undefined
   */
  icon?: ReactNode;
  /** Accessible name, e.g. 'Acme on LinkedIn'. */
  label: string;
  /** The profile URL; '#' marks a link that is not available yet and calls `onDeadLink`. */
  href: string;
}

export interface FooterProps extends Omit<HTMLAttributes<HTMLElement>, 'children'>, FooterLegalText {
  /**
   * The root element (the `<footer>`).
   * @default undefined
   */
  ref?: Ref<HTMLElement>;
  /**
   * A logo above the blurb (shown on the dark background).
   * @default undefined
   */
  logo?: ReactNode;
  /**
   * Heading of the blurb column, e.g. the company name; hidden visually when a logo is given.
   * @default undefined
   */
  aboutHeading?: string;
  /** The company blurb in the dark section. */
  blurb: ReactNode;
  /**
   * Target of the link after the blurb; no link without it.
   * @default undefined
   */
  moreHref?: string;
  /**
   * Text of the link after the blurb.
   * @default 'more...'
   */
  moreLabel?: string;
  /**
   * Heading of the quick links column.
   * @default 'Quick links'
   */
  quickLinksHeading?: string;
  /**
   * Products, Pricing, Technology, About Us.
   * @default []
   */
  quickLinks?: FooterLink[];
  /**
   * Heading of the contact column.
   * @default 'Reach Us'
   */
  contactHeading?: string;
  /**
   * Emails, office address, phone.
   * @default []
   */
  contacts?: FooterContact[];
  /**
   * Social profiles: twitter, instagram, youtube, linkedin.
   * @default []
   */
  social?: FooterSocialLink[];
  /**
   * Accessible name of the social links' list.
   * @default 'Social media'
   */
  socialLabel?: string;
  /**
   * Called instead of navigating when a social link's href is '#', e.g. to say that the profile
   * is not available yet.
   * @default undefined
   */
  onDeadLink?: (link: FooterSocialLink) => void;
}

function contactHref(contact: FooterContact): string | undefined {
  const value = Array.isArray(contact.value) ? contact.value.join(' ') : contact.value;
  if (contact.kind === 'email') return `mailto:${value}`;
  if (contact.kind === 'phone') return `tel:${value.replace(/[^\d+]/g, '')}`;
  return undefined;
}

const contactIcons = { email: Mail, phone: Phone, address: MapPin };

/** The site footer: dark blurb and link columns, then the copyright line with legal links. */
export function Footer({
  copyrightYear,
  legalName,
  rightsText,
  legalLinks = [],
  legalLabel,
  logo,
  aboutHeading,
  blurb,
  moreHref,
  moreLabel,
  quickLinksHeading,
  quickLinks = [],
  contactHeading,
  contacts = [],
  social = [],
  socialLabel,
  onDeadLink,
  className,
  ...props
}: FooterProps) {
  const id = useId();
  const t = useMessages(footer);
  const onSocialClick = (link: FooterSocialLink) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (link.href !== '#') return;
    event.preventDefault();
    onDeadLink?.(link);
  };

  return (
    <footer {...props} className={clsx(styles.Root, className)}>
      <div className={styles.Inner}>
        <div className={styles.Columns}>
          <section className={styles.About} aria-labelledby={aboutHeading ? `${id}-about` : undefined}>
            {logo && <div className={styles.Logo}>{logo}</div>}
            {aboutHeading && (
              <h2 id={`${id}-about`} className={clsx(styles.Heading, logo && styles.VisuallyHidden)}>
                {aboutHeading}
              </h2>
            )}
            <p className={styles.Blurb}>
              {blurb}
              {moreHref && (
                <>
                  {' '}
                  <Anchor href={moreHref} className={styles.Link} data-emphasis="">
                    {moreLabel ?? t('more')}
                  </Anchor>
                </>
              )}
            </p>
            {social.length > 0 && (
              <ul className={styles.Social} aria-label={socialLabel ?? t('social')}>
                {social.map((link) => (
                  <li key={`${link.network} ${link.href}`}>
                    <a
                      href={link.href}
                      aria-label={link.label}
                      className={styles.SocialLink}
                      onClick={onSocialClick(link)}
                    >
                      {link.icon ?? <SocialIcon network={link.network} />}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </section>
          {quickLinks.length > 0 && (
            <nav aria-labelledby={`${id}-quick`}>
              <h2 id={`${id}-quick`} className={styles.Heading}>
                {quickLinksHeading ?? t('quickLinks')}
              </h2>
              <ul className={styles.List}>
                {quickLinks.map((link) => (
                  <li key={link.href}>
                    <Anchor href={link.href} className={styles.Link}>
                      {link.label}
                    </Anchor>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          {contacts.length > 0 && (
            <section aria-labelledby={`${id}-reach`}>
              <h2 id={`${id}-reach`} className={styles.Heading}>
                {contactHeading ?? t('reachUs')}
              </h2>
              <ul className={styles.List}>
                {contacts.map((contact) => {
                  const Icon = contactIcons[contact.kind];
                  const href = contactHref(contact);
                  const lines = Array.isArray(contact.value) ? contact.value : [contact.value];
                  return (
                    <li key={`${contact.kind}-${contact.label}`} className={styles.Contact}>
                      <Icon className={styles.ContactIcon} aria-hidden />
                      <div>
                        <span className={styles.ContactLabel}>{contact.label}</span>
                        {href ? (
                          <Anchor href={href} className={styles.Link}>
                            {lines.join(' ')}
                          </Anchor>
                        ) : (
                          <address className={styles.Address}>
                            {lines.map((line, index) => (
                              <span key={index}>{line}</span>
                            ))}
                          </address>
                        )}
                      </div>
                    </li>
                  );
                })}
              </ul>
            </section>
          )}
        </div>
        <FooterLegal
          className={styles.LegalInFooter}
          tone="dark"
          copyrightYear={copyrightYear}
          legalName={legalName}
          rightsText={rightsText}
          legalLinks={legalLinks}
          legalLabel={legalLabel}
        />
      </div>
    </footer>
  );
}

import { MESSAGES } from '@lnf/sdk';
import { Footer, PreFooter } from '@lnf/ui';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { footerCopy } from '../content/footer';
import { siteConfig } from '../site-config';
import { Icon } from './Icon';
import { Logo } from './Logo';
import styles from './SiteFooter.module.css';

const copy = footerCopy.footer;
const { emails, phone, office } = siteConfig;
const contacts = [
  { kind: 'email', label: copy.productQueries, value: emails.productQueries },
  { kind: 'address', label: office.label, value: office.lines },
  { kind: 'phone', label: copy.phone, value: phone },
  { kind: 'email', label: copy.info, value: emails.info },
] as const;

/** The pre-footer's next steps, without the page the visitor is already on. */
function SitePreFooter() {
  const [location] = useLocation();
  const { heading, text, links } = footerCopy.preFooter;
  return (
    <PreFooter
      heading={heading}
      text={text}
      links={links
        .filter((l) => l.href !== location)
        .map((l) => ({ href: l.href, title: l.title, text: l.text, icon: <Icon name={l.icon} /> }))}
    />
  );
}

/**
 * Pre-footer and footer (spec section 2): blurb, quick links, Reach Us, social links, legal line.
 * Marks the document once hydrated (`data-footer="ready"`), so tests and tools can wait for it:
 * on the home page it loads when it comes near the viewport (lib/firstView.ts).
 */
export function SiteFooter() {
  useEffect(() => {
    document.documentElement.dataset.footer = 'ready';
  }, []);
  return (
    <div className={styles.Root}>
      <SitePreFooter />
      <Footer
        copyrightYear={siteConfig.copyrightYear}
        legalName={siteConfig.legalName}
        legalLinks={[...copy.legalLinks]}
        logo={<Logo />}
        aboutHeading={siteConfig.name}
        blurb={siteConfig.blurb}
        moreHref="/about"
        quickLinks={[...copy.quickLinks]}
        contacts={contacts.map((c) => ({ ...c, value: typeof c.value === 'string' ? c.value : [...c.value] }))}
        social={siteConfig.social}
        // Spec section 8: a social link without a target says so instead of jumping to the top.
        // The toast queue loads on that press: no first view needs it.
        onDeadLink={() => void import('@lnf/ui/Toast').then(({ toast }) => toast.error(MESSAGES.linkUnavailable))}
      />
    </div>
  );
}

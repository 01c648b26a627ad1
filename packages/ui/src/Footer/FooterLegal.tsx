import clsx from 'clsx';
import type { Ref } from 'react';
import { Anchor } from '../internal/Anchor';
import { footer } from '../internal/i18n/messages';
import { useMessages } from '../internal/i18n/useMessages';
import styles from './Footer.module.css';
import type { FooterLegalText } from './types';

// Its own module: a slim layout's footer imports this, not the full Footer with its icons.
export interface FooterLegalProps extends FooterLegalText {
  /**
   * The root element (the `<div>`).
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
  /**
   * The background it sits on: the footer's dark one, or a light page (a slim layout's footer).
   * Text takes its colour from the container; links take the tone's.
   * @default 'light'
   */
  tone?: 'light' | 'dark';
  className?: string;
}

/**
 * The copyright line and the legal links, side by side from 768 px: the last row of the Footer,
 * and on its own where a layout shows no full footer (a focused checkout or confirmation page).
 */
export function FooterLegal({
  copyrightYear,
  legalName,
  rightsText,
  legalLinks = [],
  legalLabel,
  tone = 'light',
  className,
  ref,
}: FooterLegalProps) {
  const t = useMessages(footer);
  return (
    <div ref={ref} className={clsx(styles.Legal, className)} data-tone={tone}>
      <p className={styles.Copyright}>
        © {copyrightYear} {legalName}. {rightsText ?? t('rights')}
      </p>
      {legalLinks.length > 0 && (
        <nav aria-label={legalLabel ?? t('legal')}>
          <ul className={styles.LegalLinks}>
            {legalLinks.map((link) => (
              <li key={link.href}>
                <Anchor href={link.href} className={styles.Link}>
                  {link.label}
                </Anchor>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}

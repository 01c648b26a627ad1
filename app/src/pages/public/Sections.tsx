import type { ReactNode } from 'react';
import { ButtonLink, ClientLogos, CtaBand, Hero, Testimonial } from '@lnf/ui';
import type { CtaLink, HeroContent, Quote } from '../../content/types';
import { Icon } from '../../layout/Icon';
import { Monogram, Wordmark } from './Monogram';
import styles from './Sections.module.css';

/** Content items with an icon name, as FeatureGrid items with the icon drawn. */
export const icons = <T extends { icon: Parameters<typeof Icon>[0]['name'] }>(items: T[]) =>
  items.map((item) => ({ ...item, icon: <Icon name={item.icon} /> }));

/** A primary and an optional secondary call to action, large. */
function Actions({ primary, secondary }: { primary: CtaLink; secondary?: CtaLink }) {
  return (
    <>
      <ButtonLink href={primary.href} size="lg">
        {primary.label}
      </ButtonLink>
      {secondary && (
        <ButtonLink href={secondary.href} size="lg" variant="secondary">
          {secondary.label}
        </ButtonLink>
      )}
    </>
  );
}

/**
 * The hero of the home and marketing pages with its picture. The picture comes from the page, so
 * the home page does not carry the product pages' scenes.
 */
export function PageHero({
  hero,
  illustration,
}: {
  hero: Omit<HeroContent, 'scene' | 'highlights'>;
  illustration: ReactNode;
}) {
  return (
    <Hero
      eyebrow={hero.eyebrow}
      heading={hero.heading}
      lead={hero.lead}
      note={hero.note}
      actions={<Actions primary={hero.primary} secondary={hero.secondary} />}
      illustration={illustration}
    />
  );
}

/** A customer's quote as a feature band within the page gutters. */
export function FeatureQuote({ quote }: { quote: Quote }) {
  return (
    <div className={styles.Quote}>
      <Testimonial
        variant="feature"
        quote={quote.quote}
        name={quote.name}
        jobTitle={`${quote.role}, ${quote.company}`}
        avatar={<Monogram name={quote.name} />}
      />
    </div>
  );
}

/** Customers' names as wordmarks. */
export function Clients({ clients }: { clients: { heading: string; names: string[] } }) {
  return (
    <ClientLogos
      heading={clients.heading}
      logos={clients.names.map((name) => ({ name, logo: <Wordmark name={name} /> }))}
    />
  );
}

/** The closing call to action of a page. */
export function ClosingBand({
  cta,
}: {
  cta: { heading: string; text: string; primary: CtaLink; secondary?: CtaLink };
}) {
  return (
    <CtaBand
      heading={cta.heading}
      text={cta.text}
      actions={<Actions primary={cta.primary} secondary={cta.secondary} />}
    />
  );
}

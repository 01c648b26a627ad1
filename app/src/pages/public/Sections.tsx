import { ClientLogos, CtaBand, Testimonial } from '@lnf/ui';
import type { CtaLink, Quote } from '../../content/types';
import { Icon } from '../../layout/Icon';
import { Monogram, Wordmark } from './Monogram';
import { Actions } from './PageHero';
import styles from './Sections.module.css';

/** Content items with an icon name, as FeatureGrid items with the icon drawn. */
export const icons = <T extends { icon: Parameters<typeof Icon>[0]['name'] }>(items: T[]) =>
  items.map((item) => ({ ...item, icon: <Icon name={item.icon} /> }));

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

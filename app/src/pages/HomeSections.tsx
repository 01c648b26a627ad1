import { FeatureGrid, Link, Steps } from '@lnf/ui';
import { home } from '../content/home';
import { products } from '../content/products';
import { Icon } from '../layout/Icon';
import { ClosingBand, Clients, FeatureQuote, icons } from './public/Sections';
import { Stats } from './public/Stats';

/** Everything on the home page below its hero: its own chunk (see Home). */
export default function HomeSections() {
  const { products: intro, pillars, steps, stats, testimonial, clients, closing } = home;
  return (
    <>
      <Stats items={stats} label="LNF in numbers" />
      <FeatureGrid eyebrow={pillars.eyebrow} heading={pillars.heading} items={icons(pillars.items)} columns={4} />
      <Steps eyebrow={steps.eyebrow} heading={steps.heading} items={steps.items} />
      <FeatureGrid
        id="products"
        eyebrow={intro.eyebrow}
        heading={intro.heading}
        lead={intro.lead}
        columns={4}
        items={products.map((p) => ({
          icon: <Icon name={p.icon} />,
          title: (
            <Link href={`/${p.slug}`} variant="standalone">
              {p.name}
            </Link>
          ),
          text: p.summary,
        }))}
      />
      <FeatureQuote quote={testimonial} />
      <Clients clients={clients} />
      <ClosingBand cta={closing} />
    </>
  );
}

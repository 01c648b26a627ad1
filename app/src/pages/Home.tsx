import { FeatureGrid, Link, Steps } from '@lnf/ui';
import { home } from '../content/home';
import { products } from '../content/products';
import { Icon } from '../layout/Icon';
import { HomeVisual } from './public/HomeVisual';
import { ClosingBand, Clients, FeatureQuote, icons, PageHero } from './public/Sections';
import { Stats } from './public/Stats';

/** The home page: what LNF is, the products, how to start. Static: no data, no client state. */
export default function Home() {
  const { hero, products: intro, pillars, steps, stats, testimonial, clients, closing } = home;
  return (
    <>
      <PageHero hero={hero} illustration={<HomeVisual />} />
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

import { FeatureGrid, Steps } from '@lnf/ui';
import { useLocation } from 'wouter';
import { productPlans } from '../../content/plan-products';
import type { MarketingPageContent } from '../../content/types';
import { HeroArt } from './HeroArt';
import { PageHero } from './PageHero';
import { PlanPrices } from './PlanPrices';
import { ClosingBand, Clients, FeatureQuote, icons } from './Sections';
import { Stats } from './Stats';

/**
 * Product, solution and company pages: the same sections, each page with its own copy. A product
 * sold by plans of its own (content/plan-products.ts) also shows their prices.
 */
export function MarketingPage({ content }: { content: MarketingPageContent }) {
  const { hero, features, benefits, steps, stats, testimonial, clients, cta } = content;
  const [path] = useLocation();
  const plans = productPlans[path];
  return (
    <>
      <PageHero hero={hero} illustration={<HeroArt scene={hero.scene} highlights={hero.highlights} />} />
      {stats && <Stats items={stats} label={`${hero.eyebrow.split(' · ')[0]} in numbers`} />}
      {clients && <Clients clients={clients} />}
      <FeatureGrid
        eyebrow={features.eyebrow}
        heading={features.heading}
        lead={features.lead}
        items={icons(features.items)}
        columns={features.items.length === 4 ? 2 : 3}
      />
      {steps && <Steps eyebrow={steps.eyebrow} heading={steps.heading} lead={steps.lead} items={steps.items} />}
      <FeatureGrid
        eyebrow={benefits.eyebrow}
        heading={benefits.heading}
        lead={benefits.lead}
        items={icons(benefits.items)}
        columns={benefits.items.length === 4 ? 4 : 2}
      />
      {testimonial && <FeatureQuote quote={testimonial} />}
      {plans && <PlanPrices plans={plans} />}
      <ClosingBand cta={cta} />
    </>
  );
}

/** The page component of one route, bound to its copy (routes.public.ts loads both). */
export function withContent(content: MarketingPageContent) {
  return function MarketingRoute() {
    return <MarketingPage content={content} />;
  };
}

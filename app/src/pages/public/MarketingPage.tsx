import { ButtonLink, ClientLogos, CtaBand, FeatureGrid, Hero, Steps, Testimonial } from '@lnf/ui';
import type { MarketingPageContent } from '../../content/types';
import { Icon } from '../../layout/Icon';
import { HeroArt } from './HeroArt';
import { Monogram, Wordmark } from './Monogram';
import { Stats } from './Stats';
import styles from './MarketingPage.module.css';

const icons = <T extends { icon: Parameters<typeof Icon>[0]['name'] }>(items: T[]) =>
  items.map((item) => ({ ...item, icon: <Icon name={item.icon} /> }));

/** Product, solution and company pages: the same sections, each page with its own copy. */
export function MarketingPage({ content }: { content: MarketingPageContent }) {
  const { hero, features, benefits, steps, stats, testimonial, clients, cta } = content;
  return (
    <>
      <Hero
        eyebrow={hero.eyebrow}
        heading={hero.heading}
        lead={hero.lead}
        note={hero.note}
        actions={
          <>
            <ButtonLink href={hero.primary.href} size="lg">
              {hero.primary.label}
            </ButtonLink>
            {hero.secondary && (
              <ButtonLink href={hero.secondary.href} size="lg" variant="secondary">
                {hero.secondary.label}
              </ButtonLink>
            )}
          </>
        }
        illustration={<HeroArt icon={hero.icon} highlights={hero.highlights} />}
      />
      {stats && <Stats items={stats} label={`${hero.eyebrow.split(' · ')[0]} in numbers`} />}
      {clients && (
        <ClientLogos heading={clients.heading} logos={clients.names.map((name) => ({ name, logo: <Wordmark name={name} /> }))} />
      )}
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
      {testimonial && (
        <div className={styles.Quote}>
          <Testimonial
            variant="feature"
            quote={testimonial.quote}
            name={testimonial.name}
            jobTitle={`${testimonial.role}, ${testimonial.company}`}
            avatar={<Monogram name={testimonial.name} />}
          />
        </div>
      )}
      <CtaBand
        heading={cta.heading}
        text={cta.text}
        actions={
          <>
            <ButtonLink href={cta.primary.href} size="lg">
              {cta.primary.label}
            </ButtonLink>
            {cta.secondary && (
              <ButtonLink href={cta.secondary.href} size="lg" variant="secondary">
                {cta.secondary.label}
              </ButtonLink>
            )}
          </>
        }
      />
    </>
  );
}

/** The page component of one route, bound to its copy (routes.public.ts loads both). */
export function withContent(content: MarketingPageContent) {
  return function MarketingRoute() {
    return <MarketingPage content={content} />;
  };
}

import { ButtonLink, ClientLogos, CtaBand, FeatureGrid, Hero, Link, Steps, Testimonial } from '@lnf/ui';
import { home } from '../content/home';
import { products } from '../content/products';
import { Icon } from '../layout/Icon';
import { HeroArt } from './public/HeroArt';
import { Monogram, Wordmark } from './public/Monogram';
import { Stats } from './public/Stats';
import styles from './Home.module.css';

/** The home page: what LNF is, the products, how to start. Static: no data, no client state. */
export default function Home() {
  const { hero, products: intro, pillars, steps, stats, testimonial, clients, closing } = home;
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
      <Stats items={stats} label="LNF in numbers" />
      <FeatureGrid
        eyebrow={pillars.eyebrow}
        heading={pillars.heading}
        items={pillars.items.map((item) => ({ ...item, icon: <Icon name={item.icon} /> }))}
        columns={4}
      />
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
      <div className={styles.Quote}>
        <Testimonial
          variant="feature"
          quote={testimonial.quote}
          name={testimonial.name}
          jobTitle={`${testimonial.role}, ${testimonial.company}`}
          avatar={<Monogram name={testimonial.name} />}
        />
      </div>
      <ClientLogos heading={clients.heading} logos={clients.names.map((name) => ({ name, logo: <Wordmark name={name} /> }))} />
      <CtaBand
        heading={closing.heading}
        text={closing.text}
        actions={
          <>
            <ButtonLink href={closing.primary.href} size="lg">
              {closing.primary.label}
            </ButtonLink>
            <ButtonLink href={closing.secondary.href} size="lg" variant="secondary">
              {closing.secondary.label}
            </ButtonLink>
          </>
        }
      />
    </>
  );
}

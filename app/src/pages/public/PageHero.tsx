import type { ReactNode } from 'react';
import { ButtonLink, Hero } from '@lnf/ui';
import type { CtaLink, HeroContent } from '../../content/types';

// Its own module: the home page's first load is its hero, not the sections below it.

/** A primary and an optional secondary call to action, large. */
export function Actions({ primary, secondary }: { primary: CtaLink; secondary?: CtaLink }) {
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

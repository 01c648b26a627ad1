import { priceClaim } from './pricing';
import type { HeroContent } from './types';

/** The home page's hero copy, in its own module: the hero is all of the home page's first load. */
export const homeHero: Omit<HeroContent, 'scene' | 'highlights'> = {
  eyebrow: 'All-in-one business software',
  heading: 'Run people, payroll and accounts on one platform',
  lead: 'LNF brings HR, payroll, recruiting, accounting and analytics together, so every team works from the same records and every decision starts from the same numbers.',
  primary: { label: 'Schedule Demo', href: '/schedule-demo' },
  secondary: { label: 'See pricing', href: '/our-plans' },
  note: `Plans from ${priceClaim.monthly} a month (${priceClaim.yearly} billed yearly). Built in Hyderabad for Indian compliance.`,
};

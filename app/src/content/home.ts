import { homeHero } from './homeHero';
import type { CtaLink, Feature, HeroContent, Quote, SectionContent, Stat, Step } from './types';

/** Copy of the home page. */
export interface HomeContent {
  /** The home hero draws the product itself (HomeVisual), not a scene. */
  hero: Omit<HeroContent, 'scene' | 'highlights'>;
  products: { eyebrow: string; heading: string; lead: string };
  pillars: SectionContent<Feature>;
  steps: SectionContent<Step>;
  stats: Stat[];
  testimonial: Quote;
  clients: { heading: string; names: string[] };
  closing: { heading: string; text: string; primary: CtaLink; secondary: CtaLink };
}

export const home: HomeContent = {
  hero: homeHero,
  products: {
    eyebrow: 'Products',
    heading: 'Eleven products that already know each other',
    lead: 'Start with the one you need today. Each new module reads the same employees, vendors and ledgers, so there is nothing to integrate.',
  },
  pillars: {
    eyebrow: 'Why LNF',
    heading: 'One platform, every back office',
    items: [
      {
        icon: 'people',
        title: 'People, from hire to retire',
        text: 'Onboarding, attendance, leave, appraisals and exits in one employee record that every module reads.',
      },
      {
        icon: 'payroll',
        title: 'Payroll that closes on time',
        text: 'PF, ESI, professional tax and TDS computed from the attendance you already track, with payslips and returns ready.',
      },
      {
        icon: 'recruit',
        title: 'Hiring without the spreadsheets',
        text: 'Job posts, AI resume parsing and interview pipelines that hand a new joiner straight to HR.',
      },
      {
        icon: 'books',
        title: 'Books and insight in one place',
        text: 'Invoices, expenses and GST returns feed live dashboards, so finance and leadership see the same picture.',
      },
    ],
  },
  steps: {
    eyebrow: 'Getting started',
    heading: 'Live in weeks, not quarters',
    items: [
      { title: 'Book a demo', text: 'A product specialist shows LNF working with policies like yours.' },
      { title: 'Choose a plan', text: 'Pick the modules and billing period that fit; prices are published in rupees.' },
      { title: 'Move your data', text: 'Our implementation team imports employees, balances and ledgers for you.' },
      { title: 'Go live', text: 'Run a parallel payroll, switch over, and keep a named contact for support.' },
    ],
  },
  stats: [
    { value: '1,200+', label: 'businesses run on LNF' },
    { value: '3.5 lakh', label: 'employees paid every month' },
    { value: '24×7', label: 'customer support portal' },
  ],
  testimonial: {
    quote:
      'We replaced four tools and a shared drive of spreadsheets with LNF. Month-end used to take two weeks; now payroll and books close in three days.',
    name: 'Arjun Malhotra',
    role: 'Chief Financial Officer',
    company: 'Charminar Realty',
  },
  clients: {
    heading: 'Trusted by growing businesses across India',
    names: [
      'Deccan Freight Lines',
      'Sahyadri Foods',
      'Godavari Textiles',
      'Nimbus Software Labs',
      'Konark Hospitals',
      'Charminar Realty',
    ],
  },
  closing: {
    heading: 'See LNF with your own data',
    text: 'A product specialist walks you through the modules you need, in 30 minutes, at a time that suits you.',
    primary: { label: 'Schedule Demo', href: '/schedule-demo' },
    secondary: { label: 'Download brochure', href: '/download-brochure' },
  },
};

/**
 * Shapes of the page copy. Every public page keeps its words in one typed module under
 * content/ (DESIGN.md section 7); page components only lay them out.
 */

/** The products' icons, drawn by layout/ProductIcon.tsx: the header's mega menu shows them on every page. */
export type ProductIconName =
  | 'people'
  | 'recruit'
  | 'extract'
  | 'search'
  | 'books'
  | 'professional'
  | 'payroll'
  | 'vendor'
  | 'appraisal'
  | 'analytics'
  | 'jobs'
  | 'technology';

/** Icons the pages may ask for, drawn by layout/Icon.tsx: the products' and the sections'. */
export type IconName =
  | ProductIconName
  | 'clock'
  | 'shield'
  | 'check'
  | 'calendar'
  | 'rupee'
  | 'cloud'
  | 'lock'
  | 'bolt'
  | 'layers'
  | 'chat'
  | 'file'
  | 'sparkles'
  | 'globe'
  | 'mobile'
  | 'target'
  | 'heart'
  | 'building'
  | 'flow'
  | 'mail'
  | 'phone'
  | 'pin';

/** A link that reads as a call to action. */
export interface CtaLink {
  label: string;
  href: string;
}

export interface Feature {
  icon: IconName;
  title: string;
  text: string;
}

export interface Step {
  title: string;
  text: string;
}

export interface Stat {
  value: string;
  label: string;
}

export interface Quote {
  quote: string;
  name: string;
  role: string;
  company: string;
}

/** The hero pictures there are, one per product (pages/public/HeroScenes.tsx). */
export type SceneName =
  | 'people360'
  | 'workforce'
  | 'recruiter'
  | 'extractify'
  | 'cognify'
  | 'books'
  | 'professional'
  | 'vendors'
  | 'aspire'
  | 'analytics'
  | 'jobPortal'
  | 'technology'
  | 'company'
  | 'timesheet'
  | 'clients';

export interface HeroContent {
  eyebrow: string;
  /** The page's h1. */
  heading: string;
  lead: string;
  primary: CtaLink;
  secondary?: CtaLink;
  note?: string;
  /** The page's own picture (a payslip, a pipeline, an invoice...). */
  scene: SceneName;
  /** Three short facts the picture stands for; they are its accessible name. */
  highlights: [string, string, string];
}

export interface SectionContent<Item> {
  eyebrow?: string;
  heading: string;
  lead?: string;
  items: Item[];
}

/** Product, solution and company pages: hero, features, benefits, how it works, call to action. */
export interface MarketingPageContent {
  hero: HeroContent;
  features: SectionContent<Feature>;
  benefits: SectionContent<Feature>;
  steps?: SectionContent<Step>;
  stats?: Stat[];
  testimonial?: Quote;
  /** Client names shown as a text strip (no logo images). */
  clients?: { heading: string; names: string[] };
  cta: { heading: string; text: string; primary: CtaLink; secondary?: CtaLink };
}

/** A legal document. */
export interface LegalPageContent {
  title: string;
  /** ISO date of the last change, e.g. '2025-04-01'. */
  updated: string;
  intro: string[];
  sections: Array<{ heading: string; paragraphs: string[]; list?: string[] }>;
}

/** Heading and intro above a form. */
export interface FormPageIntro {
  eyebrow: string;
  heading: string;
  lead: string;
  /** Reasons to fill it in, shown beside the form. */
  points: Feature[];
}

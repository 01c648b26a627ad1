import type { MarketingPageContent } from './types';

/** /recruitment: the hiring solution (Recruiter, Extractify, Job Portal, Vendor Management). */
export const recruitment: MarketingPageContent = {
  hero: {
    eyebrow: 'Solutions · Recruitment',
    heading: 'Hire the right people faster, from every source',
    lead: 'Careers site, job boards, referrals and staffing agencies feed one pipeline. AI parsing and ranking shorten screening, and accepted offers become employees without re-typing.',
    primary: { label: 'Schedule Demo', href: '/schedule-demo' },
    secondary: { label: 'Explore LNF Recruiter', href: '/lnf-recruiter' },
    scene: 'recruiter',
    highlights: ['Every source, one pipeline', 'Resumes ranked by AI', 'Offer to onboarding'],
  },
  features: {
    eyebrow: 'Four products, one flow',
    heading: 'The complete hiring stack',
    items: [
      {
        icon: 'jobs',
        title: 'LNF Job Portal',
        text: 'Your branded careers site and job board, with mobile apply and referrals.',
      },
      { icon: 'recruit', title: 'LNF Recruiter', text: 'Requisitions, pipelines, interviews, scorecards and offers.' },
      { icon: 'extract', title: 'LNF Extractify', text: 'AI resume parsing, skill matching and talent pool search.' },
      {
        icon: 'vendor',
        title: 'LNF Vendor Management',
        text: 'Agencies submit candidates in a portal, with duplicates blocked.',
      },
      {
        icon: 'calendar',
        title: 'Interview coordination',
        text: 'Calendar sync, candidate self-scheduling and video links.',
      },
      { icon: 'analytics', title: 'Hiring analytics', text: 'Funnel, source quality, cost per hire and time to fill.' },
    ],
  },
  benefits: {
    heading: 'Results our customers see',
    items: [
      { icon: 'clock', title: 'Shorter time to hire', text: 'Screening that took days now takes hours.' },
      { icon: 'rupee', title: 'Lower cost per hire', text: 'More direct and referral hires, fewer agency fees.' },
      { icon: 'heart', title: 'Candidates who say yes', text: 'Fast, clear communication at every stage.' },
      {
        icon: 'target',
        title: 'Better quality of hire',
        text: 'Structured interviews and scorecards reduce guesswork.',
      },
    ],
  },
  steps: {
    heading: 'From opening to joining',
    items: [
      { title: 'Plan', text: 'Approved requisitions with budgets and interview plans.' },
      { title: 'Source', text: 'Publish everywhere and invite agencies and referrals.' },
      { title: 'Select', text: 'Ranked candidates, structured interviews, clear decisions.' },
      { title: 'Onboard', text: 'Offer accepted, employee record created, first day ready.' },
    ],
  },
  stats: [
    { value: '35%', label: 'shorter time to hire' },
    { value: '28%', label: 'lower cost per hire' },
    { value: '4.6/5', label: 'candidate experience rating' },
  ],
  cta: {
    heading: 'See the whole hiring flow',
    text: 'We will take one of your open roles from posting to offer during the demo.',
    primary: { label: 'Schedule Demo', href: '/schedule-demo' },
    secondary: { label: 'See pricing', href: '/our-plans' },
  },
};

import type { MarketingPageContent } from '../types';

export const lnfAspire: MarketingPageContent = {
  hero: {
    eyebrow: 'LNF Aspire · Appraisal management',
    heading: 'Appraisals people believe in, not dread',
    lead: 'Set goals that connect to company priorities, hold regular check-ins, run fair review cycles with calibration, and link ratings to increments and promotions without a single spreadsheet.',
    primary: { label: 'Schedule Demo', href: '/schedule-demo' },
    secondary: { label: 'Download brochure', href: '/download-brochure?product=lnf-aspire' },
    scene: 'aspire',
    highlights: ['Goals cascade by team', '360° feedback', 'Increments from ratings'],
  },
  features: {
    eyebrow: 'Performance, continuously',
    heading: 'The whole review cycle in one place',
    items: [
      {
        icon: 'target',
        title: 'Goals and OKRs',
        text: 'Company objectives cascade to teams and individuals, with progress updated during the year.',
      },
      {
        icon: 'chat',
        title: 'Check-ins and feedback',
        text: 'Monthly one-to-ones with shared notes, and feedback anyone can give or request.',
      },
      {
        icon: 'appraisal',
        title: 'Review cycles',
        text: 'Self, manager, peer and skip-level reviews with templates per role and level.',
      },
      {
        icon: 'analytics',
        title: 'Calibration',
        text: 'Bell curves and nine-box grids help leaders compare ratings across teams fairly.',
      },
      {
        icon: 'rupee',
        title: 'Compensation planning',
        text: 'Increment matrices turn ratings into proposed raises within each manager’s budget.',
      },
      {
        icon: 'sparkles',
        title: 'Growth plans',
        text: 'Development goals and training linked to the skills each role needs next.',
      },
    ],
  },
  benefits: {
    heading: 'Why it matters',
    items: [
      {
        icon: 'heart',
        title: 'Higher trust',
        text: 'Employees see how goals, feedback and ratings connect, so outcomes feel earned.',
      },
      {
        icon: 'clock',
        title: 'Shorter cycles',
        text: 'Appraisal season shrinks from six weeks of chasing forms to two of real conversations.',
      },
      {
        icon: 'target',
        title: 'Aligned teams',
        text: 'Everyone can see how their work supports the company’s priorities for the year.',
      },
      { icon: 'shield', title: 'Defensible decisions', text: 'Every rating and raise has its evidence on record.' },
    ],
  },
  steps: {
    heading: 'A review cycle on Aspire',
    items: [
      { title: 'Plan', text: 'HR picks templates, timelines and who reviews whom.' },
      { title: 'Review', text: 'Employees and managers complete reviews with goal data pre-filled.' },
      { title: 'Calibrate', text: 'Leaders adjust ratings together with distribution views.' },
      { title: 'Reward', text: 'Letters with the new compensation are generated and shared.' },
    ],
  },
  stats: [
    { value: '94%', label: 'review completion in the first cycle' },
    { value: '2 weeks', label: 'typical cycle length' },
    { value: '4.5/5', label: 'average manager rating of the process' },
  ],
  cta: {
    heading: 'Run your next appraisal cycle on Aspire',
    text: 'See a complete cycle, from goal setting to increment letters, in 30 minutes.',
    primary: { label: 'Schedule Demo', href: '/schedule-demo' },
    secondary: { label: 'See pricing', href: '/our-plans' },
  },
};

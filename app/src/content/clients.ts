import type { MarketingPageContent } from './types';

/** /clients: who uses LNF, by industry, with their words. */
export const clients: MarketingPageContent = {
  hero: {
    eyebrow: 'Clients',
    heading: 'Trusted by 1,200 businesses, from 20 people to 5,000',
    lead: 'Manufacturers, hospitals, logistics firms, software companies and retailers across India run their people, payroll and accounts on LNF.',
    primary: { label: 'Schedule Demo', href: '/schedule-demo' },
    secondary: { label: 'See pricing', href: '/our-plans' },
    scene: 'clients',
    highlights: ['96% renew every year', '18 countries', 'NPS of 61'],
  },
  clients: {
    heading: 'Some of the teams that work on LNF',
    names: [
      'Deccan Freight Lines',
      'Sahyadri Foods',
      'Godavari Textiles',
      'Nimbus Software Labs',
      'Konark Hospitals',
      'Charminar Realty',
      'Kaveri Agritech',
      'Vindhya Engineering',
    ],
  },
  features: {
    eyebrow: 'Industries',
    heading: 'Built for the way your industry works',
    items: [
      {
        icon: 'building',
        title: 'Manufacturing',
        text: 'Shifts, contract labour, CLRA registers and factory-wise compliance.',
      },
      {
        icon: 'heart',
        title: 'Healthcare',
        text: 'Rosters for round-the-clock staff, credential tracking and department-wise costing.',
      },
      {
        icon: 'technology',
        title: 'IT and services',
        text: 'Timesheets, utilisation, client billing and fast technical hiring.',
      },
      {
        icon: 'globe',
        title: 'Logistics',
        text: 'Field attendance, multi-state payroll and high-volume hiring of drivers and staff.',
      },
      {
        icon: 'rupee',
        title: 'Retail and distribution',
        text: 'Store-wise attendance, incentives and GST invoicing across branches.',
      },
      {
        icon: 'books',
        title: 'Education',
        text: 'Faculty appraisals, payroll and fee accounting for schools and colleges.',
      },
    ],
  },
  benefits: {
    heading: 'What clients tell us changed',
    items: [
      {
        icon: 'clock',
        title: 'Time back for HR',
        text: 'On average, HR teams spend 62% less time on monthly operations.',
      },
      {
        icon: 'shield',
        title: 'Compliance confidence',
        text: 'Statutory filings on time, every time, across every state.',
      },
      {
        icon: 'analytics',
        title: 'Better decisions',
        text: 'Leaders see cost, headcount and hiring on one dashboard.',
      },
      { icon: 'mobile', title: 'Employees engaged', text: 'Self-service adoption above 85% within three months.' },
    ],
  },
  testimonial: {
    quote:
      'We moved 1,400 employees across six states onto LNF in five weeks. The implementation team knew Indian payroll better than our previous vendor did.',
    name: 'Kavitha Reddy',
    role: 'Payroll Manager',
    company: 'Godavari Textiles',
  },
  stats: [
    { value: '1,200+', label: 'customers' },
    { value: '96%', label: 'annual renewal rate' },
    { value: '61', label: 'net promoter score' },
  ],
  cta: {
    heading: 'Join them',
    text: 'See how a company like yours runs on LNF in a 30-minute demo.',
    primary: { label: 'Schedule Demo', href: '/schedule-demo' },
    secondary: { label: 'Contact Us', href: '/contact' },
  },
};

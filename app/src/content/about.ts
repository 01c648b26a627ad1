import type { MarketingPageContent } from './types';

/** /about: who LNF is and what it believes (the footer's 'more...' link). */
export const about: MarketingPageContent = {
  hero: {
    eyebrow: 'About Us',
    heading: 'We build the back office growing Indian businesses deserve',
    lead: 'LNF started in Hyderabad in 2016 with a simple observation: small and mid-sized companies were running people, payroll and accounts on disconnected tools and spreadsheets. We set out to give them one platform that is simple to use and serious about compliance.',
    primary: { label: 'Contact Us', href: '/contact' },
    secondary: { label: 'Our company', href: '/company' },
    scene: 'company',
    highlights: ['Founded in Hyderabad', '1,200+ customers', '11 products, one platform'],
  },
  features: {
    eyebrow: 'What we believe',
    heading: 'Our values',
    items: [
      {
        icon: 'heart',
        title: 'Customers first, always',
        text: 'We measure ourselves by how much time we give back to the HR and finance teams who use LNF.',
      },
      {
        icon: 'shield',
        title: 'Compliance is not optional',
        text: 'When the law changes, our customers should not have to notice. We ship the change before the due date.',
      },
      {
        icon: 'bolt',
        title: 'Simple beats clever',
        text: 'If a payroll admin needs training to find a button, we have more work to do.',
      },
      {
        icon: 'lock',
        title: 'Your data is yours',
        text: 'We never sell data, never train shared AI models on it, and we make it easy to take it with you.',
      },
    ],
  },
  benefits: {
    heading: 'What makes LNF different',
    items: [
      {
        icon: 'layers',
        title: 'One platform, not a bundle',
        text: 'Our products were built on one data model, not bought and stitched together.',
      },
      {
        icon: 'globe',
        title: 'Built for India',
        text: 'State-wise statutory rules, GST, regional languages and mobile-first employees are the starting point.',
      },
      {
        icon: 'people',
        title: 'People you can call',
        text: 'Support is answered by specialists in Hyderabad who know payroll and accounting.',
      },
      {
        icon: 'rupee',
        title: 'Fair, transparent pricing',
        text: 'Published prices in rupees, monthly billing available and no implementation surprises.',
      },
    ],
  },
  steps: {
    heading: 'Our story so far',
    items: [
      { title: '2016', text: 'Founded in Hyderabad to build payroll software for a handful of local manufacturers.' },
      { title: '2019', text: 'People 360 launched, bringing HR, attendance and payroll onto one employee record.' },
      { title: '2022', text: 'Recruiter, Books and Analytics joined the platform; 500 customers across India.' },
      {
        title: '2025',
        text: 'AI products Extractify and Cognify launched; more than 1,200 customers in 18 countries.',
      },
    ],
  },
  stats: [
    { value: '1,200+', label: 'customers' },
    { value: '3.5 lakh', label: 'employees paid through LNF' },
    { value: '240', label: 'people on the LNF team' },
  ],
  cta: {
    heading: 'Want to know more about LNF?',
    text: 'Talk to us about our products, partnerships or careers.',
    primary: { label: 'Contact Us', href: '/contact' },
    secondary: { label: 'Schedule Demo', href: '/schedule-demo' },
  },
};

import type { MarketingPageContent } from './types';

/** /company: how LNF is run: leadership, offices, security, careers. */
export const company: MarketingPageContent = {
  hero: {
    eyebrow: 'Company',
    heading: 'A company built to be around for the long run',
    lead: 'LNF Business Solutions Private Limited is a profitable, founder-led software company headquartered in HITEC City, Hyderabad, with teams in Bengaluru, Pune and Chennai.',
    primary: { label: 'Contact Us', href: '/contact' },
    secondary: { label: 'About Us', href: '/about' },
    scene: 'company',
    highlights: ['Profitable since 2020', '4 offices in India', 'ISO 27001 certified'],
  },
  features: {
    eyebrow: 'How we work',
    heading: 'Inside LNF',
    items: [
      {
        icon: 'technology',
        title: 'Product and engineering',
        text: 'More than half of our team builds and runs the platform, in small teams that own a product each.',
      },
      {
        icon: 'chat',
        title: 'Customer success',
        text: 'Implementation and support specialists, many of them former payroll and accounts professionals.',
      },
      {
        icon: 'shield',
        title: 'Security and compliance',
        text: 'A dedicated team for information security, statutory updates and data protection.',
      },
      {
        icon: 'pin',
        title: 'Offices',
        text: 'Hyderabad (headquarters), Bengaluru, Pune and Chennai, with customers in 18 countries.',
      },
    ],
  },
  benefits: {
    heading: 'Commitments we make',
    items: [
      {
        icon: 'lock',
        title: 'Information security',
        text: 'An ISMS certified to ISO/IEC 27001, with annual third-party penetration tests.',
      },
      {
        icon: 'check',
        title: 'Data protection',
        text: 'Processes aligned with the Digital Personal Data Protection Act, 2023, and a named grievance officer.',
      },
      {
        icon: 'heart',
        title: 'Responsible employer',
        text: 'Transparent pay bands, flexible working and learning budgets for every employee.',
      },
      {
        icon: 'globe',
        title: 'Community',
        text: 'Free payroll software for registered non-profits with fewer than 50 employees.',
      },
    ],
  },
  steps: {
    heading: 'Working at LNF',
    lead: 'We hire engineers, designers, payroll and accounting specialists, and customer success managers.',
    items: [
      { title: 'Apply', text: 'Send your profile to our careers team or apply through our job portal.' },
      { title: 'Talk', text: 'A first conversation with the hiring manager about the role and about you.' },
      { title: 'Show', text: 'A practical exercise close to the real work, done on your schedule.' },
      { title: 'Meet', text: 'Meet the team you would join, and ask them anything.' },
    ],
  },
  stats: [
    { value: '240', label: 'team members' },
    { value: '38%', label: 'women in the team' },
    { value: '4.4/5', label: 'employee rating on review sites' },
  ],
  cta: {
    heading: 'Partner with us or join us',
    text: 'For partnerships, press or careers, write to us and the right person will reply within two working days.',
    primary: { label: 'Contact Us', href: '/contact' },
    secondary: { label: 'Our products', href: '/lnf-people-360' },
  },
};

import type { MarketingPageContent } from './types';

/** /vendor-management: managing suppliers and staffing vendors across the business. */
export const vendorManagement: MarketingPageContent = {
  hero: {
    eyebrow: 'Solutions · Vendor management',
    heading: 'Every vendor, contract and payment under control',
    lead: 'Onboard suppliers and staffing partners with verified documents, track contracts and performance, and pay them on time against what they actually delivered.',
    primary: { label: 'Schedule Demo', href: '/schedule-demo' },
    secondary: { label: 'Explore Vendor Management', href: '/lnf-vendor-management' },
    scene: 'vendors',
    highlights: ['GSTIN and PAN verified', 'Contracts never lapse', 'Payments on schedule'],
  },
  features: {
    eyebrow: 'Supplier lifecycle',
    heading: 'From onboarding to payment',
    items: [
      {
        icon: 'check',
        title: 'Self-service onboarding',
        text: 'Vendors submit details, bank accounts, GSTIN, PAN and MSME status through a secure link.',
      },
      {
        icon: 'file',
        title: 'Contracts and renewals',
        text: 'Agreements stored with key dates, and reminders before anything expires.',
      },
      {
        icon: 'vendor',
        title: 'Staffing partners',
        text: 'Agencies submit candidates and invoices through the LNF vendor portal.',
      },
      {
        icon: 'analytics',
        title: 'Performance reviews',
        text: 'Quality, timeliness and cost scorecards for every vendor.',
      },
      {
        icon: 'rupee',
        title: 'Payables',
        text: 'Bills matched to purchase orders and deliveries, with TDS deducted correctly.',
      },
      {
        icon: 'shield',
        title: 'Risk and compliance',
        text: 'Track MSME payment timelines, certificates and statutory documents.',
      },
    ],
  },
  benefits: {
    heading: 'Why procurement and finance like it',
    items: [
      { icon: 'clock', title: 'Faster onboarding', text: 'New vendors are ready to transact in a day, not two weeks.' },
      {
        icon: 'shield',
        title: 'Fewer surprises',
        text: 'No expired contracts, unverified bank accounts or missed MSME deadlines.',
      },
      { icon: 'rupee', title: 'Better terms', text: 'Performance data to negotiate with at renewal time.' },
      { icon: 'chat', title: 'Fewer calls', text: 'Vendors check invoice and payment status in their portal.' },
    ],
  },
  stats: [
    { value: '1 day', label: 'to onboard a verified vendor' },
    { value: '100%', label: 'MSME payments within 45 days' },
    { value: '60%', label: 'fewer payment status calls' },
  ],
  cta: {
    heading: 'Bring order to your vendor base',
    text: 'See vendor onboarding, contracts and payables working together.',
    primary: { label: 'Schedule Demo', href: '/schedule-demo' },
    secondary: { label: 'See pricing', href: '/our-plans' },
  },
};

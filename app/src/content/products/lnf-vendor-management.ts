import type { MarketingPageContent } from '../types';

export const lnfVendorManagement: MarketingPageContent = {
  hero: {
    eyebrow: 'LNF Vendor Management · Staffing partners',
    heading: 'Streamlined hiring through your staffing vendors',
    lead: 'Share requirements with empanelled agencies, receive their candidates in one portal, compare vendors on quality and speed, and settle invoices against actual placements.',
    primary: { label: 'Schedule Demo', href: '/schedule-demo' },
    secondary: { label: 'Download brochure', href: '/download-brochure?product=lnf-vendor-management' },
    scene: 'vendors',
    highlights: ['1 portal for all agencies', 'Duplicate CVs blocked', 'Invoices match placements'],
  },
  features: {
    eyebrow: 'Vendor hiring, organised',
    heading: 'Work with many agencies without the chaos',
    items: [
      {
        icon: 'building',
        title: 'Vendor empanelment',
        text: 'Onboard agencies with agreements, fee terms, GST details and the roles they may fill.',
      },
      {
        icon: 'globe',
        title: 'Requirement distribution',
        text: 'Release a position to chosen vendors with a submission limit and a deadline.',
      },
      {
        icon: 'shield',
        title: 'Duplicate protection',
        text: 'A candidate already in your pipeline is flagged, and ownership goes to the first valid submission.',
      },
      {
        icon: 'flow',
        title: 'Shared pipeline',
        text: 'Vendors see the status of their candidates without calling your recruiters.',
      },
      {
        icon: 'analytics',
        title: 'Vendor scorecards',
        text: 'Submission-to-hire ratio, time to submit and early attrition for each agency.',
      },
      {
        icon: 'rupee',
        title: 'Invoice reconciliation',
        text: 'Agency invoices are checked against joining dates, fee terms and replacement clauses.',
      },
    ],
  },
  benefits: {
    heading: 'What changes when vendors work in LNF',
    items: [
      {
        icon: 'clock',
        title: 'Faster submissions',
        text: 'Agencies get requirements the moment they are approved, with clear briefs.',
      },
      {
        icon: 'target',
        title: 'Better vendors',
        text: 'Scorecards show which partners deliver, so renewals are based on data.',
      },
      {
        icon: 'rupee',
        title: 'No overpaying',
        text: 'Fees are paid once, for the right candidate, at the agreed rate.',
      },
      {
        icon: 'chat',
        title: 'Less email',
        text: 'Questions, feedback and interview slots stay attached to the candidate.',
      },
    ],
  },
  steps: {
    heading: 'How it works',
    items: [
      { title: 'Empanel', text: 'Invite agencies to the vendor portal with their agreement terms.' },
      { title: 'Release', text: 'Share an approved requirement with the vendors best suited to it.' },
      { title: 'Review', text: 'Candidates land in your pipeline, de-duplicated and parsed.' },
      { title: 'Settle', text: 'Placements generate invoice checks automatically.' },
    ],
  },
  stats: [
    { value: '45%', label: 'fewer duplicate submissions' },
    { value: '9 days', label: 'average time to first shortlist' },
    { value: '18%', label: 'lower agency spend in year one' },
  ],
  cta: {
    heading: 'Bring your staffing partners onto one portal',
    text: 'We will set up a vendor portal for two of your agencies during the trial.',
    primary: { label: 'Schedule Demo', href: '/schedule-demo' },
    secondary: { label: 'See pricing', href: '/our-plans' },
  },
};

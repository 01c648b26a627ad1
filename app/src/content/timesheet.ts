import type { MarketingPageContent } from './types';

/** /timesheet: timesheets and client management for services firms. */
export const timesheet: MarketingPageContent = {
  hero: {
    eyebrow: 'Solutions · Timesheets and clients',
    heading: 'Know where every billable hour goes',
    lead: 'Timesheets, projects and client records in one place: people log time against projects, managers approve it, and finance invoices clients from approved hours without chasing anyone.',
    primary: { label: 'Schedule Demo', href: '/schedule-demo' },
    secondary: { label: 'See pricing', href: '/our-plans' },
    scene: 'timesheet',
    highlights: ['Weekly timesheets in 2 min', 'Utilisation by person', 'Invoices from hours'],
  },
  features: {
    eyebrow: 'For services businesses',
    heading: 'From timesheet to invoice',
    items: [
      {
        icon: 'clock',
        title: 'Simple timesheets',
        text: 'Daily or weekly entry on web and mobile, with timers and copy-last-week.',
      },
      {
        icon: 'building',
        title: 'Client management',
        text: 'Clients, contacts, contracts, rate cards and purchase orders in one record.',
      },
      {
        icon: 'layers',
        title: 'Projects and tasks',
        text: 'Budgets in hours or rupees, milestones and allocations per person.',
      },
      {
        icon: 'check',
        title: 'Approvals',
        text: 'Project managers approve or return time with comments; locked periods stay locked.',
      },
      {
        icon: 'rupee',
        title: 'Billing',
        text: 'Approved billable hours become GST invoices in LNF Books at each client’s rates.',
      },
      {
        icon: 'analytics',
        title: 'Utilisation and margin',
        text: 'Billable versus non-billable time, project profitability and bench visibility.',
      },
    ],
  },
  benefits: {
    heading: 'What changes',
    items: [
      { icon: 'rupee', title: 'Less revenue leakage', text: 'Hours worked are hours billed, at the right rate.' },
      {
        icon: 'bolt',
        title: 'Faster invoicing',
        text: 'Invoices go out on the first working day instead of the tenth.',
      },
      { icon: 'target', title: 'Better staffing', text: 'See who is over-allocated and who is free next week.' },
      { icon: 'heart', title: 'Happier teams', text: 'Filling a timesheet takes two minutes, not a Friday afternoon.' },
    ],
  },
  steps: {
    heading: 'Set up in a week',
    items: [
      { title: 'Import clients', text: 'Bring clients, contracts and rate cards from spreadsheets.' },
      { title: 'Create projects', text: 'Set budgets, teams and billing rules.' },
      { title: 'Log time', text: 'People fill timesheets from the app with reminders.' },
      { title: 'Bill', text: 'Approved time turns into invoices at month-end.' },
    ],
  },
  stats: [
    { value: '11%', label: 'more billable hours captured' },
    { value: '97%', label: 'timesheets submitted on time' },
    { value: '1 day', label: 'from month-end to invoices sent' },
  ],
  cta: {
    heading: 'Stop losing billable hours',
    text: 'See timesheets flow into client invoices in a 30-minute demo.',
    primary: { label: 'Schedule Demo', href: '/schedule-demo' },
    secondary: { label: 'Contact Us', href: '/contact' },
  },
};

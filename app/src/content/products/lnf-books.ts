import type { MarketingPageContent } from '../types';

export const lnfBooks: MarketingPageContent = {
  hero: {
    eyebrow: 'LNF Books · Accounts management',
    heading: 'Accounts that close on time, with GST done right',
    lead: 'Invoicing, payables, banking, GST returns and financial statements in one ledger that talks to payroll and HR, so finance works with the same numbers as everyone else.',
    primary: { label: 'Schedule Demo', href: '/schedule-demo' },
    secondary: { label: 'Download brochure', href: '/download-brochure?product=lnf-books' },
    scene: 'books',
    highlights: ['GSTR-1 and 3B ready', 'Bank feeds reconciled', 'Month-end in 3 days'],
  },
  features: {
    eyebrow: 'Finance, connected',
    heading: 'The ledger at the centre of the business',
    items: [
      {
        icon: 'file',
        title: 'GST invoicing and e-invoicing',
        text: 'Tax invoices with HSN and SAC codes, IRN and QR codes generated through the e-invoice portal, and e-way bills.',
      },
      {
        icon: 'rupee',
        title: 'Payables and receivables',
        text: 'Bills, vendor payments, TDS deductions and customer collections with ageing reports and reminders.',
      },
      {
        icon: 'layers',
        title: 'Bank reconciliation',
        text: 'Statements imported from major Indian banks and matched to entries automatically; you review only the exceptions.',
      },
      {
        icon: 'shield',
        title: 'GST and TDS returns',
        text: 'GSTR-1, GSTR-3B and TDS returns prepared from your books, with input tax credit matched against GSTR-2B.',
      },
      {
        icon: 'analytics',
        title: 'Financial statements',
        text: 'Profit and loss, balance sheet and cash flow under Schedule III, by branch or cost centre, at any date.',
      },
      {
        icon: 'payroll',
        title: 'Payroll posts itself',
        text: 'Salaries, statutory dues and reimbursements from LNF Workforce arrive as journal entries after each run.',
      },
    ],
  },
  benefits: {
    heading: 'Why finance teams choose LNF Books',
    items: [
      {
        icon: 'clock',
        title: 'A faster close',
        text: 'Reconciliations and accruals run continuously, so month-end is review, not catch-up.',
      },
      {
        icon: 'shield',
        title: 'Fewer notices',
        text: 'Mismatched credits and late filings are flagged before the due date, not after.',
      },
      {
        icon: 'building',
        title: 'Multi-branch, multi-GSTIN',
        text: 'Run several registrations and branches in one company with consolidated reports.',
      },
      {
        icon: 'people',
        title: 'Auditor access',
        text: 'Give your CA read-only access with a full audit trail of every change.',
      },
    ],
  },
  steps: {
    heading: 'Moving your books to LNF',
    items: [
      {
        title: 'Import',
        text: 'Chart of accounts, opening balances, customers and vendors come across from your current software.',
      },
      { title: 'Connect', text: 'Bank feeds, the GST portal and payroll are linked once.' },
      { title: 'Run', text: 'Invoices and bills flow in; reconciliation happens as transactions arrive.' },
      { title: 'File', text: 'Returns are prepared from the books and filed on time.' },
    ],
  },
  stats: [
    { value: '3 days', label: 'average month-end close' },
    { value: '98%', label: 'bank lines matched automatically' },
    { value: '100%', label: 'of returns filed before the due date' },
  ],
  testimonial: {
    quote:
      'GST reconciliation used to take our team a week every month. LNF Books matches 2B against our purchase register overnight.',
    name: 'Suresh Iyer',
    role: 'Finance Controller',
    company: 'Sahyadri Foods',
  },
  cta: {
    heading: 'See your next month-end in LNF Books',
    text: 'We will walk through invoicing, reconciliation and a GST return with sample data from your industry.',
    primary: { label: 'Schedule Demo', href: '/schedule-demo' },
    secondary: { label: 'See pricing', href: '/our-plans' },
  },
};

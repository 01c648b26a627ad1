import type { MarketingPageContent } from '../types';

export const lnfWorkforce: MarketingPageContent = {
  hero: {
    eyebrow: 'LNF Workforce · Payroll and compliance',
    heading: 'Payroll and statutory compliance, right the first time',
    lead: 'Run payroll for every state you operate in, with PF, ESI, professional tax, LWF, TDS and gratuity computed from live attendance, and every return and register ready on the due date.',
    primary: { label: 'Schedule Demo', href: '/schedule-demo' },
    secondary: { label: 'Download brochure', href: '/download-brochure?product=lnf-workforce' },
    scene: 'workforce',
    highlights: ['All 28 states covered', 'Payslips on day 1', 'ECR and 24Q generated'],
  },
  features: {
    eyebrow: 'Indian payroll, handled',
    heading: 'Everything a payroll run needs',
    items: [
      {
        icon: 'payroll',
        title: 'Flexible salary structures',
        text: 'CTC breakups, allowances, arrears, variable pay and loans, by grade or per employee.',
      },
      {
        icon: 'shield',
        title: 'Statutory compliance',
        text: 'PF ECR, ESI contributions, professional tax by state, LWF and TDS with old and new regime support.',
      },
      {
        icon: 'clock',
        title: 'Attendance to payroll',
        text: 'Loss of pay, overtime and shift allowances flow in from attendance without spreadsheets.',
      },
      {
        icon: 'file',
        title: 'Payslips and Form 16',
        text: 'Branded payslips, tax worksheets, investment declarations and Form 16 for every employee.',
      },
      {
        icon: 'rupee',
        title: 'Bank transfers',
        text: 'Salary files for major Indian banks, and journal entries posted to LNF Books after each run.',
      },
      {
        icon: 'building',
        title: 'Contract workforce',
        text: 'Pay and track contract labour with CLRA registers and contractor compliance checks.',
      },
    ],
  },
  benefits: {
    heading: 'Why payroll teams trust LNF Workforce',
    items: [
      {
        icon: 'check',
        title: 'Accurate runs',
        text: 'Pre-run checks catch missing bank details, negative pay and unusual variances.',
      },
      {
        icon: 'calendar',
        title: 'Never miss a due date',
        text: 'A compliance calendar per state with reminders for every challan and return.',
      },
      {
        icon: 'lock',
        title: 'Confidential by default',
        text: 'Salary data is visible only to the roles you allow, and every view is logged.',
      },
      {
        icon: 'mobile',
        title: 'Fewer employee queries',
        text: 'Employees see payslips, tax projections and declarations in the mobile app.',
      },
    ],
  },
  steps: {
    heading: 'Your first payroll on LNF',
    items: [
      { title: 'Set up', text: 'Company, establishments, salary structures and statutory registrations.' },
      { title: 'Import', text: 'Employee masters and year-to-date figures from your current payroll.' },
      { title: 'Parallel run', text: 'One cycle alongside your old process to compare every payslip.' },
      { title: 'Go live', text: 'Run, approve, pay and file from LNF from the next month.' },
    ],
  },
  stats: [
    { value: '2 days', label: 'to close payroll' },
    { value: '0', label: 'late statutory filings for live customers in 2024' },
    { value: '1.2 lakh', label: 'payslips generated every month' },
  ],
  testimonial: {
    quote:
      'We pay 1,400 people across six states. Professional tax slabs and LWF used to be a monthly headache; now they simply come out right.',
    name: 'Kavitha Reddy',
    role: 'Payroll Manager',
    company: 'Godavari Textiles',
  },
  cta: {
    heading: 'Run a parallel payroll with us',
    text: 'See last month’s payroll recalculated in LNF Workforce before you commit.',
    primary: { label: 'Schedule Demo', href: '/schedule-demo' },
    secondary: { label: 'See pricing', href: '/our-plans' },
  },
};

/** Copy of the home page. */
export interface HomeContent {
  hero: { eyebrow: string; heading: string; lead: string; primaryCta: string; secondaryCta: string };
  pillars: Array<{ heading: string; text: string }>;
  stats: Array<{ value: string; label: string }>;
  closing: { heading: string; text: string; cta: string };
}

export const home: HomeContent = {
  hero: {
    eyebrow: 'All-in-one business software',
    heading: 'Run people, payroll and accounts on one platform',
    lead: 'LNF brings HR, payroll, recruiting, accounting and analytics together, so every team works from the same records and every decision starts from the same numbers.',
    primaryCta: 'Schedule Demo',
    secondaryCta: 'See pricing',
  },
  pillars: [
    {
      heading: 'People, from hire to retire',
      text: 'Onboarding, attendance, leave, appraisals and exits in one employee record that every module reads.',
    },
    {
      heading: 'Payroll that closes on time',
      text: 'Statutory deductions, payslips and compliance filings computed from the attendance you already track.',
    },
    {
      heading: 'Hiring without the spreadsheets',
      text: 'Job posts, resume parsing and interview pipelines that hand a new joiner straight to HR.',
    },
    {
      heading: 'Books and insight in one place',
      text: 'Invoices, expenses and ledgers feed live dashboards, so finance and leadership see the same picture.',
    },
  ],
  stats: [
    { value: '11', label: 'products on one platform' },
    { value: '1', label: 'employee record every module shares' },
    { value: '24×7', label: 'customer support portal' },
  ],
  closing: {
    heading: 'See LNF with your own data',
    text: 'A product specialist walks you through the modules you need, in 30 minutes, at a time that suits you.',
    cta: 'Schedule Demo',
  },
};

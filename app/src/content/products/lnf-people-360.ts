import type { MarketingPageContent } from '../types';

export const lnfPeople360: MarketingPageContent = {
  hero: {
    eyebrow: 'LNF People 360 · All-in-one HR',
    heading: 'Every stage of the employee lifecycle, on one platform',
    lead: 'Hiring, onboarding, attendance, payroll, appraisals and exits share one employee record. Automation takes the routine work off HR, and live analytics show leaders what is happening across the company.',
    primary: { label: 'Schedule Demo', href: '/schedule-demo' },
    secondary: { label: 'Download brochure', href: '/download-brochure?product=lnf-people-360' },
    note: 'For companies of 10 to 5,000 people. Live in about four weeks.',
    scene: 'people360',
    highlights: ['1 record per employee', 'Payroll closed in 2 days', 'Attrition risk flagged early'],
  },
  features: {
    eyebrow: 'What is inside',
    heading: 'One system instead of six',
    lead: 'People 360 brings together the modules most growing companies buy separately, and connects them so data is entered once.',
    items: [
      {
        icon: 'people',
        title: 'Core HR and employee records',
        text: 'Personal details, documents, assets and job history in one profile, with an org chart that updates itself when someone moves team.',
      },
      {
        icon: 'clock',
        title: 'Attendance, shifts and leave',
        text: 'Biometric and mobile check-ins, rosters per location, and leave policies by state holiday calendar, all feeding payroll directly.',
      },
      {
        icon: 'payroll',
        title: 'Payroll with Indian compliance',
        text: 'PF, ESI, professional tax, LWF and TDS computed on every run, with payslips, Form 16 and challans generated for you.',
      },
      {
        icon: 'recruit',
        title: 'Recruitment and onboarding',
        text: 'Requisitions, pipelines and offer letters; a new joiner’s documents and first-day tasks are ready before they arrive.',
      },
      {
        icon: 'appraisal',
        title: 'Performance and appraisals',
        text: 'Goals, check-ins and review cycles that use the attendance and project data you already hold.',
      },
      {
        icon: 'mobile',
        title: 'Employee self-service',
        text: 'Payslips, leave, reimbursements and letters on the web and on Android and iOS, in English and Hindi.',
      },
    ],
  },
  benefits: {
    heading: 'What changes for your teams',
    items: [
      {
        icon: 'bolt',
        title: 'HR stops re-keying data',
        text: 'A joining date entered once drives the offer, the payroll start, the probation review and the leave balance.',
      },
      {
        icon: 'analytics',
        title: 'Leaders see the whole company',
        text: 'Headcount, cost, attrition and hiring velocity on one dashboard, filtered by location, department or manager.',
      },
      {
        icon: 'shield',
        title: 'Audits are a download',
        text: 'Every change is logged with who made it and when, and statutory registers are always current.',
      },
      {
        icon: 'heart',
        title: 'Employees get answers themselves',
        text: 'Most “when is my salary” and “how much leave do I have” questions never reach HR.',
      },
    ],
  },
  steps: {
    heading: 'How you go live',
    lead: 'A named implementation lead stays with you from kick-off to your first payroll.',
    items: [
      {
        title: 'Map your policies',
        text: 'We capture your leave, attendance, salary structures and approval chains in a two-hour workshop.',
      },
      {
        title: 'Move your data',
        text: 'Employee masters, balances and year-to-date payroll are imported from spreadsheets or your old system.',
      },
      {
        title: 'Run in parallel',
        text: 'One payroll cycle runs in both systems so you can compare every payslip before switching.',
      },
      { title: 'Go live', text: 'Employees get the app, managers get approvals, and HR gets its week back.' },
    ],
  },
  stats: [
    { value: '62%', label: 'less time on monthly HR operations' },
    { value: '2 days', label: 'to close payroll, down from 6' },
    { value: '4 weeks', label: 'typical time to go live' },
  ],
  testimonial: {
    quote:
      'We were running HR on five tools and a lot of Excel. With People 360, payroll, leave and appraisals finally agree with each other, and our auditors noticed.',
    name: 'Priya Menon',
    role: 'Head of People',
    company: 'Deccan Freight Lines',
  },
  cta: {
    heading: 'See People 360 with your own policies',
    text: 'Bring your leave rules and a sample salary structure; we will show them running in 30 minutes.',
    primary: { label: 'Schedule Demo', href: '/schedule-demo' },
    secondary: { label: 'See pricing', href: '/our-plans' },
  },
};

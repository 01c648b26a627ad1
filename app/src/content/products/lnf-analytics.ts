import type { MarketingPageContent } from '../types';

export const lnfAnalytics: MarketingPageContent = {
  hero: {
    eyebrow: 'LNF Analytics · Business intelligence',
    heading: 'Company insight without waiting for a report',
    lead: 'Dashboards across people, payroll, hiring and finance, built on the data your LNF modules already share. Ask a question, slice it by branch or team, and schedule the answer to your inbox.',
    primary: { label: 'Schedule Demo', href: '/schedule-demo' },
    secondary: { label: 'Download brochure', href: '/download-brochure?product=lnf-analytics' },
    scene: 'analytics',
    highlights: ['40+ ready dashboards', 'Live, not month-old', 'Board pack in one click'],
  },
  features: {
    eyebrow: 'Analytics and BI',
    heading: 'From raw records to decisions',
    items: [
      {
        icon: 'analytics',
        title: 'Ready-made dashboards',
        text: 'Headcount, attrition, payroll cost, hiring funnel, receivables and margin, out of the box.',
      },
      {
        icon: 'layers',
        title: 'Self-service exploration',
        text: 'Drag fields to build a chart, filter by any dimension, and save it for your team.',
      },
      {
        icon: 'chat',
        title: 'Ask in plain English',
        text: '“Attrition in Bengaluru sales last quarter” becomes a chart, with the query shown.',
      },
      {
        icon: 'bolt',
        title: 'Alerts',
        text: 'Get told when overtime spikes, collections slip or a team’s attrition crosses a threshold.',
      },
      {
        icon: 'mail',
        title: 'Scheduled reports',
        text: 'PDF or Excel packs delivered to leaders every Monday morning, or on the first of the month.',
      },
      {
        icon: 'flow',
        title: 'Connect other sources',
        text: 'Blend LNF data with your CRM, ERP or spreadsheets through connectors and CSV imports.',
      },
    ],
  },
  benefits: {
    heading: 'Who gets what',
    items: [
      {
        icon: 'building',
        title: 'Founders and CXOs',
        text: 'One view of people cost, hiring and cash, updated daily.',
      },
      { icon: 'people', title: 'HR leaders', text: 'Attrition drivers, diversity and engagement trends by manager.' },
      { icon: 'books', title: 'Finance', text: 'Cost per employee, budget versus actuals and receivables ageing.' },
      {
        icon: 'target',
        title: 'Managers',
        text: 'Their own team’s numbers, without asking HR or finance for an extract.',
      },
    ],
  },
  steps: {
    heading: 'Getting to your first dashboard',
    items: [
      { title: 'Switch on', text: 'Analytics reads your LNF modules immediately; no data warehouse project.' },
      { title: 'Choose', text: 'Pick the ready dashboards that fit your role.' },
      { title: 'Tailor', text: 'Add your own metrics, targets and filters.' },
      { title: 'Share', text: 'Schedule packs and alerts to the people who need them.' },
    ],
  },
  stats: [
    { value: '40+', label: 'dashboards included' },
    { value: '15 min', label: 'data freshness' },
    { value: '6 hours', label: 'saved per week on reporting, per analyst' },
  ],
  cta: {
    heading: 'See your company in one dashboard',
    text: 'Bring one question your leadership asks every month; we will answer it live.',
    primary: { label: 'Schedule Demo', href: '/schedule-demo' },
    secondary: { label: 'See pricing', href: '/our-plans' },
  },
};

import type { MarketingPageContent } from '../types';

export const lnfProfessional: MarketingPageContent = {
  hero: {
    eyebrow: 'LNF Professional · Employee management',
    heading: 'Employee management that runs on clear processes',
    lead: 'Standardise how work gets done: employee records, approvals, documents, assets and policies, with workflows you configure instead of emails you chase.',
    primary: { label: 'Schedule Demo', href: '/schedule-demo' },
    secondary: { label: 'Download brochure', href: '/download-brochure?product=lnf-professional' },
    scene: 'professional',
    highlights: ['Approvals in one inbox', 'Policies acknowledged', 'Assets tracked per person'],
  },
  features: {
    eyebrow: 'Processes, not paperwork',
    heading: 'The everyday system for managing people',
    items: [
      {
        icon: 'people',
        title: 'Employee directory',
        text: 'Up-to-date profiles, reporting lines and skills, searchable by anyone with access.',
      },
      {
        icon: 'flow',
        title: 'Configurable workflows',
        text: 'Transfers, promotions, confirmations and exits follow the approval chain you define.',
      },
      {
        icon: 'file',
        title: 'Document management',
        text: 'Letters generated from templates, signed electronically and filed in the employee’s record.',
      },
      {
        icon: 'building',
        title: 'Asset tracking',
        text: 'Laptops, phones and access cards issued, returned and audited against each employee.',
      },
      {
        icon: 'check',
        title: 'Policy acknowledgements',
        text: 'Publish a policy and see who has read and accepted it, with reminders for the rest.',
      },
      {
        icon: 'chat',
        title: 'Helpdesk for employees',
        text: 'Requests to HR, IT and admin are raised, assigned and closed with service levels.',
      },
    ],
  },
  benefits: {
    heading: 'What good processes give you',
    items: [
      {
        icon: 'bolt',
        title: 'Consistency',
        text: 'Every confirmation or transfer goes through the same steps, whoever handles it.',
      },
      {
        icon: 'shield',
        title: 'Compliance',
        text: 'Signed documents and acknowledgements are on file when an auditor or court asks.',
      },
      {
        icon: 'clock',
        title: 'Speed',
        text: 'Requests stop waiting in someone’s inbox; escalations happen automatically.',
      },
      {
        icon: 'analytics',
        title: 'Visibility',
        text: 'See where each request is, and which step slows your organisation down.',
      },
    ],
  },
  steps: {
    heading: 'Getting started',
    items: [
      {
        title: 'List your processes',
        text: 'We help you write down the ten processes that cause the most follow-ups.',
      },
      { title: 'Configure', text: 'Each becomes a workflow with forms, approvers and deadlines.' },
      { title: 'Launch', text: 'Employees and managers use it from the web and mobile apps.' },
      { title: 'Improve', text: 'Reports show bottlenecks so you can simplify the next version.' },
    ],
  },
  stats: [
    { value: '70%', label: 'fewer HR follow-up emails' },
    { value: '1 day', label: 'average approval time, from 5' },
    { value: '100%', label: 'policy acknowledgement tracking' },
  ],
  cta: {
    heading: 'Put your people processes on rails',
    text: 'Tell us the process that frustrates you most; we will build it live in the demo.',
    primary: { label: 'Schedule Demo', href: '/schedule-demo' },
    secondary: { label: 'See pricing', href: '/our-plans' },
  },
};

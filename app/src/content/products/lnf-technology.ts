import type { MarketingPageContent } from '../types';

export const lnfTechnology: MarketingPageContent = {
  hero: {
    eyebrow: 'LNF Technology · The platform',
    heading: 'One secure cloud platform under every LNF product',
    lead: 'Every LNF module runs on the same platform: one data model, one permission system, one audit trail and one set of APIs, hosted in Indian data centres and built to stay available when payroll day arrives.',
    primary: { label: 'Schedule Demo', href: '/schedule-demo' },
    secondary: { label: 'Download brochure', href: '/download-brochure?product=lnf-technology' },
    scene: 'technology',
    highlights: ['99.9% uptime commitment', 'Data hosted in India', 'Open REST APIs'],
  },
  features: {
    eyebrow: 'Under the hood',
    heading: 'Engineering you do not have to think about',
    items: [
      {
        icon: 'layers',
        title: 'One shared data model',
        text: 'An employee, a vendor or an invoice exists once, and every module reads the same record.',
      },
      {
        icon: 'lock',
        title: 'Security in depth',
        text: 'Encryption in transit and at rest, role-based access, single sign-on and two-step verification.',
      },
      {
        icon: 'shield',
        title: 'Audit trail everywhere',
        text: 'Every change records who, what, when and from where, and can be exported for auditors.',
      },
      {
        icon: 'cloud',
        title: 'Indian data residency',
        text: 'Production data and backups stay in data centres in India, with daily encrypted backups.',
      },
      {
        icon: 'flow',
        title: 'APIs and webhooks',
        text: 'Documented REST APIs and event webhooks to connect biometric devices, ERPs and your own apps.',
      },
      {
        icon: 'sparkles',
        title: 'Responsible AI',
        text: 'AI features explain their results, keep a human in the loop and never train shared models on your data.',
      },
    ],
  },
  benefits: {
    heading: 'What the platform means for you',
    items: [
      {
        icon: 'bolt',
        title: 'Add modules without projects',
        text: 'Switching on Recruiter or Books is configuration, not integration.',
      },
      {
        icon: 'check',
        title: 'Compliance ready',
        text: 'Designed around the DPDP Act 2023, with consent, retention and data-subject requests built in.',
      },
      {
        icon: 'mobile',
        title: 'Works on every device',
        text: 'Fast on low-end Android phones and slow networks, accessible to WCAG 2.2 AA.',
      },
      {
        icon: 'clock',
        title: 'Always current',
        text: 'Statutory changes and new features ship to everyone every fortnight, with no upgrade fees.',
      },
    ],
  },
  steps: {
    heading: 'How we keep it running',
    items: [
      { title: 'Build', text: 'Every change is reviewed, tested automatically and scanned for vulnerabilities.' },
      { title: 'Release', text: 'Fortnightly releases roll out gradually, outside Indian business hours.' },
      { title: 'Watch', text: 'Monitoring and on-call engineers cover the platform around the clock.' },
      {
        title: 'Recover',
        text: 'Backups are restored in drills every quarter so recovery is practised, not hoped for.',
      },
    ],
  },
  stats: [
    { value: '99.9%', label: 'uptime commitment' },
    { value: '24×7', label: 'platform monitoring' },
    { value: '15 min', label: 'recovery point objective' },
  ],
  cta: {
    heading: 'Talk to our engineers',
    text: 'Bring your IT and security team; we will answer their questionnaire and walk through the architecture.',
    primary: { label: 'Schedule Demo', href: '/schedule-demo' },
    secondary: { label: 'Contact Us', href: '/contact' },
  },
};

import type { MarketingPageContent } from './types';

/** /employee: the employee management solution (People 360, Professional, Aspire together). */
export const employee: MarketingPageContent = {
  hero: {
    eyebrow: 'Solutions · Employee management',
    heading: 'Look after every employee from the first day to the last',
    lead: 'LNF brings together records, attendance, leave, documents, appraisals and self-service so HR can spend its time on people rather than paperwork.',
    primary: { label: 'Schedule Demo', href: '/schedule-demo' },
    secondary: { label: 'Explore People 360', href: '/lnf-people-360' },
    scene: 'people360',
    highlights: ['Onboarding in one link', 'Leave approved on mobile', 'Exit settled in days'],
  },
  features: {
    eyebrow: 'The employee journey',
    heading: 'Every moment that matters, handled',
    items: [
      {
        icon: 'check',
        title: 'Onboarding',
        text: 'Offer acceptance triggers document collection, asset requests and a first-week plan.',
      },
      {
        icon: 'clock',
        title: 'Time and attendance',
        text: 'Geo-fenced mobile check-in, biometric integration, shifts and overtime rules.',
      },
      {
        icon: 'calendar',
        title: 'Leave and holidays',
        text: 'Policies per location and grade, with balances that are always right.',
      },
      { icon: 'appraisal', title: 'Growth and reviews', text: 'Goals, feedback and appraisals through LNF Aspire.' },
      {
        icon: 'file',
        title: 'Letters and documents',
        text: 'Experience, address-proof and salary letters generated on request.',
      },
      {
        icon: 'flow',
        title: 'Exits and settlement',
        text: 'Resignation, clearance, full and final settlement and exit interviews in one flow.',
      },
    ],
  },
  benefits: {
    heading: 'Why it works',
    items: [
      {
        icon: 'mobile',
        title: 'Employees serve themselves',
        text: 'The app answers most questions before they become tickets.',
      },
      { icon: 'people', title: 'Managers stay close', text: 'Approvals, attendance and team calendars in one place.' },
      { icon: 'analytics', title: 'HR sees patterns', text: 'Absenteeism, overtime and attrition trends by team.' },
      {
        icon: 'shield',
        title: 'Records stay compliant',
        text: 'Statutory registers and audit trails are always current.',
      },
    ],
  },
  stats: [
    { value: '80%', label: 'of employee queries answered by self-service' },
    { value: '1 hour', label: 'average leave approval time' },
    { value: '5 days', label: 'full and final settlement' },
  ],
  testimonial: {
    quote:
      'Our managers approve leave and regularise attendance from their phones between meetings. HR finally has time for engagement work.',
    name: 'Farah Siddiqui',
    role: 'HR Director',
    company: 'Konark Hospitals',
  },
  cta: {
    heading: 'Give your employees a better experience',
    text: 'See the employee app and the HR console side by side in a 30-minute demo.',
    primary: { label: 'Schedule Demo', href: '/schedule-demo' },
    secondary: { label: 'See pricing', href: '/our-plans' },
  },
};

import type { MarketingPageContent } from '../types';

export const lnfRecruiter: MarketingPageContent = {
  hero: {
    eyebrow: 'LNF Recruiter · Applicant tracking',
    heading: 'Recruitment end to end, from requisition to signed offer',
    lead: 'Raise a requisition, publish it everywhere, screen candidates, run interviews and send offers from one pipeline that hiring managers actually use.',
    primary: { label: 'Schedule Demo', href: '/schedule-demo' },
    secondary: { label: 'Download brochure', href: '/download-brochure?product=lnf-recruiter' },
    scene: 'recruiter',
    highlights: ['Time to hire down 35%', '1 pipeline per opening', 'Offers out in minutes'],
  },
  features: {
    eyebrow: 'Built for hiring teams',
    heading: 'Everything between “we need someone” and “welcome aboard”',
    items: [
      {
        icon: 'file',
        title: 'Requisitions and approvals',
        text: 'Managers raise a request with budget and grade; finance and HR approve it in the app before the job goes live.',
      },
      {
        icon: 'globe',
        title: 'Multi-channel job posting',
        text: 'Publish to your careers site, LinkedIn and the major Indian job boards in one step, and see which source brings hires.',
      },
      {
        icon: 'flow',
        title: 'Visual hiring pipelines',
        text: 'Drag candidates through stages you define per role, with bulk actions and reminders for stalled applications.',
      },
      {
        icon: 'calendar',
        title: 'Interview scheduling',
        text: 'Panel availability from Google or Microsoft calendars, self-scheduling links for candidates and structured scorecards.',
      },
      {
        icon: 'mail',
        title: 'Offers and e-sign',
        text: 'Generate offer letters from templates with the right CTC breakup, collect e-signatures and track acceptance.',
      },
      {
        icon: 'analytics',
        title: 'Hiring analytics',
        text: 'Time to hire, source quality, funnel conversion and interviewer load, per role and per recruiter.',
      },
    ],
  },
  benefits: {
    heading: 'Why teams switch to LNF Recruiter',
    items: [
      {
        icon: 'bolt',
        title: 'Faster shortlists',
        text: 'Resumes are parsed on arrival, so recruiters read profiles instead of typing them.',
      },
      {
        icon: 'chat',
        title: 'Managers stay in the loop',
        text: 'Feedback requests arrive by email and WhatsApp, and can be answered from a phone.',
      },
      {
        icon: 'heart',
        title: 'Better candidate experience',
        text: 'Status updates go out automatically, and nobody waits three weeks for a “no”.',
      },
      {
        icon: 'people',
        title: 'Hires flow into HR',
        text: 'An accepted offer becomes an employee record in People 360 with the documents attached.',
      },
    ],
  },
  steps: {
    heading: 'A hire in four steps',
    items: [
      {
        title: 'Open the role',
        text: 'A requisition with the job description, budget and interview plan is approved.',
      },
      { title: 'Attract', text: 'The job is posted to every channel and referrals come in through employees’ phones.' },
      {
        title: 'Select',
        text: 'Parsed resumes are screened, interviews scheduled and scorecards compared side by side.',
      },
      { title: 'Offer', text: 'An offer letter is generated, signed and handed to onboarding.' },
    ],
  },
  stats: [
    { value: '35%', label: 'shorter time to hire' },
    { value: '3×', label: 'more referrals after launch' },
    { value: '90%', label: 'of feedback submitted within 24 hours' },
  ],
  testimonial: {
    quote:
      'Our hiring managers used to dread the ATS. Now they give feedback from their phones the same evening, and we fill engineering roles two weeks sooner.',
    name: 'Rahul Deshpande',
    role: 'Talent Acquisition Lead',
    company: 'Nimbus Software Labs',
  },
  cta: {
    heading: 'Fill your next role with LNF Recruiter',
    text: 'See a live pipeline built around one of your open positions.',
    primary: { label: 'Schedule Demo', href: '/schedule-demo' },
    secondary: { label: 'See pricing', href: '/our-plans' },
  },
};

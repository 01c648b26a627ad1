import type { MarketingPageContent } from '../types';

export const lnfJobPortal: MarketingPageContent = {
  hero: {
    eyebrow: 'LNF Job Portal · Careers site',
    heading: 'A careers site that works as hard as your recruiters',
    lead: 'Launch a branded careers site and job board on your own domain, with mobile-friendly applications, referral links and every applicant flowing straight into LNF Recruiter.',
    primary: { label: 'Schedule Demo', href: '/schedule-demo' },
    secondary: { label: 'Download brochure', href: '/download-brochure?product=lnf-job-portal' },
    scene: 'jobPortal',
    highlights: ['Live on your domain', 'Apply in 60 seconds', 'Google for Jobs ready'],
  },
  features: {
    eyebrow: 'Attract candidates',
    heading: 'Your employer brand, online in a day',
    items: [
      {
        icon: 'globe',
        title: 'Branded careers site',
        text: 'Your colours, photos, values and benefits on a site hosted on your own domain with HTTPS.',
      },
      {
        icon: 'search',
        title: 'Searchable job board',
        text: 'Candidates filter by location, team and experience; every job has a shareable page.',
      },
      {
        icon: 'mobile',
        title: 'Quick mobile apply',
        text: 'Apply with a resume upload or LinkedIn profile, with no account required.',
      },
      {
        icon: 'heart',
        title: 'Employee referrals',
        text: 'Personal referral links for every employee, with bonus tracking when a referral joins.',
      },
      {
        icon: 'sparkles',
        title: 'Search visibility',
        text: 'Structured job data so openings appear in Google for Jobs and load fast on any phone.',
      },
      {
        icon: 'flow',
        title: 'Straight into the pipeline',
        text: 'Applications are parsed by Extractify and land in the right LNF Recruiter pipeline.',
      },
    ],
  },
  benefits: {
    heading: 'Why run your own portal',
    items: [
      {
        icon: 'rupee',
        title: 'Lower job board spend',
        text: 'Direct applicants cost nothing per click, and they often convert better.',
      },
      {
        icon: 'target',
        title: 'Better-fit applicants',
        text: 'People who read about your culture first are more likely to stay.',
      },
      {
        icon: 'analytics',
        title: 'Know your sources',
        text: 'See which campaigns, referrals and channels bring the hires, not just clicks.',
      },
      {
        icon: 'shield',
        title: 'Consent handled',
        text: 'Candidates agree to your privacy notice, and data is kept only as long as you set.',
      },
    ],
  },
  steps: {
    heading: 'Launching your portal',
    items: [
      { title: 'Brand', text: 'Upload your logo, colours, photos and the story you want candidates to read.' },
      { title: 'Connect', text: 'Point a subdomain such as careers.yourcompany.in at LNF.' },
      { title: 'Publish', text: 'Open roles from LNF Recruiter appear automatically.' },
      { title: 'Promote', text: 'Share jobs on social media and through employee referral links.' },
    ],
  },
  stats: [
    { value: '1 day', label: 'to launch a careers site' },
    { value: '2.4×', label: 'more direct applications' },
    { value: '60 s', label: 'median time to apply on mobile' },
  ],
  cta: {
    heading: 'Launch your careers site this week',
    text: 'See a portal set up with your branding during the demo.',
    primary: { label: 'Schedule Demo', href: '/schedule-demo' },
    secondary: { label: 'See pricing', href: '/our-plans' },
  },
};

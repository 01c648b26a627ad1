import type { MarketingPageContent } from '../types';

export const lnfExtractify: MarketingPageContent = {
  hero: {
    eyebrow: 'LNF Extractify · AI resume parsing',
    heading: 'Turn every resume into structured talent data',
    lead: 'Extractify reads resumes in PDF, Word and scanned formats, pulls out skills, experience and education, and ranks candidates against the job, so recruiters start with a shortlist instead of an inbox.',
    primary: { label: 'Schedule Demo', href: '/schedule-demo' },
    secondary: { label: 'Download brochure', href: '/download-brochure?product=lnf-extractify' },
    scene: 'extractify',
    highlights: ['Parses a resume in 3 s', '40+ fields extracted', 'Skills matched to the role'],
  },
  features: {
    eyebrow: 'AI automation',
    heading: 'From a folder of resumes to ranked candidates',
    items: [
      {
        icon: 'file',
        title: 'Any format, any layout',
        text: 'Two-column designs, tables, scanned copies and photos are read with layout-aware OCR, not just plain text.',
      },
      {
        icon: 'layers',
        title: 'Structured profiles',
        text: 'Contact details, employers, tenures, notice period, education and certifications become searchable fields.',
      },
      {
        icon: 'target',
        title: 'Job match scoring',
        text: 'Each candidate gets a match score against the job description, with the reasons shown so recruiters can trust it.',
      },
      {
        icon: 'sparkles',
        title: 'Skill normalisation',
        text: '“ReactJS”, “React.js” and “React” count as one skill, and related skills are recognised across synonyms.',
      },
      {
        icon: 'analytics',
        title: 'Talent pool insights',
        text: 'See which skills, locations and experience bands you already hold before you spend on job boards.',
      },
      {
        icon: 'lock',
        title: 'Privacy by design',
        text: 'Personal data is masked for blind screening on request, and resumes are deleted on your retention schedule.',
      },
    ],
  },
  benefits: {
    heading: 'What recruiters get back',
    items: [
      {
        icon: 'clock',
        title: 'Hours every week',
        text: 'No more copying names, numbers and employers from resumes into forms.',
      },
      {
        icon: 'target',
        title: 'Fairer shortlists',
        text: 'Every applicant is scored on the same criteria, including the ones who apply at midnight.',
      },
      {
        icon: 'search',
        title: 'A pool you can search',
        text: 'Last year’s applicants become this year’s candidates, found by skill in seconds.',
      },
      {
        icon: 'flow',
        title: 'Works where you hire',
        text: 'Built into LNF Recruiter, and available by API for your own portal or ATS.',
      },
    ],
  },
  steps: {
    heading: 'How Extractify works',
    items: [
      { title: 'Collect', text: 'Resumes arrive from job boards, email, your careers page or a bulk upload.' },
      {
        title: 'Extract',
        text: 'The model reads each document and fills a structured profile with confidence scores.',
      },
      { title: 'Match', text: 'Profiles are compared with the job’s must-have and nice-to-have criteria.' },
      {
        title: 'Review',
        text: 'Recruiters see a ranked list, correct anything, and the model learns from the corrections.',
      },
    ],
  },
  stats: [
    { value: '96%', label: 'field accuracy on Indian resumes' },
    { value: '3 s', label: 'average time per resume' },
    { value: '12', label: 'languages read, including Hindi and Telugu' },
  ],
  cta: {
    heading: 'Try Extractify on your own resumes',
    text: 'Send us twenty anonymised resumes and a job description; we will show you the ranked result in the demo.',
    primary: { label: 'Schedule Demo', href: '/schedule-demo' },
    secondary: { label: 'See pricing', href: '/our-plans' },
  },
};

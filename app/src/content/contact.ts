import type { FormPageIntro } from './types';

/** /contact. */
export const contact = {
  intro: {
    eyebrow: 'Contact Us',
    heading: 'Talk to the LNF team',
    lead: 'Questions about products, pricing, partnerships or an existing account? Send us a message and the right person will reply within one working day.',
    points: [
      {
        icon: 'chat',
        title: 'Sales and product questions',
        text: 'Pricing, modules, migration from your current software and implementation timelines.',
      },
      {
        icon: 'people',
        title: 'Existing customers',
        text: 'Log in to the customer portal to raise a support ticket and follow its progress.',
      },
      {
        icon: 'building',
        title: 'Partners and press',
        text: 'Resellers, payroll consultants, CA firms and journalists are welcome to write in.',
      },
    ],
  } satisfies FormPageIntro,
  formHeading: 'Send us a message',
  labels: {
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    phoneNumber: 'Phone number',
    company: 'Company',
    country: 'Country',
    referralSource: 'How did you hear about us?',
    message: 'Message',
  },
  referralSources: [
    'Search engine',
    'LinkedIn',
    'A colleague or friend',
    'Our CA or consultant',
    'An event or webinar',
    'News or blog',
    'Other',
  ],
  submit: 'Send message',
  sending: 'Sending',
  success: 'Thank you, your message has been sent. We will reply within one working day.',
  failure: 'Your message could not be sent. Please try again in a moment.',
  reachHeading: 'Other ways to reach us',
};

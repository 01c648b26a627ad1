import type { FormPageIntro } from './types';

/** /download-brochure. The error texts come from the sdk's catalogue (spec section 8). */
export const downloadBrochure = {
  intro: {
    eyebrow: 'Brochures',
    heading: 'Download a product brochure',
    lead: 'Pick a product and tell us where to send follow-up information. The brochure opens straight away as a PDF you can share with your team.',
    points: [
      {
        icon: 'file',
        title: 'Two pages, no fluff',
        text: 'Features, how implementation works and what it costs, in a format your finance team can read.',
      },
      {
        icon: 'mail',
        title: 'Yours to share',
        text: 'Forward it to colleagues, your CA or your IT team for their review.',
      },
      {
        icon: 'calendar',
        title: 'Want to see it live?',
        text: 'Schedule a demo any time; the brochure and the demo cover the same ground.',
      },
    ],
  } satisfies FormPageIntro,
  formHeading: 'Your details',
  labels: {
    product: 'Product',
    name: 'Full name',
    email: 'Work email',
    mobile: 'Mobile number',
    company: 'Company',
  },
  submit: 'Download brochure',
  submitting: 'Preparing',
  opened: 'Your brochure is ready.',
  openLink: 'Open the brochure',
};

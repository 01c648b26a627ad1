import type { FormPageIntro } from './types';

/** /schedule-demo. Button texts and message timing come from spec sections 2 and 9. */
export const scheduleDemo = {
  intro: {
    eyebrow: 'Schedule Demo',
    heading: 'See LNF working with your own processes',
    lead: 'Tell us a little about your business and a product specialist will call you within one working day to fix a 30-minute session at a time that suits you.',
    points: [
      {
        icon: 'calendar',
        title: '30 minutes, your agenda',
        text: 'We focus on the modules and questions you care about, not a generic tour.',
      },
      {
        icon: 'people',
        title: 'A specialist, not a script',
        text: 'Demos are run by people who have implemented payroll, HR and accounts for companies like yours.',
      },
      {
        icon: 'lock',
        title: 'No obligation',
        text: 'Your details are used only to arrange the demo, as our Privacy Policy describes.',
      },
    ],
  } satisfies FormPageIntro,
  formHeading: 'Request a demo',
  labels: {
    firstName: 'First name',
    lastName: 'Last name',
    businessName: 'Business name',
    websiteUrl: 'Website',
    email: 'Work email',
    mobile: 'Mobile number',
    country: 'Country',
    description: 'What would you like to see?',
    captcha: "I'm not a robot",
  },
  hints: {
    websiteUrl: 'Optional, e.g. https://yourcompany.in',
    description: 'The modules you are interested in, your team size, and anything you want us to prepare.',
  },
  buttons: {
    idle: 'Request Demo',
    submitting: 'Submitting',
    submitted: 'Submitted!',
    failed: 'Failed to submit',
  },
  success: {
    heading: 'Thank you, your demo request is in.',
    text: 'A product specialist will contact you within one working day to agree a time.',
  },
  failure: {
    heading: 'Your request could not be sent.',
    text: 'Please try again in a moment, or write to us at the address below.',
  },
  captchaFailed: 'The captcha could not be loaded. Please try again.',
};

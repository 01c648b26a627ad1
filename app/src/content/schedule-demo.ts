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
  /** The slot picker after a request, and the manage page of the mail's link (/demo-booking/:token). */
  booking: {
    heading: 'Pick a time for your demo',
    lead: 'Choose a 30-minute slot now, or wait for our call if none suits you.',
    rescheduleHeading: 'Choose another time',
    loading: 'Loading the free times…',
    loadFailed: 'The free times could not be loaded.',
    retry: 'Try again',
    none: 'There are no free times in the next two weeks. A product specialist will call you to agree one.',
    dayLabel: 'Day',
    timeLabel: (day: string) => `Time on ${day}`,
    chooseTime: 'Choose a time first.',
    book: 'Book this time',
    booking: 'Booking',
    reschedule: 'Move to this time',
    rescheduling: 'Moving',
    failed: 'Your demo could not be booked. Please try again in a moment.',
    bookedTitle: 'Your demo is booked',
    booked: (when: string, zone: string) =>
      `Your demo is booked for ${when} (${zone}). We have emailed you a calendar invite.`,
    /** The manage page's link under the confirmation: the same page as the mail's link. */
    manageLink: 'Change or cancel this demo',
    movedTitle: 'Your demo is moved',
    moved: (when: string, zone: string) =>
      `Your demo is now on ${when} (${zone}). We have emailed you the updated invite.`,
  },
  manage: {
    eyebrow: 'Schedule Demo',
    title: 'Your demo booking',
    loading: 'Loading your booking…',
    invalid: 'This link is not valid any more.',
    invalidText: 'Request a demo again to book a time, or use the link in your latest email.',
    requestAgain: 'Request a demo',
    loadFailed: 'Your booking could not be loaded. Please try again in a moment.',
    bookedFor: (name: string) => `Demo with ${name}`,
    ist: (when: string) => `${when} IST`,
    cancelled: 'This demo is cancelled.',
    change: 'Choose another time',
    keep: 'Keep this time',
    cancel: 'Cancel the demo',
    cancelTitle: 'Cancel the demo?',
    cancelText: (when: string) => `The demo on ${when} is cancelled and its time is freed. This cannot be undone.`,
    confirmCancel: 'Cancel the demo',
    cancelling: 'Cancelling',
    dontCancel: 'Keep the demo',
    cancelFailed: 'The demo could not be cancelled. Please try again in a moment.',
    cancelledNow: 'Your demo is cancelled. We have emailed you to confirm.',
  },
};

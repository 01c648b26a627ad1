import type { FormPageIntro } from './types';

/** /registration: why and how to create a customer account (the sign-up form is in the login modal). */
export const registration = {
  intro: {
    eyebrow: 'Registration',
    heading: 'Create your LNF customer account',
    lead: 'An account lets you buy a plan online, download receipts, update your billing address and raise support tickets. It takes a minute: your name, your email and a password, then a six-digit code we email to you.',
    points: [
      {
        icon: 'rupee',
        title: 'Buy and renew online',
        text: 'Choose a plan, pay securely and download GST invoices and receipts whenever you need them.',
      },
      {
        icon: 'chat',
        title: 'Support that tracks itself',
        text: 'Raise tickets, add details and follow every update from your dashboard.',
      },
      {
        icon: 'lock',
        title: 'Secure by default',
        text: 'Email verification, encrypted passwords and a full log of account activity.',
      },
    ],
  } satisfies FormPageIntro,
  steps: [
    { title: 'Enter your details', text: 'Email, first and last name, a user name and a password.' },
    { title: 'Verify your email', text: 'Type the six-digit code we send you; it is valid for five minutes.' },
    { title: 'Log in', text: 'Your dashboard, orders and support tickets are ready.' },
  ],
  create: 'Create account',
  login: 'I already have an account',
};

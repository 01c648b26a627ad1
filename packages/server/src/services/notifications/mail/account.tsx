import { Action, Facts, Layout, P, type Templates } from './Layout';

/** The account itself: codes, a changed password, a sign-in from a new browser. */

/** An instant as India reads it, e.g. '5 Mar 2026, 2:07 pm IST'. */
const istTime = (iso: string) =>
  `${new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' }).format(new Date(iso))} IST`;

const NOT_YOU =
  'If this was not you, reset your password now (Forgot password on the login page, a code goes to this address) and contact support at support@lnf.example.';

export const accountTemplates: Templates<'otp' | 'password-changed' | 'new-sign-in'> = {
  // The code is in the body only: subjects end up in logs and lock-screen previews.
  otp: {
    subject: () => 'Your LNF verification code',
    summary: (p) => `Your LNF verification code is ${p.code}.`,
    Email: ({ p }) => (
      // The preview line is shown on lock screens too: it does not carry the code.
      <Layout title="Your verification code" preview="Your LNF verification code, valid once.">
        <P>{`Your LNF verification code is ${p.code}.`}</P>
        <P>{`It expires in ${p.minutes} minutes and works once. If you did not ask for it, ignore this mail.`}</P>
      </Layout>
    ),
  },
  'password-changed': {
    subject: () => 'Your LNF password was changed',
    summary: (p) => `Your LNF password was changed on ${istTime(p.at)}.`,
    href: () => '/',
    Email: ({ p, summary, link }) => (
      <Layout title="Your password was changed" preview={summary}>
        <P>{`The password of your LNF account was changed on ${istTime(p.at)}, and every session of the account was signed out.`}</P>
        <P>{NOT_YOU}</P>
        <Action href={link}>Open LNF</Action>
      </Layout>
    ),
  },
  'new-sign-in': {
    subject: () => 'New sign-in to your LNF account',
    summary: (p) => `New sign-in from ${p.browser} on ${istTime(p.at)}.`,
    Email: ({ p, summary }) => (
      <Layout title="New sign-in to your account" preview={summary}>
        <P>
          Your LNF account was signed in to from a browser it has not been used with before. If it was you, there is
          nothing to do.
        </P>
        <P>{NOT_YOU}</P>
        <Facts
          rows={[
            ['Browser', p.browser],
            ['Time', istTime(p.at)],
            ['Network', p.ipPrefix || 'unknown'],
          ]}
        />
      </Layout>
    ),
  },
};

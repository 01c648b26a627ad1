import { Action, Facts, Layout, P, type Templates } from './Layout';

/** The account itself: codes, a changed password or email, a sign-in from a new browser. */

/** An instant as India reads it, e.g. '5 Mar 2026, 2:07 pm IST'. */
const istTime = (iso: string) =>
  `${new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' }).format(new Date(iso))} IST`;

const ROLE_NAMES = { support: 'Support', finance: 'Finance', admin: 'Admin' } as const;
const ROLE_SCOPES = {
  support:
    'you can find customers, see their orders, payments and tickets, keep notes, resend documents and cancel for them.',
  finance: 'everything support staff do, and refunds with their credit notes.',
  admin: 'everything finance staff do, and managing staff and configuration.',
} as const;

const NOT_YOU =
  'If this was not you, reset your password now (Forgot password on the login page, a code goes to this address) and contact support at support@lnf.example.';

export const accountTemplates: Templates<
  | 'otp'
  | 'password-changed'
  | 'new-sign-in'
  | 'email-changed'
  | 'second-factor-changed'
  | 'passkey-changed'
  | 'staff-invited'
> = {
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
        <P>
          {`The password of your LNF account was changed on ${istTime(p.at)}, and ${
            p.signedOut === 'none'
              ? 'the sessions signed in elsewhere stay signed in (the Security page lists them)'
              : p.signedOut === 'others'
                ? 'every other session of the account was signed out'
                : 'every session of the account was signed out'
          }.`}
        </P>
        <P>{NOT_YOU}</P>
        <Action href={link}>Open LNF</Action>
      </Layout>
    ),
  },
  'second-factor-changed': {
    subject: (p) =>
      p.change === 'added'
        ? 'Two-factor authentication is on for your LNF account'
        : 'Two-factor authentication was turned off on your LNF account',
    summary: (p) =>
      `An authenticator app was ${p.change === 'added' ? 'turned on' : 'turned off'} for your LNF account on ${istTime(p.at)}.`,
    href: () => '/security',
    Email: ({ p, summary, link }) => (
      <Layout
        title={p.change === 'added' ? 'Two-factor authentication is on' : 'Two-factor authentication is off'}
        preview={summary}
      >
        <P>{summary}</P>
        <P>
          {p.change === 'added'
            ? 'From now on, signing in takes your password and a code from the app (or one of your recovery codes).'
            : 'Signing in now takes your password only.'}
        </P>
        <P>{NOT_YOU}</P>
        <Action href={link}>Open Security</Action>
      </Layout>
    ),
  },
  'passkey-changed': {
    subject: (p) =>
      p.change === 'added' ? 'A passkey was added to your LNF account' : 'A passkey was removed from your LNF account',
    summary: (p) =>
      `The passkey "${p.name}" was ${p.change === 'added' ? 'added to' : 'removed from'} your LNF account on ${istTime(p.at)}.`,
    href: () => '/security',
    Email: ({ p, summary, link }) => (
      <Layout title={p.change === 'added' ? 'A passkey was added' : 'A passkey was removed'} preview={summary}>
        <P>{summary}</P>
        <P>
          {p.change === 'added'
            ? 'It signs in to your account without a password, and serves as your second factor when two-factor authentication is on.'
            : 'It no longer signs in to your account.'}
        </P>
        <P>{NOT_YOU}</P>
        <Action href={link}>Open Security</Action>
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
  'staff-invited': {
    subject: () => 'You are invited to the LNF back-office',
    summary: (p) => `${p.invitedBy} invited you to the LNF back-office as ${ROLE_NAMES[p.role]}.`,
    href: () => '/',
    Email: ({ p, summary, link }) => (
      <Layout title="You are invited to the LNF back-office" preview={summary}>
        <P>{`${p.invitedBy} (${p.invitedByEmail}) made you an LNF staff account with the role ${ROLE_NAMES[p.role]}: ${ROLE_SCOPES[p.role]}`}</P>
        <P>
          {`To start, set your password: open LNF, choose Sign in, then Forgot password, and enter ${p.email}. We mail a one-time code to this address; type it in and choose your password. Nobody at LNF knows or will ask for it.`}
        </P>
        <P>
          After you sign in, turn on an authenticator app on the Security page: staff pages open only with a second
          factor.
        </P>
        <P>If you did not expect this invitation, ignore this mail and tell support@lnf.example.</P>
        <Facts
          rows={[
            ['Role', ROLE_NAMES[p.role]],
            ['Invited by', p.invitedBy],
            ['Sign in as', p.email],
          ]}
        />
        <Action href={link}>Open LNF</Action>
      </Layout>
    ),
  },
  'email-changed': {
    subject: () => 'The email of your LNF account was changed',
    summary: (p) => `The email of your LNF account was changed to ${p.newEmail} on ${istTime(p.at)}.`,
    // A fragment, not a query: it never reaches a server log or a Referer header.
    href: (p) => `/undo-email#${p.token}`,
    Email: ({ p, summary, link }) => (
      <Layout title="Your email was changed" preview={summary}>
        <P>{`Your LNF account now signs in with ${p.newEmail} instead of this address. If it was you, there is nothing to do.`}</P>
        <P>
          {`If it was not you, undo it before ${istTime(p.undoUntil)}: the account gets this address back and every session of it is signed out. Then reset your password (Forgot password on the login page) and contact support at support@lnf.example.`}
        </P>
        <Facts rows={[['Changed', istTime(p.at)]]} />
        <Action href={link}>Undo the change</Action>
      </Layout>
    ),
  },
};

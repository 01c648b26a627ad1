import {
  array,
  boolean,
  defaulted,
  enums,
  integer,
  nullable,
  object,
  size,
  string,
  type,
  type Infer,
} from 'superstruct';
import { pickRules } from '../rules/engine';
import { RULES } from '../rules/forms';
import { QueryInteger, withRules } from './common';

/** One signed-in browser of the caller (a login: its refresh-token family). Times are ISO instants. */
export const AccountSession = type({
  id: string(),
  /** e.g. 'Desktop · Windows 10', 'Mobile · iOS 17.4'; 'Unknown device' when the browser sent nothing useful. */
  device: string(),
  /** e.g. 'Chrome 131', 'Safari 17.4'. */
  browser: string(),
  /** The network part of the address it signed in from: '203.0.113.0/24', '2001:db8:1::/48'. */
  ipPrefix: nullable(string()),
  /** password, password+totp, password+recovery, passkey. */
  method: string(),
  createdAt: string(),
  lastUsedAt: string(),
  /** The login of the token that asked. */
  current: boolean(),
});
export type AccountSession = Infer<typeof AccountSession>;

/** `GET account/sessions`: the caller's live logins, the most recently used first. */
export const AccountSessionList = type({ sessions: array(AccountSession) });
export type AccountSessionList = Infer<typeof AccountSessionList>;

/** `POST account/sessions/sign-out-others`: how many logins ended. */
export const SignOutOthersResponse = type({ message: string(), ended: integer() });
export type SignOutOthersResponse = Infer<typeof SignOutOthersResponse>;

/** Query of `GET account/sign-ins`: `page` 0-based, `size` 1-50. */
export const SignInHistoryQuery = object({
  page: defaulted(size(QueryInteger, 0, 100_000), 0),
  size: defaulted(size(QueryInteger, 1, 50), 20),
});
export type SignInHistoryQuery = Infer<typeof SignInHistoryQuery>;

/** One attempt to sign in to the caller's account, from the audit log. */
export const SignInEvent = type({
  time: string(),
  outcome: enums(['SUCCESS', 'FAILURE'] as const),
  /** 'Chrome on Windows'; null for failures and for sign-ins recorded before browsers were. */
  browser: nullable(string()),
  ipPrefix: nullable(string()),
  /** The second factor used ('totp', 'recovery', 'passkey'); null when none was (or before they existed). */
  secondFactor: nullable(string()),
});
export type SignInEvent = Infer<typeof SignInEvent>;

export const SignInHistory = type({
  content: array(SignInEvent),
  totalElements: integer(),
  page: integer(),
  size: integer(),
});
export type SignInHistory = Infer<typeof SignInHistory>;

/**
 * `POST account/password`: the current password, the new one twice (the reset's rules), and
 * whether every other session should end.
 */
export const ChangePasswordRequest = withRules(
  object({
    currentPassword: string(),
    newPwd: string(),
    confirmPwd: string(),
    signOutOthers: defaulted(boolean(), false),
  }),
  RULES.changePassword,
);
export type ChangePasswordRequest = Infer<typeof ChangePasswordRequest>;

/** `POST account/email`: the new address, which gets a code. */
export const EmailChangeRequest = withRules(object({ email: string() }), pickRules(RULES.changeEmail, ['email']));
export type EmailChangeRequest = Infer<typeof EmailChangeRequest>;

/** `POST account/email/verify`: the new address and the code mailed to it. */
export const EmailChangeVerify = withRules(object({ email: string(), otp: string() }), RULES.changeEmail);
export type EmailChangeVerify = Infer<typeof EmailChangeVerify>;

/** `POST account/email/verify` answer: the account's address now. */
export const EmailChangeResponse = type({ message: string(), email: string() });
export type EmailChangeResponse = Infer<typeof EmailChangeResponse>;

/** `POST account/email/undo` (anonymous): the token from the mail to the old address. */
export const EmailUndoRequest = object({ token: size(string(), 43, 43) });
export type EmailUndoRequest = Infer<typeof EmailUndoRequest>;

import type { ApiClient } from '../client';
import { encryptPassword } from '../crypto';
import {
  AccountSessionList,
  EmailChangeResponse,
  SignInHistory,
  SignOutOthersResponse,
  type ChangePasswordRequest,
  type SignInHistoryQuery,
} from '../schemas/account';
import { MessageResponse } from '../schemas/common';
import { StepUpAnswer } from '../schemas/backofficeMoney';
import type { StepUpProof } from './backofficeMoney';

/** The caller's own account security (Security page); every call but `undoEmailChange` needs a login. */

/** `GET account/sessions`: the caller's live logins, the most recently used first, the caller's own marked `current`. */
export async function sessions(client: ApiClient): Promise<AccountSessionList> {
  return client.request({
    call: 'account.sessions',
    service: 'user',
    method: 'GET',
    path: 'account/sessions',
    schema: AccountSessionList,
  });
}

/** `POST account/sessions/{id}/sign-out`: ends one of the caller's logins; its tokens stop working at once. */
export async function signOutSession(client: ApiClient, id: string): Promise<MessageResponse> {
  return client.request({
    call: 'account.signOutSession',
    service: 'user',
    method: 'POST',
    path: `account/sessions/${encodeURIComponent(id)}/sign-out`,
    schema: MessageResponse,
  });
}

/** `POST account/sessions/sign-out-others`: ends every login of the caller but the one asking. */
export async function signOutOtherSessions(client: ApiClient): Promise<SignOutOthersResponse> {
  return client.request({
    call: 'account.signOutOtherSessions',
    service: 'user',
    method: 'POST',
    path: 'account/sessions/sign-out-others',
    schema: SignOutOthersResponse,
  });
}

/** `GET account/sign-ins?page=&size=`: sign-in attempts on the caller's account, newest first. */
export async function signInHistory(
  client: ApiClient,
  query: Partial<SignInHistoryQuery> = {},
): Promise<SignInHistory> {
  return client.request({
    call: 'account.signInHistory',
    service: 'user',
    method: 'GET',
    path: 'account/sign-ins',
    query: { page: query.page ?? 0, size: query.size ?? 20 },
    schema: SignInHistory,
  });
}

/**
 * `POST account/password`: a new password, given the current one (a wrong one counts like a failed
 * login). With `signOutOthers` every other login ends; the caller's own stays.
 */
export async function changePassword(client: ApiClient, body: ChangePasswordRequest): Promise<MessageResponse> {
  return client.request({
    call: 'account.changePassword',
    service: 'user',
    method: 'POST',
    path: 'account/password',
    body,
    schema: MessageResponse,
  });
}

/** `POST account/email`: mails a code to the new address; 409 when another account uses it. */
export async function requestEmailChange(client: ApiClient, email: string): Promise<MessageResponse> {
  return client.request({
    call: 'account.requestEmailChange',
    service: 'user',
    method: 'POST',
    path: 'account/email',
    body: { email },
    schema: MessageResponse,
  });
}

/**
 * `POST account/email/verify`: with the code, the account's email becomes the new address; the old
 * one is mailed a link that undoes it for 7 days. Refresh the session afterwards for tokens that
 * name the new address.
 */
export async function verifyEmailChange(client: ApiClient, email: string, otp: string): Promise<EmailChangeResponse> {
  return client.request({
    call: 'account.verifyEmailChange',
    service: 'user',
    method: 'POST',
    path: 'account/email/verify',
    body: { email, otp },
    schema: EmailChangeResponse,
  });
}

/** `POST account/email/undo` (anonymous): the old address's link; the old email comes back and every session ends. */
export async function undoEmailChange(client: ApiClient, token: string): Promise<MessageResponse> {
  return client.request({
    call: 'account.undoEmailChange',
    service: 'user',
    method: 'POST',
    path: 'account/email/undo',
    auth: false,
    body: { token },
    schema: MessageResponse,
  });
}

/**
 * `POST account/reauthenticate` (any signed-in user): proves the sign-in again with the password
 * (sent in the login's envelope) or a code from the authenticator app, for STEP_UP_MS (5 minutes)
 * of actions that need it (erasing the account). A wrong proof is 400 and counts like a failed login.
 */
export async function reauthenticate(client: ApiClient, proof: StepUpProof): Promise<StepUpAnswer> {
  return client.request({
    call: 'account.reauthenticate',
    service: 'user',
    method: 'POST',
    path: 'account/reauthenticate',
    body: 'password' in proof ? { password: await encryptPassword(proof.password) } : { code: proof.code },
    schema: StepUpAnswer,
  });
}

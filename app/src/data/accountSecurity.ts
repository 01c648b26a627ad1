import { account, ApiError, messageFor, type ChangePasswordRequest } from '@lnf/sdk';
import { toast } from '@lnf/ui';
import { mutate } from 'swr';
import { client, session } from '../lib/api';
import { toastOnError, useApi } from './useApi';

/**
 * The logged user's own account security (the Security page): their sessions and sign-in
 * history, and the password and email changes. Each list is the user's own, keyed by their id.
 */

/** How many sign-in attempts a page of the history shows. */
export const SIGN_IN_PAGE_SIZE = 10;

export const accountSessionsKey = (userId: string) => ['account-security', 'sessions', userId] as const;
/** `page` counts from 1, as the table shows it. */
export const signInHistoryKey = (userId: string, page: number) =>
  ['account-security', 'sign-ins', userId, page] as const;

/** The user's signed-in browsers, theirs marked `current`; a failure is toasted. */
export function useAccountSessions(userId: string | undefined) {
  return useApi(
    userId ? accountSessionsKey(userId) : null,
    (c) => account.sessions(c),
    toastOnError('account.sessions'),
  );
}

/** One page of the user's sign-in attempts, newest first; the page shown stays while the next loads. */
export function useSignInHistory(userId: string | undefined, page: number) {
  return useApi(
    userId ? signInHistoryKey(userId, page) : null,
    (c) => account.signInHistory(c, { page: page - 1, size: SIGN_IN_PAGE_SIZE }),
    { keepPreviousData: true, ...toastOnError('account.signInHistory') },
  );
}

/** The server's own sentence for a refusal it explains (a wrong password, an address in use), else the catalogue's. */
function refusal(call: string, error: unknown): string {
  if (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 401 &&
    error.message.trim()
  )
    return error.message;
  return messageFor(call, error);
}

/** Runs one write; a refusal is toasted and answers null. */
async function attempt<T>(call: string, run: () => Promise<T>): Promise<T | null> {
  try {
    return await run();
  } catch (error) {
    toast.error(refusal(call, error));
    return null;
  }
}

const reloadSessions = (userId: string) => mutate(accountSessionsKey(userId));

/** Signs one of the user's other browsers out; the list is asked again. Answers whether it worked. */
export async function signOutSession(userId: string, id: string): Promise<boolean> {
  const done = await attempt('account.signOutSession', () => account.signOutSession(client, id));
  await reloadSessions(userId);
  return done !== null;
}

/** Signs every other browser of the user out; answers how many, or null when refused. */
export async function signOutOtherSessions(userId: string): Promise<number | null> {
  const done = await attempt('account.signOutOtherSessions', () => account.signOutOtherSessions(client));
  await reloadSessions(userId);
  return done?.ended ?? null;
}

/** A new password; with `signOutOthers` the other browsers end too. Answers whether it changed. */
export async function changePassword(userId: string, body: ChangePasswordRequest): Promise<boolean> {
  const done = await attempt('account.changePassword', () => account.changePassword(client, body));
  if (done && body.signOutOthers) await reloadSessions(userId);
  return done !== null;
}

/** Mails a code to the new address; answers whether it was sent. */
export async function requestEmailChange(email: string): Promise<boolean> {
  return (await attempt('account.requestEmailChange', () => account.requestEmailChange(client, email))) !== null;
}

/**
 * With the code, the account takes the new address; the session is refreshed at once so its
 * tokens (and the header's user) name it. Answers the new address, or null when refused.
 */
export async function verifyEmailChange(email: string, otp: string): Promise<string | null> {
  const done = await attempt('account.verifyEmailChange', () => account.verifyEmailChange(client, email, otp));
  if (done) await session.refresh();
  return done?.email ?? null;
}

/**
 * The old address's undo (anonymous: the token from its mail is the credential). Answers the
 * server's sentence, or null when refused (toasted: a used or expired link says so).
 */
export async function undoEmailChange(token: string): Promise<string | null> {
  return (await attempt('account.undoEmailChange', () => account.undoEmailChange(client, token)))?.message ?? null;
}

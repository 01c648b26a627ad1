import {
  ApiError,
  messageFor,
  privacy,
  type ConsentList,
  type ConsentPurpose,
  type PrivacyRequest,
  type PrivacyRequestInput,
} from '@lnf/sdk';
import { toast } from '@lnf/ui';
import { mutate } from 'swr';
import { client } from '../lib/api';
import { saveFile } from '../lib/saveFile';
import { toastOnError, useApi } from './useApi';

/**
 * The customer's own privacy centre (docs/privacy.md): their consents and its ledger, what is held
 * about them, their requests with the clock, and their nominee. Each is the user's own, keyed by
 * their id (the cache is cleared when a session ends).
 */

/** One part of the privacy centre of one user. */
export type PrivacyCentrePart = 'consents' | 'history' | 'summary' | 'requests' | 'nominee';

export const privacyCentreKey = (userId: string, part: PrivacyCentrePart) => ['privacy-centre', part, userId] as const;

/** The user's choice for every purpose, and the notice in force; a failure is toasted. */
export function useConsents(userId: string | undefined) {
  return useApi(
    userId ? privacyCentreKey(userId, 'consents') : null,
    (c) => privacy.consents(c),
    toastOnError('privacy.consents'),
  );
}

/** The consent ledger, newest first; asked only while `isShown` (the History disclosure is open). */
export function useConsentHistory(userId: string | undefined, isShown: boolean) {
  return useApi(
    userId && isShown ? privacyCentreKey(userId, 'history') : null,
    (c) => privacy.consentHistory(c),
    toastOnError('privacy.consentHistory'),
  );
}

/** What is held about the user, why, and for how long. */
export function useDataSummary(userId: string | undefined) {
  return useApi(
    userId ? privacyCentreKey(userId, 'summary') : null,
    (c) => privacy.summary(c),
    toastOnError('privacy.summary'),
  );
}

/** The user's own privacy requests with their clocks, newest first. */
export function useMyPrivacyRequests(userId: string | undefined) {
  return useApi(
    userId ? privacyCentreKey(userId, 'requests') : null,
    (c) => privacy.requests(c),
    toastOnError('privacy.requests'),
  );
}

/** The person the user nominated, or null. */
export function useNominee(userId: string | undefined) {
  return useApi(
    userId ? privacyCentreKey(userId, 'nominee') : null,
    (c) => privacy.nominee(c),
    toastOnError('privacy.nominee'),
  );
}

/** The server's own sentence for a refusal it explains (400, 404, 409), else the catalogue's. */
export function privacyRefusal(call: string, error: unknown): string {
  if (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 401 &&
    error.status !== 429 &&
    error.message.trim()
  )
    return error.message;
  return messageFor(call, error);
}

/**
 * Gives or withdraws consent for one purpose, at once; answers whether it worked. The list shows
 * the new state as soon as the server answers, and the ledger is asked again if it is shown.
 */
export async function setConsent(userId: string, purpose: ConsentPurpose, granted: boolean): Promise<boolean> {
  const call = granted ? 'privacy.grant' : 'privacy.withdraw';
  try {
    const state = granted ? await privacy.grant(client, purpose) : await privacy.withdraw(client, purpose);
    await mutate<ConsentList>(
      privacyCentreKey(userId, 'consents'),
      (list) => list && { ...list, purposes: list.purposes.map((p) => (p.purpose === purpose ? state : p)) },
      { revalidate: false },
    );
    void mutate(privacyCentreKey(userId, 'history'));
    return true;
  } catch (error) {
    toast.error(privacyRefusal(call, error));
    void mutate(privacyCentreKey(userId, 'consents'));
    return false;
  }
}

/** `lnf-data-2026-11-27.zip`: the date in India, where the customer is. */
export const exportFileName = (now = new Date()) =>
  `lnf-data-${new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now)}.zip`;

/** Downloads every record about the user as one ZIP; answers whether it was saved. */
export async function downloadMyData(): Promise<boolean> {
  try {
    saveFile(await privacy.exportData(client), exportFileName());
    return true;
  } catch (error) {
    toast.error(privacyRefusal('privacy.export', error));
    return false;
  }
}

/** A request made, or the server's reason for refusing it. */
export type PrivacyRequestOutcome = { request: PrivacyRequest; error?: undefined } | { error: string };

/**
 * Exercises a right (correction, grievance, nomination, erasure). The user's requests are asked
 * again, and the nominee after a nomination; a refusal answers the server's own words, for the
 * caller to show where the person is looking.
 */
export async function makePrivacyRequest(userId: string, input: PrivacyRequestInput): Promise<PrivacyRequestOutcome> {
  try {
    const request = await privacy.createRequest(client, input);
    if (input.kind !== 'erasure') {
      void mutate(privacyCentreKey(userId, 'requests'));
      if (input.kind === 'nomination') void mutate(privacyCentreKey(userId, 'nominee'));
    }
    return { request };
  } catch (error) {
    return { error: privacyRefusal('privacy.createRequest', error) };
  }
}

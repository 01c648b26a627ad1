import { ApiError, messageFor, privacy, type PrivacyRequestList, type PrivacyResolution } from '@lnf/sdk';
import { toast } from '@lnf/ui';
import { mutate } from 'swr';
import { client } from '../lib/api';
import { refusal } from './attempt';
import { toastOnError, useApi } from './useApi';

/**
 * Privacy requests as staff see them (docs/privacy.md): the open ones, the earliest due first,
 * each with its clock. Staff only, the same list for every member of staff (the cache is cleared
 * when a session ends).
 */

/** The open privacy requests. */
export const privacyRequestsKey = () => ['privacy-requests', 'open'] as const;

/** The open requests, read only for staff (`isStaff` false skips the call); a failure is toasted. */
export function useOpenPrivacyRequests(isStaff: boolean) {
  return useApi(
    isStaff ? privacyRequestsKey() : null,
    (c) => privacy.staffList(c, 'open'),
    toastOnError('privacy.staffList'),
  );
}

/**
 * Acknowledges a request; answers whether it was. The list is asked again either way: a refusal
 * (someone resolved it meanwhile) is toasted in the server's own words.
 */
export async function acknowledgePrivacyRequest(reference: string): Promise<boolean> {
  try {
    const acknowledged = await privacy.acknowledge(client, reference);
    await mutate<PrivacyRequestList>(
      privacyRequestsKey(),
      (rows) => rows?.map((r) => (r.reference === reference ? acknowledged : r)),
      { revalidate: true },
    );
    return true;
  } catch (error) {
    const conflict = error instanceof ApiError && error.status === 409 && error.message.trim();
    toast.error(conflict ? error.message : messageFor('privacy.acknowledge', error));
    void mutate(privacyRequestsKey());
    return false;
  }
}

/**
 * Answers a request (done or refused, with the words the customer reads); answers whether it was.
 * The answered request leaves the open list; a refusal is toasted in the server's own words.
 */
export async function resolvePrivacyRequest(reference: string, resolution: PrivacyResolution): Promise<boolean> {
  try {
    await privacy.resolve(client, reference, resolution);
    await mutate<PrivacyRequestList>(privacyRequestsKey(), (rows) => rows?.filter((r) => r.reference !== reference), {
      revalidate: true,
    });
    return true;
  } catch (error) {
    toast.error(refusal('privacy.resolve', error));
    void mutate(privacyRequestsKey());
    return false;
  }
}

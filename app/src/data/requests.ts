import { customer } from '@lnf/sdk';
import { toastOnError, useApi } from './useApi';

/**
 * What visitors asked for through the public forms: demo requests and contact messages. Staff
 * only, the same list for every member of staff (the cache is cleared when a session ends).
 */

/** Every demo request. */
export const inquiriesKey = () => ['inquiries'] as const;
/** Every contact message. */
export const contactsKey = () => ['contacts'] as const;

/** Every demo request, read only for staff (`isStaff` false skips the call); a failure is toasted. */
export function useInquiries(isStaff: boolean) {
  return useApi(
    isStaff ? inquiriesKey() : null,
    (c) => customer.listInquiries(c),
    toastOnError('customer.listInquiries'),
  );
}

/** Every contact message, read only for staff (`isStaff` false skips the call); a failure is toasted. */
export function useContacts(isStaff: boolean) {
  return useApi(isStaff ? contactsKey() : null, (c) => customer.listContacts(c), toastOnError('customer.listContacts'));
}

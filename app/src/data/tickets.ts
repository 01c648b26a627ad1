import { support, type LoggedUser } from '@lnf/sdk';
import { toastOnError, useApi } from './useApi';

/** The logged user's support tickets (every ticket, for staff). */
export const ticketsKey = (userId: string) => ['tickets', userId] as const;

/** The logged user's tickets (dashboard, customer support); a failure is toasted. */
export function useTickets(user: LoggedUser | null) {
  return useApi(user ? ticketsKey(user.id) : null, (c) => support.listTickets(c), toastOnError('support.listTickets'));
}

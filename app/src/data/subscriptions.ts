import { billing, type LoggedUser } from '@lnf/sdk';
import { useApi } from './useApi';

/** The logged user's subscriptions with their charges (Billing, and the failed-renewal banner). */
export const subscriptionsKey = (userId: string) => ['subscriptions', userId] as const;

/**
 * The logged user's subscriptions: the Billing page's list, and the failed-renewal banner on every
 * portal page. The options are the resource's, not a caller's: swr makes one request per key, with
 * the options of the hook that mounts first, and on the Billing page that is the banner (inside
 * PortalPage). No page-data minimum delay, since on most pages this feeds a banner that should not
 * wait; silent on failure, since a page about something else should not toast about billing.
 */
export function useSubscriptions(user: LoggedUser | null) {
  return useApi(user ? subscriptionsKey(user.id) : null, (c) => billing.list(c), { minDelayMs: 0 });
}

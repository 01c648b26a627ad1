import { support } from '@lnf/sdk';
import { useApi } from './useApi';

/** The staff's queue of tickets not closed, soonest first response due first. */
export const supportQueueKey = () => ['supportQueue'] as const;

/**
 * Polled every 60 s while the staff's support page is open: a breach is a matter of minutes to
 * hours (targets are 4-24 business hours), so a minute keeps the flags true without a reload, and
 * a newly raised ticket joins the queue about as soon as its mail reaches the team.
 */
export const SUPPORT_QUEUE_REFRESH_MS = 60_000;

/** The first page (100) of the queue, for staff; null asks nothing (a customer). */
export function useSupportQueue(isStaff: boolean) {
  return useApi(isStaff ? supportQueueKey() : null, (c) => support.queue(c, { limit: 100 }), {
    minDelayMs: 0,
    refreshInterval: SUPPORT_QUEUE_REFRESH_MS,
  });
}

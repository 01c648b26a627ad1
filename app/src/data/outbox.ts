import { ApiError, messageFor, notifications, type OutboxNotificationList } from '@lnf/sdk';
import { toast } from '@lnf/ui';
import { mutate } from 'swr';
import { client } from '../lib/api';
import { toastOnError, useApi } from './useApi';

/**
 * The notification outbox as staff see it: the dead letters, notices the worker gave up on after
 * its last attempt. Staff only, the same list for every member of staff (the cache is cleared
 * when a session ends).
 */

/** The outbox's dead letters. */
export const undeliveredNotificationsKey = () => ['outbox', 'dead'] as const;

/** The dead letters, newest first, read only for staff (`isStaff` false skips the call); a failure is toasted. */
export function useUndeliveredNotifications(isStaff: boolean) {
  return useApi(
    isStaff ? undeliveredNotificationsKey() : null,
    (c) => notifications.listOutbox(c, 'dead'),
    toastOnError('notifications.listOutbox'),
  );
}

/**
 * Queues a dead letter again. On success the row leaves the list at once and the list is asked
 * again; answers whether it was queued. A refusal is toasted: a conflict (someone resent it
 * meanwhile, or a one-time code, which is never sent twice) in the server's own words, with the
 * list asked again to show how things are now.
 */
export async function resendUndeliveredNotification(id: string): Promise<boolean> {
  try {
    await notifications.resend(client, id);
  } catch (error) {
    const conflict = error instanceof ApiError && error.status === 409 && error.message.trim();
    toast.error(conflict ? error.message : messageFor('notifications.resend', error));
    if (conflict) void mutate(undeliveredNotificationsKey());
    return false;
  }
  await mutate<OutboxNotificationList>(undeliveredNotificationsKey(), (rows) => rows?.filter((r) => r.id !== id), {
    revalidate: true,
  });
  return true;
}

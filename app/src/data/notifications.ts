import { messageFor, notifications, type InAppNotificationList, type LoggedUser } from '@lnf/sdk';
import { toast } from '@lnf/ui';
import { mutate } from 'swr';
import { client } from '../lib/api';
import { useApi } from './useApi';

/** The logged user's bell: their newest notifications and the unread count. */
export const notificationsKey = (userId: string) => ['notifications', userId] as const;

/**
 * Polled every 30 s: the outbox writes a notice a second or so after its event (a payment, a
 * staff reply), often while the person sits on one page, and the bell is the only place it shows.
 * 30 s finds it within a reading pause at one small GET per open tab; faster buys little, since
 * nothing here is urgent (the mail goes out too). Swr pauses the polling in a hidden tab and asks
 * again when the tab is focused, so a person coming back sees the count at once.
 */
export const NOTIFICATIONS_REFRESH_MS = 30_000;

/**
 * The header's bell for a logged-in user. No minimum delay (it is not page data: nothing waits
 * on it) and no toast on failure: a poll that fails keeps the last list and tries again.
 */
export function useNotifications(user: LoggedUser | null) {
  return useApi(user ? notificationsKey(user.id) : null, (c) => notifications.list(c), {
    minDelayMs: 0,
    refreshInterval: NOTIFICATIONS_REFRESH_MS,
    revalidateOnFocus: true,
  });
}

/** The list with one notice read (now, as the server will say) and the count down by one. */
function withRead(list: InAppNotificationList, ids: 'all' | string, at: string): InAppNotificationList {
  const reading = (id: string) => ids === 'all' || ids === id;
  const newlyRead = list.items.filter((n) => reading(n.id) && n.readAt === null).length;
  return {
    items: list.items.map((n) => (reading(n.id) && n.readAt === null ? { ...n, readAt: at } : n)),
    unreadCount: ids === 'all' ? 0 : Math.max(0, list.unreadCount - newlyRead),
  };
}

/**
 * Marks what the person read, in the bell's cache at once and then on the server: rolled back,
 * with the catalogue's toast, if the server refuses. `ids` is one notice or 'all'.
 */
async function markRead(userId: string, ids: 'all' | string): Promise<void> {
  const call = ids === 'all' ? 'notifications.markAllRead' : 'notifications.markRead';
  const at = new Date().toISOString();
  try {
    await mutate<InAppNotificationList>(
      notificationsKey(userId),
      async (current) => {
        await (ids === 'all' ? notifications.markAllRead(client) : notifications.markRead(client, ids));
        return current && withRead(current, ids, at);
      },
      {
        optimisticData: (current) => (current ? withRead(current, ids, at) : { items: [], unreadCount: 0 }),
        rollbackOnError: true,
        revalidate: false,
      },
    );
  } catch (error) {
    toast.error(messageFor(call, error));
  }
}

/** Opening a notice from the bell marks it read. */
export const markNotificationRead = (user: LoggedUser, id: string) => markRead(user.id, id);

/** The bell's 'Mark all as read'. */
export const markAllNotificationsRead = (user: LoggedUser) => markRead(user.id, 'all');

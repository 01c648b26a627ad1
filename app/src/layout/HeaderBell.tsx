import { NotificationBell, type NotificationItem } from '@lnf/ui';
import type { LoggedUser } from '@lnf/sdk';
import { markAllNotificationsRead, markNotificationRead, useNotifications } from '../data/notifications';

/**
 * The header's bell for a logged-in user (docs/notifications.md): their in-app notices, polled by
 * `useNotifications`. Opening one marks it read and follows its link on the client (the bell's
 * links route through LayoutShell's RouterProvider, i.e. wouter); both marks update the bell at
 * once. Rendered by UserMenu, in its chunk: loaded only once someone is logged in.
 */
export function HeaderBell({ user }: { user: LoggedUser }) {
  const { data, isLoading } = useNotifications(user);
  const items: NotificationItem[] = (data?.items ?? []).map((n) => ({
    id: n.id,
    title: n.title,
    body: n.body,
    timestamp: n.createdAt,
    // A notice without a link of its own leads to the portal's start.
    href: n.href ?? '/dashboard',
    read: n.readAt !== null,
  }));
  return (
    <NotificationBell
      notifications={items}
      unreadCount={data?.unreadCount}
      isLoading={isLoading && !data}
      onOpen={(id) => void markNotificationRead(user, id)}
      onMarkAllRead={() => void markAllNotificationsRead(user)}
      timeZone="Asia/Kolkata"
    />
  );
}

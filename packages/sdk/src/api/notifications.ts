import type { ApiClient } from '../client';
import {
  InAppNotification,
  InAppNotificationList,
  OutboxNotificationList,
  ReadAllResponse,
  ResendResponse,
  type NotificationStatus,
} from '../schemas/notifications';

/** `GET portal/notifications`: the caller's bell, newest first (50), with the unread count. */
export async function list(client: ApiClient): Promise<InAppNotificationList> {
  return client.request({
    call: 'notifications.list',
    service: 'notification',
    method: 'GET',
    path: 'portal/notifications',
    schema: InAppNotificationList,
  });
}

/** `POST portal/notifications/{id}/read`: marks one of the caller's notices read. */
export async function markRead(client: ApiClient, id: string): Promise<InAppNotification> {
  return client.request({
    call: 'notifications.markRead',
    service: 'notification',
    method: 'POST',
    path: `portal/notifications/${encodeURIComponent(id)}/read`,
    schema: InAppNotification,
  });
}

/** `POST portal/notifications/read-all`: marks every unread notice of the caller read. */
export async function markAllRead(client: ApiClient): Promise<ReadAllResponse> {
  return client.request({
    call: 'notifications.markAllRead',
    service: 'notification',
    method: 'POST',
    path: 'portal/notifications/read-all',
    schema: ReadAllResponse,
  });
}

/** `GET admin/notifications?status=` (staff): outbox rows in one status, dead letters by default. */
export async function listOutbox(
  client: ApiClient,
  status: NotificationStatus = 'dead',
): Promise<OutboxNotificationList> {
  return client.request({
    call: 'notifications.listOutbox',
    service: 'notification',
    method: 'GET',
    path: 'admin/notifications',
    query: { status },
    schema: OutboxNotificationList,
  });
}

/** `POST admin/notifications/{id}/resend` (staff): queues a dead notification again. */
export async function resend(client: ApiClient, id: string): Promise<ResendResponse> {
  return client.request({
    call: 'notifications.resend',
    service: 'notification',
    method: 'POST',
    path: `admin/notifications/${encodeURIComponent(id)}/resend`,
    schema: ResendResponse,
  });
}

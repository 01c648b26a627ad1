import { array, defaulted, enums, integer, nullable, object, string, type, type Infer } from 'superstruct';

/** One notice of the portal's bell (`GET portal/notifications`). */
export const InAppNotification = type({
  id: string(),
  title: string(),
  body: string(),
  /** Where in the portal it leads, e.g. `/billing`. */
  href: nullable(string()),
  createdAt: string(),
  /** null while unread. */
  readAt: nullable(string()),
});
export type InAppNotification = Infer<typeof InAppNotification>;

/** The caller's newest 50 notices, newest first, and how many of all theirs are unread. */
export const InAppNotificationList = type({ items: array(InAppNotification), unreadCount: integer() });
export type InAppNotificationList = Infer<typeof InAppNotificationList>;

/** `POST portal/notifications/read-all`: how many were unread. */
export const ReadAllResponse = type({ updated: integer() });
export type ReadAllResponse = Infer<typeof ReadAllResponse>;

/** A notification outbox row's states: queued, being sent (leased), sent, dead (gave up after 8 failures). */
export const NOTIFICATION_STATUSES = ['queued', 'sending', 'sent', 'dead'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

/** Query of `GET admin/notifications` (staff). */
export const OutboxQuery = object({ status: defaulted(enums(NOTIFICATION_STATUSES), 'dead') });
export type OutboxQuery = Infer<typeof OutboxQuery>;

/** One row of the notification outbox as staff see it (the payload is not shown). */
export const OutboxNotification = type({
  id: string(),
  /** The idempotency key: event, entity and channel. */
  eventKey: string(),
  event: string(),
  channel: enums(['email', 'in_app', 'sms', 'whatsapp'] as const),
  to: string(),
  template: string(),
  status: enums(NOTIFICATION_STATUSES),
  attempts: integer(),
  lastError: nullable(string()),
  /** When the worker tries it next; for a dead row, never tried again, when it was last tried. */
  nextAttemptAt: string(),
  createdAt: string(),
  sentAt: nullable(string()),
});
export type OutboxNotification = Infer<typeof OutboxNotification>;

export const OutboxNotificationList = array(OutboxNotification);
export type OutboxNotificationList = Infer<typeof OutboxNotificationList>;

/** `POST admin/notifications/{id}/resend`: the row queued again. */
export const ResendResponse = type({ id: string(), eventKey: string() });
export type ResendResponse = Infer<typeof ResendResponse>;

import * as notifications from '../../api/notifications';
import type { Case } from './shared';

const notice = {
  id: 'n-1',
  title: 'Your subscription renewed',
  body: 'HR Essential renewed: ₹3,538.82 charged.',
  href: '/billing',
  createdAt: '2026-01-01T00:00:00.000Z',
  readAt: null,
};
const outboxRow = {
  id: 'o-1',
  eventKey: 'renewal.failed:sub_1@2026-01-01T00:00:00.000Z:email',
  event: 'renewal.failed',
  channel: 'email',
  to: 'a@b.in',
  template: 'renewal-failed',
  status: 'dead',
  attempts: 8,
  lastError: 'connect ECONNREFUSED',
  nextAttemptAt: '2026-01-01T01:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
  sentAt: null,
};

/** The bell and the staff's outbox calls. */
export const notificationCases: Case[] = [
  {
    name: 'notifications.list',
    run: (c) => notifications.list(c),
    method: 'GET',
    path: '/api/v1/lnf/portal/notifications',
    bearer: true,
    answer: { items: [notice], unreadCount: 1 },
  },
  {
    name: 'notifications.markRead',
    run: (c) => notifications.markRead(c, 'n-1'),
    method: 'POST',
    path: '/api/v1/lnf/portal/notifications/n-1/read',
    bearer: true,
    answer: { ...notice, readAt: '2026-01-02T00:00:00.000Z' },
  },
  {
    name: 'notifications.markAllRead',
    run: (c) => notifications.markAllRead(c),
    method: 'POST',
    path: '/api/v1/lnf/portal/notifications/read-all',
    bearer: true,
    answer: { updated: 3 },
  },
  {
    name: 'notifications.listOutbox',
    run: (c) => notifications.listOutbox(c),
    method: 'GET',
    path: '/api/v1/lnf/admin/notifications',
    query: { status: 'dead' },
    bearer: true,
    answer: [outboxRow],
  },
  {
    name: 'notifications.resend',
    run: (c) => notifications.resend(c, 'o-1'),
    method: 'POST',
    path: '/api/v1/lnf/admin/notifications/o-1/resend',
    bearer: true,
    answer: { id: 'o-1', eventKey: outboxRow.eventKey },
  },
];

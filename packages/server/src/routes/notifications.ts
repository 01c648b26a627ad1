import { OutboxQuery } from '@lnf/sdk';
import { Hono } from 'hono';
import { NotFoundError } from '../domainErrors';
import { audit, requireAdmin, requireUser, type AppEnv, type Services } from '../http/context';
import { queryParams } from '../http/validate';
import { AUDIT_ACTIONS } from '../services/auditActions';
import { listInApp, markAllRead, markRead } from '../services/notifications/inbox';
import { listNotifications, resendNotification } from '../services/notifications/outbox';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const notificationId = (id: string) => {
  if (!UUID_RE.test(id)) throw new NotFoundError('Notification not found');
  return id;
};

/**
 * Notifications: the portal's bell (each user their own) and, for staff (the admin group for now),
 * the outbox's dead letters and a resend. The rules are services/notifications.
 */
export function notificationRoutes(s: Services) {
  const app = new Hono<AppEnv>();

  app.get('/portal/notifications', async (c) => c.json(await listInApp(s.db, requireUser(c).userId)));

  // Read marks are the user's own bookkeeping: not audited.
  app.post('/portal/notifications/read-all', async (c) => c.json(await markAllRead(s.db, requireUser(c).userId)));

  app.post('/portal/notifications/:id/read', async (c) => {
    const principal = requireUser(c);
    return c.json(await markRead(s.db, principal.userId, notificationId(c.req.param('id'))));
  });

  app.get('/admin/notifications', async (c) => {
    requireAdmin(c);
    const { status } = queryParams(c, OutboxQuery);
    return c.json(await listNotifications(s.db, status));
  });

  app.post('/admin/notifications/:id/resend', async (c) => {
    requireAdmin(c);
    const id = notificationId(c.req.param('id'));
    const requeued = await resendNotification(s.db, id);
    await audit(s, c, {
      module: 'notification',
      action: AUDIT_ACTIONS.RESEND_NOTIFICATION,
      key: requeued.eventKey,
      outcome: 'SUCCESS',
    });
    return c.json(requeued);
  });

  return app;
}

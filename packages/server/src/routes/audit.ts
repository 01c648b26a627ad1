import { AuditQuery } from '@lnf/sdk';
import { Hono } from 'hono';
import { requireAdmin, type AppEnv, type Services } from '../http/context';
import { queryParams } from '../http/validate';
import { findAuditLog, listAuditLogs } from '../services/audit';

/** The audit service: a paged, sorted, filtered list and one row, admin only. */
export function auditRoutes(s: Services) {
  const app = new Hono<AppEnv>();

  app.get('/audit-logs/date-range', async (c) => {
    requireAdmin(c);
    return c.json(await listAuditLogs(s.db, queryParams(c, AuditQuery)));
  });

  app.get('/audit-logs/:id', async (c) => {
    requireAdmin(c);
    return c.json(await findAuditLog(s.db, c.req.param('id')));
  });

  return app;
}

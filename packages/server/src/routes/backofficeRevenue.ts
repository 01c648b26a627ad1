import { RevenueQuery } from '@lnf/sdk';
import { Hono } from 'hono';
import { audit, requireStaff, type AppEnv, type Services } from '../http/context';
import { queryParams } from '../http/validate';
import { AUDIT_ACTIONS } from '../services/auditActions';
import { refreshRevenue, revenueOverview } from '../services/revenue';

/** The revenue overview (finance and admin): read, or computed again now. */
export function backofficeRevenueRoutes(s: Services) {
  const app = new Hono<AppEnv>();

  app.get('/backoffice/revenue', async (c) => {
    requireStaff(c, 'revenue.read');
    const { months } = queryParams(c, RevenueQuery);
    return c.json(await revenueOverview(s.db, months));
  });

  // The current month is recomputed every REVENUE_EVERY_MS; this is for a figure wanted now.
  app.post('/backoffice/revenue/refresh', async (c) => {
    const staff = requireStaff(c, 'revenue.read');
    const { months } = queryParams(c, RevenueQuery);
    await s.limiter.hit(`revenue-refresh:${staff.userId}`, 30, 60 * 60_000, 'Too many refreshes: try again in an hour');
    const written = await refreshRevenue(s.db);
    await audit(s, c, {
      module: 'backoffice',
      action: AUDIT_ACTIONS.REFRESH_REVENUE,
      key: `${written} months`,
      outcome: 'SUCCESS',
    });
    return c.json(await revenueOverview(s.db, months));
  });

  return app;
}

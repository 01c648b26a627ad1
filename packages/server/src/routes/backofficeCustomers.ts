import { Hono } from 'hono';
import type { AppEnv, Services } from '../http/context';

/** Customers in the back-office: search, the customer page, notes, view as customer, paged lists and CSV exports. */
export function backofficeCustomersRoutes(s: Services) {
  const app = new Hono<AppEnv>();
  void s;
  return app;
}

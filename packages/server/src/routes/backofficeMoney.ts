import { Hono } from 'hono';
import type { AppEnv, Services } from '../http/context';

/** Money in the back-office: the step-up, refunds and their credit notes, and the subscription and receipt actions staff take for a customer. */
export function backofficeMoneyRoutes(s: Services) {
  const app = new Hono<AppEnv>();
  void s;
  return app;
}

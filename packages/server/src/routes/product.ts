import { PlanType } from '@lnf/sdk';
import { Hono } from 'hono';
import type { AppEnv, Services } from '../http/context';
import { check } from '../http/validate';
import { activePlans } from '../services/products';

/**
 * The price list. Plans change only by migration or seed, so each product type's answer is
 * serialised once and served from memory (the hot path of the pricing page).
 */
export function productRoutes(s: Services) {
  const app = new Hono<AppEnv>();
  const cache = new Map<string, string>();

  app.get('/portal/product/:planType', async (c) => {
    const planType = check(c.req.param('planType'), PlanType);
    let body = cache.get(planType);
    if (body === undefined) {
      body = JSON.stringify(await activePlans(s.db, planType));
      if (cache.size < 100) cache.set(planType, body);
    }
    return c.body(body, 200, { 'content-type': 'application/json' });
  });

  return app;
}

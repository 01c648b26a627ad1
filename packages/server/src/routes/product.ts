import { PlanType, toRupees } from '@lnf/sdk';
import { and, asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { plans } from '../db/schema';
import type { AppEnv, Services } from '../http/context';
import { check } from '../http/validate';

export type PlanRow = typeof plans.$inferSelect;

export function planAnswer(p: PlanRow) {
  return {
    id: p.id,
    sku: p.sku,
    name: p.name,
    shortDescription: p.shortDescription,
    longDescription: p.longDescription,
    price: toRupees(p.pricePaise),
    basePrice: toRupees(p.basePricePaise),
    publishDate: p.publishDate,
    expiryDate: p.expiryDate,
    isActive: p.isActive,
    components: p.components,
    productType: p.productType,
    minUsers: p.minUsers,
    maxUsers: p.maxUsers,
  };
}

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
      const rows = await s.db
        .select()
        .from(plans)
        .where(and(eq(plans.productType, planType), eq(plans.isActive, true)))
        .orderBy(asc(plans.pricePaise));
      body = JSON.stringify(rows.map(planAnswer));
      if (cache.size < 100) cache.set(planType, body);
    }
    return c.body(body, 200, { 'content-type': 'application/json' });
  });

  return app;
}

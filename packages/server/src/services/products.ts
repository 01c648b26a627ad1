import { toRupees } from '@lnf/sdk';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db';
import { plans } from '../db/schema';

/** The price list: the active plans of a product type, cheapest first. */

export type PlanRow = typeof plans.$inferSelect;

/** The answer shape of a plan (sdk Plan), prices in rupees. */
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

export async function activePlans(db: Db, productType: string) {
  const rows = await db
    .select()
    .from(plans)
    .where(and(eq(plans.productType, productType), eq(plans.isActive, true)))
    .orderBy(asc(plans.pricePaise));
  return rows.map(planAnswer);
}

import { GST, nextPaymentDate, priceBasket, toRupees, type BillingPeriod } from '@lnf/sdk';
import { eq } from 'drizzle-orm';
import { pattern, string } from 'superstruct';
import type { Principal } from '../auth/tokens';
import type { Db } from '../db';
import { baskets, plans } from '../db/schema';
import { audit, type Ctx, type Services } from '../http/context';
import { badRequest, notFound } from '../http/errors';
import { check } from '../http/validate';
import { getConfig } from './configuration';

/**
 * Baskets (DESIGN.md section 3): the price list, the product settings, pricing, and who may use a
 * basket. The basket and order routes answer with these; every amount is the server's.
 */

export type BasketRow = typeof baskets.$inferSelect;
export const Uuid = pattern(string(), /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);

/** The product settings of the configuration service (online ordering, tax), cached until a refresh. */
export async function productSettings(
  s: Services,
): Promise<{ enablePortalOnlineOrder: boolean; taxPercentage: number }> {
  const data = await getConfig(s, 'product');
  const tax = Number(data.taxPercentage);
  return {
    enablePortalOnlineOrder: data.enablePortalOnlineOrder === true,
    taxPercentage: Number.isFinite(tax) ? tax : GST,
  };
}

type PlanRow = typeof plans.$inferSelect;
// Plans change only through migrations and the seed, never at run time: read once per database.
const planCache = new WeakMap<Db, Promise<Map<string, PlanRow>>>();

export async function findPlan(db: Db, name: string): Promise<PlanRow> {
  let all = planCache.get(db);
  if (!all) {
    all = db
      .select()
      .from(plans)
      .then((rows) => new Map(rows.map((p) => [p.name, p])));
    planCache.set(db, all);
    all.catch(() => planCache.delete(db));
  }
  const plan = (await all).get(name);
  if (!plan || !plan.isActive) throw badRequest(`Unknown plan '${name}'`);
  return plan;
}

/** Every amount is computed here from the stored plan; amounts sent by a client are ignored. */
export async function basketAnswer(s: Services, b: BasketRow) {
  const plan = await findPlan(s.db, b.plan);
  const { taxPercentage } = await productSettings(s);
  return pricedBasket(b, plan, taxPercentage);
}

type BasketFields = Pick<BasketRow, 'id' | 'userId' | 'plan' | 'renewalTerm' | 'users' | 'subscriptionDate'>;
type PlanPrices = Pick<PlanRow, 'name' | 'sku' | 'pricePaise' | 'basePricePaise'>;

/** The Basket of the spec from a basket, its plan and the tax rate. */
export function pricedBasket(b: BasketFields, plan: PlanPrices, taxPercentage: number) {
  const term = b.renewalTerm as BillingPeriod;
  const price = priceBasket(
    { price: toRupees(plan.pricePaise), basePrice: toRupees(plan.basePricePaise) },
    term,
    taxPercentage,
  );
  return {
    id: b.id,
    employeeId: b.userId,
    plan: b.plan,
    renewalTerm: term,
    users: b.users,
    subscriptionDate: b.subscriptionDate,
    nextPaymentDate: nextPaymentDate(b.subscriptionDate, term),
    amount: price.amount,
    subtotal: price.subtotal,
    taxPercentage: price.taxPercentage,
    gstAmount: price.gstAmount,
    paymentAmount: price.paymentAmount,
    basketLineItems: [{ name: plan.name, productCode: plan.sku, quantity: 1, price: price.subtotal }],
  };
}

export async function checkSelection(db: Db, sel: { plan: string; users: number; subscriptionDate: string }) {
  const plan = await findPlan(db, sel.plan);
  if (sel.users < plan.minUsers || sel.users > plan.maxUsers) {
    throw badRequest(`Users must be between ${plan.minUsers} and ${plan.maxUsers} for ${plan.name}`);
  }
  if (sel.subscriptionDate < new Date().toISOString().slice(0, 10))
    throw badRequest('Subscription date cannot be in the past');
}

/**
 * Loads a basket the caller may use. An anonymous basket is reachable by its random id; once a
 * logged-in user touches it, it is bound to them and nobody else can read or change it (404, so
 * its existence is not confirmed either).
 */
export async function loadBasket(s: Services, c: Ctx, id: string, principal: Principal | null): Promise<BasketRow> {
  check(id, Uuid);
  const [b] = await s.db.select().from(baskets).where(eq(baskets.id, id)).limit(1);
  if (!b) throw notFound('Basket not found');
  if (b.userId && b.userId !== principal?.userId && !principal?.isAdmin) throw notFound('Basket not found');
  if (!b.userId && principal && !principal.isAdmin) {
    const [bound] = await s.db
      .update(baskets)
      .set({ userId: principal.userId, updatedAt: new Date() })
      .where(eq(baskets.id, id))
      .returning();
    await audit(s, c, { module: 'basket', action: 'BIND_BASKET', key: id, outcome: 'SUCCESS' });
    return bound!;
  }
  return b;
}

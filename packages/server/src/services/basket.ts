import {
  defaultSubscriptionDate,
  nextPaymentDate,
  priceBasket,
  taxRateOf,
  toRupees,
  type BasketRequest,
  type BasketUpdate,
  type BillingPeriod,
} from '@lnf/sdk';
import { eq } from 'drizzle-orm';
import { pattern, string } from 'superstruct';
import type { Principal } from '../auth/tokens';
import type { Db } from '../db';
import { baskets, plans } from '../db/schema';
import { InvalidError, NotFoundError } from '../domainErrors';
import type { Services } from '../container';
import { check } from '../check';
import type { AuditWriter } from './audit';
import { AUDIT_ACTIONS } from './auditActions';
import { readBasketWithPlan } from './basketRead';
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
  return {
    enablePortalOnlineOrder: data.enablePortalOnlineOrder === true,
    taxPercentage: taxRateOf(data.taxPercentage),
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
  if (!plan || !plan.isActive) throw new InvalidError(`Unknown plan '${name}'`);
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
    throw new InvalidError(`Users must be between ${plan.minUsers} and ${plan.maxUsers} for ${plan.name}`);
  }
  if (sel.subscriptionDate < new Date().toISOString().slice(0, 10))
    throw new InvalidError('Subscription date cannot be in the past');
}

/**
 * Loads a basket the caller may use. An anonymous basket is reachable by its random id; once a
 * logged-in user touches it, it is bound to them and nobody else can read or change it (not found, so
 * its existence is not confirmed either).
 */
export async function loadBasket(
  s: Services,
  audit: AuditWriter,
  id: string,
  principal: Principal | null,
): Promise<BasketRow> {
  check(id, Uuid);
  const [b] = await s.db.select().from(baskets).where(eq(baskets.id, id)).limit(1);
  if (!b) throw new NotFoundError('Basket not found');
  if (b.userId && b.userId !== principal?.userId && !principal?.isAdmin) throw new NotFoundError('Basket not found');
  if (!b.userId && principal && !principal.isAdmin) {
    const [bound] = await s.db
      .update(baskets)
      .set({ userId: principal.userId, updatedAt: new Date() })
      .where(eq(baskets.id, id))
      .returning();
    await audit({ module: 'basket', action: AUDIT_ACTIONS.BIND_BASKET, key: id, outcome: 'SUCCESS' });
    return bound!;
  }
  return b;
}

/** A new basket for the selection, bound to the caller when logged in; answered priced. */
export async function createBasket(s: Services, audit: AuditWriter, principal: Principal | null, body: BasketRequest) {
  const subscriptionDate = body.subscriptionDate ?? defaultSubscriptionDate();
  await checkSelection(s.db, { ...body, subscriptionDate });
  const [row] = await s.db
    .insert(baskets)
    .values({
      plan: body.plan,
      renewalTerm: body.renewalTerm,
      users: body.users,
      subscriptionDate,
      userId: principal?.userId ?? null,
    })
    .returning();
  await audit({ module: 'basket', action: AUDIT_ACTIONS.CREATE_BASKET, key: row!.id, outcome: 'SUCCESS' });
  return basketAnswer(s, row!);
}

/** Changes part of a basket the caller may use (found with loadBasket); answered re-priced. */
export async function updateBasket(s: Services, audit: AuditWriter, b: BasketRow, patch: BasketUpdate) {
  const next = {
    plan: patch.plan ?? b.plan,
    renewalTerm: patch.renewalTerm ?? b.renewalTerm,
    users: patch.users ?? b.users,
    subscriptionDate: patch.subscriptionDate ?? b.subscriptionDate,
  };
  await checkSelection(s.db, next);
  const [row] = await s.db
    .update(baskets)
    .set({ ...next, updatedAt: new Date() })
    .where(eq(baskets.id, b.id))
    .returning();
  await audit({ module: 'basket', action: AUDIT_ACTIONS.UPDATE_BASKET, key: b.id, outcome: 'SUCCESS' });
  return basketAnswer(s, row!);
}

/**
 * The hottest read of the portal: the basket and its plan in one prepared statement, shared with
 * the reads that arrive at the same moment (basketRead.ts); the tax rate comes from the
 * configuration cache, as for every other basket answer. Same checks and order as loadBasket +
 * basketAnswer: invalid for a malformed id, not found for a missing basket or one bound to someone
 * else, binding on a logged-in user's first touch, invalid for a plan gone.
 */
export async function readBasket(s: Services, audit: AuditWriter, id: string, principal: Principal | null) {
  check(id, Uuid);
  let b = await readBasketWithPlan(s.db, id);
  if (!b) throw new NotFoundError('Basket not found');
  if (b.userId && b.userId !== principal?.userId && !principal?.isAdmin) throw new NotFoundError('Basket not found');
  if (!b.userId && principal && !principal.isAdmin) {
    // First touch by a logged-in user (rare): bind and audit as every basket call does, then read again.
    await loadBasket(s, audit, id, principal);
    b = await readBasketWithPlan(s.db, id);
    if (!b || b.userId !== principal.userId) throw new NotFoundError('Basket not found');
  }
  if (!b.planRow?.isActive) throw new InvalidError(`Unknown plan '${b.plan}'`);
  const { taxPercentage } = await productSettings(s);
  return pricedBasket(b, b.planRow, taxPercentage);
}

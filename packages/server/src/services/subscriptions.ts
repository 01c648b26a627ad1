import {
  BILLING_INTERVAL_MONTHS,
  BILLING_PERIODS,
  cardBrandLabel,
  planLabel,
  priceBasket,
  prorate,
  toPaise,
  toRupees,
  type BillingPeriod,
  type BillingSubscription,
  type PlanChangePreview,
} from '@lnf/sdk';
import { and, desc, eq, inArray, is, isNull } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { renewalFailedMail, type Mailer } from '../adapters/mailer';
import { ProviderRefusal, type PaymentProvider, type ProviderCharge } from '../adapters/payments';
import type { Principal } from '../auth/tokens';
import type { Db, Tx } from '../db';
import { orders, payments, subscriptions, taxInvoices, type ScheduledPlanChange } from '../db/schema';
import { conflict, notFound } from '../http/errors';
import { addMonthsUtc } from './billing';
import { recordCharge } from './invoices';

/**
 * Billing self-service (issue 12): the rules of what a customer may do with a subscription. Routes
 * parse and authorize; this module decides, talks to the provider, and writes. Every action locks
 * the subscription's row, so two clicks at once apply once, and doing an action that is already
 * done answers the subscription as it is.
 */

type SubscriptionRow = typeof subscriptions.$inferSelect;
/** A plan of the price list (rupees per month), as plan changes price it. */
interface Plan {
  name: string;
  label: string;
  price: number;
  basePrice: number;
}
type PlanLookup = (name: string) => Promise<Plan>;

/** What the billing rules need from the rest of the server. */
export interface BillingDeps {
  db: Db;
  provider: PaymentProvider | null;
  taxPercentage: number;
  findPlan: PlanLookup;
}

const ENDED = ['cancelled', 'completed', 'expired'];
const RUNNING = ['active', 'authenticated'];
const DAY = 86_400_000;

const termOf = (row: SubscriptionRow): BillingPeriod =>
  (BILLING_PERIODS as readonly string[]).includes(row.renewalTerm) ? (row.renewalTerm as BillingPeriod) : 'MONTHLY';
const dateOnly = (d: Date) => d.toISOString().slice(0, 10);
const taxableOf = (totalPaise: number, tax: number) => Math.round((totalPaise * 100) / (100 + tax));

/** The paid period a subscription is in: the provider's when it said, else counted from the start. */
export function currentPeriod(row: SubscriptionRow, cyclesPaid: number): { start: Date; end: Date } | null {
  if (row.currentEnd) return { start: addMonthsUtc(row.currentEnd, -row.interval), end: row.currentEnd };
  if (cyclesPaid < 1) return null;
  return {
    start: addMonthsUtc(row.startAt, (cyclesPaid - 1) * row.interval),
    end: addMonthsUtc(row.startAt, cyclesPaid * row.interval),
  };
}

async function cyclesPaid(db: Db | Tx, id: string): Promise<number> {
  const rows = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.subscriptionId, id), eq(payments.kind, 'cycle'), eq(payments.status, 'captured')));
  return rows.length;
}

/** The caller's subscription, locked for this transaction; anyone else's answers like a missing one. */
async function lockOwned(tx: Tx, id: string, principal: Principal): Promise<SubscriptionRow> {
  const [row] = await tx
    .select({ sub: subscriptions, userId: orders.userId })
    .from(subscriptions)
    .innerJoin(orders, eq(orders.id, subscriptions.orderId))
    .where(eq(subscriptions.id, id))
    .for('update', { of: subscriptions });
  if (!row || (row.userId !== principal.userId && !principal.isAdmin)) throw notFound('Subscription not found');
  return row.sub;
}

/** Provider refusals are the customer's answer (409), with the provider's reason. */
async function ask(action: () => Promise<unknown>): Promise<void> {
  try {
    await action();
  } catch (error) {
    if (error instanceof ProviderRefusal) throw conflict(`The payment provider refused this change: ${error.message}`);
    throw error;
  }
}

export class BillingService {
  constructor(private readonly deps: BillingDeps) {}

  private get provider(): PaymentProvider {
    if (!this.deps.provider) throw conflict('Online payment is not configured on this server');
    return this.deps.provider;
  }

  /** The subscriptions of these orders' owners, as the Billing page shows them. */
  async describe(db: Db | Tx, rows: SubscriptionRow[]): Promise<BillingSubscription[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const orderIds = [...new Set(rows.map((r) => r.orderId))];
    const readPayments = () =>
      db.select().from(payments).where(inArray(payments.subscriptionId, ids)).orderBy(desc(payments.createdAt));
    const readInvoices = () =>
      db
        .select({ number: taxInvoices.number, transactionId: taxInvoices.transactionId })
        .from(taxInvoices)
        .where(inArray(taxInvoices.orderId, orderIds));
    const readOrders = () =>
      db.select({ id: orders.id, reference: orders.reference }).from(orders).where(inArray(orders.id, orderIds));
    // On the pool the three reads go side by side; a transaction is one connection (node-postgres
    // queues overlapping queries on a client with a warning today, and pg 9 refuses them).
    const [pays, invoices, orderRows] = is(db, PgTransaction)
      ? [await readPayments(), await readInvoices(), await readOrders()]
      : await Promise.all([readPayments(), readInvoices(), readOrders()]);
    const invoiceOf = new Map(invoices.map((i) => [i.transactionId, i.number]));
    const referenceOf = new Map(orderRows.map((o) => [o.id, o.reference]));
    const tax = this.deps.taxPercentage;
    return rows.map((row) => {
      const charges = pays.filter((p) => p.subscriptionId === row.id && p.status === 'captured');
      const cycles = charges.filter((p) => p.kind === 'cycle').length;
      const period = currentPeriod(row, Math.max(cycles, row.paidCount));
      const ended = ENDED.includes(row.status);
      const charging =
        !ended && !row.cancelAtPeriodEnd && row.status !== 'paused' && Math.max(cycles, row.paidCount) < row.totalCount;
      const scheduled = row.scheduledChange;
      return {
        id: row.id,
        orderId: row.orderId,
        orderReference: referenceOf.get(row.orderId) ?? '',
        plan: row.planId,
        planLabel: planLabel(row.planId),
        renewalTerm: termOf(row),
        status: row.status,
        amount: toRupees(row.amountPaise),
        gstAmount: toRupees(row.amountPaise - taxableOf(row.amountPaise, tax)),
        currentPeriodStart: period ? dateOnly(period.start) : null,
        currentPeriodEnd: period ? dateOnly(period.end) : null,
        nextChargeOn: charging ? (period ? dateOnly(period.end) : dateOnly(row.startAt)) : null,
        cancelAtPeriodEnd: row.cancelAtPeriodEnd,
        card: row.cardLast4 ? { brand: cardBrandLabel(row.cardBrand ?? 'card'), last4: row.cardLast4 } : null,
        paymentFailed: row.paymentFailedAt !== null && !ended,
        scheduledChange: scheduled
          ? {
              plan: scheduled.plan,
              planLabel: planLabel(scheduled.plan),
              renewalTerm: scheduled.renewalTerm as BillingPeriod,
              amount: toRupees(scheduled.amountPaise),
              effectiveOn: period ? dateOnly(period.end) : dateOnly(row.startAt),
            }
          : null,
        provider: row.provider,
        charges: charges.map((p) => ({
          transactionId: p.transactionId,
          amount: toRupees(p.amountPaise),
          currency: p.currency,
          kind: p.kind,
          createdAt: p.createdAt.toISOString(),
          invoiceNumber: invoiceOf.get(p.transactionId) ?? null,
          cardLast4: p.cardLast4,
        })),
      };
    });
  }

  /** The caller's subscriptions (an admin's own too), newest first; only those of placed orders that reached the provider. */
  async list(principal: Principal): Promise<BillingSubscription[]> {
    const rows = await this.deps.db
      .select({ sub: subscriptions })
      .from(subscriptions)
      .innerJoin(orders, eq(orders.id, subscriptions.orderId))
      .where(and(eq(orders.userId, principal.userId), inArray(orders.status, ['PAID', 'CANCELLED'])))
      .orderBy(desc(subscriptions.createdAt));
    return this.describe(
      this.deps.db,
      rows.map((r) => r.sub),
    );
  }

  private async one(db: Db | Tx, id: string): Promise<BillingSubscription> {
    const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
    return (await this.describe(db, [row!]))[0]!;
  }

  /** Runs an action on the caller's locked subscription (404 when not theirs) and answers the subscription after it. */
  act(
    id: string,
    principal: Principal,
    action: (tx: Tx, row: SubscriptionRow) => Promise<void>,
  ): Promise<BillingSubscription> {
    return this.deps.db.transaction(async (tx) => {
      const row = await lockOwned(tx, id, principal);
      await action(tx, row);
      return this.one(tx, id);
    });
  }

  /** Ends the subscription when the paid period ends; nothing more is charged. */
  cancelAtPeriodEnd(id: string, principal: Principal) {
    return this.act(id, principal, async (tx, row) => {
      if (row.cancelAtPeriodEnd) return;
      if (ENDED.includes(row.status)) throw conflict('This subscription has already ended');
      if (!RUNNING.includes(row.status))
        throw conflict(
          `A ${row.status} subscription cannot be cancelled at the end of its period: ${row.status === 'paused' ? 'resume it first' : 'update your card first'}`,
        );
      await ask(() => this.provider.cancelAtPeriodEnd(row.id));
      await tx
        .update(subscriptions)
        .set({ cancelAtPeriodEnd: true, scheduledChange: null })
        .where(eq(subscriptions.id, row.id));
    });
  }

  /** Keeps a subscription that was to end at period end. */
  undoCancel(id: string, principal: Principal) {
    return this.act(id, principal, async (tx, row) => {
      if (!row.cancelAtPeriodEnd) return;
      if (ENDED.includes(row.status)) throw conflict('This subscription has already ended');
      await ask(() => this.provider.cancelScheduledChanges(row.id));
      await tx.update(subscriptions).set({ cancelAtPeriodEnd: false }).where(eq(subscriptions.id, row.id));
    });
  }

  pause(id: string, principal: Principal) {
    return this.act(id, principal, async (tx, row) => {
      if (row.status === 'paused') return;
      if (row.cancelAtPeriodEnd)
        throw conflict('This subscription ends at the end of its period: keep it before pausing it');
      if (row.status !== 'active') throw conflict(`A ${row.status} subscription cannot be paused`);
      await ask(() => this.provider.pause(row.id));
      await tx.update(subscriptions).set({ status: 'paused' }).where(eq(subscriptions.id, row.id));
    });
  }

  resume(id: string, principal: Principal) {
    return this.act(id, principal, async (tx, row) => {
      if (row.status === 'active') return;
      if (row.status !== 'paused') throw conflict(`A ${row.status} subscription cannot be resumed`);
      await ask(() => this.provider.resume(row.id));
      await tx.update(subscriptions).set({ status: 'active' }).where(eq(subscriptions.id, row.id));
    });
  }

  /** What moving to `plan` on `term` costs: upgrades now, prorated by days; downgrades and term changes at renewal. */
  async quote(
    db: Db | Tx,
    row: SubscriptionRow,
    plan: Plan,
    term: BillingPeriod,
    at = new Date(),
  ): Promise<PlanChangePreview & { newAmountPaise: number; dueNowSubtotalPaise: number }> {
    const planName = plan.name;
    if (row.planId === planName && termOf(row) === term) throw conflict('That is your current plan and renewal term');
    if (ENDED.includes(row.status)) throw conflict('This subscription has already ended');
    if (row.cancelAtPeriodEnd)
      throw conflict('This subscription ends at the end of its period: keep it before changing its plan');
    if (!RUNNING.includes(row.status)) throw conflict(`A ${row.status} subscription cannot change plan`);
    const tax = this.deps.taxPercentage;
    const next = priceBasket({ price: plan.price, basePrice: plan.basePrice }, term, tax);
    const newAmountPaise = toPaise(next.paymentAmount);
    const cycles = Math.max(row.paidCount, await cyclesPaid(db, row.id));
    const period = currentPeriod(row, cycles) ?? { start: row.startAt, end: addMonthsUtc(row.startAt, row.interval) };
    const renewal = dateOnly(period.end);
    const base = {
      planLabel: plan.label,
      newAmount: next.paymentAmount,
      daysInPeriod: Math.round((period.end.getTime() - period.start.getTime()) / DAY),
    };
    const later = {
      ...base,
      effectiveOn: renewal,
      daysLeft: 0,
      credit: 0,
      charge: 0,
      subtotalDueNow: 0,
      gstDueNow: 0,
      totalDueNow: 0,
      newAmountPaise,
      dueNowSubtotalPaise: 0,
    };
    if (term !== termOf(row)) return { kind: 'term', ...later };
    const p = prorate({
      currentPaise: taxableOf(row.amountPaise, tax),
      nextPaise: toPaise(next.subtotal),
      periodStart: period.start,
      periodEnd: period.end,
      at,
    });
    if (p.kind === 'downgrade') return { kind: 'downgrade', ...later };
    const gst = Math.floor((p.dueNowPaise * Math.round(tax * 100) + 5000) / 10000);
    return {
      kind: 'upgrade',
      ...base,
      effectiveOn: 'now',
      daysLeft: p.daysLeft,
      daysInPeriod: p.daysInPeriod,
      credit: toRupees(p.creditPaise),
      charge: toRupees(p.chargePaise),
      subtotalDueNow: toRupees(p.dueNowPaise),
      gstDueNow: toRupees(gst),
      totalDueNow: toRupees(p.dueNowPaise + gst),
      newAmountPaise,
      dueNowSubtotalPaise: p.dueNowPaise,
    };
  }

  async previewChange(
    id: string,
    principal: Principal,
    planName: string,
    term: BillingPeriod,
  ): Promise<PlanChangePreview> {
    // The plan first: its lookup may read the database, which a transaction on PGlite's one connection would block.
    const plan = await this.deps.findPlan(planName);
    return this.deps.db.transaction(async (tx) => {
      const row = await lockOwned(tx, id, principal);
      const { newAmountPaise: _a, dueNowSubtotalPaise: _b, ...preview } = await this.quote(tx, row, plan, term);
      return preview;
    });
  }

  /**
   * Applies a plan change. The total the customer confirmed must still be the total due (prices
   * or the day may have moved on since the preview). Asking again for the change just applied, or
   * already scheduled, changes nothing: a double click charges once.
   */
  async changePlan(id: string, principal: Principal, planName: string, term: BillingPeriod, expectedDueNow?: number) {
    const plan = await this.deps.findPlan(planName);
    return this.act(id, principal, async (tx, row) => {
      const scheduled = row.scheduledChange;
      if (row.planId === planName && termOf(row) === term) return;
      if (scheduled && scheduled.plan === planName && scheduled.renewalTerm === term) return;
      const q = await this.quote(tx, row, plan, term);
      if (expectedDueNow !== undefined && toPaise(expectedDueNow) !== toPaise(q.totalDueNow)) {
        throw conflict('The amount due has changed since you looked: review the new amount and confirm again');
      }
      const intervalMonths = BILLING_INTERVAL_MONTHS[term];
      if (q.kind !== 'upgrade') {
        await ask(() =>
          this.provider.changePlan(row.id, {
            planName,
            amountPaise: q.newAmountPaise,
            intervalMonths,
            at: 'cycle_end',
          }),
        );
        const change: ScheduledPlanChange = {
          plan: planName,
          renewalTerm: term,
          intervalMonths,
          amountPaise: q.newAmountPaise,
        };
        await tx.update(subscriptions).set({ scheduledChange: change }).where(eq(subscriptions.id, row.id));
        return;
      }
      await ask(() =>
        this.provider.changePlan(row.id, { planName, amountPaise: q.newAmountPaise, intervalMonths, at: 'now' }),
      );
      const due = toPaise(q.totalDueNow);
      const charge =
        due > 0 ? await this.provider.chargeProration(row, due, `Upgrade to ${q.planLabel} (prorated)`) : null;
      if (charge)
        await recordCharge(tx, {
          transactionId: charge.paymentId,
          orderId: row.orderId,
          subscriptionId: row.id,
          amountPaise: charge.amountPaise,
          status: 'captured',
          kind: 'proration',
          cardLast4: charge.cardLast4,
          cardBrand: charge.cardBrand,
        });
      await tx
        .update(subscriptions)
        .set({ planId: planName, amountPaise: q.newAmountPaise, scheduledChange: null })
        .where(eq(subscriptions.id, row.id));
    });
  }

  /** Drops a change that waits for the renewal. */
  cancelChange(id: string, principal: Principal) {
    return this.act(id, principal, async (tx, row) => {
      if (!row.scheduledChange) return;
      await ask(() => this.provider.cancelScheduledChanges(row.id));
      await tx.update(subscriptions).set({ scheduledChange: null }).where(eq(subscriptions.id, row.id));
    });
  }

  /**
   * A new card for renewals (test mode; Razorpay changes cards in its own Checkout). When a renewal
   * had failed, the new card is charged for it at once: the banner goes when that succeeds.
   */
  updateCard(
    id: string,
    principal: Principal,
    card: { last4: string; brand: string },
    charge: (row: SubscriptionRow) => ProviderCharge,
  ) {
    return this.act(id, principal, async (tx, row) => {
      if (ENDED.includes(row.status)) throw conflict('This subscription has already ended');
      await tx
        .update(subscriptions)
        .set({ cardLast4: card.last4, cardBrand: card.brand })
        .where(eq(subscriptions.id, row.id));
      if (row.paymentFailedAt)
        await renewalCharged(tx, { ...row, cardLast4: card.last4, cardBrand: card.brand }, charge(row));
    });
  }
}

/**
 * A renewal was charged (webhook, reconciliation or the test-mode renewal): one payment and its
 * invoice, the failure cleared, and a change scheduled for the renewal applied.
 */
export async function renewalCharged(tx: Tx, row: SubscriptionRow, charge: ProviderCharge): Promise<boolean> {
  const fresh = await recordCharge(tx, {
    transactionId: charge.paymentId,
    orderId: row.orderId,
    subscriptionId: row.id,
    amountPaise: charge.amountPaise,
    status: 'captured',
    cardLast4: charge.cardLast4,
    cardBrand: charge.cardBrand,
  });
  const change = row.scheduledChange;
  await tx
    .update(subscriptions)
    .set({
      status: 'active',
      ...(fresh ? { paidCount: row.paidCount + 1 } : {}),
      ...(change && fresh
        ? {
            planId: change.plan,
            renewalTerm: change.renewalTerm,
            interval: change.intervalMonths,
            amountPaise: change.amountPaise,
            scheduledChange: null,
          }
        : {}),
    })
    .where(eq(subscriptions.id, row.id));
  return fresh;
}

/**
 * A renewal charge failed: the subscription waits for a new card. Returns true only the first time
 * for this failure, so the customer is mailed once per failure, however many events say so.
 */
export async function renewalFailed(
  tx: Tx,
  subscriptionId: string,
  status: 'pending' | 'halted' = 'pending',
): Promise<boolean> {
  const marked = await tx
    .update(subscriptions)
    .set({ paymentFailedAt: new Date(), status })
    .where(and(eq(subscriptions.id, subscriptionId), isNull(subscriptions.paymentFailedAt)))
    .returning({ id: subscriptions.id });
  if (marked.length === 0) await tx.update(subscriptions).set({ status }).where(eq(subscriptions.id, subscriptionId));
  return marked.length > 0;
}

/** Tells the customer their renewal failed (after the failure is committed: a lost mail never undoes it). */
export async function mailRenewalFailure(db: Db, mailer: Mailer | null, subscriptionId: string): Promise<void> {
  if (!mailer) return;
  const [row] = await db
    .select({ email: orders.email, plan: subscriptions.planId })
    .from(subscriptions)
    .innerJoin(orders, eq(orders.id, subscriptions.orderId))
    .where(eq(subscriptions.id, subscriptionId));
  if (!row) return;
  try {
    await mailer.send(renewalFailedMail(row.email, planLabel(row.plan)));
  } catch (error) {
    console.error(
      `renewal-failure mail for ${subscriptionId} not sent: ${error instanceof Error ? error.message : error}`,
    );
  }
}

import {
  BILLING_INTERVAL_MONTHS,
  cyclesFor,
  periodBoundary,
  refusal,
  STARTING_OR_RUNNING_STATUSES,
  toPaise,
  type BillingPeriod,
  type BillingSubscription,
  type PlanChangePreview,
  type SubscriptionAction,
} from '@lnf/sdk';
import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  cardBrand,
  DECLINED_TEST_CARDS,
  ProviderRefusal,
  type PaymentProvider,
  type ProviderCharge,
  type TestPaymentProvider,
} from '../adapters/payments';
import type { Principal } from '../auth/tokens';
import type { Db, Tx } from '../db';
import { orders, subscriptions, type ScheduledPlanChange } from '../db/schema';
import { ConflictError, NotFoundError, PaymentDeclinedError } from '../domainErrors';
import { recordCharge } from './invoices';
import { notifySubscriber } from './notifications/outbox';
import { quotePlanChange, type PlanQuote, type PricedPlan } from './planQuote';
import { renewalCharged } from './renewals';
import { describeSubscriptions, periodOf, stateOf, termOf, type SubscriptionRow } from './subscriptionView';

/**
 * Billing self-service: the rules of what a customer may do with a subscription, as Razorpay
 * allows it (docs/payments.md). Routes parse and authorize; this module decides, asks the provider
 * and records. No provider call happens inside a database transaction: an action reserves the
 * subscription (a short transaction that checks the rules and marks it), calls the provider, then
 * records the outcome and clears the mark. A second action on the same subscription waits for the
 * first, then finds it done and answers the subscription as it is; a mark left by a crash lapses
 * after `ACTION_LEASE_MS`, and the provider's webhooks bring the row in line.
 */

type PlanLookup = (name: string) => Promise<PricedPlan>;

/** What the billing rules need from the rest of the server. */
export interface BillingDeps {
  db: Db;
  provider: PaymentProvider | null;
  taxPercentage: number;
  findPlan: PlanLookup;
}

/** A reservation older than this was left by a process that died (the provider call times out at 15 s). */
export const ACTION_LEASE_MS = 60_000;
/** How long a second action waits for the first on the same subscription before it answers a conflict. */
const WAIT_FOR_ACTION_MS = 20_000;

/** The caller's subscription, locked for this transaction; anyone else's answers like a missing one. */
async function lockOwned(tx: Tx, id: string, principal: Principal): Promise<SubscriptionRow> {
  const [row] = await tx
    .select({ sub: subscriptions, userId: orders.userId })
    .from(subscriptions)
    .innerJoin(orders, eq(orders.id, subscriptions.orderId))
    .where(eq(subscriptions.id, id))
    .for('update', { of: subscriptions });
  if (!row || (row.userId !== principal.userId && !principal.isAdmin))
    throw new NotFoundError('Subscription not found');
  return row.sub;
}

/**
 * Refuses an action the subscription's state does not allow, with the domain's reason (the same
 * rules that answer `allowedActions`). What is already done is settled before this is asked.
 */
function refuse(row: SubscriptionRow, action: SubscriptionAction): void {
  const why = refusal(stateOf(row), action);
  if (why) throw new ConflictError(why);
}

/** Provider refusals are the customer's answer (a conflict), with the provider's reason. */
function providerRefusal(error: unknown): unknown {
  return error instanceof ProviderRefusal
    ? new ConflictError(`The payment provider refused this change: ${error.message}`)
    : error;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One billing action in three steps. `decide` runs in a transaction on the locked row and answers
 * what to do, or null when there is nothing to do (already done); `call` asks the provider with no
 * transaction open; `record` writes the outcome and answers the id of the subscription to show.
 */
interface Action<P, R> {
  name: string;
  decide(tx: Tx, row: SubscriptionRow): Promise<P | null>;
  call(plan: P, row: SubscriptionRow): Promise<R>;
  record(tx: Tx, row: SubscriptionRow, plan: P, result: R): Promise<string | void>;
}

/** A new subscription that takes over from `row`: a plan change, a resubscription or a restart. */
interface Replacement {
  planName: string;
  term: BillingPeriod;
  amountPaise: number;
  /** When its charges start; null: now (Checkout charges the plan amount). */
  startAt: Date | null;
}

export class BillingService {
  constructor(private readonly deps: BillingDeps) {}

  private get provider(): PaymentProvider {
    if (!this.deps.provider) throw new ConflictError('Online payment is not configured on this server');
    return this.deps.provider;
  }

  describe(db: Db | Tx, rows: SubscriptionRow[]): Promise<BillingSubscription[]> {
    return describeSubscriptions(db, rows, this.deps.taxPercentage);
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

  /** The caller's subscription as it is (404 when not theirs). */
  view(id: string, principal: Principal): Promise<BillingSubscription> {
    return this.deps.db.transaction(async (tx) => {
      await lockOwned(tx, id, principal);
      return this.one(tx, id);
    });
  }

  /** The caller's subscription when `action` is allowed on it; the domain's reason (409) otherwise. */
  allowing(id: string, principal: Principal, action: SubscriptionAction): Promise<BillingSubscription> {
    return this.deps.db.transaction(async (tx) => {
      refuse(await lockOwned(tx, id, principal), action);
      return this.one(tx, id);
    });
  }

  /** A change in our books only (test mode's card), under the row's lock: nothing is asked of the provider. */
  local(id: string, principal: Principal, change: (tx: Tx, row: SubscriptionRow) => Promise<void>) {
    return this.deps.db.transaction(async (tx) => {
      const row = await lockOwned(tx, id, principal);
      await change(tx, row);
      return this.one(tx, id);
    });
  }

  /** Runs an action: reserve, call, record (see the module's comment). */
  async run<P, R>(id: string, principal: Principal, action: Action<P, R>): Promise<BillingSubscription> {
    const db = this.deps.db;
    const waitUntil = Date.now() + WAIT_FOR_ACTION_MS;
    let reserved: { row: SubscriptionRow; plan: P } | null = null;
    for (;;) {
      const step = await db.transaction(async (tx) => {
        const row = await lockOwned(tx, id, principal);
        if (row.actionInFlight && row.actionStartedAt && row.actionStartedAt.getTime() > Date.now() - ACTION_LEASE_MS)
          return 'busy' as const;
        const plan = await action.decide(tx, row);
        if (plan === null) return 'done' as const;
        await tx
          .update(subscriptions)
          .set({ actionInFlight: action.name, actionStartedAt: new Date() })
          .where(eq(subscriptions.id, id));
        return { row, plan };
      });
      if (step === 'done') return this.one(db, id);
      if (step !== 'busy') {
        reserved = step;
        break;
      }
      if (Date.now() > waitUntil)
        throw new ConflictError('Another change to this subscription is in progress: try again in a moment');
      await pause(50);
    }
    const release = { actionInFlight: null, actionStartedAt: null };
    let result: R;
    try {
      result = await action.call(reserved.plan, reserved.row);
    } catch (error) {
      await db.update(subscriptions).set(release).where(eq(subscriptions.id, id));
      throw providerRefusal(error);
    }
    const shown = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
      const answer = await action.record(tx, row!, reserved.plan, result);
      await tx.update(subscriptions).set(release).where(eq(subscriptions.id, id));
      return answer ?? id;
    });
    return this.one(db, shown);
  }

  /** Ends the subscription when the paid period ends; nothing more is charged. Razorpay cannot take it back. */
  cancelAtPeriodEnd(id: string, principal: Principal) {
    return this.run(id, principal, {
      name: 'cancel',
      decide: async (_tx, row) => {
        if (row.cancelAtPeriodEnd) return null;
        refuse(row, 'cancel');
        return true;
      },
      call: () => this.provider.cancelAtPeriodEnd(id),
      record: async (tx, row) => {
        await tx
          .update(subscriptions)
          .set({ cancelAtPeriodEnd: true, scheduledChange: null })
          .where(eq(subscriptions.id, id));
        const { end } = await periodOf(tx, row);
        await notifySubscriber(tx, id, {
          event: 'subscription.cancel_scheduled',
          entityId: id,
          template: 'subscription-cancelled',
          payload: (plan) => ({ subscriptionId: id, plan, endsAt: end.toISOString() }),
        });
      },
    });
  }

  /**
   * Razorpay documents no way to take back a cancellation ("Once cancelled, you cannot renew or
   * reactivate it", https://razorpay.com/docs/api/payments/subscriptions/cancel-subscription), and
   * `cancel_scheduled_changes` is for plan updates only: the answer is a new subscription
   * (`resubscribe`), so this only says so.
   */
  async undoCancel(id: string, principal: Principal): Promise<BillingSubscription> {
    const current = await this.view(id, principal);
    if (!current.cancelAtPeriodEnd) return current;
    throw new ConflictError(
      `Razorpay cannot take back a cancellation: subscribe again from ${current.currentPeriodEnd ?? 'the end of the period'} instead`,
    );
  }

  pause(id: string, principal: Principal) {
    return this.run(id, principal, {
      name: 'pause',
      decide: async (_tx, row) => {
        if (row.status === 'paused') return null;
        refuse(row, 'pause');
        return true;
      },
      call: () => this.provider.pause(id),
      record: async (tx) => {
        await tx.update(subscriptions).set({ status: 'paused' }).where(eq(subscriptions.id, id));
      },
    });
  }

  resume(id: string, principal: Principal) {
    return this.run(id, principal, {
      name: 'resume',
      decide: async (_tx, row) => {
        if (row.status === 'active') return null;
        refuse(row, 'resume');
        return true;
      },
      call: () => this.provider.resume(id),
      record: async (tx) => {
        await tx.update(subscriptions).set({ status: 'active' }).where(eq(subscriptions.id, id));
      },
    });
  }

  /** A replacement of `row` that is still going (not ended), if there is one. */
  private async replacementOf(tx: Tx, row: SubscriptionRow): Promise<SubscriptionRow | null> {
    const [next] = await tx
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.replaces, row.id), inArray(subscriptions.status, [...STARTING_OR_RUNNING_STATUSES])))
      .limit(1);
    return next ?? null;
  }

  /** Creates a replacement at the provider (no transaction open): its id. */
  private async createReplacement(row: SubscriptionRow, r: Replacement): Promise<string> {
    const interval = BILLING_INTERVAL_MONTHS[r.term];
    const sub = await this.provider.createSubscription({
      planName: r.planName,
      amountPaise: r.amountPaise,
      intervalMonths: interval,
      totalCount: cyclesFor(interval),
      startAt: r.startAt,
      upfrontPaise: 0,
      notes: { orderId: row.orderId, replaces: row.id },
    });
    return sub.id;
  }

  /** Records a replacement the provider created; answers its id. */
  private async insertReplacement(tx: Tx, row: SubscriptionRow, r: Replacement, id: string): Promise<string> {
    const interval = BILLING_INTERVAL_MONTHS[r.term];
    const startAt = r.startAt ?? new Date();
    const totalCount = cyclesFor(interval);
    await tx.insert(subscriptions).values({
      id,
      orderId: row.orderId,
      planId: r.planName,
      renewalTerm: r.term,
      amountPaise: r.amountPaise,
      period: 'monthly',
      interval,
      totalCount,
      startAt,
      expireBy: periodBoundary(startAt, interval, totalCount),
      status: 'created',
      provider: this.provider.name,
      replaces: row.id,
    });
    return id;
  }

  /**
   * A subscription that ends at period end, subscribed again: a new one on the same plan and term
   * from that day, which the customer authorises in Checkout (₹5, refunded) and which is first
   * charged then; one that has already ended, from today. Asking twice answers the same new one.
   */
  resubscribe(id: string, principal: Principal) {
    return this.replace(id, principal, 'resubscribe', async (tx, row) => {
      refuse(row, 'resubscribe');
      // From the paid period's end; one that has already ended starts today (the plan amount at Checkout).
      const { end } = await periodOf(tx, row);
      const startAt = end.getTime() > Date.now() ? end : null;
      return { planName: row.planId, term: termOf(row), amountPaise: row.amountPaise, startAt };
    });
  }

  /**
   * A halted subscription restarted: Razorpay does not charge the invoices it missed, even after a
   * card change ("You will have to charge them manually",
   * https://razorpay.com/docs/payments/subscriptions/payment-retries). A new subscription from today
   * charges the plan amount at Checkout; when it is paid the halted one is cancelled.
   */
  restart(id: string, principal: Principal) {
    return this.replace(id, principal, 'restart', async (_tx, row) => {
      refuse(row, 'restart');
      return { planName: row.planId, term: termOf(row), amountPaise: row.amountPaise, startAt: null };
    });
  }

  private replace(
    id: string,
    principal: Principal,
    name: string,
    wanted: (tx: Tx, row: SubscriptionRow) => Promise<Replacement>,
  ): Promise<BillingSubscription> {
    let existing: string | null = null;
    return this.run(id, principal, {
      name,
      decide: async (tx, row) => {
        const next = await this.replacementOf(tx, row);
        if (next) {
          existing = next.id;
          return null;
        }
        return wanted(tx, row);
      },
      call: (r, row) => this.createReplacement(row, r),
      record: (tx, row, r, newId) => this.insertReplacement(tx, row, r, newId),
    }).then((answer) => (existing ? this.one(this.deps.db, existing) : answer));
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
      const {
        newAmountPaise: _a,
        dueNowSubtotalPaise: _b,
        ...preview
      } = await quotePlanChange(tx, row, plan, term, this.deps.taxPercentage);
      return preview;
    });
  }

  /**
   * Applies a plan change as its preview said. The total the customer confirmed must still be the
   * total due (prices or the day may have moved on). Asking again for the change just applied, or
   * already scheduled or replacing, changes nothing: a double click charges once.
   * - In place, upgrade: PATCH now; Razorpay invoices and charges the difference itself, and that
   *   charge (subscription.charged) becomes our payment row and tax invoice. Test mode charges it here.
   * - In place, downgrade or term: PATCH at cycle end; applied with the renewal's charge.
   * - Replace: a new subscription from the period's end (created first, so a refusal leaves the
   *   current one untouched), then the current one cancelled at cycle end. Never a PATCH.
   */
  async changePlan(id: string, principal: Principal, planName: string, term: BillingPeriod, expectedDueNow: number) {
    const plan = await this.deps.findPlan(planName);
    return this.run<PlanQuote, { charge: ProviderCharge | null; replacement: string | null }>(id, principal, {
      name: 'change',
      decide: async (tx, row) => {
        const scheduled = row.scheduledChange;
        if (row.planId === planName && termOf(row) === term) return null;
        if (scheduled && scheduled.plan === planName && scheduled.renewalTerm === term) return null;
        const next = await this.replacementOf(tx, row);
        if (next && next.planId === planName && next.renewalTerm === term) return null;
        const q = await quotePlanChange(tx, row, plan, term, this.deps.taxPercentage);
        if (toPaise(expectedDueNow) !== toPaise(q.totalDueNow))
          throw new ConflictError(
            'The amount due has changed since you looked: review the new amount and confirm again',
          );
        return q;
      },
      call: async (q, row) => {
        const intervalMonths = BILLING_INTERVAL_MONTHS[term];
        if (q.kind === 'replace') {
          const r = { planName, term, amountPaise: q.newAmountPaise, startAt: (await periodOf(this.deps.db, row)).end };
          const replacement = await this.createReplacement(row, r);
          try {
            await this.provider.cancelAtPeriodEnd(row.id);
          } catch (error) {
            await this.provider.cancelNow(replacement).catch(() => undefined);
            throw error;
          }
          return { charge: null, replacement };
        }
        const charge = await this.provider.changePlan(row.id, {
          planName,
          amountPaise: q.newAmountPaise,
          intervalMonths,
          at: q.kind === 'upgrade' ? 'now' : 'cycle_end',
          dueNowPaise: toPaise(q.totalDueNow),
        });
        return { charge, replacement: null };
      },
      record: async (tx, row, q, { charge, replacement }) => {
        await notifySubscriber(tx, row.id, {
          event: 'plan.changed',
          entityId: `${row.id}@${new Date().toISOString()}`,
          template: 'plan-changed',
          payload: () => ({
            subscriptionId: row.id,
            fromPlan: row.planId,
            toPlan: planName,
            term,
            when: replacement ? 'new-subscription' : q.kind === 'upgrade' ? 'now' : 'at-renewal',
          }),
        });
        if (replacement) {
          const startAt = (await periodOf(tx, row)).end;
          await this.insertReplacement(
            tx,
            row,
            { planName, term, amountPaise: q.newAmountPaise, startAt },
            replacement,
          );
          await tx
            .update(subscriptions)
            .set({ cancelAtPeriodEnd: true, scheduledChange: null })
            .where(eq(subscriptions.id, row.id));
          return;
        }
        if (q.kind !== 'upgrade') {
          const change: ScheduledPlanChange = {
            plan: planName,
            renewalTerm: term,
            intervalMonths: BILLING_INTERVAL_MONTHS[term],
            amountPaise: q.newAmountPaise,
          };
          await tx.update(subscriptions).set({ scheduledChange: change }).where(eq(subscriptions.id, row.id));
          return;
        }
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
      },
    });
  }

  /** Drops a plan update that waits for the renewal (Razorpay's cancel_scheduled_changes, which is for exactly that). */
  cancelChange(id: string, principal: Principal) {
    return this.run(id, principal, {
      name: 'change/cancel',
      decide: async (_tx, row) => (row.scheduledChange ? true : null),
      call: () => this.provider.cancelScheduledChanges(id),
      record: async (tx) => {
        await tx.update(subscriptions).set({ scheduledChange: null }).where(eq(subscriptions.id, id));
      },
    });
  }

  /**
   * A new card for renewals (test mode; Razorpay changes cards in its own Checkout). A pending
   * subscription's failed renewal is charged to it at once, as Razorpay does ("We automatically
   * charge the last invoice if the customer changes the card when the Subscription is in the pending
   * state"); a halted one's is not, so a halted subscription is restarted instead.
   */
  updateCard(
    id: string,
    principal: Principal,
    card: { last4: string; brand: string },
    charge: (row: SubscriptionRow) => ProviderCharge,
  ) {
    return this.local(id, principal, async (tx, row) => {
      refuse(row, 'update-card');
      await tx
        .update(subscriptions)
        .set({ cardLast4: card.last4, cardBrand: card.brand })
        .where(eq(subscriptions.id, row.id));
      await notifySubscriber(tx, row.id, {
        event: 'card.updated',
        entityId: `${row.id}@${new Date().toISOString()}`,
        template: 'card-updated',
        payload: (plan) => ({ subscriptionId: row.id, plan, cardBrand: card.brand, cardLast4: card.last4 }),
      });
      if (row.paymentFailedAt)
        await renewalCharged(tx, { ...row, cardLast4: card.last4, cardBrand: card.brand }, charge(row));
    });
  }

  /**
   * Test mode's card change: the card form's number, where the test provider's declining cards are
   * refused as Razorpay refuses a declined card; a missed renewal is then charged to the new card.
   */
  updateTestCard(id: string, principal: Principal, cardNumber: string, test: TestPaymentProvider) {
    const digits = cardNumber.replace(/\D/g, '');
    if (DECLINED_TEST_CARDS.has(digits)) throw new PaymentDeclinedError('We are unable to process your payment');
    const card = { last4: digits.slice(-4), brand: cardBrand(digits) };
    return this.updateCard(id, principal, card, (row) => ({
      paymentId: test.newPaymentId(),
      amountPaise: row.scheduledChange?.amountPaise ?? row.amountPaise,
      cardLast4: card.last4,
      cardBrand: card.brand,
    }));
  }
}

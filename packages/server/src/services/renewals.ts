import { NEEDS_PAYMENT_STATUSES, RUNNING_STATUSES, type BillingSubscription } from '@lnf/sdk';
import { and, eq, isNull } from 'drizzle-orm';
import type { ProviderCharge } from '../adapters/payments';
import type { Principal } from '../auth/tokens';
import type { Tx } from '../db';
import { subscriptions } from '../db/schema';
import { ConflictError } from '../domainErrors';
import { recordCharge } from './invoices';
import { notifySubscriber } from './notifications/outbox';
import type { SubscriptionRow } from './subscriptionView';

/** A subscription's renewals as the provider reports them: charged, or failed (and the customer told). */

/**
 * A renewal was charged (webhook, reconciliation or the test-mode renewal): one payment and its
 * invoice, the failure cleared, a change scheduled for the renewal applied, and the customer's
 * mail (with the tax invoice) and bell notice enqueued, once per payment.
 */
export async function renewalCharged(
  tx: Tx,
  row: SubscriptionRow,
  charge: ProviderCharge,
  /** False for a report older than the subscription's last event: its status is stale. */
  activate = true,
): Promise<boolean> {
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
      ...(activate ? { status: 'active' } : {}),
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
  if (fresh)
    await notifySubscriber(tx, row.id, {
      event: 'renewal.charged',
      entityId: charge.paymentId,
      template: 'renewal-charged',
      payload: (plan, orderId) => ({
        orderId,
        subscriptionId: row.id,
        transactionId: charge.paymentId,
        plan: change?.plan ?? plan,
        amountPaise: charge.amountPaise,
      }),
    });
  return fresh;
}

/**
 * A renewal charge failed: the subscription waits for a new card. Returns true only the first time
 * for this failure, when the customer's notice is enqueued: one per failure, however many events
 * say so.
 */
export async function renewalFailed(
  tx: Tx,
  subscriptionId: string,
  status: 'pending' | 'halted' = 'pending',
): Promise<boolean> {
  const failedAt = new Date();
  const marked = await tx
    .update(subscriptions)
    .set({ paymentFailedAt: failedAt, status })
    .where(and(eq(subscriptions.id, subscriptionId), isNull(subscriptions.paymentFailedAt)))
    .returning({ id: subscriptions.id });
  if (marked.length === 0) await tx.update(subscriptions).set({ status }).where(eq(subscriptions.id, subscriptionId));
  else
    await notifySubscriber(tx, subscriptionId, {
      event: 'renewal.failed',
      entityId: `${subscriptionId}@${failedAt.toISOString()}`,
      template: 'renewal-failed',
      payload: (plan) => ({ subscriptionId, plan }),
    });
  return marked.length > 0;
}

/** A subscription has ended for good (nothing more is charged): its customer's notice. */
export function notifyEnded(tx: Tx, subscriptionId: string): Promise<void> {
  return notifySubscriber(tx, subscriptionId, {
    event: 'subscription.ended',
    entityId: subscriptionId,
    template: 'subscription-ended',
    payload: (plan) => ({ subscriptionId, plan }),
  });
}

/** What a test renewal needs: a change under the subscription's lock (BillingService.local), payment ids. */
export interface TestRenewalDeps {
  local: (
    id: string,
    principal: Principal,
    change: (tx: Tx, row: SubscriptionRow) => Promise<void>,
  ) => Promise<BillingSubscription>;
  newPaymentId: () => string;
}

/** Statuses in which a subscription has a renewal coming. */
const RENEWING = [...RUNNING_STATUSES, ...NEEDS_PAYMENT_STATUSES];

/**
 * Development, test payments only: the caller's renewal comes due now and is charged to the card on
 * file, or fails ('failed'; 'halted' after Razorpay's retries), as subscription.charged / .pending /
 * .halted would say. A subscription cancelled at period end ends instead of renewing. Answers the
 * subscription as it now is.
 */
export async function testRenewal(
  deps: TestRenewalDeps,
  id: string,
  principal: Principal,
  outcome: 'charged' | 'failed' | 'halted',
): Promise<BillingSubscription> {
  return deps.local(id, principal, async (tx, row) => {
    if (!RENEWING.includes(row.status))
      throw new ConflictError(`A ${row.status} subscription has no renewal to charge`);
    if (row.cancelAtPeriodEnd) {
      await tx
        .update(subscriptions)
        .set({ status: 'cancelled', cancelAtPeriodEnd: false })
        .where(eq(subscriptions.id, row.id));
      await notifyEnded(tx, row.id);
      return;
    }
    if (outcome === 'charged') {
      await renewalCharged(tx, row, {
        paymentId: deps.newPaymentId(),
        amountPaise: row.scheduledChange?.amountPaise ?? row.amountPaise,
        cardLast4: row.cardLast4,
        cardBrand: row.cardBrand,
      });
      return;
    }
    await renewalFailed(tx, row.id, outcome === 'halted' ? 'halted' : 'pending');
  });
}

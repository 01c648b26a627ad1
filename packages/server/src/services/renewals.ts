import { planLabel } from '@lnf/sdk';
import { and, eq, isNull } from 'drizzle-orm';
import { renewalFailedMail, type Mailer } from '../adapters/mailer';
import type { ProviderCharge } from '../adapters/payments';
import type { Db, Tx } from '../db';
import { orders, subscriptions } from '../db/schema';
import { recordCharge } from './invoices';
import type { SubscriptionRow } from './subscriptionView';

/** A subscription's renewals as the provider reports them: charged, or failed (and the customer told). */

/**
 * A renewal was charged (webhook, reconciliation or the test-mode renewal): one payment and its
 * invoice, the failure cleared, and a change scheduled for the renewal applied.
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

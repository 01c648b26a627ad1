import { formatINR, toRupees, type ChargeRefund } from '@lnf/sdk';
import { and, asc, eq, inArray, ne, sum } from 'drizzle-orm';
import {
  MIN_REFUND_PAISE,
  ProviderRefusal,
  refundOutcomeUnknown,
  type PaymentProvider,
  type ProviderRefund,
} from '../adapters/payments';
import type { Db, Tx } from '../db';
import { orders, payments, refunds } from '../db/schema';
import { ConflictError, InvalidError, NotFoundError, ProviderError, UnavailableError } from '../domainErrors';
import type { AuditWriter } from './audit';
import { AUDIT_ACTIONS } from './auditActions';
import { creditNotesOf, invoiceOfPayment, issueCreditNote, type CreditNoteRow } from './creditNotes';

/**
 * Refunds staff make through the payment provider (Razorpay's refunds API), in two phases so that
 * ten clicks at once refund once and nothing is refunded twice:
 *
 * 1. in one transaction, under the payment's row lock, the refundable balance (captured minus every
 *    pending or processed refund) is checked and a `pending` refund row written: from then on it
 *    counts against the balance, so a second request waits for the lock and finds the money spoken for;
 * 2. the provider is asked with no transaction open, the row's id as its idempotency key
 *    (X-Refund-Idempotency), so a retry of a lost answer is the same refund;
 * 3. in one transaction the row becomes `processed` with the provider's refund id and its GST credit
 *    note (services/creditNotes.ts) is issued, or `failed` with the provider's reason (it stops
 *    counting). When the provider's answer is unknown (no answer, a 5xx) the row stays `pending`:
 *    the money may have moved, so it keeps counting until the provider's webhook or staff settle it.
 */

type RefundRow = typeof refunds.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

/** What a refund request says: the provider's payment id, paise (omitted: all that is left), why and who. */
export interface RefundInput {
  transactionId: string;
  amountPaise?: number;
  reason: string;
  /** The staff member's email. */
  requestedBy: string;
}

export interface RefundDeps {
  db: Db;
  provider: PaymentProvider | null;
  audit: AuditWriter;
}

/** The answer of a processed refund. */
export interface RefundResult {
  refund: RefundRow;
  creditNote: CreditNoteRow;
  payment: { transactionId: string; amountPaise: number; refundedPaise: number; refundablePaise: number };
}

const paise = (n: number) => formatINR(toRupees(n));

/** Paise of the payment's refunds in these states (all but `except`). */
async function refundedPaise(
  tx: Db | Tx,
  paymentId: string,
  states: RefundRow['status'][],
  except?: string,
): Promise<number> {
  const [row] = await tx
    .select({ paise: sum(refunds.amountPaise).mapWith(Number) })
    .from(refunds)
    .where(
      and(
        eq(refunds.paymentId, paymentId),
        inArray(refunds.status, states),
        ...(except ? [ne(refunds.id, except)] : []),
      ),
    );
  return row?.paise ?? 0;
}

/** Phase 1: the payment locked, the amount checked against what is left, a pending row written. */
async function reserve(
  tx: Tx,
  input: RefundInput,
): Promise<{ row: RefundRow; payment: PaymentRow; customerId: string | null }> {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(eq(payments.transactionId, input.transactionId))
    .for('update');
  if (!payment) throw new NotFoundError('Payment not found');
  if (payment.status !== 'captured')
    throw new ConflictError(`Only a captured payment can be refunded; this one is ${payment.status}`);
  // The credit note names the payment's tax invoice: no refund without one to reduce.
  if (!(await invoiceOfPayment(tx, payment.transactionId)))
    throw new ConflictError('This payment has no tax invoice yet, so no credit note can be issued: try again shortly');
  const held = await refundedPaise(tx, payment.id, ['pending', 'processed']);
  const left = payment.amountPaise - held;
  if (left <= 0) throw new ConflictError('This payment has been refunded in full already');
  const amount = input.amountPaise ?? left;
  if (amount < MIN_REFUND_PAISE)
    throw new InvalidError(`A refund must be at least ${paise(MIN_REFUND_PAISE)} (Razorpay's smallest refund)`);
  if (amount > left)
    throw new InvalidError(
      `Only ${paise(left)} of this payment's ${paise(payment.amountPaise)} is left to refund; ${paise(amount)} is more`,
    );
  const [row] = await tx
    .insert(refunds)
    .values({
      paymentId: payment.id,
      transactionId: payment.transactionId,
      orderId: payment.orderId,
      amountPaise: amount,
      status: 'pending',
      reason: input.reason.trim(),
      requestedBy: input.requestedBy,
    })
    .returning();
  const [order] = await tx.select({ customerId: orders.customerId }).from(orders).where(eq(orders.id, payment.orderId));
  return { row: row!, payment, customerId: order?.customerId ?? null };
}

/** Refunds part or all of a captured payment (see the module's comment); throws the reason when it cannot. */
export async function refundPayment(deps: RefundDeps, input: RefundInput): Promise<RefundResult> {
  const { db } = deps;
  const provider = deps.provider;
  if (!provider) throw new UnavailableError('Online payment is not configured on this server');
  const { row, payment, customerId } = await db.transaction((tx) => reserve(tx, input));

  let answer: ProviderRefund | null = null;
  let failure: unknown = null;
  try {
    answer = await provider.refund(payment.transactionId, row.amountPaise, row.id, {
      refundId: row.id,
      orderId: row.orderId,
      reason: row.reason.slice(0, 250),
    });
    if (answer.status === 'failed') failure = new ProviderRefusal('The provider reports the refund failed');
  } catch (error) {
    failure = error;
  }

  const facts = (before: number, after: number) => ({
    reason: row.reason,
    refundId: row.id,
    orderId: row.orderId,
    // The back-office customer timeline finds a customer's rows by it.
    customerId,
    amountPaise: row.amountPaise,
    before: { refundedPaise: before },
    after: { refundedPaise: after },
  });
  const entry = { module: 'backoffice', action: AUDIT_ACTIONS.REFUND_PAYMENT, key: payment.transactionId } as const;

  if (failure !== null || !answer) {
    const unknown = refundOutcomeUnknown(failure);
    const message = failure instanceof Error ? failure.message : String(failure);
    await db.transaction(async (tx) => {
      const before = await refundedPaise(tx, payment.id, ['processed']);
      if (!unknown)
        await tx
          .update(refunds)
          .set({ status: 'failed', error: message.slice(0, 500) })
          .where(and(eq(refunds.id, row.id), eq(refunds.status, 'pending')));
      await deps.audit(
        {
          ...entry,
          outcome: 'FAILURE',
          detail: unknown ? 'no answer from the provider: pending' : message.slice(0, 200),
          data: { ...facts(before, before), error: message.slice(0, 500) },
        },
        tx,
      );
    });
    throw new ProviderError(
      unknown
        ? `Razorpay did not confirm the refund of ${paise(row.amountPaise)}. It stays pending and counts against the payment until Razorpay's answer arrives; do not refund it again.`
        : `Razorpay refused the refund of ${paise(row.amountPaise)}: ${message}. Nothing was refunded.`,
    );
  }

  const done = answer;
  return db.transaction(async (tx) => {
    // The payment's lock again: the credit notes of one invoice are issued one at a time.
    await tx.select({ id: payments.id }).from(payments).where(eq(payments.id, payment.id)).for('update');
    const before = await refundedPaise(tx, payment.id, ['processed'], row.id);
    const [processed] = await tx
      .update(refunds)
      .set({ status: 'processed', providerRefundId: done.id, processedAt: new Date(), error: null })
      .where(eq(refunds.id, row.id))
      .returning();
    const creditNote = await issueCreditNote(tx, processed!);
    const after = before + row.amountPaise;
    await deps.audit(
      {
        ...entry,
        outcome: 'SUCCESS',
        detail: creditNote.number,
        data: { ...facts(before, after), creditNote: creditNote.number },
      },
      tx,
    );
    const held = await refundedPaise(tx, payment.id, ['pending', 'processed']);
    return {
      refund: processed!,
      creditNote,
      payment: {
        transactionId: payment.transactionId,
        amountPaise: payment.amountPaise,
        refundedPaise: after,
        refundablePaise: payment.amountPaise - held,
      },
    };
  });
}

/**
 * Razorpay's refund.processed and refund.failed webhooks (https://razorpay.com/docs/webhooks/payments/),
 * matched to our row by the provider's refund id, in the webhook's transaction: processed is what
 * the refund's own request already recorded (nothing to do); failed marks it failed, so it stops
 * counting against the payment. Its credit note stays: a note is never withdrawn from the series.
 * Answers the refund's order, or null when the refund is not one of ours.
 */
export async function applyRefundEvent(
  tx: Tx,
  event: string,
  providerRefundId: string,
): Promise<{ orderId: string } | null> {
  const [row] = await tx.select().from(refunds).where(eq(refunds.providerRefundId, providerRefundId)).for('update');
  if (!row) return null;
  if (event === 'refund.failed' && row.status !== 'failed')
    await tx
      .update(refunds)
      .set({ status: 'failed', error: 'Razorpay reported the refund failed (refund.failed)' })
      .where(eq(refunds.id, row.id));
  return { orderId: row.orderId };
}

/**
 * The refunds of these charges the customer sees (pending and processed; a refused one moved no
 * money), oldest first, by the charge's provider payment id, each with its credit note's number.
 */
export async function refundsOfCharges(db: Db | Tx, transactionIds: string[]): Promise<Map<string, ChargeRefund[]>> {
  const out = new Map<string, ChargeRefund[]>();
  if (transactionIds.length === 0) return out;
  const rows = await db
    .select()
    .from(refunds)
    .where(and(inArray(refunds.transactionId, transactionIds), inArray(refunds.status, ['pending', 'processed'])))
    .orderBy(asc(refunds.createdAt));
  const notes = await creditNotesOf(
    db,
    rows.map((r) => r.id),
  );
  for (const r of rows) {
    const list = out.get(r.transactionId) ?? [];
    list.push({
      id: r.id,
      amount: toRupees(r.amountPaise),
      status: r.status,
      createdAt: r.createdAt.toISOString(),
      processedAt: r.processedAt?.toISOString() ?? null,
      creditNoteNumber: notes.get(r.id)?.number ?? null,
    });
    out.set(r.transactionId, list);
  }
  return out;
}

import { financialYear, GST_STATE_CODES, gstStateCode, invoiceNumber, splitGstInclusive } from '@lnf/sdk';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../db';
import { customers, invoiceSeries, orders, payments, subscriptions, taxInvoices } from '../db/schema';
import { recordFirstPayment } from './analytics';
import { configuredTaxRate } from './configuration';

const stateName = (code: string) => Object.entries(GST_STATE_CODES).find(([, c]) => c === code)?.[0] ?? null;

/** Who issues the invoices (the footer's legal name and corporate office). */
export const SUPPLIER = {
  legalName: 'LNF Business Solutions Private Limited',
  address: 'Level 9, Cyber Towers, HITEC City, Madhapur, Hyderabad, Telangana 500081, India',
  state: 'Telangana',
  stateCode: '36',
  /** Licensing services for the right to use computer software and databases. */
  sac: '997331',
} as const;

/** What a captured charge is: the payment row's fields. */
export type Charge = typeof payments.$inferInsert;

/**
 * Records a captured charge once (by its transaction id) and, the first time, issues its GST tax
 * invoice in the same transaction. Returns whether the charge was new. Every path that learns of
 * a payment (the browser's confirmation, a webhook, reconciliation) comes through here, so each
 * payment has exactly one invoice whichever arrives first.
 */
export async function recordCharge(tx: Tx, charge: Charge): Promise<boolean> {
  const inserted = await tx
    .insert(payments)
    .values(charge)
    .onConflictDoNothing({ target: payments.transactionId })
    .returning({ id: payments.id });
  if (inserted.length === 0) return false;
  // The card a charge went through is the card on file; a period paid ends a failed renewal.
  await tx
    .update(subscriptions)
    .set({
      ...(charge.cardLast4 ? { cardLast4: charge.cardLast4, cardBrand: charge.cardBrand ?? null } : {}),
      ...(charge.kind === 'proration' ? {} : { paymentFailedAt: null }),
    })
    .where(eq(subscriptions.id, charge.subscriptionId));
  await issueTaxInvoice(tx, {
    transactionId: charge.transactionId,
    orderId: charge.orderId,
    totalPaise: charge.amountPaise,
    at: new Date(),
  });
  await recordFirstPayment(tx, charge.orderId, charge.transactionId);
  return true;
}

/**
 * Issues the tax invoice of one payment: the next number of the financial year's series (taken
 * with a row lock in this transaction, so a rollback gives it back: no gaps, no repeats), the
 * place of supply from the billing state, and CGST + SGST or IGST inside the amount charged, at
 * the configured GST rate (the one charges are priced at), which the invoice keeps.
 */
export async function issueTaxInvoice(
  tx: Tx,
  p: { transactionId: string; orderId: string; totalPaise: number; at: Date },
): Promise<string> {
  // One invoice per payment, even if its payment row was written again (restored from a backup).
  const [existing] = await tx
    .select({ number: taxInvoices.number })
    .from(taxInvoices)
    .where(eq(taxInvoices.transactionId, p.transactionId));
  if (existing) return existing.number;
  const [order] = await tx.select().from(orders).where(eq(orders.id, p.orderId));
  if (!order) throw new Error(`No order ${p.orderId} for payment ${p.transactionId}`);
  const [customer] = order.customerId
    ? await tx.select().from(customers).where(eq(customers.id, order.customerId))
    : [];
  const billing = order.billingAddress;
  const state = billing.state ?? '';
  // Outside India the place of supply is code 96 (other countries): IGST, as for any other state.
  // A registered buyer's place of supply is the state of its registration (the GSTIN's first two digits).
  const buyerGstin = customer?.gstin ?? null;
  const placeCode = buyerGstin
    ? buyerGstin.slice(0, 2)
    : (billing.country ?? 'IN') === 'IN'
      ? (gstStateCode(state) ?? SUPPLIER.stateCode)
      : '96';
  const gstRate = await configuredTaxRate(tx);
  const split = splitGstInclusive(p.totalPaise, SUPPLIER.stateCode, placeCode, gstRate);
  const fy = financialYear(p.at);
  const [series] = await tx
    .insert(invoiceSeries)
    .values({ financialYear: fy, last: 1 })
    .onConflictDoUpdate({ target: invoiceSeries.financialYear, set: { last: sql`${invoiceSeries.last} + 1` } })
    .returning({ last: invoiceSeries.last });
  const number = invoiceNumber(p.at, series!.last);
  const item = order.lineItems[0];
  await tx.insert(taxInvoices).values({
    number,
    financialYear: fy,
    sequence: series!.last,
    transactionId: p.transactionId,
    orderId: order.id,
    issuedAt: p.at,
    placeOfSupply: placeCode,
    taxablePaise: split.taxablePaise,
    cgstPaise: split.cgstPaise,
    sgstPaise: split.sgstPaise,
    igstPaise: split.igstPaise,
    totalPaise: split.totalPaise,
    gstRate,
    details: {
      buyerName: order.details?.name ?? customer?.name ?? order.email,
      buyerEmail: order.email,
      buyerGstin,
      billingAddress: billing,
      placeOfSupplyState: placeCode === '96' ? 'Outside India' : (stateName(placeCode) ?? (state || SUPPLIER.state)),
      description: `LNF subscription: ${item?.name ?? 'plan'} (${item?.productCode ?? ''})`,
      orderReference: order.reference,
    },
  });
  return number;
}

import {
  bigint,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { customers } from './customers';
import { orders, payments, type TaxInvoiceDetails } from './billing';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Refunds staff made through the provider (Razorpay's refunds API). A row is written `pending` in
 * the transaction that checks the payment's refundable balance under the payment's row lock, so the
 * pending amount counts against that balance before the provider is asked; it becomes `processed`
 * (with the provider's refund id and a credit note) or `failed` (and stops counting).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    /** The provider's payment id (payments.transaction_id), what the refund is asked against. */
    transactionId: text('transaction_id').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    status: text('status').$type<'pending' | 'processed' | 'failed'>().notNull(),
    /** The provider's refund id (`rfnd_…`) once it answered. */
    providerRefundId: text('provider_refund_id'),
    /** Why staff refunded, as they wrote it (required). */
    reason: text('reason').notNull(),
    /** The staff member's email. */
    requestedBy: text('requested_by').notNull(),
    /** The provider's error when it refused. */
    error: text('error'),
    createdAt: createdAt(),
    processedAt: at('processed_at'),
  },
  (t) => [index('refunds_payment_idx').on(t.paymentId), index('refunds_order_idx').on(t.orderId)],
);

/** The last number of each financial year's credit-note series, taken in the credit note's own transaction. */
export const creditNoteSeries = pgTable('credit_note_series', {
  financialYear: text('financial_year').primaryKey(),
  last: integer('last').notNull(),
});

/**
 * GST credit notes (CGST Act s.34): one per processed refund, numbered without gaps per financial
 * year in a series of their own, each naming the tax invoice it reduces and splitting its amount as
 * that invoice did.
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    number: text('number').primaryKey(),
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    refundId: uuid('refund_id')
      .notNull()
      .references(() => refunds.id, { onDelete: 'cascade' }),
    /** The tax invoice this note reduces (tax_invoices.number). */
    invoiceNumber: text('invoice_number').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    issuedAt: at('issued_at').notNull().defaultNow(),
    placeOfSupply: text('place_of_supply').notNull(),
    taxablePaise: bigint('taxable_paise', { mode: 'number' }).notNull(),
    cgstPaise: bigint('cgst_paise', { mode: 'number' }).notNull(),
    sgstPaise: bigint('sgst_paise', { mode: 'number' }).notNull(),
    igstPaise: bigint('igst_paise', { mode: 'number' }).notNull(),
    totalPaise: bigint('total_paise', { mode: 'number' }).notNull(),
    gstRate: numeric('gst_rate', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    /** The invoice's buyer and description as the note repeats them, and the reason. */
    details: jsonb('details').$type<TaxInvoiceDetails & { reason: string }>().notNull(),
  },
  (t) => [
    uniqueIndex('credit_notes_refund_key').on(t.refundId),
    uniqueIndex('credit_notes_series_key').on(t.financialYear, t.sequence),
    index('credit_notes_order_idx').on(t.orderId),
    // The back-office's invoice list, credit notes: by date, by amount.
    index('credit_notes_issued_idx').on(t.issuedAt, t.number),
    index('credit_notes_total_idx').on(t.totalPaise, t.number),
  ],
);

/** Notes staff keep on a customer, shown on the customer page's timeline. */
export const staffNotes = pgTable(
  'staff_notes',
  {
    id: id(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    author: text('author').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('staff_notes_customer_idx').on(t.customerId, t.createdAt)],
);

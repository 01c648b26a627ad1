import {
  bigint,
  boolean,
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
import { sql } from 'drizzle-orm';
import { id, createdAt } from './columns';
import { users } from './identity';
import { baskets } from './catalogue';
import { customers } from './customers';

/** What the order form said about the buyer. */
export interface OrderDetails {
  name: string;
  mobile: string;
  businessCategory: string;
  website: string;
  marketingPreference: boolean;
  communication: string;
  otherAddress?: Record<string, string>;
}

export const orders = pgTable(
  'orders',
  {
    id: id(),
    reference: text('reference').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The stored customer of a logged-in buyer; null for an anonymous purchase request. */
    customerId: uuid('customer_id').references(() => customers.id),
    basketId: uuid('basket_id')
      .notNull()
      .references(() => baskets.id),
    /** The buyer's details as given with this order (an anonymous request keeps them only here). */
    details: jsonb('details').$type<OrderDetails>(),
    status: text('status').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile').notNull(),
    billingAddress: jsonb('billing_address').$type<Record<string, string>>().notNull(),
    totalPaise: bigint('total_paise', { mode: 'number' }).notNull(),
    lineItems: jsonb('line_items')
      .$type<{ name: string; productCode: string; quantity: number; price: number }[]>()
      .notNull(),
    dateOrdered: createdAt(),
  },
  (t) => [
    uniqueIndex('orders_reference_key').on(t.reference),
    index('orders_user_idx').on(t.userId),
    index('orders_customer_idx').on(t.customerId),
    index('orders_email_idx').on(t.email),
    index('orders_date_idx').on(t.dateOrdered, t.id),
    // The back-office's order list (services/backofficeLists.ts): by status and date, by amount.
    index('orders_status_date_idx').on(t.status, t.dateOrdered, t.id),
    index('orders_total_idx').on(t.totalPaise, t.id),
    index('orders_reference_prefix_idx').on(sql`lower(${t.reference}) text_pattern_ops`, t.id),
  ],
);

/** Provider subscriptions (Razorpay-shaped); `id` is the provider's id (`sub_…`). */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: text('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    planId: text('plan_id').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    period: text('period').notNull(),
    interval: integer('interval').notNull(),
    totalCount: integer('total_count').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    expireBy: timestamp('expire_by', { withTimezone: true }).notNull(),
    status: text('status').notNull(),
    provider: text('provider').notNull(),
    /** Cycles paid so far (the provider's paid_count). */
    paidCount: integer('paid_count').notNull().default(0),
    /** End of the current billing period, when the provider has said. */
    currentEnd: timestamp('current_end', { withTimezone: true }),
    /** `created_at` (Unix seconds) of the newest provider event applied: an older one never overwrites it. */
    lastEventAt: bigint('last_event_at', { mode: 'number' }).notNull().default(0),
    /** MONTHLY, QUARTERLY or ANNUALLY: the renewal term `interval` stands for. */
    renewalTerm: text('renewal_term').notNull(),
    /** The customer asked to end it when the paid period ends (and may undo that until then). */
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** The card renewals are charged to: brand and last four digits only. */
    cardLast4: text('card_last4'),
    cardBrand: text('card_brand'),
    /** A downgrade or a change of term that waits for the next renewal. */
    scheduledChange: jsonb('scheduled_change').$type<ScheduledPlanChange>(),
    /** When a renewal charge failed; cleared by the next successful charge. Set once per failure. */
    paymentFailedAt: timestamp('payment_failed_at', { withTimezone: true }),
    /** Charged at Checkout for the first period (Razorpay's upfront amount); the recurring charges start a period later. */
    upfrontPaise: bigint('upfront_paise', { mode: 'number' }).notNull().default(0),
    /** How the customer authorised it (the provider's payment method: card, upi, emandate…). */
    paymentMethod: text('payment_method'),
    /** Whether the authorising card was international: only those may change plan in place. */
    cardInternational: boolean('card_international'),
    /** The provider's paid_count as last reported: a charge that does not raise it is not a cycle. */
    providerPaidCount: integer('provider_paid_count').notNull().default(0),
    /** The subscription this one takes over from (a plan change, a resubscription, a restart). */
    replaces: text('replaces'),
    /** A billing action between its reservation and its outcome: the provider is being asked. */
    actionInFlight: text('action_in_flight'),
    actionStartedAt: timestamp('action_started_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('subscriptions_order_idx').on(t.orderId),
    index('subscriptions_id_prefix_idx').on(sql`lower(${t.id}) text_pattern_ops`),
    // The back-office's subscription list: by date, by status and date, by amount.
    index('subscriptions_created_idx').on(t.createdAt, t.id),
    index('subscriptions_status_created_idx').on(t.status, t.createdAt, t.id),
    index('subscriptions_amount_idx').on(t.amountPaise, t.id),
  ],
);

/** A plan change that applies at the next renewal. */
export interface ScheduledPlanChange {
  plan: string;
  renewalTerm: string;
  intervalMonths: number;
  /** What each renewal will charge, GST included. */
  amountPaise: number;
}

/** Provider webhooks already applied, by the provider's event id: a redelivery changes nothing. */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  event: text('event').notNull(),
  subscriptionId: text('subscription_id'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Confirmed payments. Only the last four digits and the brand of a card are kept. */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    transactionId: text('transaction_id').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    subscriptionId: text('subscription_id').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('INR'),
    status: text('status').notNull(),
    /** `cycle`: a period's payment; `proration`: the difference charged for an upgrade. */
    kind: text('kind').$type<'cycle' | 'proration'>().notNull().default('cycle'),
    cardLast4: text('card_last4'),
    cardBrand: text('card_brand'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payments_transaction_key').on(t.transactionId),
    index('payments_order_idx').on(t.orderId),
    index('payments_transaction_prefix_idx').on(sql`lower(${t.transactionId}) text_pattern_ops`, t.id),
    // The back-office's payment list: by date, by status and date, by amount.
    index('payments_created_idx').on(t.createdAt, t.id),
    index('payments_status_created_idx').on(t.status, t.createdAt, t.id),
    index('payments_amount_idx').on(t.amountPaise, t.id),
  ],
);

/** The last number of each financial year's invoice series, taken in the invoice's own transaction. */
export const invoiceSeries = pgTable('invoice_series', {
  financialYear: text('financial_year').primaryKey(),
  last: integer('last').notNull(),
});

/** What a tax invoice says about its buyer and what was sold, as it was when issued. */
export interface TaxInvoiceDetails {
  buyerName: string;
  buyerEmail: string;
  buyerGstin: string | null;
  billingAddress: Record<string, string>;
  placeOfSupplyState: string;
  description: string;
  orderReference: string;
}

/** GST tax invoices: one per captured payment, numbered without gaps per financial year. */
export const taxInvoices = pgTable(
  'tax_invoices',
  {
    number: text('number').primaryKey(),
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    transactionId: text('transaction_id').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    placeOfSupply: text('place_of_supply').notNull(),
    taxablePaise: bigint('taxable_paise', { mode: 'number' }).notNull(),
    cgstPaise: bigint('cgst_paise', { mode: 'number' }).notNull(),
    sgstPaise: bigint('sgst_paise', { mode: 'number' }).notNull(),
    igstPaise: bigint('igst_paise', { mode: 'number' }).notNull(),
    totalPaise: bigint('total_paise', { mode: 'number' }).notNull(),
    /**
     * The GST rate (percent) the invoice was split at: the configured `taxPercentage` when it was
     * issued, kept so a reprint says what the invoice said. Invoices from before it was kept were 18 %.
     */
    gstRate: numeric('gst_rate', { precision: 5, scale: 2, mode: 'number' }).notNull().default(18),
    details: jsonb('details').$type<TaxInvoiceDetails>().notNull(),
  },
  (t) => [
    uniqueIndex('tax_invoices_transaction_key').on(t.transactionId),
    uniqueIndex('tax_invoices_series_key').on(t.financialYear, t.sequence),
    index('tax_invoices_order_idx').on(t.orderId),
    // The back-office's invoice list: by date, by amount.
    index('tax_invoices_issued_idx').on(t.issuedAt, t.number),
    index('tax_invoices_total_idx').on(t.totalPaise, t.number),
  ],
);

/** Test-mode checkout attempts: payment ids the local provider issued, to confirm later. */
export const providerPayments = pgTable('provider_payments', {
  id: text('id').primaryKey(),
  subscriptionId: text('subscription_id').notNull(),
  /** Razorpay's payment statuses: captured, refunded (an authentication check), failed. */
  status: text('status').notNull(),
  amountPaise: bigint('amount_paise', { mode: 'number' }).notNull().default(0),
  method: text('method').notNull().default('card'),
  international: boolean('international').notNull().default(false),
  cardLast4: text('card_last4').notNull(),
  cardBrand: text('card_brand').notNull(),
  createdAt: createdAt(),
});

/**
 * The Razorpay stand-in's records, shaped as Razorpay's API returns them, and its small helpers.
 * Each entity lists the fields of its documentation page (cited above it); docs/razorpay-standin.md
 * has the behaviour table.
 */
import { addMonthsUtc } from '@lnf/sdk';
import { randomBytes } from 'node:crypto';
import { INTERNATIONAL_TEST_CARDS } from '../adapters/payments';
import type { IncomingMessage } from 'node:http';

export interface StandinOptions {
  keyId: string;
  keySecret: string;
  /** Where webhooks go, and their secret; none are sent without both. */
  webhookUrl?: string;
  webhookSecret?: string;
  /**
   * The webhook's active events, as chosen on the Dashboard; events not listed are not sent.
   * @default every event the stand-in knows
   */
  events?: string[];
  /** Seconds since the epoch; tests move it on (a renewal a month later). @default the wall clock */
  clock?: () => number;
}

// https://razorpay.com/docs/api/payments/subscriptions/add-on-entity (the item inside an add-on;
// https://razorpay.com/docs/api/payments/subscriptions/plans-entity for a plan's item)
export interface Item {
  id: string;
  active: boolean;
  name: string;
  description: string | null;
  amount: number;
  unit_amount: number;
  currency: string;
  type: 'plan' | 'addon';
  unit: string | null;
  tax_inclusive: boolean;
  hsn_code: string | null;
  sac_code: string | null;
  tax_rate: number | null;
  tax_id: string | null;
  tax_group_id: string | null;
  created_at: number;
  updated_at: number;
}

// https://razorpay.com/docs/api/payments/subscriptions/plans-entity
export interface Plan {
  id: string;
  entity: 'plan';
  interval: number;
  period: 'daily' | 'weekly' | 'monthly' | 'yearly';
  item: Item;
  notes: Record<string, string>;
  created_at: number;
}

export type SubscriptionStatus =
  'created' | 'authenticated' | 'active' | 'pending' | 'halted' | 'cancelled' | 'completed' | 'expired' | 'paused';

// https://razorpay.com/docs/api/payments/subscriptions/entity (payment_method is not on that page
// but is in the official Node SDK's RazorpaySubscription type; paused_at and pause_initiated_by
// are in https://razorpay.com/docs/api/payments/subscriptions/pause-subscription)
export interface Subscription {
  id: string;
  entity: 'subscription';
  plan_id: string;
  customer_id: string | null;
  status: SubscriptionStatus;
  current_start: number | null;
  current_end: number | null;
  ended_at: number | null;
  quantity: number;
  notes: Record<string, string>;
  charge_at: number | null;
  start_at: number | null;
  end_at: number | null;
  auth_attempts: number;
  total_count: number;
  paid_count: number;
  customer_notify: boolean;
  created_at: number;
  expire_by: number | null;
  short_url: string;
  has_scheduled_changes: boolean;
  change_scheduled_at: number | null;
  source: 'api';
  offer_id: string | null;
  remaining_count: number;
  payment_method: 'card' | 'upi' | null;
  paused_at?: number | null;
  pause_initiated_by?: string | null;
}

// https://razorpay.com/docs/api/payments/entity (the card object: https://razorpay.com/docs/api/payments/cards)
export interface Card {
  id: string;
  entity: 'card';
  name: string;
  last4: string;
  network: string;
  type: 'credit' | 'debit';
  issuer: string | null;
  international: boolean;
  emi: boolean;
  sub_type: 'consumer';
  token_iin: string | null;
}

// https://razorpay.com/docs/api/payments/entity
export interface Payment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: 'INR';
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  order_id: string | null;
  invoice_id: string | null;
  international: boolean;
  method: 'card' | 'upi';
  amount_refunded: number;
  refund_status: 'partial' | 'full' | null;
  captured: boolean;
  description: string | null;
  card_id: string | null;
  card: Card | null;
  bank: string | null;
  wallet: string | null;
  vpa: string | null;
  email: string;
  contact: string;
  customer_id: string | null;
  token_id: string | null;
  notes: Record<string, string>;
  fee: number;
  tax: number;
  error_code: string | null;
  error_description: string | null;
  error_source: string | null;
  error_step: string | null;
  error_reason: string | null;
  acquirer_data: Record<string, string | null>;
  created_at: number;
}

// https://razorpay.com/docs/api/payments/subscriptions/fetch-invoices (line_items)
export interface LineItem {
  id: string;
  item_id: string | null;
  ref_id: string | null;
  ref_type: string | null;
  name: string;
  description: string | null;
  amount: number;
  unit_amount: number;
  gross_amount: number;
  tax_amount: number;
  taxable_amount: number;
  net_amount: number;
  currency: string;
  type: 'plan' | 'addon';
  tax_inclusive: boolean;
  hsn_code: string | null;
  sac_code: string | null;
  tax_rate: number | null;
  unit: string | null;
  quantity: number;
  taxes: unknown[];
}

/** An invoice line (https://razorpay.com/docs/api/payments/invoices/entity, line_items), without tax of Razorpay's own. */
export function lineItem(l: {
  name: string;
  amount: number;
  quantity: number;
  type: 'plan' | 'addon';
  itemId?: string | null;
  description?: string | null;
  currency?: string;
}): LineItem {
  const gross = l.amount * l.quantity;
  return {
    id: id('li'),
    item_id: l.itemId ?? null,
    ref_id: null,
    ref_type: null,
    name: l.name,
    description: l.description ?? null,
    amount: l.amount,
    unit_amount: l.amount,
    gross_amount: gross,
    tax_amount: 0,
    taxable_amount: gross,
    net_amount: gross,
    currency: l.currency ?? 'INR',
    type: l.type,
    tax_inclusive: false,
    hsn_code: null,
    sac_code: null,
    tax_rate: null,
    unit: null,
    quantity: l.quantity,
    taxes: [],
  };
}

// https://razorpay.com/docs/api/payments/invoices/entity and
// https://razorpay.com/docs/api/payments/subscriptions/fetch-invoices
export interface Invoice {
  id: string;
  entity: 'invoice';
  receipt: string | null;
  invoice_number: string | null;
  customer_id: string | null;
  customer_details: {
    id: string | null;
    name: string | null;
    email: string | null;
    contact: string | null;
    gstin: string | null;
    billing_address: null;
    shipping_address: null;
    customer_name: string | null;
    customer_email: string | null;
    customer_contact: string | null;
  };
  order_id: string;
  subscription_id: string;
  line_items: LineItem[];
  payment_id: string | null;
  status: 'issued' | 'paid' | 'cancelled' | 'expired';
  expire_by: number | null;
  issued_at: number;
  paid_at: number | null;
  cancelled_at: number | null;
  expired_at: number | null;
  sms_status: string | null;
  email_status: string | null;
  date: number;
  terms: string | null;
  partial_payment: boolean;
  gross_amount: number;
  tax_amount: number;
  taxable_amount: number;
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  currency_symbol: string;
  description: string | null;
  notes: Record<string, string>;
  comment: string | null;
  short_url: string;
  view_less: boolean;
  billing_start: number | null;
  billing_end: number | null;
  type: 'invoice';
  group_taxes_discounts: boolean;
  created_at: number;
  idempotency_key: string | null;
}

// https://razorpay.com/docs/api/payments/subscriptions/add-on-entity
export interface Addon {
  id: string;
  entity: 'addon';
  item: Item;
  quantity: number;
  created_at: number;
  subscription_id: string;
  invoice_id: string | null;
}

// https://razorpay.com/docs/api/refunds/entity
export interface Refund {
  id: string;
  entity: 'refund';
  amount: number;
  currency: 'INR';
  payment_id: string;
  notes: Record<string, string>;
  receipt: string | null;
  acquirer_data: { arn: string | null };
  created_at: number;
  batch_id: string | null;
  status: 'pending' | 'processed' | 'failed';
  speed_processed: 'normal' | 'instant';
  speed_requested: 'normal' | 'optimum';
}

/** An update waiting for the cycle end (schedule_change_at: cycle_end). */
export interface PendingUpdate {
  plan_id?: string;
  quantity?: number;
  remaining_count?: number;
  offer_id?: string;
}

/** The entities a webhook carries (payload.<name>.entity). */
export interface EventEntities {
  subscription?: Subscription;
  payment?: Payment;
  refund?: Refund;
  invoice?: Invoice;
}

/** A webhook the stand-in sent, with what came back. */
export interface Delivery {
  eventId: string;
  event: string;
  body: string;
  signature: string;
  status: number | null;
}

/** Cards that decline, as Razorpay's test cards do. */
export const DECLINED = new Set(['4000000000000002', '5104015555555558']);

/** Razorpay's international test cards: one list, the server's test mode's (adapters/payments.ts). */
export { INTERNATIONAL_TEST_CARDS };

/** UPI ids of Razorpay's test mode: success@razorpay pays, failure@razorpay fails. */
export const FAILING_VPA = 'failure@razorpay';

/**
 * Attempts of a cycle's invoice after the first failure before the subscription is halted. The
 * docs say only "We automatically retry the payment on the following day" and "If the payment fails
 * after all retries" (https://razorpay.com/docs/payments/subscriptions/payment-retries): the count is
 * the stand-in's choice.
 */
export const RETRIES = 3;

export const id = (prefix: string) =>
  `${prefix}_${randomBytes(10).toString('base64url').replace(/[-_]/g, 'x').slice(0, 14)}`;

export function network(digits: string): string {
  if (/^4/.test(digits)) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'MasterCard';
  if (/^3[47]/.test(digits)) return 'American Express';
  if (/^3(0[0-5]|[68])/.test(digits)) return 'Diners Club';
  if (/^(60|65|81|82|508)/.test(digits)) return 'RuPay';
  return 'Unknown';
}

export const isInternational = (digits: string) => INTERNATIONAL_TEST_CARDS.has(digits);

/**
 * The end of a cycle that starts at `start`: `interval` periods on. Months are calendar months,
 * clamped as the domain's calendar clamps them (the docs are silent): a start on the 29th to 31st
 * ends on the last day of a shorter month.
 */
export function addPeriods(start: number, period: Plan['period'], interval: number): number {
  if (period === 'daily') return start + interval * 86400;
  if (period === 'weekly') return start + interval * 7 * 86400;
  const months = period === 'yearly' ? 12 * interval : interval;
  return Math.floor(addMonthsUtc(new Date(start * 1000), months).getTime() / 1000);
}

export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (data += c));
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });
}

/** An error answer: `{ error: { code, description, source, step, reason, metadata, field? } }`. */
export class Fail extends Error {
  constructor(
    readonly status: number,
    readonly description: string,
    readonly extra: { field?: string; source?: string; step?: string; reason?: string; metadata?: object } = {},
  ) {
    super(description);
  }
}

// https://razorpay.com/docs/api/payments/subscriptions/create-subscription (Errors: "The id provided does not exist")
export function notFound(): never {
  throw new Fail(400, 'The id provided does not exist');
}

/**
 * The entities the stand-in's money flows make: invoices, payments and refunds with every field
 * Razorpay documents, and the line items an invoice bills.
 */
import {
  DECLINED,
  FAILING_VPA,
  id,
  isInternational,
  lineItem,
  network,
  type Addon,
  type Invoice,
  type LineItem,
  type Payment,
  type Plan,
  type Refund,
  type Subscription,
} from './razorpayModel';

/** The card a subscription is paid with when none is given (Razorpay's Visa test card). */
export const DEFAULT_CARD = '4111111111111111';

/** Who paid, for the payment and invoice entities. */
export interface Payer {
  name: string | null;
  email: string;
  contact: string;
}

/** Where the entities are recorded, and the stand-in's URL and clock. */
export interface Books {
  payments: Map<string, Payment>;
  invoices: Invoice[];
  refunds: Map<string, Refund>;
  addons: Map<string, Addon>;
  payers: Map<string, Payer>;
  url(): string;
  now(): number;
}

/** The add-ons not yet billed, as line items of the subscription's next invoice. */
export function pendingAddons(books: Books, sub: Subscription): LineItem[] {
  return [...books.addons.values()]
    .filter((a) => a.subscription_id === sub.id && a.invoice_id === null)
    .map((a) => ({
      ...line(a.item.name, a.item.amount, a.quantity, 'addon'),
      item_id: a.item.id,
      ref_id: a.id,
    }));
}

/** The plan's line of an invoice. */
export function planLine(plan: Plan, quantity: number): LineItem {
  return lineItem({ name: plan.item.name, amount: plan.item.amount, quantity, type: 'plan', itemId: plan.item.id });
}

function line(name: string, amount: number, quantity: number, type: 'plan' | 'addon'): LineItem {
  return lineItem({ name, amount, quantity, type });
}

/** An issued invoice of a subscription (https://razorpay.com/docs/api/payments/invoices/entity). */
export function createInvoice(
  books: Books,
  sub: Subscription,
  lines: LineItem[],
  start: number | null,
  end: number | null,
): Invoice {
  const now = books.now();
  const amount = lines.reduce((s, l) => s + l.gross_amount, 0);
  const payer = books.payers.get(sub.id);
  const invoice: Invoice = {
    id: id('inv'),
    entity: 'invoice',
    receipt: null,
    invoice_number: null,
    customer_id: sub.customer_id,
    customer_details: {
      id: sub.customer_id,
      name: payer?.name ?? null,
      email: payer?.email ?? null,
      contact: payer?.contact ?? null,
      gstin: null,
      billing_address: null,
      shipping_address: null,
      customer_name: payer?.name ?? null,
      customer_email: payer?.email ?? null,
      customer_contact: payer?.contact ?? null,
    },
    order_id: id('order'),
    subscription_id: sub.id,
    line_items: lines,
    payment_id: null,
    status: 'issued',
    expire_by: null,
    issued_at: now,
    paid_at: null,
    cancelled_at: null,
    expired_at: null,
    sms_status: null,
    email_status: null,
    date: now,
    terms: null,
    partial_payment: false,
    gross_amount: amount,
    tax_amount: 0,
    taxable_amount: amount,
    amount,
    amount_paid: 0,
    amount_due: amount,
    currency: 'INR',
    currency_symbol: '₹',
    description: null,
    notes: {},
    comment: null,
    short_url: `${books.url()}/i/${id('x').slice(2, 10)}`,
    view_less: true,
    billing_start: start,
    billing_end: end,
    type: 'invoice',
    group_taxes_discounts: false,
    created_at: now,
    idempotency_key: null,
  };
  books.invoices.push(invoice);
  // The add-ons it bills are linked to it (https://razorpay.com/docs/api/payments/subscriptions/add-on-entity: invoice_id).
  for (const l of lines) {
    const addon = l.ref_id ? books.addons.get(l.ref_id) : undefined;
    if (addon) addon.invoice_id = invoice.id;
  }
  return invoice;
}

export function pay(books: Books, invoice: Invoice, payment: Payment): void {
  invoice.status = 'paid';
  invoice.payment_id = payment.id;
  invoice.paid_at = books.now();
  invoice.amount_paid = invoice.amount;
  invoice.amount_due = 0;
  payment.invoice_id = invoice.id;
  payment.order_id = invoice.order_id;
  payment.description = `#${invoice.id.slice(4)}`;
  payment.status = 'captured';
  payment.captured = true;
}

/**
 * A payment (https://razorpay.com/docs/api/payments/entity): failed with a declining card or
 * failure@razorpay, else authorized (the caller captures or refunds it). "All payments related to
 * Subscriptions (except the authorisation payment) are auto-captured."
 */
export function createPayment(
  books: Books,
  sub: Subscription,
  amount: number,
  instrument: { card: string } | { vpa: string },
  invoice?: Invoice,
): Payment {
  const payer = books.payers.get(sub.id) ?? { email: 'void@razorpay.com', contact: '+919000090000', name: null };
  const digits = 'card' in instrument ? instrument.card.replace(/\D/g, '') : '';
  const failed = 'card' in instrument ? DECLINED.has(digits) : instrument.vpa === FAILING_VPA;
  const international = 'card' in instrument && isInternational(digits);
  const cardId = 'card' in instrument ? id('card') : null;
  const payment: Payment = {
    id: id('pay'),
    entity: 'payment',
    amount,
    currency: 'INR',
    status: failed ? 'failed' : 'authorized',
    order_id: invoice?.order_id ?? null,
    invoice_id: invoice?.id ?? null,
    international,
    method: 'card' in instrument ? 'card' : 'upi',
    amount_refunded: 0,
    refund_status: null,
    captured: false,
    description: invoice ? `#${invoice.id.slice(4)}` : null,
    card_id: cardId,
    card:
      'card' in instrument
        ? {
            id: cardId!,
            entity: 'card',
            name: payer.name ?? '',
            last4: digits.slice(-4),
            network: network(digits),
            type: 'credit',
            issuer: null,
            international,
            emi: false,
            sub_type: 'consumer',
            token_iin: null,
          }
        : null,
    bank: null,
    wallet: null,
    vpa: 'vpa' in instrument ? instrument.vpa : null,
    email: payer.email,
    contact: payer.contact,
    customer_id: sub.customer_id,
    token_id: null,
    notes: {},
    fee: 0,
    tax: 0,
    error_code: failed ? 'BAD_REQUEST_ERROR' : null,
    error_description: failed ? 'Your payment has been declined by the bank' : null,
    error_source: failed ? 'bank' : null,
    error_step: failed ? 'payment_authorization' : null,
    error_reason: failed ? 'payment_failed' : null,
    acquirer_data: { auth_code: failed ? null : String(100000 + Math.floor(Math.random() * 899999)) },
    created_at: books.now(),
  };
  books.payments.set(payment.id, payment);
  return payment;
}

/** Records a processed refund of a payment (https://razorpay.com/docs/api/refunds/entity). */
export function createRefund(
  books: Books,
  payment: Payment,
  amount: number,
  body: { notes?: unknown; receipt?: unknown; speed?: unknown },
): Refund {
  const refund: Refund = {
    id: id('rfnd'),
    entity: 'refund',
    amount,
    currency: 'INR',
    payment_id: payment.id,
    notes: (body.notes as Record<string, string>) ?? {},
    receipt: typeof body.receipt === 'string' ? body.receipt : null,
    acquirer_data: { arn: null },
    created_at: books.now(),
    batch_id: null,
    status: 'processed',
    speed_processed: 'normal',
    speed_requested: body.speed === 'optimum' ? 'optimum' : 'normal',
  };
  books.refunds.set(refund.id, refund);
  return refund;
}

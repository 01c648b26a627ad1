import { periodEnd, subscriptionTerms, toPaise, toRupees, type PlaceOrderRequest } from '@lnf/sdk';
import { randomBytes } from 'node:crypto';
import { desc, eq, inArray, type SQL } from 'drizzle-orm';
import {
  authenticationCharge,
  cardBrand,
  DECLINED_TEST_CARDS,
  INTERNATIONAL_TEST_CARDS,
  type PaymentProvider,
  type ProviderSubscription,
  type TestPaymentProvider,
} from '../adapters/payments';
import type { Principal } from '../auth/tokens';
import type { Db, Tx } from '../db';
import {
  addresses,
  customers,
  orders,
  payments,
  providerPayments,
  subscriptions,
  taxInvoices,
  type OrderDetails,
} from '../db/schema';
import {
  ConflictError,
  InvalidError,
  NotFoundError,
  PaymentDeclinedError,
  ProviderError,
  UnavailableError,
} from '../domainErrors';
import type { AuditWriter } from './audit';
import { AUDIT_ACTIONS } from './auditActions';
import { findPlan, pricedBasket, type BasketRow } from './basket';
import { endReplaced, settleAuthentication } from './authorisation';
import { canTransition, transition } from './orderStates';

/**
 * Orders (DESIGN.md section 3): placing one from a basket, paying for it, and reading it back.
 * Routes parse, authorize and answer; this module prices with the basket rules, writes, and asks
 * the payment provider. It throws domain errors (domainErrors.ts): not found for an order that is
 * not the caller's, conflict, payment declined, provider, unavailable; the app maps them to HTTP.
 */

type OrderRow = typeof orders.$inferSelect;
export type OrderAnswer = Awaited<ReturnType<typeof orderAnswers>>[number];

/** The Order of the spec (receipt fields) with its subscriptions and payments. */
export async function orderAnswers(db: Db, rows: OrderRow[]) {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [subs, pays, invoices] = await Promise.all([
    db.select().from(subscriptions).where(inArray(subscriptions.orderId, ids)),
    db.select().from(payments).where(inArray(payments.orderId, ids)).orderBy(payments.createdAt),
    db
      .select({ number: taxInvoices.number, transactionId: taxInvoices.transactionId })
      .from(taxInvoices)
      .where(inArray(taxInvoices.orderId, ids)),
  ]);
  const invoiceOf = new Map(invoices.map((i) => [i.transactionId, i.number]));
  return rows.map((o) => ({
    id: o.id,
    reference: o.reference,
    dateOrdered: o.dateOrdered.toISOString(),
    status: o.status,
    email: o.email,
    mobile: o.mobile,
    billingAddress: o.billingAddress,
    totalPrice: toRupees(o.totalPaise),
    lineItems: o.lineItems,
    subscriptions: subs
      .filter((x) => x.orderId === o.id)
      .map((x) => ({
        id: x.id,
        planId: x.planId,
        amount: toRupees(x.amountPaise),
        period: x.period,
        interval: x.interval,
        totalCount: x.totalCount,
        startAt: x.startAt.toISOString(),
        expireBy: x.expireBy.toISOString(),
        status: x.status,
      })),
    payments: pays
      .filter((p) => p.orderId === o.id)
      .map((p) => ({
        transactionId: p.transactionId,
        amount: toRupees(p.amountPaise),
        currency: p.currency,
        status: p.status,
        createdAt: p.createdAt.toISOString(),
        invoiceNumber: invoiceOf.get(p.transactionId) ?? null,
      })),
  }));
}

async function ownedOrder(db: Db, where: SQL, principal: Principal): Promise<OrderRow> {
  const [o] = await db.select().from(orders).where(where).limit(1);
  // Someone else's order answers like a missing one.
  if (!o || (o.userId !== principal.userId && !principal.isAdmin)) throw new NotFoundError('Order not found');
  return o;
}

/** The caller's order (an admin's: any) by id; anyone else's answers 'Order not found'. */
export const findOwnedOrder = (db: Db, id: string, principal: Principal) =>
  ownedOrder(db, eq(orders.id, id), principal);

/** The caller's own orders, newest first, as the Orders page lists them. */
export async function listOrders(db: Db, principal: Principal) {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, principal.userId))
    .orderBy(desc(orders.dateOrdered))
    .limit(200);
  return orderAnswers(db, rows);
}

/** A payment's tax invoice, for the order's owner or an admin; anyone else's answers like a missing one. */
export async function findOwnedInvoice(db: Db, number: string, principal: Principal) {
  const [invoice] = await db.select().from(taxInvoices).where(eq(taxInvoices.number, number)).limit(1);
  if (!invoice) throw new NotFoundError('Invoice not found');
  await ownedOrder(db, eq(orders.id, invoice.orderId), principal).catch(() => {
    throw new NotFoundError('Invoice not found');
  });
  return invoice;
}

/** A subscription of the caller's order, with that order. */
async function ownedSubscription(db: Db, subscriptionId: string, principal: Principal) {
  const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId)).limit(1);
  if (!sub) throw new NotFoundError('Subscription not found');
  return { sub, order: await ownedOrder(db, eq(orders.id, sub.orderId), principal) };
}

type AddressInput = Omit<PlaceOrderRequest['billingAddress'], 'id'>;

/** The logged-in buyer's customer record and addresses, created or brought up to date. */
async function saveCustomer(
  tx: Tx,
  principal: Principal,
  email: string,
  details: Omit<OrderDetails, 'otherAddress'>,
  billing: AddressInput,
  other: AddressInput | null,
) {
  const [customer] = await tx
    .insert(customers)
    .values({ userId: principal.userId, email, ...details })
    .onConflictDoUpdate({ target: customers.email, set: { ...details, userId: principal.userId } })
    .returning();
  const saveAddress = async (type: 'Primary' | 'Other', a: AddressInput) => {
    const values = { ...a, type, addressLine2: a.addressLine2 ?? '', town: a.town ?? '' };
    await tx
      .insert(addresses)
      .values({ customerId: customer!.id, ...values })
      .onConflictDoUpdate({ target: [addresses.customerId, addresses.type], set: values });
  };
  await saveAddress('Primary', billing);
  if (other) await saveAddress('Other', other);
  return customer!;
}

/** Crockford's base32: no I, L, O or U, so a reference read out on a call is not misheard. */
const BASE32 = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A new order's reference: `LNF-`, the UTC day and 8 characters of 40 random bits. Six hex digits
 * (24 bits) met a taken one within 1,215 orders of a bench run; at 40 bits 10,000 orders in a day
 * clash with odds of about 1 in 22,000, and `insertOrder` draws again when one does.
 */
export function newOrderReference(now = new Date()): string {
  // Five bits of each of 8 random bytes: 256 is a multiple of 32, so every character is as likely.
  const code = Array.from(randomBytes(8), (byte) => BASE32[byte & 31]).join('');
  return `LNF-${now.toISOString().slice(0, 10).replace(/-/g, '')}-${code}`;
}

/** How many references `insertOrder` draws before it gives up: two clashes in a row, with a million orders that day, are about 1 in 10^12. */
const REFERENCE_DRAWS = 5;

/**
 * Inserts an order under a reference nobody holds: a taken one is skipped by the unique index
 * (`on conflict do nothing`, which leaves the transaction usable) and another is drawn.
 */
export async function insertOrder(
  tx: Tx,
  values: Omit<typeof orders.$inferInsert, 'reference'>,
  draw: () => string = newOrderReference,
): Promise<OrderRow> {
  for (let attempt = 0; attempt < REFERENCE_DRAWS; attempt++) {
    const [row] = await tx
      .insert(orders)
      .values({ ...values, reference: draw() })
      .onConflictDoNothing({ target: orders.reference })
      .returning();
    if (row) return row;
  }
  throw new Error(`no free order reference after ${REFERENCE_DRAWS} draws`);
}

/** What placing an order needs from the rest of the server. */
export interface PlaceOrderDeps {
  db: Db;
  /** The configured provider; asked only when online ordering is on. */
  payments: PaymentProvider | null;
  /** Online ordering (product settings): on, the order is paid; off, it is a purchase request. */
  online: boolean;
  taxPercentage: number;
  audit: AuditWriter;
}

export interface PlacedOrder {
  order: OrderRow;
  /** 'PENDING_PAYMENT' once the provider's subscription is recorded; 'REQUESTED' for a purchase request. */
  status: string;
  /** The server's total, in rupees. */
  amount: number;
  subscriptionId: string | null;
  provider: PaymentProvider | null;
}

/**
 * Places an order for a basket the caller may use (the route loads it). Every amount is the
 * server's. The order is committed as CREATED before the provider is asked for a subscription (a
 * purchase request, with online ordering off, is REQUESTED and asks nobody), so an order whose
 * process dies in between is still on record for the reconciliation to settle.
 */
export async function placeOrder(
  deps: PlaceOrderDeps,
  principal: Principal | null,
  basket: BasketRow,
  body: PlaceOrderRequest,
): Promise<PlacedOrder> {
  // The plan first: its lookup may read the database, which a transaction on PGlite's one connection would block.
  const priced = pricedBasket(basket, await findPlan(deps.db, basket.plan), deps.taxPercentage);
  const { interval: intervalMonths, totalCount, startAt, expireBy } = subscriptionTerms(basket);
  const amountPaise = toPaise(priced.paymentAmount);
  const customerEmail = (principal?.email ?? body.customer.email).toLowerCase();
  const provider = deps.online ? deps.payments : null;
  if (deps.online && !provider) throw new UnavailableError('Online payment is not configured on this server');

  const details = {
    name: body.customer.fullName.trim(),
    mobile: body.customer.mobileNumber.trim(),
    businessCategory: body.customer.category,
    website: body.customer.website,
    marketingPreference: body.customer.marketingPreference,
    communication: body.customer.communication,
  };
  const { id: _ignored, ...billing } = body.billingAddress;
  const other = !body.customer.isSameAddress && body.address ? (({ id: _other, ...a }) => a)(body.address) : null;
  const order = await deps.db.transaction(async (tx) => {
    // Only a logged-in buyer's own record is stored or updated. An anonymous purchase request
    // proves no email, so it never writes a stored customer: its details live on the order.
    const customer = principal ? await saveCustomer(tx, principal, customerEmail, details, billing, other) : null;
    const row = await insertOrder(tx, {
      userId: principal?.userId ?? null,
      customerId: customer?.id ?? null,
      basketId: basket.id,
      details: { ...details, ...(other ? { otherAddress: other } : {}) },
      status: provider ? 'CREATED' : 'REQUESTED',
      email: body.customer.email.toLowerCase(),
      mobile: body.customer.mobileNumber.trim(),
      billingAddress: { ...billing, type: 'Primary' },
      totalPaise: amountPaise,
      lineItems: priced.basketLineItems,
    });
    await deps.audit(
      {
        module: 'order',
        action: provider ? AUDIT_ACTIONS.PLACE_ORDER : AUDIT_ACTIONS.PURCHASE_REQUEST,
        key: row.reference,
        outcome: 'SUCCESS',
      },
      tx,
    );
    return row;
  });
  const placed = { order, amount: priced.paymentAmount, provider };
  if (!provider) return { ...placed, status: order.status, subscriptionId: null };

  // The provider is asked outside any transaction: no lock waits on the network.
  let sub: ProviderSubscription;
  try {
    // The first period is Razorpay's upfront amount, taken at Checkout and kept; the recurring
    // charges start a period later (https://razorpay.com/docs/payments/subscriptions/workflow).
    sub = await provider.createSubscription({
      planName: basket.plan,
      amountPaise,
      intervalMonths,
      totalCount: totalCount - 1,
      startAt: periodEnd(startAt, intervalMonths),
      upfrontPaise: amountPaise,
      notes: { basketId: basket.id, orderId: order.id },
    });
  } catch (error) {
    await transition(deps.db, order.id, 'PAYMENT_FAILED');
    console.error(
      `order ${order.reference}: the payment provider refused the subscription: ${error instanceof Error ? error.message : error}`,
    );
    throw new ProviderError('The payment provider is not answering, please try again in a minute');
  }
  await deps.db.transaction(async (tx) => {
    await tx.insert(subscriptions).values({
      id: sub.id,
      orderId: order.id,
      planId: basket.plan,
      renewalTerm: basket.renewalTerm,
      amountPaise,
      period: 'monthly',
      interval: intervalMonths,
      totalCount,
      startAt,
      expireBy,
      status: 'created',
      provider: provider.name,
      upfrontPaise: amountPaise,
    });
    await transition(tx, order.id, 'PENDING_PAYMENT');
  });
  return { ...placed, status: 'PENDING_PAYMENT', subscriptionId: sub.id };
}

/**
 * Test payment mode: Checkout's authentication transaction with a test card, as Razorpay takes it
 * (`authenticationCharge`: the upfront first period, the plan amount for a start today, or a ₹5
 * check that is refunded). A declined card is recorded (a first order becomes PAYMENT_FAILED) and
 * answered with 402; the subscription stays `created`, so another card may be tried.
 */
export async function testCheckout(
  db: Db,
  test: TestPaymentProvider,
  principal: Principal,
  card: { subscriptionId: string; cardNumber: string },
  audit: AuditWriter,
) {
  const { sub, order } = await ownedSubscription(db, card.subscriptionId, principal);
  if (sub.status !== 'created' || (!sub.replaces && !canTransition(order.status, 'PAID')))
    throw new ConflictError(
      `This subscription is ${sub.status === 'created' ? order.status.replace('_', ' ').toLowerCase() : sub.status}: there is nothing to pay`,
    );
  const digits = card.cardNumber.replace(/\D/g, '');
  const paymentId = test.newPaymentId();
  const declined = DECLINED_TEST_CARDS.has(digits);
  const { amountPaise, kept } = authenticationCharge(sub);
  await db.transaction(async (tx) => {
    // Only the last four digits and the brand are kept; the number and the CVV are dropped here.
    await tx.insert(providerPayments).values({
      id: paymentId,
      subscriptionId: sub.id,
      status: declined ? 'failed' : kept ? 'captured' : 'refunded',
      amountPaise,
      method: 'card',
      international: INTERNATIONAL_TEST_CARDS.has(digits),
      cardLast4: digits.slice(-4),
      cardBrand: cardBrand(digits),
    });
    if (declined && !sub.replaces) await transition(tx, order.id, 'PAYMENT_FAILED', { sameIsFine: true });
    await audit(
      {
        module: 'order',
        action: AUDIT_ACTIONS.TEST_CHECKOUT,
        key: order.reference,
        outcome: declined ? 'FAILURE' : 'SUCCESS',
      },
      tx,
    );
  });
  if (declined) throw new PaymentDeclinedError('We are unable to process your payment');
  return { paymentId, subscriptionId: sub.id, signature: test.sign(paymentId, sub.id) };
}

/**
 * The browser's word that the caller authorised their subscription in Checkout. The signature must
 * bind the payment to our subscription id; then the provider is asked what the payment really is
 * (outside any transaction), and only a captured one is recorded as money: a ₹5 check that is
 * refunded authorises and records nothing. The same confirmation twice changes nothing more.
 * Answers the order as it now is.
 */
export async function confirmPayment(
  db: Db,
  provider: PaymentProvider,
  principal: Principal,
  q: { subscriptionId: string; paymentId: string; signature: string },
  audit: AuditWriter,
): Promise<OrderAnswer> {
  const { sub, order } = await ownedSubscription(db, q.subscriptionId, principal);
  // The signature binds the payment to OUR subscription id, never to one the client chose.
  if (!provider.verifySignature(q.paymentId, sub.id, q.signature))
    throw new InvalidError('Payment signature verification failed');
  const payment = await provider.fetchPayment(q.paymentId);
  if (!payment)
    throw new ProviderError('The payment provider does not show this payment yet, please try again in a minute');
  if (payment.status === 'failed') throw new PaymentDeclinedError('We are unable to process your payment');
  const settled = await db.transaction(async (tx) => {
    const result = await settleAuthentication(tx, sub.id, payment);
    if (result.fresh)
      await audit(
        { module: 'order', action: AUDIT_ACTIONS.CONFIRM_PAYMENT, key: order.reference, outcome: 'SUCCESS' },
        tx,
      );
    return result;
  });
  if (settled.replaced) await endReplaced(db, provider, settled.replaced);
  const [fresh] = await db.select().from(orders).where(eq(orders.id, order.id));
  return (await orderAnswers(db, [fresh!]))[0]!;
}

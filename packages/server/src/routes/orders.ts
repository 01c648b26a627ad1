import {
  InvoiceQuery,
  PaymentConfirmQuery,
  PlaceOrderRequest,
  ReceiptQuery,
  TestCheckoutRequest,
  toPaise,
  toRupees,
} from '@lnf/sdk';
import type { Infer } from 'superstruct';
import { desc, eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import { cardBrand, DECLINED_TEST_CARDS, TestPaymentProvider, type ProviderSubscription } from '../adapters/payments';
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
import { audit, requireUser, type AppEnv, type Services } from '../http/context';
import { badRequest, conflict, HttpError, notFound, unauthorized } from '../http/errors';
import { subscriptionTerms } from '../services/billing';
import { canTransition, transition } from '../services/orderStates';
import { recordCharge } from '../services/invoices';
import { check, jsonBody, queryParams } from '../http/validate';
import { basketAnswer, loadBasket, productSettings, Uuid } from '../services/basket';

type OrderRow = typeof orders.$inferSelect;

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

async function ownedOrder(db: Db, where: ReturnType<typeof eq>, principal: Principal): Promise<OrderRow> {
  const [o] = await db.select().from(orders).where(where).limit(1);
  // Someone else's order answers like a missing one.
  if (!o || (o.userId !== principal.userId && !principal.isAdmin)) throw notFound('Order not found');
  return o;
}

type AddressInput = Omit<Infer<typeof PlaceOrderRequest>['billingAddress'], 'id'>;

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

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const reference = () =>
  `LNF-${new Date().toISOString().slice(0, 10).replace(/-/g, '')}-${crypto.randomUUID().slice(0, 6).toUpperCase()}`;

export function orderRoutes(s: Services) {
  const app = new Hono<AppEnv>();

  app.post('/portal/orders', async (c) => {
    const body = await jsonBody(c, PlaceOrderRequest);
    const principal = c.get('principal');
    const settings = await productSettings(s);
    // Paying needs an account to confirm the payment with; a purchase request does not.
    if (settings.enablePortalOnlineOrder && !principal)
      throw c.get('authError') ?? unauthorized('Log in to place an order');
    const basket = await loadBasket(s, c, body.basketId, principal);
    const priced = await basketAnswer(s, basket);
    const { interval: intervalMonths, totalCount, startAt, expireBy } = subscriptionTerms(basket);
    const amountPaise = toPaise(priced.paymentAmount);
    const customerEmail = (principal?.email ?? body.customer.email).toLowerCase();
    const provider = settings.enablePortalOnlineOrder ? s.payments : null;
    if (settings.enablePortalOnlineOrder && !provider)
      throw new HttpError(503, 'Online payment is not configured on this server');

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
    const order = await s.db.transaction(async (tx) => {
      // Only a logged-in buyer's own record is stored or updated. An anonymous purchase request
      // proves no email, so it never writes a stored customer: its details live on the order.
      const customer = principal ? await saveCustomer(tx, principal, customerEmail, details, billing, other) : null;
      const [row] = await tx
        .insert(orders)
        .values({
          reference: reference(),
          userId: principal?.userId ?? null,
          customerId: customer?.id ?? null,
          basketId: basket.id,
          details: { ...details, ...(other ? { otherAddress: other } : {}) },
          // CREATED is committed before the provider is asked, so an order whose process dies in
          // between is still on record for the reconciliation to settle.
          status: provider ? 'CREATED' : 'REQUESTED',
          email: body.customer.email.toLowerCase(),
          mobile: body.customer.mobileNumber.trim(),
          billingAddress: { ...billing, type: 'Primary' },
          totalPaise: amountPaise,
          lineItems: priced.basketLineItems,
        })
        .returning();
      await audit(
        s,
        c,
        {
          module: 'order',
          action: provider ? 'PLACE_ORDER' : 'PURCHASE_REQUEST',
          key: row!.reference,
          outcome: 'SUCCESS',
        },
        tx,
      );
      return row!;
    });
    let providerSub: ProviderSubscription | null = null;
    if (provider) {
      try {
        providerSub = await provider.createSubscription({
          planName: basket.plan,
          amountPaise,
          intervalMonths,
          totalCount,
          startAt,
          notes: { basketId: basket.id, orderId: order.id },
        });
      } catch (error) {
        await transition(s.db, order.id, 'PAYMENT_FAILED');
        console.error(
          `order ${order.reference}: the payment provider refused the subscription: ${error instanceof Error ? error.message : error}`,
        );
        throw new HttpError(502, 'The payment provider is not answering, please try again in a minute');
      }
      const sub = providerSub;
      await s.db.transaction(async (tx) => {
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
        });
        await transition(tx, order.id, 'PENDING_PAYMENT');
      });
    }
    return c.json(
      {
        orderId: order.id,
        reference: order.reference,
        status: provider ? 'PENDING_PAYMENT' : order.status,
        subscriptionId: providerSub?.id ?? null,
        amount: priced.paymentAmount,
        currency: 'INR',
        provider: provider?.name ?? null,
        keyId: provider?.keyId ?? null,
        // Where the browser loads Razorpay Checkout from; only the basket's page allows it (CSP).
        checkoutUrl: provider?.name === 'razorpay' ? (s.config.razorpay?.checkoutUrl ?? null) : null,
      },
      201,
    );
  });

  app.get('/portal/orders', async (c) => {
    const principal = requireUser(c);
    const rows = await s.db
      .select()
      .from(orders)
      .where(eq(orders.userId, principal.userId))
      .orderBy(desc(orders.dateOrdered))
      .limit(200);
    return c.json(await orderAnswers(s.db, rows));
  });

  // One order, as its confirmation page reads it right after a payment (not from a cached list).
  app.get('/portal/orders/:orderId{[0-9a-fA-F-]{36}}', async (c) => {
    const principal = requireUser(c);
    const id = c.req.param('orderId');
    if (!UUID_RE.test(id)) throw notFound('Order not found');
    const order = await ownedOrder(s.db, eq(orders.id, id), principal);
    return c.json((await orderAnswers(s.db, [order]))[0]);
  });

  app.post('/portal/orders/payment/test-checkout', async (c) => {
    const principal = requireUser(c);
    const test = s.payments instanceof TestPaymentProvider ? s.payments : null;
    if (!test) throw notFound('Test checkout is only available in test payment mode');
    const body = await jsonBody(c, TestCheckoutRequest);
    const [sub] = await s.db.select().from(subscriptions).where(eq(subscriptions.id, body.subscriptionId)).limit(1);
    if (!sub) throw notFound('Subscription not found');
    const order = await ownedOrder(s.db, eq(orders.id, sub.orderId), principal);
    if (!canTransition(order.status, 'PAID'))
      throw conflict(`This order is ${order.status.replace('_', ' ').toLowerCase()}: there is nothing to pay`);
    const digits = body.cardNumber.replace(/\D/g, '');
    const paymentId = test.newPaymentId();
    const declined = DECLINED_TEST_CARDS.has(digits);
    await s.db.transaction(async (tx) => {
      // Only the last four digits and the brand are kept; the number and the CVV are dropped here.
      await tx.insert(providerPayments).values({
        id: paymentId,
        subscriptionId: sub.id,
        status: declined ? 'failed' : 'captured',
        cardLast4: digits.slice(-4),
        cardBrand: cardBrand(digits),
      });
      if (declined) {
        await transition(tx, order.id, 'PAYMENT_FAILED', { sameIsFine: true });
        await tx.update(subscriptions).set({ status: 'pending' }).where(eq(subscriptions.id, sub.id));
      }
      await audit(
        s,
        c,
        { module: 'order', action: 'TEST_CHECKOUT', key: order.reference, outcome: declined ? 'FAILURE' : 'SUCCESS' },
        tx,
      );
    });
    if (declined) throw new HttpError(402, 'We are unable to process your payment');
    return c.json({ paymentId, subscriptionId: sub.id, signature: test.sign(paymentId, sub.id) });
  });

  app.post('/portal/orders/payment/subscription', async (c) => {
    const principal = requireUser(c);
    const q = queryParams(c, PaymentConfirmQuery);
    if (!s.payments) throw new HttpError(503, 'Online payment is not configured on this server');
    const [sub] = await s.db.select().from(subscriptions).where(eq(subscriptions.id, q.subscriptionId)).limit(1);
    if (!sub) throw notFound('Subscription not found');
    const order = await ownedOrder(s.db, eq(orders.id, sub.orderId), principal);
    // The signature binds the payment to OUR subscription id, never to one the client chose.
    if (!s.payments.verifySignature(q.paymentId, sub.id, q.signature))
      throw badRequest('Payment signature verification failed');
    const [card] = await s.db.select().from(providerPayments).where(eq(providerPayments.id, q.paymentId)).limit(1);
    if (card && card.status !== 'captured') throw new HttpError(402, 'We are unable to process your payment');
    await s.db.transaction(async (tx) => {
      const fresh = await recordCharge(tx, {
        transactionId: q.paymentId,
        orderId: order.id,
        subscriptionId: sub.id,
        amountPaise: sub.amountPaise,
        status: 'captured',
        cardLast4: card?.cardLast4 ?? null,
        cardBrand: card?.cardBrand ?? null,
      });
      // The same confirmation twice records one payment (and one invoice) and changes nothing more.
      if (!fresh) return;
      await tx.update(subscriptions).set({ status: 'active' }).where(eq(subscriptions.id, sub.id));
      await transition(tx, order.id, 'PAID');
      await audit(s, c, { module: 'order', action: 'CONFIRM_PAYMENT', key: order.reference, outcome: 'SUCCESS' }, tx);
    });
    const [fresh] = await s.db.select().from(orders).where(eq(orders.id, order.id));
    return c.json((await orderAnswers(s.db, [fresh!]))[0], 201);
  });

  app.get('/portal/orders/receipt', async (c) => {
    const principal = requireUser(c);
    const { orderId } = queryParams(c, ReceiptQuery);
    check(orderId, Uuid);
    const order = await ownedOrder(s.db, eq(orders.id, orderId), principal);
    const [answer] = await orderAnswers(s.db, [order]);
    // pdf-lib loads on the first receipt, not at start-up.
    const { renderReceipt } = await import('../receipt');
    const pdf = await renderReceipt(answer!);
    return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="LNF-receipt-${order.reference}.pdf"`,
    });
  });

  // A payment's GST tax invoice, as a PDF: the order's owner or an admin; anyone else gets 404.
  app.get('/portal/orders/invoice', async (c) => {
    const principal = requireUser(c);
    const { number } = queryParams(c, InvoiceQuery);
    const [invoice] = await s.db.select().from(taxInvoices).where(eq(taxInvoices.number, number)).limit(1);
    if (!invoice) throw notFound('Invoice not found');
    await ownedOrder(s.db, eq(orders.id, invoice.orderId), principal).catch(() => {
      throw notFound('Invoice not found');
    });
    const { renderTaxInvoice } = await import('../taxInvoice');
    const pdf = await renderTaxInvoice(invoice, s.config.gstin);
    return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="LNF-tax-invoice-${number.replace(/\//g, '-')}.pdf"`,
    });
  });

  return app;
}

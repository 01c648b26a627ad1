/**
 * The REST API's invoices, payments and refunds, as Razorpay documents them. The documentation page
 * of each behaviour is cited above it.
 */
import { invalid, isInt, notes, NO_ROUTE, page, type Call, type Engine } from './apiShared';
import { Fail, notFound, type Invoice, type Payment, type Refund } from './razorpayModel';

/** Answers a call to invoices, payments or refunds, or NO_ROUTE for any other path. */
export function paymentsApi(ctx: Engine, { method, url, path, body, headers }: Call): unknown {
  // https://razorpay.com/docs/api/payments/subscriptions/fetch-invoices (subscription_id, count, skip)
  if (method === 'GET' && path === '/v1/invoices') {
    const q = url.searchParams;
    const filter = (i: Invoice) =>
      (!q.get('subscription_id') || i.subscription_id === q.get('subscription_id')) &&
      (!q.get('customer_id') || i.customer_id === q.get('customer_id')) &&
      (!q.get('payment_id') || i.payment_id === q.get('payment_id'));
    return page(url, ctx.invoices.filter(filter));
  }
  // https://razorpay.com/docs/api/payments/invoices/fetch-with-id
  const im = path.match(/^\/v1\/invoices\/([^/]+)$/);
  if (method === 'GET' && im) return ctx.invoices.find((i) => i.id === im[1]) ?? notFound();

  // https://razorpay.com/docs/api/payments/fetch-all-payments (from, to, count, skip; newest first)
  if (method === 'GET' && path === '/v1/payments') return page(url, [...ctx.payments.values()]);
  // https://razorpay.com/docs/api/payments/fetch-with-id
  const pm = path.match(/^\/v1\/payments\/([^/]+)(?:\/(refund|refunds)(?:\/([^/]+))?)?$/);
  if (pm) {
    const payment = ctx.payments.get(pm[1]!) ?? notFound();
    if (method === 'GET' && !pm[2]) return payment;
    if (method === 'POST' && pm[2] === 'refund' && !pm[3]) return idempotentRefund(ctx, payment, body, headers);
    // https://razorpay.com/docs/api/refunds/fetch-multiple-refund-payment
    if (method === 'GET' && pm[2] === 'refunds' && !pm[3])
      return page(
        url,
        [...ctx.refunds.values()].filter((r) => r.payment_id === payment.id),
      );
    // https://razorpay.com/docs/api/refunds/fetch-specific-refund-payment
    if (method === 'GET' && pm[2] === 'refunds' && pm[3]) {
      const r = ctx.refunds.get(pm[3]);
      return r && r.payment_id === payment.id ? r : notFound();
    }
  }
  // https://razorpay.com/docs/api/refunds/fetch-with-id and fetch-all
  if (method === 'GET' && path === '/v1/refunds') return page(url, [...ctx.refunds.values()]);
  const rm = path.match(/^\/v1\/refunds\/([^/]+)$/);
  if (method === 'GET' && rm) return ctx.refunds.get(rm[1]!) ?? notFound();
  return NO_ROUTE;
}

/** The refunds made under each X-Refund-Idempotency key, per stand-in, with the request they answered. */
const refundKeys = new WeakMap<Engine, Map<string, { request: string; refund: Refund }>>();

/** A request as the idempotency check compares it: the payment and the body, keys in order. */
function canonical(paymentId: string, body: unknown): string {
  const sorted = (v: unknown): unknown =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, sorted((v as Record<string, unknown>)[k])]),
        )
      : v;
  return JSON.stringify([paymentId, sorted(body)]);
}

/**
 * POST /v1/payments/:id/refund with the header X-Refund-Idempotency —
 * https://razorpay.com/docs/api/refunds/normal-refunds-idempotent :
 * - "The idempotency key must be at least 10 character long and can contain alphabets, numbers,
 *   hyphens and underscores only": any other key is a 400 (the page gives no error text; the
 *   description here is the stand-in's);
 * - "you can safely retry the transaction using the same idempotency key without risk of
 *   double-refund": the same key with the same body answers the refund made first, and refunds nothing more;
 * - "A different payload will be rejected as a BAD_REQUEST", with the page's error description
 *   'Different request with the same idempotency key has already been processed.';
 * - "If a request is received while a prior request is still being processed, the system will
 *   return a 409": the stand-in makes a refund within its request, so no second one can arrive
 *   while it is processed and it never answers 409 (the server's adapter retries on one).
 * The page does not say whether a refused request uses its key up: here only a refund made does.
 * Without the header, a refund is made every time, as before.
 */
function idempotentRefund(
  ctx: Engine,
  payment: Payment,
  body: Record<string, unknown>,
  headers: Call['headers'],
): Refund {
  const header = headers['x-refund-idempotency'];
  if (header === undefined) return refundPayment(ctx, payment, body);
  const key = Array.isArray(header) ? header.join(',') : header;
  if (!/^[A-Za-z0-9_-]{10,}$/.test(key))
    throw new Fail(
      400,
      'The idempotency key must be at least 10 characters: letters, numbers, hyphens and underscores only.',
    );
  const keys = refundKeys.get(ctx) ?? new Map<string, { request: string; refund: Refund }>();
  refundKeys.set(ctx, keys);
  const request = canonical(payment.id, body);
  const earlier = keys.get(key);
  if (earlier) {
    if (earlier.request !== request)
      throw new Fail(400, 'Different request with the same idempotency key has already been processed.');
    return earlier.refund;
  }
  const refund = refundPayment(ctx, payment, body);
  keys.set(key, { request, refund });
  return refund;
}

/**
 * POST /v1/payments/:id/refund — https://razorpay.com/docs/api/refunds/create-normal : full (no
 * amount) or partial; only captured payments ("Refunds Can be Made Only on Captured Payments",
 * https://razorpay.com/docs/api/refunds/), never more than what is left; refund.created then
 * refund.processed (https://razorpay.com/docs/webhooks/payments).
 */
function refundPayment(ctx: Engine, payment: Payment, body: Record<string, unknown>): Refund {
  if (!payment.captured) invalid('payment_id', 'The payment has not been captured and cannot be refunded.');
  const left = payment.amount - payment.amount_refunded;
  if (left <= 0) invalid('amount', 'The payment has been fully refunded already');
  const amount = body.amount === undefined ? left : body.amount;
  if (!isInt(amount) || amount < 100) invalid('amount', 'The amount must be an integer of at least 100.');
  if ((amount as number) > left) invalid('amount', 'The refund amount provided is greater than amount captured');
  if (body.speed !== undefined && body.speed !== 'normal' && body.speed !== 'optimum')
    invalid('speed', 'The selected speed is invalid.');
  if (body.receipt !== undefined && typeof body.receipt !== 'string')
    invalid('receipt', 'The receipt must be a string.');
  const refund = ctx.refund(payment, amount as number, { ...body, notes: notes(body.notes) });
  payment.amount_refunded += refund.amount;
  payment.refund_status = payment.amount_refunded === payment.amount ? 'full' : 'partial';
  if (payment.refund_status === 'full') payment.status = 'refunded';
  ctx.later([
    ['refund.created', { refund, payment }],
    ['refund.processed', { refund, payment }],
  ]);
  return refund;
}

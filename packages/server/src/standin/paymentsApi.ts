/**
 * The REST API's invoices, payments and refunds, as Razorpay documents them. The documentation page
 * of each behaviour is cited above it.
 */
import { invalid, isInt, notes, NO_ROUTE, page, type Call, type Engine } from './apiShared';
import { notFound, type Invoice, type Payment, type Refund } from './razorpayModel';

/** Answers a call to invoices, payments or refunds, or NO_ROUTE for any other path. */
export function paymentsApi(ctx: Engine, { method, url, path, body }: Call): unknown {
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
    if (method === 'POST' && pm[2] === 'refund' && !pm[3]) return refundPayment(ctx, payment, body);
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

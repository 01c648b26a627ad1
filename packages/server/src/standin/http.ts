/**
 * The stand-in's HTTP server: the Checkout script, Checkout's own calls from the browser (the
 * authentication transaction and the card change), and the REST API behind Basic auth, with
 * Razorpay's error object for every refusal.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { CHECKOUT_SCRIPT } from './checkoutScript';
import { DEFAULT_CARD } from './entities';
import { restApi, type Engine, type Step } from './razorpayApi';
import {
  DECLINED,
  Fail,
  notFound,
  readBody,
  type Payment,
  type StandinOptions,
  type Subscription,
} from './razorpayModel';

/** How the customer pays the authentication transaction at Checkout. */
export interface AuthOptions {
  /** 'upi' makes a UPI mandate (https://razorpay.com/docs/api/payments/subscriptions/update-subscription: not updatable). */
  method?: 'card' | 'upi';
  /** The UPI id with `method: 'upi'`; failure@razorpay fails. @default 'success@razorpay' */
  vpa?: string;
  name?: string;
  email?: string;
  contact?: string;
}

/** What the server reads and calls of the stand-in. */
export interface Host {
  options: StandinOptions;
  engine: Engine;
  authenticate(subscriptionId: string, card: string, opts: AuthOptions): Promise<Payment>;
  sign(paymentId: string, subscriptionId: string): string;
  /** Razorpay's retry of a pending subscription's last invoice. */
  retry(sub: Subscription, card: string): Promise<Payment>;
  /** Sends webhooks in order. */
  send(steps: Step[]): Promise<void>;
}

/** Answers one request; a refusal answers with Razorpay's error object. */
export async function handle(host: Host, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://standin');
  const send = (status: number, body: unknown, type = 'application/json') => {
    res.writeHead(status, {
      'content-type': type,
      'access-control-allow-origin': '*',
      'access-control-allow-headers': 'content-type',
    });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  };
  try {
    if (req.method === 'OPTIONS') return send(204, '');
    if (req.method === 'GET' && url.pathname === '/v1/checkout.js')
      return send(200, CHECKOUT_SCRIPT, 'text/javascript; charset=utf-8');
    const raw = req.method === 'POST' || req.method === 'PATCH' ? await readBody(req) : '';
    let body: Record<string, unknown> = {};
    if (raw) {
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        throw new Fail(400, 'The request body is not valid JSON');
      }
    }
    // Checkout's own calls, from the browser: the public key id, not the secret.
    if (req.method === 'POST' && url.pathname === '/v1/checkout/pay') return send(200, await checkoutPay(host, body));
    if (req.method === 'POST' && url.pathname === '/v1/checkout/card')
      return send(200, await checkoutCardChange(host, body));
    // https://razorpay.com/docs/api/authentication : Basic auth with key_id:key_secret
    const expected = `Basic ${Buffer.from(`${host.options.keyId}:${host.options.keySecret}`).toString('base64')}`;
    if (req.headers.authorization !== expected) throw new Fail(401, 'The api key provided is invalid');
    return send(200, restApi(host.engine, req.method ?? 'GET', url, body, req.headers));
  } catch (error) {
    const fail = error instanceof Fail ? error : new Fail(500, String(error));
    // https://razorpay.com/docs/errors/ : code, description, source, step, reason, metadata (and field)
    send(fail.status, {
      error: {
        code: fail.status === 500 ? 'SERVER_ERROR' : 'BAD_REQUEST_ERROR',
        description: fail.description,
        source: fail.extra.source ?? 'NA',
        step: fail.extra.step ?? 'NA',
        reason: fail.extra.reason ?? 'NA',
        metadata: fail.extra.metadata ?? {},
        ...(fail.extra.field ? { field: fail.extra.field } : {}),
      },
    });
  }
}

/** Checkout's payment step: a card (number, expiry, CVV) or `method: 'upi'` with a `vpa`. */
async function checkoutPay(host: Host, body: Record<string, unknown>) {
  if (body.key_id !== host.options.keyId) throw new Fail(401, 'The api key provided is invalid');
  const subscriptionId = String(body.subscription_id ?? '');
  const opts: AuthOptions = {
    name: typeof body.name === 'string' && body.name ? body.name : undefined,
    email: typeof body.email === 'string' && body.email ? body.email : undefined,
    contact: typeof body.contact === 'string' && body.contact ? body.contact : undefined,
  };
  let card = DEFAULT_CARD;
  if (body.method === 'upi') {
    const vpa = String(body.vpa ?? '');
    if (!/^[\w.-]+@[\w.-]+$/.test(vpa))
      throw new Fail(400, 'Invalid VPA. Please enter a valid UPI id', { field: 'vpa' });
    Object.assign(opts, { method: 'upi', vpa });
  } else {
    card = checkCard(body);
  }
  const payment = await host.authenticate(subscriptionId, card, opts);
  if (payment.status === 'failed') {
    throw new Fail(400, payment.error_description!, {
      reason: 'payment_failed',
      source: 'bank',
      step: 'payment_authorization',
      metadata: { payment_id: payment.id },
    });
  }
  return {
    razorpay_payment_id: payment.id,
    razorpay_subscription_id: subscriptionId,
    razorpay_signature: host.sign(payment.id, subscriptionId),
  };
}

function checkCard(body: Record<string, unknown>): string {
  const card = String(body.card_number ?? '').replace(/\D/g, '');
  if (!/^\d{12,19}$/.test(card)) throw new Fail(400, 'Card number is invalid', { field: 'card_number' });
  if (!/^(0[1-9]|1[0-2])\/\d{2}$/.test(String(body.expiry ?? '')))
    throw new Fail(400, 'Card expiry is invalid', { field: 'expiry' });
  if (!/^\d{3,4}$/.test(String(body.cvv ?? ''))) throw new Fail(400, 'CVV is invalid', { field: 'cvv' });
  return card;
}

/**
 * Checkout with `subscription_card_change`: the new card becomes the subscription's.
 * https://razorpay.com/docs/payments/subscriptions/payment-retries : pending -> the last invoice is
 * charged to it at once (active if paid); halted -> active, and its invoices are not charged.
 */
async function checkoutCardChange(host: Host, body: Record<string, unknown>) {
  if (body.key_id !== host.options.keyId) throw new Fail(401, 'The api key provided is invalid');
  const subscriptionId = String(body.subscription_id ?? '');
  const sub = host.engine.subscriptions.get(subscriptionId) ?? notFound();
  const card = String(body.card_number ?? '').replace(/\D/g, '');
  if (!/^\d{12,19}$/.test(card)) throw new Fail(400, 'Card number is invalid', { field: 'card_number' });
  if (DECLINED.has(card))
    throw new Fail(400, 'Your payment has been declined by the bank', { reason: 'payment_failed', source: 'bank' });
  host.engine.cards.set(subscriptionId, card);
  if (sub.status === 'pending') {
    const payment = await host.retry(sub, card);
    return {
      razorpay_payment_id: payment.id,
      razorpay_subscription_id: subscriptionId,
      razorpay_signature: host.sign(payment.id, subscriptionId),
    };
  }
  if (sub.status === 'halted') {
    sub.status = 'active';
    sub.auth_attempts = 0;
    await host.send([['subscription.activated', { subscription: sub }]]);
  }
  return { razorpay_subscription_id: subscriptionId };
}

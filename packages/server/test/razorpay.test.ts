import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RazorpayProvider, signPayment } from '../src/adapters/payments';

// A local stand-in that speaks Razorpay's documented request and answer shapes:
// POST /v1/plans {period, interval, item{name, amount, currency}} -> {id: 'plan_…', …}
// POST /v1/subscriptions {plan_id, total_count, quantity, start_at, …} -> {id: 'sub_…', status: 'created', …}
const KEY_ID = 'rzp_test_standin';
const SECRET = 'standin-secret';
const seen: { path: string; auth: string | undefined; body: Record<string, unknown> }[] = [];
let server: Server;
let base = '';

const readJson = (req: IncomingMessage) =>
  new Promise<Record<string, unknown>>((resolve) => {
    let data = '';
    req.on('data', (c) => (data += c));
    req.on('end', () => resolve(JSON.parse(data || '{}')));
  });

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const body = await readJson(req);
    seen.push({ path: req.url ?? '', auth: req.headers.authorization, body });
    const expected = `Basic ${Buffer.from(`${KEY_ID}:${SECRET}`).toString('base64')}`;
    res.setHeader('content-type', 'application/json');
    if (req.headers.authorization !== expected) {
      res.statusCode = 401;
      return res.end(
        JSON.stringify({ error: { code: 'BAD_REQUEST_ERROR', description: 'The api key provided is invalid' } }),
      );
    }
    if (req.url === '/v1/plans') {
      const item = body.item as { amount?: unknown; currency?: unknown } | undefined;
      if (
        body.period !== 'monthly' ||
        typeof body.interval !== 'number' ||
        typeof item?.amount !== 'number' ||
        item.currency !== 'INR'
      ) {
        res.statusCode = 400;
        return res.end(JSON.stringify({ error: { code: 'BAD_REQUEST_ERROR', description: 'invalid plan' } }));
      }
      return res.end(
        JSON.stringify({ id: 'plan_Standin001', entity: 'plan', interval: body.interval, period: body.period, item }),
      );
    }
    if (req.url === '/v1/subscriptions') {
      if (body.plan_id !== 'plan_Standin001' || typeof body.total_count !== 'number') {
        res.statusCode = 400;
        return res.end(JSON.stringify({ error: { code: 'BAD_REQUEST_ERROR', description: 'invalid subscription' } }));
      }
      return res.end(
        JSON.stringify({
          id: 'sub_Standin001',
          entity: 'subscription',
          plan_id: body.plan_id,
          status: 'created',
          total_count: body.total_count,
        }),
      );
    }
    res.statusCode = 404;
    res.end(JSON.stringify({ error: { description: 'not found' } }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}/v1`;
});
afterAll(() => new Promise((r) => server.close(r)));

describe('RazorpayProvider against a local stand-in', () => {
  it('creates a plan then a subscription with basic auth and the documented fields', async () => {
    const provider = new RazorpayProvider(KEY_ID, SECRET, base);
    const sub = await provider.createSubscription({
      planName: 'hr_essential',
      amountPaise: 353882,
      intervalMonths: 1,
      totalCount: 24,
      startAt: new Date('2026-12-01T00:00:00Z'),
      upfrontPaise: 353882,
      notes: { basketId: 'b1' },
    });
    expect(sub).toEqual({ id: 'sub_Standin001', status: 'created' });
    expect(seen.map((s) => s.path)).toEqual(['/v1/plans', '/v1/subscriptions']);
    expect(seen[0]!.body).toMatchObject({
      period: 'monthly',
      interval: 1,
      item: { name: 'hr_essential', amount: 353882, currency: 'INR' },
    });
    expect(seen[1]!.body).toMatchObject({
      plan_id: 'plan_Standin001',
      total_count: 24,
      quantity: 1,
      start_at: 1796083200,
      addons: [{ item: { name: 'First period', amount: 353882, currency: 'INR' } }],
    });
  });

  it('surfaces the provider error on wrong keys', async () => {
    const provider = new RazorpayProvider(KEY_ID, 'wrong', base);
    await expect(
      provider.createSubscription({
        planName: 'x',
        amountPaise: 100,
        intervalMonths: 1,
        totalCount: 1,
        startAt: new Date(),
        upfrontPaise: 0,
        notes: {},
      }),
    ).rejects.toThrow('The api key provided is invalid');
  });

  it('verifies the checkout signature as Razorpay documents it, in constant time', () => {
    const provider = new RazorpayProvider(KEY_ID, SECRET, base);
    // Razorpay: generated_signature = hmac_sha256(razorpay_payment_id + "|" + razorpay_subscription_id, secret)
    const signature = signPayment(SECRET, 'pay_29QQoUBi66xm2f', 'sub_00000000000001');
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(provider.verifySignature('pay_29QQoUBi66xm2f', 'sub_00000000000001', signature)).toBe(true);
    expect(provider.verifySignature('pay_29QQoUBi66xm2f', 'sub_00000000000002', signature)).toBe(false);
    expect(provider.verifySignature('pay_29QQoUBi66xm2f', 'sub_00000000000001', 'not-hex')).toBe(false);
  });
});

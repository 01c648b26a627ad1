import { ApiError, basket, billing, dev, order } from '@lnf/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from './accounts';
import { ADMIN, startTestServer, type TestServer } from './harness';
import { orderRequest } from './orders';

/**
 * Billing self-service (issue 12) in test payment mode: the customer's subscriptions, cancel at
 * period end and undo, pause and resume, plan changes with proration, a failed renewal and the
 * card that mends it. Only the owner (or an admin) acts; everyone else gets 404.
 */
let server: TestServer;
let alice: Awaited<ReturnType<typeof signUp>>;
let bob: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  server = await startTestServer();
  alice = await signUp(server, 'alice.billing@example.com');
  bob = await signUp(server, 'bob.billing@example.com');
});
afterAll(() => server?.stop());

/** Alice buys LNF Professional Essential monthly (₹2,999 + GST = ₹3,538.82) and pays with a Visa ending 1111. */
async function subscribe(who = alice) {
  const b = await basket.create(who.client, { plan: 'hr_essential', renewalTerm: 'MONTHLY', users: 2 });
  const placed = await order.place(who.client, orderRequest(b.id, who.email));
  const checkout = await dev.testCheckout(who.client, {
    subscriptionId: placed.subscriptionId!,
    cardNumber: '4111 1111 1111 1111',
    cardHolderName: 'Alice Menon',
    expiry: '12/30',
    cvv: '123',
  });
  await order.confirmPayment(who.client, checkout);
  return placed.subscriptionId!;
}

const mine = async (id: string) => (await billing.list(alice.client)).find((s) => s.id === id)!;
const status = (p: Promise<unknown>) =>
  p.then(
    () => 200,
    (e: unknown) => (e instanceof ApiError ? e.status : 0),
  );
const renew = (id: string, outcome: 'charged' | 'failed', client = alice.client) =>
  server.raw('/api/v1/lnf/portal/orders/payment/test-renewal', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${client === alice.client ? alice.tokens.access_token : bob.tokens.access_token}`,
    },
    body: JSON.stringify({ subscriptionId: id, outcome }),
  });

describe('billing self-service', () => {
  it('lists a paid subscription with its plan, amount with GST, next charge, card and invoiced charge', async () => {
    const id = await subscribe();
    const sub = await mine(id);
    expect(sub).toMatchObject({
      planLabel: 'LNF Professional Essential',
      renewalTerm: 'MONTHLY',
      status: 'active',
      amount: 3538.82,
      gstAmount: 539.82,
      cancelAtPeriodEnd: false,
      paymentFailed: false,
      card: { brand: 'Visa', last4: '1111' },
    });
    expect(sub.nextChargeOn).toBe(sub.currentPeriodEnd);
    expect(sub.charges).toHaveLength(1);
    expect(sub.charges[0]).toMatchObject({ amount: 3538.82, kind: 'cycle', cardLast4: '1111' });
    expect(sub.charges[0]!.invoiceNumber).toMatch(/^LNF\/\d{2}-\d{2}\/\d{6}$/);
    // Nobody else sees it.
    expect((await billing.list(bob.client)).some((s) => s.id === id)).toBe(false);
  });

  it('cancels at period end and undoes it; twice is once; strangers get 404', async () => {
    const id = await subscribe();
    expect(await status(billing.act(bob.client, id, 'cancel'))).toBe(404);
    expect(await status(billing.act(server.client(), id, 'cancel'))).toBe(401);
    const [a, b] = await Promise.all([
      billing.act(alice.client, id, 'cancel'),
      billing.act(alice.client, id, 'cancel'),
    ]);
    for (const s of [a, b]) expect(s).toMatchObject({ cancelAtPeriodEnd: true, nextChargeOn: null, status: 'active' });
    // Ending soon: no pause, no plan change.
    expect(await status(billing.act(alice.client, id, 'pause'))).toBe(409);
    expect(
      await status(billing.previewChange(alice.client, id, { plan: 'hr_professional', renewalTerm: 'MONTHLY' })),
    ).toBe(409);
    const kept = await billing.act(alice.client, id, 'undo-cancel');
    expect(kept).toMatchObject({ cancelAtPeriodEnd: false, nextChargeOn: kept.currentPeriodEnd });
    // An admin may act on anyone's subscription.
    const admin = server.client((await server.login(ADMIN.email, ADMIN.password)).access_token);
    expect((await billing.act(admin, id, 'cancel')).cancelAtPeriodEnd).toBe(true);
    // The period ends: the subscription ends instead of renewing, and its order is no longer charged.
    expect((await renew(id, 'charged')).status).toBe(200);
    expect(await mine(id)).toMatchObject({ status: 'cancelled', nextChargeOn: null, charges: [expect.anything()] });
    expect(await status(billing.act(alice.client, id, 'undo-cancel'))).toBe(200);
    expect(await status(billing.act(alice.client, id, 'resume'))).toBe(409);
  });

  it('pauses and resumes', async () => {
    const id = await subscribe();
    expect(await billing.act(alice.client, id, 'pause')).toMatchObject({ status: 'paused', nextChargeOn: null });
    expect((await billing.act(alice.client, id, 'pause')).status).toBe('paused');
    expect(await status(billing.act(alice.client, id, 'cancel'))).toBe(409);
    expect((await billing.act(alice.client, id, 'resume')).status).toBe('active');
  });

  it('reads a subscription inside its action one query at a time (one client per transaction)', async () => {
    // node-postgres runs a transaction on one client. Reads sent at once on it are queued by pg 8
    // with a deprecation warning (once per process), and refused by pg 9. Counted here on every
    // pg client; on PGlite nothing goes through pg and the count stays 0.
    const { default: pg } = await import('pg');
    const query = pg.Client.prototype.query;
    const inFlight = new WeakMap<object, number>();
    let overlaps = 0;
    pg.Client.prototype.query = function (this: object, ...args: unknown[]) {
      const now = (inFlight.get(this) ?? 0) + 1;
      if (now > 1) overlaps++;
      inFlight.set(this, now);
      const done = () => inFlight.set(this, (inFlight.get(this) ?? 1) - 1);
      const result = (query as (...a: unknown[]) => unknown).apply(this, args);
      if (result instanceof Promise) result.then(done, done);
      else done();
      return result;
    } as typeof query;
    try {
      const id = await subscribe();
      expect((await billing.act(alice.client, id, 'pause')).status).toBe('paused');
      expect((await billing.act(alice.client, id, 'resume')).status).toBe('active');
    } finally {
      pg.Client.prototype.query = query;
    }
    expect(overlaps).toBe(0);
  });

  it('upgrades now with the prorated difference: ₹2,999 -> ₹3,999 before the period starts is ₹1,000 + ₹180 GST', async () => {
    const id = await subscribe();
    const preview = await billing.previewChange(alice.client, id, { plan: 'hr_professional', renewalTerm: 'MONTHLY' });
    // Paid today for a period that starts tomorrow: every day of it is left.
    expect(preview).toMatchObject({
      kind: 'upgrade',
      effectiveOn: 'now',
      credit: 2999,
      charge: 3999,
      subtotalDueNow: 1000,
      gstDueNow: 180,
      totalDueNow: 1180,
      newAmount: 4718.82,
      planLabel: 'LNF Professional',
    });
    expect(preview.daysLeft).toBe(preview.daysInPeriod);
    // A total other than the one shown is refused, and changes nothing.
    expect(
      await status(
        billing.change(alice.client, id, { plan: 'hr_professional', renewalTerm: 'MONTHLY', expectedDueNow: 1000 }),
      ),
    ).toBe(409);
    expect((await mine(id)).charges).toHaveLength(1);
    // A double click charges once.
    const both = await Promise.all(
      [1, 2].map(() =>
        billing.change(alice.client, id, { plan: 'hr_professional', renewalTerm: 'MONTHLY', expectedDueNow: 1180 }),
      ),
    );
    for (const s of both) expect(s).toMatchObject({ plan: 'hr_professional', amount: 4718.82 });
    const after = await mine(id);
    expect(after.charges.filter((c) => c.kind === 'proration')).toEqual([
      expect.objectContaining({ amount: 1180, invoiceNumber: expect.stringMatching(/^LNF\//) }),
    ]);
    expect(
      await status(billing.previewChange(alice.client, id, { plan: 'hr_professional', renewalTerm: 'MONTHLY' })),
    ).toBe(409);
  });

  it('downgrades and changes term at renewal, and the renewal applies them', async () => {
    const id = await subscribe();
    const preview = await billing.previewChange(alice.client, id, { plan: 'hr_essential', renewalTerm: 'ANNUALLY' });
    const sub = await mine(id);
    expect(preview).toMatchObject({
      kind: 'term',
      effectiveOn: sub.currentPeriodEnd,
      totalDueNow: 0,
      newAmount: 35400,
    });
    const scheduled = await billing.change(alice.client, id, {
      plan: 'hr_essential',
      renewalTerm: 'ANNUALLY',
      expectedDueNow: 0,
    });
    expect(scheduled.scheduledChange).toMatchObject({
      renewalTerm: 'ANNUALLY',
      amount: 35400,
      effectiveOn: sub.currentPeriodEnd,
    });
    expect(scheduled.charges).toHaveLength(1);
    expect((await renew(id, 'charged')).status).toBe(200);
    const renewed = await mine(id);
    expect(renewed).toMatchObject({ renewalTerm: 'ANNUALLY', amount: 35400, scheduledChange: null });
    expect(renewed.charges.map((c) => c.amount)).toEqual([35400, 3538.82]);
  });

  it('a failed renewal is flagged until a new card pays it, and the customer is mailed once', async () => {
    const id = await subscribe();
    const before = (await dev.mailbox(alice.client, alice.email)).length;
    expect((await renew(id, 'failed')).status).toBe(200);
    expect((await renew(id, 'failed')).status).toBe(200);
    expect(await mine(id)).toMatchObject({ status: 'pending', paymentFailed: true });
    const mails = await dev.mailbox(alice.client, alice.email);
    expect(mails.length - before).toBe(1);
    expect(mails[0]!.subject).toBe('Your LNF renewal payment failed');
    // Someone else's renewal cannot be triggered.
    expect((await renew(id, 'failed', bob.client)).status).toBe(404);

    const card = { cardNumber: '4000 0000 0000 0002', cardHolderName: 'Alice Menon', expiry: '12/30', cvv: '123' };
    expect(await status(billing.updateCard(alice.client, id, card))).toBe(402);
    expect(await mine(id)).toMatchObject({ paymentFailed: true, card: { last4: '1111' } });
    expect(await status(billing.updateCard(alice.client, id, { ...card, cvv: '1' }))).toBe(400);

    const mended = await billing.updateCard(alice.client, id, { ...card, cardNumber: '5555 5555 5555 4444' });
    expect(mended.checkout).toBeNull();
    expect(mended.subscription).toMatchObject({
      status: 'active',
      paymentFailed: false,
      card: { brand: 'Mastercard', last4: '4444' },
    });
    expect(mended.subscription.charges).toHaveLength(2);
    expect(mended.subscription.charges[0]).toMatchObject({ amount: 3538.82, cardLast4: '4444', kind: 'cycle' });
  });

  it('refuses malformed ids and bodies with 4xx and changes nothing', async () => {
    const id = await subscribe();
    const bad = await server.raw(`/api/v1/lnf/portal/billing/subscriptions/${encodeURIComponent('../x')}/cancel`, {
      method: 'POST',
      headers: { authorization: `Bearer ${alice.tokens.access_token}` },
    });
    expect(bad.status).toBe(404);
    expect(
      await status(billing.previewChange(alice.client, id, { plan: 'no_such_plan', renewalTerm: 'MONTHLY' })),
    ).toBe(400);
    expect(
      await status(
        billing.previewChange(alice.client, id, { plan: 'hr_essential', renewalTerm: 'WEEKLY' as 'MONTHLY' }),
      ),
    ).toBe(400);
    expect(await mine(id)).toMatchObject({ plan: 'hr_essential', renewalTerm: 'MONTHLY', scheduledChange: null });
  });
});

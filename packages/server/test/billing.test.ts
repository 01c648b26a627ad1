import { ApiError, basket, billing, dev, order } from '@lnf/sdk';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../src/db/schema';
import { signUp } from './accounts';
import { ADMIN, startTestServer, type TestServer } from './harness';
import { orderRequest } from './orders';

/**
 * Billing self-service in test payment mode, which keeps Razorpay's rules: the customer's
 * subscriptions, cancel at period end (not undoable: subscribe again), pause and resume, plan
 * changes in place for international cards and by a new subscription for domestic ones, a failed
 * renewal and the card that mends it, a halted subscription restarted. Only the owner (or an
 * admin) acts; everyone else gets 404.
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

/** Razorpay's international test Visa: a subscription it authorises may change plan in place. */
const INTERNATIONAL = '4012 8888 8888 1881';

/** Pays (authorises) a subscription in the test Checkout with a card; a domestic Visa ending 1111 by default. */
async function authorise(subscriptionId: string, cardNumber = '4111 1111 1111 1111', who = alice) {
  const checkout = await dev.testCheckout(who.client, {
    subscriptionId,
    cardNumber,
    cardHolderName: 'Alice Menon',
    expiry: '12/30',
    cvv: '123',
  });
  return order.confirmPayment(who.client, checkout);
}

/** Alice buys LNF Professional Essential monthly (₹2,999 + GST = ₹3,538.82), the first month paid at Checkout. */
async function subscribe(who = alice, cardNumber?: string) {
  const b = await basket.create(who.client, { plan: 'hr_essential', renewalTerm: 'MONTHLY', users: 2 });
  const placed = await order.place(who.client, orderRequest(b.id, who.email));
  await authorise(placed.subscriptionId!, cardNumber, who);
  return placed.subscriptionId!;
}

const mine = async (id: string) => (await billing.list(alice.client)).find((s) => s.id === id)!;
const status = (p: Promise<unknown>) =>
  p.then(
    () => 200,
    (e: unknown) => (e instanceof ApiError ? e.status : 0),
  );
const renew = (id: string, outcome: 'charged' | 'failed' | 'halted', client = alice.client) =>
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
    // The first month was Razorpay's upfront amount; the recurring charges start a month later
    // (authenticated until then), and a domestic card cannot change plan in place.
    expect(sub).toMatchObject({
      planLabel: 'LNF Professional Essential',
      renewalTerm: 'MONTHLY',
      status: 'authenticated',
      planUpdatable: false,
      replaces: null,
      awaitingAuthorisation: false,
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

  it('cancels at period end; twice is once; strangers get 404; an admin may act', async () => {
    const id = await subscribe();
    expect(await status(billing.act(bob.client, id, 'cancel'))).toBe(404);
    expect(await status(billing.act(server.client(), id, 'cancel'))).toBe(401);
    const [a, b] = await Promise.all([
      billing.act(alice.client, id, 'cancel'),
      billing.act(alice.client, id, 'cancel'),
    ]);
    for (const s of [a, b])
      expect(s).toMatchObject({ cancelAtPeriodEnd: true, nextChargeOn: null, status: 'authenticated' });
    // Ending soon: no pause, no plan change.
    expect(await status(billing.act(alice.client, id, 'pause'))).toBe(409);
    expect(
      await status(billing.previewChange(alice.client, id, { plan: 'hr_professional', renewalTerm: 'MONTHLY' })),
    ).toBe(409);
    // The period ends: the subscription ends instead of renewing, and its order is no longer charged.
    expect((await renew(id, 'charged')).status).toBe(200);
    expect(await mine(id)).toMatchObject({ status: 'cancelled', nextChargeOn: null, charges: [expect.anything()] });
    expect(await status(billing.act(alice.client, id, 'resume'))).toBe(409);
    // Subscribed again once its period is over (a day ago): it starts today, and Checkout charges
    // the plan amount at once.
    await server.services.db
      .update(subscriptions)
      .set({ currentEnd: new Date(Date.now() - 86_400_000) })
      .where(eq(subscriptions.id, id));
    const today = new Date().toISOString().slice(0, 10);
    const again = await billing.act(alice.client, id, 'resubscribe');
    expect(again).toMatchObject({ replaces: id, awaitingAuthorisation: true, nextChargeOn: today });
    await authorise(again.id);
    expect(await mine(again.id)).toMatchObject({
      status: 'active',
      charges: [expect.objectContaining({ amount: 3538.82, kind: 'cycle' })],
    });
    const admin = server.client((await server.login(ADMIN.email, ADMIN.password)).access_token);
    const other = await subscribe();
    expect((await billing.act(admin, other, 'cancel')).cancelAtPeriodEnd).toBe(true);
  });

  it('cannot take a cancellation back, as Razorpay cannot: subscribing again starts a new subscription at period end', async () => {
    const id = await subscribe();
    const cancelled = await billing.act(alice.client, id, 'cancel');
    const undo = await billing.act(alice.client, id, 'undo-cancel').catch((e: ApiError) => e);
    expect(undo).toBeInstanceOf(ApiError);
    expect((undo as ApiError).status).toBe(409);
    expect((undo as ApiError).message).toBe(
      `Razorpay cannot take back a cancellation: subscribe again from ${cancelled.currentPeriodEnd} instead`,
    );
    // Twice is once: the same new subscription, on the same plan, first charged when the old period ends.
    const [again, twice] = await Promise.all([
      billing.act(alice.client, id, 'resubscribe'),
      billing.act(alice.client, id, 'resubscribe'),
    ]);
    expect(twice.id).toBe(again.id);
    expect(again).toMatchObject({
      replaces: id,
      status: 'created',
      awaitingAuthorisation: true,
      plan: 'hr_essential',
      amount: 3538.82,
      nextChargeOn: cancelled.currentPeriodEnd,
      charges: [],
    });
    // Authorised with a ₹5 check that is refunded: no money recorded until that day.
    await authorise(again.id);
    expect(await mine(again.id)).toMatchObject({ status: 'authenticated', awaitingAuthorisation: false, charges: [] });
    // The old period ends: the old one ends, the order goes on with the new one, which is charged.
    expect((await renew(id, 'charged')).status).toBe(200);
    expect((await mine(id)).status).toBe('cancelled');
    expect((await renew(again.id, 'charged')).status).toBe(200);
    expect(await mine(again.id)).toMatchObject({
      status: 'active',
      charges: [expect.objectContaining({ amount: 3538.82 })],
    });
  });

  it('pauses and resumes an active subscription', async () => {
    const id = await subscribe();
    // Razorpay pauses only an active subscription: authenticated until its first recurring charge.
    expect(await status(billing.act(alice.client, id, 'pause'))).toBe(409);
    expect((await renew(id, 'charged')).status).toBe(200);
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
      expect((await renew(id, 'charged')).status).toBe(200);
      expect((await billing.act(alice.client, id, 'pause')).status).toBe('paused');
      expect((await billing.act(alice.client, id, 'resume')).status).toBe('active');
    } finally {
      pg.Client.prototype.query = query;
    }
    expect(overlaps).toBe(0);
  });

  it('upgrades an international card now with the prorated difference: ₹2,999 -> ₹3,999 before the period starts is ₹1,000 + ₹180 GST', async () => {
    const id = await subscribe(alice, INTERNATIONAL);
    expect((await mine(id)).planUpdatable).toBe(true);
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

  it("changes a domestic card's plan by a new subscription from the period's end: shown first, nothing charged now", async () => {
    const id = await subscribe();
    const sub = await mine(id);
    const preview = await billing.previewChange(alice.client, id, { plan: 'hr_professional', renewalTerm: 'MONTHLY' });
    expect(preview).toMatchObject({
      kind: 'replace',
      effectiveOn: sub.currentPeriodEnd,
      credit: 0,
      totalDueNow: 0,
      newAmount: 4718.82,
      planLabel: 'LNF Professional',
    });
    const [old] = await Promise.all(
      [1, 2].map(() =>
        billing.change(alice.client, id, { plan: 'hr_professional', renewalTerm: 'MONTHLY', expectedDueNow: 0 }),
      ),
    );
    expect(old).toMatchObject({ id, plan: 'hr_essential', cancelAtPeriodEnd: true, nextChargeOn: null });
    const next = (await billing.list(alice.client)).filter((s) => s.replaces === id);
    expect(next).toHaveLength(1);
    expect(next[0]).toMatchObject({
      plan: 'hr_professional',
      amount: 4718.82,
      status: 'created',
      awaitingAuthorisation: true,
      nextChargeOn: sub.currentPeriodEnd,
      charges: [],
    });
    expect((await mine(id)).charges).toHaveLength(1);
    const authorised = await billing.authorise(alice.client, next[0]!.id);
    expect(authorised.checkout).toBeNull();
    await authorise(next[0]!.id);
    expect(await mine(next[0]!.id)).toMatchObject({ status: 'authenticated', charges: [] });
    expect(await status(billing.authorise(alice.client, next[0]!.id))).toBe(409);
  });

  it('downgrades and changes term at renewal, and the renewal applies them', async () => {
    const id = await subscribe(alice, INTERNATIONAL);
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
    // The mail leaves through the outbox, after the answer: counted once delivered.
    const failureMails = async () =>
      (await dev.mailbox(alice.client, alice.email)).filter((m) => m.subject === 'Your LNF renewal payment failed')
        .length;
    const before = await failureMails();
    expect((await renew(id, 'failed')).status).toBe(200);
    expect((await renew(id, 'failed')).status).toBe(200);
    expect(await mine(id)).toMatchObject({ status: 'pending', paymentFailed: true });
    await expect.poll(failureMails, { timeout: 10_000 }).toBe(before + 1);
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

  it('restarts a halted subscription: the plan amount is charged at once and the halted one ends', async () => {
    const id = await subscribe();
    expect((await renew(id, 'halted')).status).toBe(200);
    expect(await mine(id)).toMatchObject({ status: 'halted', paymentFailed: true });
    // Razorpay does not charge a halted subscription's missed invoice after a card change.
    const card = { cardNumber: '5555 5555 5555 4444', cardHolderName: 'Alice Menon', expiry: '12/30', cvv: '123' };
    expect(await status(billing.updateCard(alice.client, id, card))).toBe(409);
    const fresh = await billing.act(alice.client, id, 'restart');
    expect(fresh).toMatchObject({ replaces: id, status: 'created', awaitingAuthorisation: true, amount: 3538.82 });
    await authorise(fresh.id, card.cardNumber);
    expect(await mine(fresh.id)).toMatchObject({
      status: 'active',
      paymentFailed: false,
      charges: [expect.objectContaining({ amount: 3538.82, kind: 'cycle', cardLast4: '4444' })],
    });
    expect(await mine(id)).toMatchObject({ status: 'cancelled', paymentFailed: false });
    expect(await status(billing.act(alice.client, fresh.id, 'restart'))).toBe(409);
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

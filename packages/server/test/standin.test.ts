import { basket, billing, dev, order } from '@lnf/sdk';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { orders, payments, subscriptions, taxInvoices } from '../src/db/schema';
import { RECONCILE_AFTER_MS, reconcileOrders } from '../src/services/reconcile';
import { RazorpayStandin } from '../src/standin/razorpay';
import { signUp } from './accounts';
import { startTestServer, type TestServer } from './harness';
import { orderRequest } from './orders';

/**
 * The server against the Razorpay stand-in (which follows Razorpay's documentation, see
 * docs/razorpay-standin.md), over real HTTP both ways: the REST calls of an order, Checkout's
 * authentication transaction and signed answer, and webhooks the stand-in signs and sends, then
 * replays, reorders and forges. Money is recorded only when Razorpay took it.
 */
let standin: RazorpayStandin;
let server: TestServer;
let customer: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  standin = await new RazorpayStandin({
    keyId: 'rzp_test_Standin0002',
    keySecret: 'standin-secret-2',
    webhookSecret: 'standin-hooks-2',
  }).start();
  server = await startTestServer({
    razorpay: {
      keyId: standin.options.keyId,
      keySecret: standin.options.keySecret,
      webhookSecret: standin.options.webhookSecret!,
      apiUrl: standin.apiUrl,
      checkoutUrl: standin.checkoutUrl,
    },
  });
  standin.options.webhookUrl = `${server.url}/api/v1/lnf/portal/orders/payment/webhook`;
  customer = await signUp(server, 'rekha.pillai@example.com');
});
afterAll(async () => {
  await server?.stop();
  await standin?.stop();
});

async function placed(subscriptionDate?: string) {
  const b = await basket.create(customer.client, {
    plan: 'hr_essential',
    renewalTerm: 'MONTHLY',
    users: 2,
    ...(subscriptionDate ? { subscriptionDate } : {}),
  });
  // Kerala: another state than the supplier's, so the invoice charges IGST.
  const kochi = { addressLine1: '4 Marine Drive', state: 'Kerala', city: 'Kochi', postCode: '682031' };
  return order.place(
    customer.client,
    orderRequest(b.id, customer.email, { customer: { fullName: 'Rekha Pillai' }, billingAddress: kochi }),
  );
}

/** The browser's confirmation of a Checkout payment, signed as Checkout's handler gets it. */
const confirm = (subscriptionId: string, paymentId: string) =>
  order.confirmPayment(customer.client, {
    subscriptionId,
    paymentId,
    signature: standin.sign(paymentId, subscriptionId),
  });

const paymentsOf = async (orderId: string) =>
  Number((await server.services.db.select({ n: count() }).from(payments).where(eq(payments.orderId, orderId)))[0]!.n);
const invoicesOf = async (orderId: string) =>
  Number(
    (await server.services.db.select({ n: count() }).from(taxInvoices).where(eq(taxInvoices.orderId, orderId)))[0]!.n,
  );
const statusOf = async (orderId: string) =>
  (await server.services.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.status;
const subOf = async (id: string) =>
  (await server.services.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!;
const mine = async (id: string) => (await billing.list(customer.client)).find((s) => s.id === id)!;
/** The handled events the stand-in delivered about a subscription, with their answers. */
const delivered = (id: string) => [
  ...new Set(
    standin.deliveries.filter((d) => d.body.includes(id) && d.event !== 'payment.captured').map((d) => d.event),
  ),
];

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describe('Razorpay stand-in, end to end', () => {
  it('creates a subscription whose first month is the upfront amount and whose charges start a month on', async () => {
    const p = await placed();
    expect(p).toMatchObject({
      status: 'PENDING_PAYMENT',
      provider: 'razorpay',
      keyId: standin.options.keyId,
      checkoutUrl: standin.checkoutUrl,
    });
    const sub = standin.subscriptions.get(p.subscriptionId!)!;
    const row = await subOf(p.subscriptionId!);
    expect(sub).toMatchObject({
      status: 'created',
      total_count: 23,
      notes: expect.objectContaining({ orderId: p.orderId }),
    });
    // Start tomorrow (the basket's default); Razorpay's cycles start a month after it.
    expect(new Date(sub.start_at! * 1000).toISOString().slice(0, 10)).toBe(
      new Date(Date.UTC(row.startAt.getUTCFullYear(), row.startAt.getUTCMonth() + 1, row.startAt.getUTCDate()))
        .toISOString()
        .slice(0, 10),
    );
    expect(standin.plans.get(sub.plan_id)!.item).toMatchObject({
      name: 'hr_essential',
      amount: Math.round(p.amount * 100),
      currency: 'INR',
    });
  });

  it('records the upfront payment once however it is reported, and no more money until the first charge', async () => {
    const p = await placed();
    const id = p.subscriptionId!;
    const upfront = await standin.authenticate(id, '4111 1111 1111 1111');
    expect(upfront).toMatchObject({ status: 'captured', amount: Math.round(p.amount * 100), invoice_id: null });
    await standin.settled();
    const paid = await confirm(id, upfront.id);
    expect(paid.status).toBe('PAID');
    expect(paid.payments).toEqual([expect.objectContaining({ transactionId: upfront.id, amount: p.amount })]);
    expect(delivered(id)).toEqual(['subscription.authenticated']);
    // Confirmed by the browser and by the webhook, redelivered: still one payment and one invoice.
    for (const d of standin.deliveries.filter((x) => x.body.includes(id))) await standin.redeliver(d);
    await confirm(id, upfront.id);
    expect(await paymentsOf(p.orderId)).toBe(1);
    expect(await invoicesOf(p.orderId)).toBe(1);
    expect(await subOf(id)).toMatchObject({ status: 'authenticated', paymentMethod: 'card', cardInternational: false });
    // A month on, Razorpay's first cycle: activated and charged, the second payment and invoice.
    const cycle = await standin.charge(id);
    await vi.waitFor(async () => expect(await paymentsOf(p.orderId)).toBe(2));
    expect(await invoicesOf(p.orderId)).toBe(2);
    expect(delivered(id)).toEqual(['subscription.authenticated', 'subscription.activated', 'subscription.charged']);
    expect(await mine(id)).toMatchObject({
      status: 'active',
      charges: [
        expect.objectContaining({ transactionId: cycle.id, kind: 'cycle' }),
        expect.objectContaining({ transactionId: upfront.id, kind: 'cycle' }),
      ],
    });
  });

  it('takes the same upfront month for a start today: one captured payment at Checkout', async () => {
    const today = isoDay(Date.now());
    const p = await placed(today);
    const id = p.subscriptionId!;
    expect(new Date(standin.subscriptions.get(id)!.start_at! * 1000).toISOString().slice(0, 10)).not.toBe(today);
    const upfront = await standin.authenticate(id);
    await confirm(id, upfront.id);
    await standin.settled();
    expect(await paymentsOf(p.orderId)).toBe(1);
    expect((await mine(id)).currentPeriodStart).toBe(today);
  });

  it('records each renewal as a payment, and applies events delivered out of order by when they happened', async () => {
    let clock = Math.floor(Date.now() / 1000);
    standin.options.clock = () => clock;
    try {
      const p = await placed();
      const id = p.subscriptionId!;
      await confirm(id, (await standin.authenticate(id)).id);
      await standin.settled();
      // The first cycle goes through; a month on the renewal fails. Razorpay delivers them last first.
      standin.hold = true;
      clock += 32 * 86400;
      await standin.charge(id);
      clock += 31 * 86400;
      await standin.charge(id, '4000 0000 0000 0002');
      const sent = await standin.flush({ reverse: true });
      expect(sent.filter((d) => d.event !== 'payment.captured').map((d) => `${d.event} ${d.status}`)).toEqual([
        'subscription.pending 200',
        'payment.failed 200',
        'subscription.charged 200',
        'subscription.activated 200',
      ]);
      expect(await paymentsOf(p.orderId)).toBe(2);
      expect(await subOf(id)).toMatchObject({ status: 'pending', paidCount: 2 });
      // A failed renewal leaves the paid order paid; the subscription says the rest.
      expect(await statusOf(p.orderId)).toBe('PAID');
    } finally {
      standin.hold = false;
      delete standin.options.clock;
    }
  });

  it('refuses a forged delivery and changes nothing, and does not take a replayed header for a new event', async () => {
    const p = await placed();
    const upfront = await standin.authenticate(p.subscriptionId!);
    await standin.settled();
    const genuine = standin.deliveries.filter((d) => d.event === 'subscription.authenticated').at(-1)!;
    const forged = genuine.body.replace(/"amount":\d+/, '"amount":1');
    const send = (body: string, signature: string, eventId: string) =>
      fetch(standin.options.webhookUrl!, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-event-id': eventId,
          'x-razorpay-signature': signature,
        },
        body,
      });
    expect((await send(forged, genuine.signature, 'evt_Forged000001')).status).toBe(400);
    expect((await send(genuine.body, '0'.repeat(64), 'evt_Forged000002')).status).toBe(400);
    // The same signed body under a new event id (the header is not signed) is the same event.
    const replay = await send(genuine.body, genuine.signature, 'evt_Replayed00001');
    expect(await replay.json()).toEqual({ status: 'duplicate' });
    expect(upfront.status).toBe('captured');
    expect(await paymentsOf(p.orderId)).toBe(1);
  });

  it('settles an order whose browser never came back, by asking the provider, including the upfront month', async () => {
    const p = await placed();
    await standin.authenticate(p.subscriptionId!);
    await standin.settled();
    // The webhooks were lost: the order still waits until reconciliation asks the stand-in.
    await server.services.db.update(orders).set({ status: 'PENDING_PAYMENT' }).where(eq(orders.id, p.orderId));
    await server.services.db.delete(payments).where(eq(payments.orderId, p.orderId));
    await server.services.db.delete(taxInvoices).where(eq(taxInvoices.orderId, p.orderId));
    const result = await reconcileOrders(
      server.services.db,
      server.services.payments!,
      Date.now() + RECONCILE_AFTER_MS + 1000,
    );
    expect(result.errors).toBe(0);
    expect(await statusOf(p.orderId)).toBe('PAID');
    expect(await paymentsOf(p.orderId)).toBe(1);
    // Its invoice too, issued now.
    const [invoice] = await server.services.db.select().from(taxInvoices).where(eq(taxInvoices.orderId, p.orderId));
    expect(invoice).toMatchObject({ placeOfSupply: '32', igstPaise: 53_982 });
  });

  it('goes on past an id Razorpay does not know (it answers 400), and settles the other orders', async () => {
    const lost = await placed();
    const good = await placed();
    await standin.authenticate(good.subscriptionId!);
    await standin.settled();
    await server.services.db.update(orders).set({ status: 'PENDING_PAYMENT' }).where(eq(orders.id, good.orderId));
    await server.services.db.delete(payments).where(eq(payments.orderId, good.orderId));
    // The lost order's subscription is not at the provider (another account's id, say).
    await server.services.db
      .update(subscriptions)
      .set({ id: 'sub_NotAtRazorpay1' })
      .where(eq(subscriptions.id, lost.subscriptionId!));
    const result = await reconcileOrders(
      server.services.db,
      server.services.payments!,
      Date.now() + RECONCILE_AFTER_MS + 1000,
    );
    expect(result.errors).toBe(0);
    expect(await statusOf(good.orderId)).toBe('PAID');
    expect(await statusOf(lost.orderId)).toBe('PENDING_PAYMENT');
    // Abandoned an hour on, it has failed.
    await reconcileOrders(server.services.db, server.services.payments!, Date.now() + 2 * 60 * 60_000);
    expect(await statusOf(lost.orderId)).toBe('PAYMENT_FAILED');
  });
});

describe('billing self-service through Razorpay (stand-in)', () => {
  /** A subscription paid at Checkout with `card`, past its upfront month into an active cycle. */
  async function active(card = '4111 1111 1111 1111') {
    const p = await placed();
    const id = p.subscriptionId!;
    await confirm(id, (await standin.authenticate(id, card)).id);
    await standin.charge(id);
    await vi.waitFor(async () => expect((await subOf(id)).status).toBe('active'));
    return { ...p, id };
  }

  it('cancels at cycle end, never "undoes" it with an endpoint meant for plan updates, and subscribes again instead', async () => {
    const p = await active();
    const id = p.id;
    const undoUpdate = vi.spyOn(server.services.payments!, 'cancelScheduledChanges');
    try {
      const cancelled = await billing.act(customer.client, id, 'cancel');
      expect(cancelled.cancelAtPeriodEnd).toBe(true);
      expect(standin.scheduled.get(id)).toMatchObject({ cancel: true });
      const undo = await billing.act(customer.client, id, 'undo-cancel').catch((e: Error & { status: number }) => e);
      expect(undo).toMatchObject({ status: 409 });
      expect(undoUpdate).not.toHaveBeenCalled();
      expect(standin.scheduled.get(id)).toMatchObject({ cancel: true });
      // A new subscription from the period's end, authorised now with a ₹5 check that is refunded.
      const again = await billing.act(customer.client, id, 'resubscribe');
      const rzp = standin.subscriptions.get(again.id)!;
      expect(rzp.status).toBe('created');
      expect(isoDay(rzp.start_at! * 1000)).toBe(cancelled.currentPeriodEnd);
      expect((await billing.authorise(customer.client, again.id)).checkout).toEqual({
        keyId: standin.options.keyId,
        subscriptionId: again.id,
        checkoutUrl: standin.checkoutUrl,
      });
      const check = await standin.authenticate(again.id);
      expect(check).toMatchObject({ amount: 500, status: 'refunded' });
      await confirm(again.id, check.id);
      await standin.settled();
      expect(await mine(again.id)).toMatchObject({ status: 'authenticated', charges: [] });
      expect(await paymentsOf(p.orderId)).toBe(2);
      // The cycle ends: Razorpay cancels the old one; the order goes on with the new one.
      await expect(standin.charge(id)).rejects.toThrow('Subscription is cancelled');
      await vi.waitFor(async () => expect(await subOf(id)).toMatchObject({ status: 'cancelled' }));
      expect(await statusOf(p.orderId)).toBe('PAID');
    } finally {
      undoUpdate.mockRestore();
    }
  });

  it('pauses and resumes at the provider', async () => {
    const { id } = await active();
    expect((await billing.act(customer.client, id, 'pause')).status).toBe('paused');
    expect(standin.subscriptions.get(id)!.status).toBe('paused');
    expect((await billing.act(customer.client, id, 'resume')).status).toBe('active');
    expect(standin.subscriptions.get(id)!.status).toBe('active');
  });

  it('upgrades an international card in place: Razorpay charges the difference once, and it becomes one payment and one invoice', async () => {
    const { id, orderId } = await active('4012 8888 8888 1881');
    expect((await mine(id)).planUpdatable).toBe(true);
    const preview = await billing.previewChange(customer.client, id, {
      plan: 'hr_professional',
      renewalTerm: 'MONTHLY',
    });
    expect(preview.kind).toBe('upgrade');
    const changed = await billing.change(customer.client, id, {
      plan: 'hr_professional',
      renewalTerm: 'MONTHLY',
      expectedDueNow: preview.totalDueNow,
    });
    expect(changed).toMatchObject({ plan: 'hr_professional', amount: 4718.82 });
    const rzpSub = standin.subscriptions.get(id)!;
    expect(standin.plans.get(rzpSub.plan_id)!.item.amount).toBe(471_882);
    // No add-on: Razorpay's own invoice for the update is the charge.
    expect([...standin.addons.values()].filter((a) => a.subscription_id === id)).toEqual([]);
    await standin.settled();
    await vi.waitFor(async () => expect(await paymentsOf(orderId)).toBe(3));
    expect(await invoicesOf(orderId)).toBe(3);
    const upgrade = (await mine(id)).charges.filter((c) => c.kind === 'proration');
    expect(upgrade).toHaveLength(1);
    const rzpUpdate = standin.invoices.filter((i) => i.subscription_id === id).at(-1)!;
    expect(upgrade[0]).toMatchObject({ transactionId: rzpUpdate.payment_id, amount: rzpUpdate.amount_paid / 100 });
    expect(await subOf(id)).toMatchObject({ paidCount: 2 });
  });

  it("changes a domestic card's plan without PATCH: a new subscription from the period's end, shown first", async () => {
    const { id } = await active();
    const patch = vi.spyOn(server.services.payments!, 'changePlan');
    try {
      const preview = await billing.previewChange(customer.client, id, {
        plan: 'hr_professional',
        renewalTerm: 'MONTHLY',
      });
      const current = await mine(id);
      expect(preview).toMatchObject({ kind: 'replace', effectiveOn: current.currentPeriodEnd, totalDueNow: 0 });
      const old = await billing.change(customer.client, id, {
        plan: 'hr_professional',
        renewalTerm: 'MONTHLY',
        expectedDueNow: 0,
      });
      expect(old).toMatchObject({ plan: 'hr_essential', cancelAtPeriodEnd: true });
      expect(patch).not.toHaveBeenCalled();
      expect(standin.scheduled.get(id)).toMatchObject({ cancel: true });
      const next = (await billing.list(customer.client)).find((s) => s.replaces === id)!;
      expect(next).toMatchObject({ plan: 'hr_professional', awaitingAuthorisation: true });
      expect(standin.plans.get(standin.subscriptions.get(next.id)!.plan_id)!.item.amount).toBe(471_882);
    } finally {
      patch.mockRestore();
    }
  });

  it('says so when Razorpay will not update a subscription, and changes nothing', async () => {
    const { id } = await active('4012 8888 8888 1881');
    // Razorpay's own word wins where we thought an update allowed (a UPI mandate, say).
    standin.upi.add(id);
    const preview = await billing.previewChange(customer.client, id, {
      plan: 'hr_professional',
      renewalTerm: 'MONTHLY',
    });
    const refused = await billing
      .change(customer.client, id, {
        plan: 'hr_professional',
        renewalTerm: 'MONTHLY',
        expectedDueNow: preview.totalDueNow,
      })
      .catch((e: Error & { status: number }) => e);
    expect(refused).toMatchObject({
      status: 409,
      message: 'The payment provider refused this change: subscriptions cannot be updated when payment mode is UPI',
    });
    expect(await subOf(id)).toMatchObject({ planId: 'hr_essential', amountPaise: 353_882, scheduledChange: null });
  });

  it('marks a failed renewal once, mails once, and a new card charges it at once (pending)', async () => {
    const { id } = await active();
    const mailsBefore = (await dev.mailbox(customer.client, customer.email)).filter(
      (m) => m.subject === 'Your LNF renewal payment failed',
    ).length;
    await standin.charge(id, '4000 0000 0000 0002');
    // Razorpay retries, and reports the retry's failure too.
    await standin.charge(id, '4000 0000 0000 0002');
    await vi.waitFor(async () => expect(await mine(id)).toMatchObject({ status: 'pending', paymentFailed: true }));
    // The mail leaves through the outbox: counted once delivered (and once only).
    const failureMails = async () =>
      (await dev.mailbox(customer.client, customer.email)).filter(
        (m) => m.subject === 'Your LNF renewal payment failed',
      ).length;
    await expect.poll(failureMails, { timeout: 10_000 }).toBe(mailsBefore + 1);
    // Checkout's card change on a pending subscription charges its last invoice.
    const res = await fetch(`${standin.url}/v1/checkout/card`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ key_id: standin.options.keyId, subscription_id: id, card_number: '5555555555554444' }),
    });
    expect(res.status).toBe(200);
    await vi.waitFor(async () => expect(await mine(id)).toMatchObject({ status: 'active', paymentFailed: false }));
  });

  it('recovers a halted subscription: a restart charges the plan amount at Checkout and ends the halted one', async () => {
    const { id, orderId } = await active();
    // Every retry fails: Razorpay halts it.
    for (let i = 0; i < 4 && standin.subscriptions.get(id)!.status !== 'halted'; i++)
      await standin.charge(id, '4000 0000 0000 0002');
    await vi.waitFor(async () => expect(await mine(id)).toMatchObject({ status: 'halted', paymentFailed: true }));
    // A card change would not collect the missed cycle (Razorpay does not charge a halted one's invoices).
    const card = await billing.cardCheckout(customer.client, id).catch((e: Error & { status: number }) => e);
    expect(card).toMatchObject({ status: 409 });
    const fresh = await billing.act(customer.client, id, 'restart');
    expect(standin.subscriptions.get(fresh.id)!.start_at).toBeNull();
    const first = await standin.authenticate(fresh.id, '5555 5555 5555 4444');
    expect(first).toMatchObject({ status: 'captured', amount: 353_882 });
    await confirm(fresh.id, first.id);
    await standin.settled();
    expect(await mine(fresh.id)).toMatchObject({
      status: 'active',
      paymentFailed: false,
      charges: [expect.objectContaining({ transactionId: first.id, kind: 'cycle' })],
    });
    expect(standin.subscriptions.get(id)!.status).toBe('cancelled');
    await vi.waitFor(async () => expect((await subOf(id)).status).toBe('cancelled'));
    expect(await statusOf(orderId)).toBe('PAID');
    // The banner is gone: no subscription of the customer's shows a failed payment for this order.
    expect((await billing.list(customer.client)).filter((s) => s.orderId === orderId && s.paymentFailed)).toEqual([]);
  });

  it('holds no transaction open while the provider answers: a slow provider does not hold up others', async () => {
    const { id } = await active();
    const other = await signUp(server, 'other.customer@example.com');
    const theirs = await basket.create(other.client, { plan: 'hr_essential', renewalTerm: 'MONTHLY', users: 2 });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const provider = server.services.payments!;
    const original = provider.pause.bind(provider);
    const slow = vi.spyOn(provider, 'pause').mockImplementation(async (sub) => {
      await gate;
      return original(sub);
    });
    try {
      const pausing = billing.act(customer.client, id, 'pause');
      await vi.waitFor(() => expect(slow).toHaveBeenCalled());
      // While the provider has not answered, another customer's reads and writes go through.
      expect((await basket.get(other.client, theirs.id)).id).toBe(theirs.id);
      expect(await billing.list(other.client)).toEqual([]);
      // And the same subscription's second click waits for the first instead of acting twice.
      const twice = billing.act(customer.client, id, 'pause');
      release();
      expect((await pausing).status).toBe('paused');
      expect((await twice).status).toBe('paused');
      expect(slow).toHaveBeenCalledTimes(1);
    } finally {
      release();
      slow.mockRestore();
    }
  });
});

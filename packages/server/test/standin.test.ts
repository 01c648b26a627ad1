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
 * The server against the Razorpay stand-in, over real HTTP both ways: the REST calls of an order,
 * Checkout's signed answer, and webhooks the stand-in signs and sends, then replays, reorders and
 * forges.
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

async function placed() {
  const b = await basket.create(customer.client, { plan: 'hr_essential', renewalTerm: 'MONTHLY', users: 2 });
  // Kerala: another state than the supplier's, so the invoice charges IGST.
  const kochi = { addressLine1: '4 Marine Drive', state: 'Kerala', city: 'Kochi', postCode: '682031' };
  return order.place(
    customer.client,
    orderRequest(b.id, customer.email, { customer: { fullName: 'Rekha Pillai' }, billingAddress: kochi }),
  );
}

const paymentsOf = async (orderId: string) =>
  Number((await server.services.db.select({ n: count() }).from(payments).where(eq(payments.orderId, orderId)))[0]!.n);
const statusOf = async (orderId: string) =>
  (await server.services.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.status;
const subOf = async (id: string) =>
  (await server.services.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!;

describe('Razorpay stand-in, end to end', () => {
  it('creates the plan and subscription at the provider and hands Checkout what it needs', async () => {
    const p = await placed();
    expect(p).toMatchObject({
      status: 'PENDING_PAYMENT',
      provider: 'razorpay',
      keyId: standin.options.keyId,
      checkoutUrl: standin.checkoutUrl,
    });
    const sub = standin.subscriptions.get(p.subscriptionId!)!;
    expect(sub).toMatchObject({ status: 'created', notes: expect.objectContaining({ orderId: p.orderId }) });
    expect(standin.plans.get(sub.plan_id)!.item).toEqual({
      name: 'hr_essential',
      amount: Math.round(p.amount * 100),
      currency: 'INR',
    });
  });

  it('pays: Checkout signs, the webhooks arrive, and replays change nothing', async () => {
    const p = await placed();
    const charge = await standin.charge(p.subscriptionId!);
    const paid = await order.confirmPayment(customer.client, {
      subscriptionId: p.subscriptionId!,
      paymentId: charge.id,
      signature: standin.sign(charge.id, p.subscriptionId!),
    });
    expect(paid.status).toBe('PAID');
    const sent = standin.deliveries.filter((d) => d.body.includes(p.subscriptionId!));
    expect(sent.map((d) => `${d.event} ${d.status}`)).toEqual([
      'subscription.activated 200',
      'subscription.charged 200',
    ]);
    expect(await paymentsOf(p.orderId)).toBe(1);

    for (const d of sent) expect((await standin.redeliver(d))!.status).toBe(200);
    expect(await paymentsOf(p.orderId)).toBe(1);
    expect(await statusOf(p.orderId)).toBe('PAID');
  });

  it('records each renewal as a payment, and applies events delivered out of order by when they happened', async () => {
    let clock = 1_900_000_000;
    standin.options.clock = () => clock;
    try {
      const p = await placed();
      const first = await standin.charge(p.subscriptionId!);
      await order.confirmPayment(customer.client, {
        subscriptionId: p.subscriptionId!,
        paymentId: first.id,
        signature: standin.sign(first.id, p.subscriptionId!),
      });
      // A month later a renewal goes through; another month on, one fails. Razorpay delivers the
      // three events last first.
      standin.hold = true;
      clock += 30 * 86400;
      await standin.charge(p.subscriptionId!);
      clock += 30 * 86400;
      await standin.charge(p.subscriptionId!, '4000 0000 0000 0002');
      const sent = await standin.flush({ reverse: true });
      expect(sent.map((d) => `${d.event} ${d.status}`)).toEqual([
        'subscription.pending 200',
        'payment.failed 200',
        'subscription.charged 200',
      ]);
      expect(await paymentsOf(p.orderId)).toBe(2);
      expect(await subOf(p.subscriptionId!)).toMatchObject({ status: 'pending', paidCount: 2 });
      // A failed renewal leaves the paid order paid; the subscription says the rest.
      expect(await statusOf(p.orderId)).toBe('PAID');
    } finally {
      standin.hold = false;
      delete standin.options.clock;
    }
  });

  it('refuses a forged delivery and changes nothing', async () => {
    const p = await placed();
    const charge = await standin.charge(p.subscriptionId!);
    const genuine = standin.deliveries.at(-1)!;
    const forged = genuine.body.replace(/"amount":\d+/, '"amount":1');
    const res = await fetch(standin.options.webhookUrl!, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-event-id': 'evt_Forged000001',
        'x-razorpay-signature': genuine.signature,
      },
      body: forged,
    });
    expect(res.status).toBe(400);
    const wrongSecret = await fetch(standin.options.webhookUrl!, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-event-id': 'evt_Forged000002',
        'x-razorpay-signature': '0'.repeat(64),
      },
      body: genuine.body,
    });
    expect(wrongSecret.status).toBe(400);
    expect(charge.status).toBe('captured');
  });

  it('settles an order whose browser never came back, by asking the provider', async () => {
    const p = await placed();
    await standin.charge(p.subscriptionId!);
    // The webhooks were lost: the order still waits until reconciliation asks the stand-in.
    await server.services.db.update(orders).set({ status: 'PENDING_PAYMENT' }).where(eq(orders.id, p.orderId));
    await server.services.db.delete(payments).where(eq(payments.orderId, p.orderId));
    await server.services.db.delete(taxInvoices).where(eq(taxInvoices.orderId, p.orderId));
    await reconcileOrders(server.services.db, server.services.payments!, Date.now() + RECONCILE_AFTER_MS + 1000);
    expect(await statusOf(p.orderId)).toBe('PAID');
    expect(await paymentsOf(p.orderId)).toBe(1);
    // Its invoice too, issued now.
    const [invoice] = await server.services.db.select().from(taxInvoices).where(eq(taxInvoices.orderId, p.orderId));
    expect(invoice).toMatchObject({ placeOfSupply: '32', igstPaise: 53_982 });
  });
});

describe('billing self-service through Razorpay (stand-in)', () => {
  /** A paid subscription at the stand-in, confirmed as the browser would. */
  async function paid() {
    const p = await placed();
    const charge = await standin.charge(p.subscriptionId!);
    await order.confirmPayment(customer.client, {
      subscriptionId: p.subscriptionId!,
      paymentId: charge.id,
      signature: standin.sign(charge.id, p.subscriptionId!),
    });
    return p;
  }

  it('cancels at cycle end at the provider, undoes it, and ends the subscription when the cycle ends', async () => {
    const p = await paid();
    const id = p.subscriptionId!;
    expect((await billing.act(customer.client, id, 'cancel')).cancelAtPeriodEnd).toBe(true);
    expect(standin.scheduled.get(id)).toEqual({ cancel: true });
    expect((await billing.act(customer.client, id, 'undo-cancel')).cancelAtPeriodEnd).toBe(false);
    expect(standin.scheduled.has(id)).toBe(false);
    await billing.act(customer.client, id, 'cancel');
    // The cycle ends: Razorpay cancels instead of charging, and says so by webhook.
    await expect(standin.charge(id)).rejects.toThrow('Subscription is cancelled');
    expect(await subOf(id)).toMatchObject({ status: 'cancelled', cancelAtPeriodEnd: false });
    expect(await statusOf(p.orderId)).toBe('CANCELLED');
  });

  it('pauses and resumes at the provider', async () => {
    const { subscriptionId: id } = await paid();
    expect((await billing.act(customer.client, id!, 'pause')).status).toBe('paused');
    expect(standin.subscriptions.get(id!)!.status).toBe('paused');
    expect((await billing.act(customer.client, id!, 'resume')).status).toBe('active');
    expect(standin.subscriptions.get(id!)!.status).toBe('active');
  });

  it('upgrades on a new plan now and bills the prorated difference with the next charge (an add-on)', async () => {
    const { subscriptionId: id, orderId } = await paid();
    const preview = await billing.previewChange(customer.client, id!, {
      plan: 'hr_professional',
      renewalTerm: 'MONTHLY',
    });
    const changed = await billing.change(customer.client, id!, {
      plan: 'hr_professional',
      renewalTerm: 'MONTHLY',
      expectedDueNow: preview.totalDueNow,
    });
    expect(changed).toMatchObject({ plan: 'hr_professional', amount: 4718.82 });
    const rzpSub = standin.subscriptions.get(id!)!;
    expect(standin.plans.get(rzpSub.plan_id)!.item.amount).toBe(471_882);
    // Paid a moment ago for a 30-day cycle (the provider's current_end): nearly all of it is left.
    expect(preview).toMatchObject({ kind: 'upgrade', daysLeft: 30 });
    expect(preview.subtotalDueNow).toBeCloseTo((1000 * 30) / preview.daysInPeriod, 1);
    expect(preview.totalDueNow).toBeCloseTo(preview.subtotalDueNow + preview.gstDueNow, 2);
    expect(standin.addons.get(id!)).toBe(Math.round(preview.totalDueNow * 100));
    // The next charge carries the new plan and the add-on, and arrives as one payment.
    await standin.charge(id!);
    await vi.waitFor(async () => expect(await paymentsOf(orderId)).toBe(2));
    const charges = (await billing.list(customer.client)).find((s) => s.id === id)!.charges;
    expect(charges[0]).toMatchObject({
      amount: (471_882 + Math.round(preview.totalDueNow * 100)) / 100,
      kind: 'cycle',
    });
  });

  it('says so when Razorpay will not update a subscription (UPI), and changes nothing', async () => {
    const { subscriptionId: id } = await paid();
    standin.upi.add(id!);
    const refused = await billing
      .change(customer.client, id!, { plan: 'hr_professional', renewalTerm: 'MONTHLY' })
      .catch((e: Error & { status: number }) => e);
    expect(refused).toMatchObject({
      status: 409,
      message: 'The payment provider refused this change: subscriptions cannot be updated when payment mode is UPI',
    });
    expect(await subOf(id!)).toMatchObject({ planId: 'hr_essential', amountPaise: 353_882, scheduledChange: null });
  });

  it('marks a failed renewal once, mails once, and a successful retry clears it', async () => {
    let clock = 1_950_000_000;
    standin.options.clock = () => clock;
    try {
      const { subscriptionId: id } = await paid();
      const mailsBefore = (await dev.mailbox(customer.client, customer.email)).filter(
        (m) => m.subject === 'Your LNF renewal payment failed',
      ).length;
      clock += 30 * 86400;
      await standin.charge(id!, '4000 0000 0000 0002');
      // Razorpay retries, and reports the retry's failure too.
      await standin.charge(id!, '4000 0000 0000 0002');
      await vi.waitFor(async () =>
        expect((await billing.list(customer.client)).find((s) => s.id === id)).toMatchObject({
          status: 'pending',
          paymentFailed: true,
        }),
      );
      const mails = (await dev.mailbox(customer.client, customer.email)).filter(
        (m) => m.subject === 'Your LNF renewal payment failed',
      );
      expect(mails.length - mailsBefore).toBe(1);
      clock += 86400;
      await standin.charge(id!, '4111 1111 1111 1111');
      await vi.waitFor(async () =>
        expect((await billing.list(customer.client)).find((s) => s.id === id)).toMatchObject({
          status: 'active',
          paymentFailed: false,
        }),
      );
    } finally {
      delete standin.options.clock;
    }
  });
});

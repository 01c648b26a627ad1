import Razorpay from 'razorpay';
import { describe, expect, it } from 'vitest';
import { INTERNATIONAL_TEST_CARDS } from '../src/standin/razorpay';
import {
  checkout,
  clock,
  DOMESTIC,
  eventsOf,
  expectCollection,
  expectPlan,
  expectSubscription,
  INTERNATIONAL,
  invoicesOf,
  KEY_ID,
  plan,
  received,
  rejection,
  rzp,
  standin,
  setUpContractStandin,
} from './razorpayContract';

/**
 * The Razorpay stand-in driven by Razorpay's official Node SDK (razorpay 2.9): plans and
 * subscriptions. Each call's answer carries the documented fields with their documented types,
 * errors reach the SDK as Razorpay's error object, and updates, cancellations and pauses follow
 * the documented rules. The behaviours and their documentation pages are listed in
 * docs/razorpay-standin.md; razorpay-contract.payments.test.ts has the money flows.
 */
setUpContractStandin();

describe('Razorpay stand-in against the official SDK: plans and subscriptions', () => {
  it('creates, fetches and lists plans; refuses an invalid one with the field', async () => {
    const p = await plan(123_400, 'Contract plan');
    expectPlan(p);
    expect(p).toMatchObject({ entity: 'plan', period: 'monthly', interval: 1 });
    expect(p.item).toMatchObject({ amount: 123_400, unit_amount: 123_400, currency: 'INR', type: 'plan' });
    expectPlan(await rzp.plans.fetch(p.id));
    const all = await rzp.plans.all({ count: 2 });
    expectCollection(all, expectPlan);
    expect(all.items.map((x) => x.id)).toContain(p.id);

    const err = await rejection(
      rzp.plans.create({ interval: 1, item: { name: 'x', amount: 1000, currency: 'INR' } } as never),
    );
    expect(err).toMatchObject({ description: 'The period field is required.', field: 'period' });
    expect(await rejection(rzp.plans.fetch('plan_Missing000001'))).toMatchObject({
      description: 'The id provided does not exist',
    });
  });

  it('answers unknown URLs with 400 and a bad key with 401, as Razorpay does', async () => {
    const api = (rzp as unknown as { api: { get(p: { url: string }): Promise<unknown> } }).api;
    expect(await rejection(api.get({ url: '/no_such_thing' }))).toMatchObject({
      description: 'The requested URL was not found on the server.',
    });
    const wrong = new Razorpay({ key_id: KEY_ID, key_secret: 'wrong' });
    (wrong as unknown as { api: { rq: { defaults: { baseURL: string } } } }).api.rq.defaults.baseURL = standin.url;
    expect(await rejection(wrong.plans.all(), 401)).toMatchObject({ description: 'The api key provided is invalid' });
  });

  it('validates a subscription as Razorpay does, and lists with count, skip and plan_id', async () => {
    const p = await plan();
    expect(await rejection(rzp.subscriptions.create({ plan_id: p.id } as never))).toMatchObject({
      field: 'total_count',
    });
    expect(await rejection(rzp.subscriptions.create({ plan_id: 'plan_Missing000001', total_count: 3 }))).toMatchObject({
      description: 'The id provided does not exist',
    });
    expect(
      await rejection(rzp.subscriptions.create({ plan_id: p.id, total_count: 3, start_at: clock.now - 10 })),
    ).toMatchObject({ field: 'start_at' });
    const a = await rzp.subscriptions.create({ plan_id: p.id, total_count: 3, notes: { ref: 'a' } });
    clock.now += 1;
    const b = await rzp.subscriptions.create({ plan_id: p.id, total_count: 3, quantity: 2 });
    for (const s of [a, b]) expectSubscription(s);
    expect(a).toMatchObject({
      status: 'created',
      customer_id: null,
      paid_count: 0,
      remaining_count: 3,
      quantity: 1,
      source: 'api',
      has_scheduled_changes: false,
      notes: { ref: 'a' },
    });
    const listed = await rzp.subscriptions.all({ plan_id: p.id } as never);
    expectCollection(listed, expectSubscription);
    expect(listed.items.map((s) => s.id)).toEqual([b.id, a.id]);
    expect((await rzp.subscriptions.all({ plan_id: p.id, count: 1, skip: 1 } as never)).items.map((s) => s.id)).toEqual(
      [a.id],
    );
    expect(await rejection(rzp.subscriptions.all({ count: 101 }))).toMatchObject({ field: 'count' });
    expectSubscription(await rzp.subscriptions.fetch(a.id));
  });

  it('updates: refused when created, on a domestic card and on UPI, with Razorpay’s texts', async () => {
    const p = await plan(100_000);
    const bigger = await plan(200_000, 'Professional');
    const created = await rzp.subscriptions.create({ plan_id: p.id, total_count: 6 });
    expect(await rejection(rzp.subscriptions.update(created.id, { plan_id: bigger.id }))).toMatchObject({
      description: "Can't update Subscription when Subscription is not in Authenticated or Active state",
    });
    await standin.authenticate(created.id, DOMESTIC);
    expect(await rejection(rzp.subscriptions.update(created.id, { plan_id: bigger.id }))).toMatchObject({
      description: 'Only the offer can be updated for a subscription created using a domestic card',
      field: 'plan_id',
    });
    // The offer alone may change on a domestic card.
    standin.offers.add('offer_Contract00001');
    expect(await rzp.subscriptions.update(created.id, { offer_id: 'offer_Contract00001' })).toMatchObject({
      offer_id: 'offer_Contract00001',
    });

    const upi = await rzp.subscriptions.create({ plan_id: p.id, total_count: 6 });
    await checkout(upi.id, { vpa: 'success@razorpay' });
    const paid = (await invoicesOf(upi.id))[0]!;
    expect(await rzp.payments.fetch(paid.payment_id!)).toMatchObject({
      method: 'upi',
      vpa: 'success@razorpay',
      card: null,
    });
    expect(await rejection(rzp.subscriptions.update(upi.id, { plan_id: bigger.id }))).toMatchObject({
      description: 'subscriptions cannot be updated when payment mode is UPI',
    });
    expect((await rzp.subscriptions.fetch(upi.id)).plan_id).toBe(p.id);
  });

  it('upgrades now on an international card: one invoice and one payment of the prorated difference', async () => {
    const p = await plan(100_000);
    const bigger = await plan(160_000, 'Professional');
    const s = await rzp.subscriptions.create({ plan_id: p.id, total_count: 6 });
    await standin.authenticate(s.id, INTERNATIONAL);
    const before = await rzp.subscriptions.fetch(s.id);
    const cycle = before.current_end! - before.current_start!;
    // A quarter of the cycle has gone.
    clock.now = before.current_start! + Math.round(cycle / 4);
    const updated = await rzp.subscriptions.update(s.id, { plan_id: bigger.id, schedule_change_at: 'now' });
    expectSubscription(updated);
    expect(updated).toMatchObject({ plan_id: bigger.id, paid_count: 1 });
    await standin.settled();
    const invoices = await invoicesOf(s.id);
    expect(invoices).toHaveLength(2);
    const expected = Math.round(((160_000 - 100_000) * (before.current_end! - clock.now)) / cycle);
    expect(invoices[0]).toMatchObject({ amount: expected, status: 'paid' });
    const payment = await rzp.payments.fetch(invoices[0]!.payment_id!);
    expect(payment).toMatchObject({ amount: expected, status: 'captured', international: true });
    expect(payment.card).toMatchObject({ network: 'MasterCard', international: true });
    expect(eventsOf(s.id).slice(-3)).toEqual(['payment.captured', 'subscription.updated', 'subscription.charged']);
    const charged = received.filter((r) => r.event === 'subscription.charged' && r.body.includes(s.id)).at(-1)!;
    expect(charged.payload.payload.subscription!.entity).toMatchObject({ paid_count: 1, plan_id: bigger.id });
    expect(charged.payload.payload.payment!.entity).toMatchObject({ id: payment.id, amount: expected });
    expect((await rzp.subscriptions.fetch(s.id)).paid_count).toBe(1);
  });

  it('schedules an update for the cycle end, shows it, cancels it, and applies it at the next charge', async () => {
    const p = await plan(100_000);
    const bigger = await plan(300_000, 'Enterprise');
    const s = await rzp.subscriptions.create({ plan_id: p.id, total_count: 6 });
    await standin.authenticate(s.id, [...INTERNATIONAL_TEST_CARDS][2]!);
    const active = await rzp.subscriptions.fetch(s.id);
    const scheduled = await rzp.subscriptions.update(s.id, { plan_id: bigger.id, schedule_change_at: 'cycle_end' });
    expect(scheduled).toMatchObject({
      plan_id: p.id,
      has_scheduled_changes: true,
      change_scheduled_at: active.current_end,
    });
    const pending = await rzp.subscriptions.pendingUpdate(s.id);
    expectSubscription(pending);
    expect(pending).toMatchObject({ plan_id: bigger.id, has_scheduled_changes: true });
    const cancelled = await rzp.subscriptions.cancelScheduledChanges(s.id);
    expect(cancelled).toMatchObject({ plan_id: p.id, has_scheduled_changes: false, change_scheduled_at: null });
    expect(await rejection(rzp.subscriptions.pendingUpdate(s.id))).toMatchObject({ code: 'BAD_REQUEST_ERROR' });

    await rzp.subscriptions.update(s.id, { plan_id: bigger.id, schedule_change_at: 'cycle_end' });
    expect(await invoicesOf(s.id)).toHaveLength(1);
    clock.now = active.current_end!;
    const renewal = await standin.charge(s.id);
    expect(renewal.amount).toBe(300_000);
    expect(await rzp.subscriptions.fetch(s.id)).toMatchObject({
      plan_id: bigger.id,
      paid_count: 2,
      has_scheduled_changes: false,
    });
  });

  it('cancels now and at cycle end; cancel_scheduled_changes does not undo a cancellation', async () => {
    const p = await plan();
    const now = await rzp.subscriptions.create({ plan_id: p.id, total_count: 6 });
    await standin.authenticate(now.id, DOMESTIC);
    const cancelled = await rzp.subscriptions.cancel(now.id);
    expectSubscription(cancelled);
    expect(cancelled).toMatchObject({ status: 'cancelled', ended_at: clock.now });
    await standin.settled();
    expect(eventsOf(now.id).at(-1)).toBe('subscription.cancelled');
    expect(await rejection(rzp.subscriptions.cancel(now.id))).toMatchObject({
      description: 'Subscription is not cancellable in cancelled status.',
      field: 'status',
    });

    const later = await rzp.subscriptions.create({ plan_id: p.id, total_count: 6 });
    await standin.authenticate(later.id, DOMESTIC);
    const atEnd = await rzp.subscriptions.cancel(later.id, true);
    expect(atEnd).toMatchObject({ status: 'active' });
    await rzp.subscriptions.cancelScheduledChanges(later.id);
    expect((await rzp.subscriptions.fetch(later.id)).status).toBe('active');
    clock.now = atEnd.current_end!;
    await expect(standin.charge(later.id)).rejects.toThrow('Subscription is cancelled');
    expect(await rzp.subscriptions.fetch(later.id)).toMatchObject({ status: 'cancelled', ended_at: atEnd.current_end });
    expect(eventsOf(later.id).at(-1)).toBe('subscription.cancelled');
    expect(await invoicesOf(later.id)).toHaveLength(1);
  });

  it('pauses and resumes an active subscription only', async () => {
    const p = await plan();
    const s = await rzp.subscriptions.create({ plan_id: p.id, total_count: 6 });
    expect(await rejection(rzp.subscriptions.pause(s.id, { pause_at: 'now' }))).toMatchObject({ field: 'status' });
    await standin.authenticate(s.id, DOMESTIC);
    expect(await rzp.subscriptions.pause(s.id, { pause_at: 'now' })).toMatchObject({ status: 'paused' });
    expect(await rzp.subscriptions.resume(s.id, { resume_at: 'now' })).toMatchObject({ status: 'active' });
    await standin.settled();
    expect(eventsOf(s.id).slice(-2)).toEqual(['subscription.paused', 'subscription.resumed']);
  });
});

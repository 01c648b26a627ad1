/**
 * The REST API's plans, subscriptions (create, fetch, list, update, cancel, pause, resume, add-ons,
 * scheduled changes) and add-ons, as Razorpay documents them. The documentation page of each
 * behaviour is cited above it.
 */
import { isEnded } from '@lnf/sdk';
import { randomBytes } from 'node:crypto';
import {
  bool,
  invalid,
  isInt,
  item,
  notes,
  NO_ROUTE,
  page,
  required,
  type Call,
  type Engine,
  type Step,
} from './apiShared';
import {
  Fail,
  id,
  isInternational,
  lineItem,
  notFound,
  type Addon,
  type Item,
  type LineItem,
  type Payment,
  type PendingUpdate,
  type Plan,
  type Subscription,
} from './razorpayModel';

/** Answers a call to plans, subscriptions or add-ons, or NO_ROUTE for any other path. */
export function subscriptionsApi(ctx: Engine, { method, url, path, body, now }: Call): unknown {
  // https://razorpay.com/docs/api/payments/subscriptions/create-plan
  if (method === 'POST' && path === '/v1/plans') {
    if (body.period === undefined) required('period');
    if (!['daily', 'weekly', 'monthly', 'yearly'].includes(String(body.period)))
      invalid('period', 'The selected period is invalid.');
    if (body.interval === undefined) required('interval');
    if (!isInt(body.interval) || body.interval < 1)
      invalid('interval', 'The interval must be an integer of at least 1.');
    // "For daily plans, the minimum value is 7." (create-plan, interval)
    if (body.period === 'daily' && (body.interval as number) < 7)
      invalid('interval', 'The interval must be at least 7 for a daily plan.');
    const plan: Plan = {
      id: id('plan'),
      entity: 'plan',
      interval: body.interval as number,
      period: body.period as Plan['period'],
      item: item(body.item, 'plan', now, 'item'),
      notes: notes(body.notes),
      created_at: now,
    };
    ctx.plans.set(plan.id, plan);
    return plan;
  }
  // https://razorpay.com/docs/api/payments/subscriptions/fetch-all-plans
  if (method === 'GET' && path === '/v1/plans') return page(url, [...ctx.plans.values()]);
  // https://razorpay.com/docs/api/payments/subscriptions/fetch-a-plan
  const plan = path.match(/^\/v1\/plans\/([^/]+)$/);
  if (method === 'GET' && plan) return ctx.plans.get(plan[1]!) ?? notFound();

  // https://razorpay.com/docs/api/payments/subscriptions/create-subscription
  if (method === 'POST' && path === '/v1/subscriptions') {
    if (body.plan_id === undefined) required('plan_id');
    const p = ctx.plans.get(String(body.plan_id)) ?? notFound();
    if (body.total_count === undefined) required('total_count');
    if (!isInt(body.total_count) || body.total_count < 1)
      invalid('total_count', 'The total count must be an integer of at least 1.');
    if (body.quantity !== undefined && (!isInt(body.quantity) || body.quantity < 1))
      invalid('quantity', 'The quantity must be an integer of at least 1.');
    if (body.start_at !== undefined && (!isInt(body.start_at) || body.start_at < now))
      invalid('start_at', 'The start at must be a timestamp in the future.');
    if (body.expire_by !== undefined && (!isInt(body.expire_by) || body.expire_by < now))
      invalid('expire_by', 'The expire by must be a timestamp in the future.');
    const customerNotify = body.customer_notify === undefined ? true : bool(body.customer_notify);
    if (customerNotify === undefined) invalid('customer_notify', 'The customer notify field must be true or false.');
    // "Offer Not Found" (create-subscription, Errors)
    if (body.offer_id !== undefined && !ctx.offers.has(String(body.offer_id))) invalid('offer_id', 'Offer Not Found');
    if (body.addons !== undefined && !Array.isArray(body.addons)) invalid('addons', 'The addons must be an array.');
    const upfront = ((body.addons as unknown[]) ?? []).map((a, i) => {
      const it = item((a as { item?: unknown } | null)?.item, 'addon', now, `addons.${i}.item`);
      return lineOf(it, 1);
    });
    const start = (body.start_at as number | undefined) ?? null;
    const sub: Subscription = {
      id: id('sub'),
      entity: 'subscription',
      plan_id: p.id,
      customer_id: null,
      status: 'created',
      current_start: null,
      current_end: null,
      ended_at: null,
      quantity: (body.quantity as number | undefined) ?? 1,
      notes: notes(body.notes),
      charge_at: start,
      start_at: start,
      end_at: null,
      auth_attempts: 0,
      total_count: body.total_count as number,
      paid_count: 0,
      customer_notify: customerNotify!,
      created_at: now,
      expire_by: (body.expire_by as number | undefined) ?? null,
      short_url: `${ctx.url()}/v1/checkout.js#${randomBytes(4).toString('hex')}`,
      has_scheduled_changes: false,
      change_scheduled_at: null,
      source: 'api',
      offer_id: (body.offer_id as string | undefined) ?? null,
      remaining_count: body.total_count as number,
      payment_method: null,
    };
    ctx.subscriptions.set(sub.id, sub);
    if (upfront.length) ctx.upfront.set(sub.id, upfront);
    return sub;
  }
  // https://razorpay.com/docs/api/payments/subscriptions/fetch-subscriptions (count, skip, from, to, plan_id)
  if (method === 'GET' && path === '/v1/subscriptions') {
    const planId = url.searchParams.get('plan_id');
    return page(
      url,
      [...ctx.subscriptions.values()].filter((s) => !planId || s.plan_id === planId),
    );
  }

  const sm = path.match(
    /^\/v1\/subscriptions\/([^/]+)(?:\/(cancel|pause|resume|cancel_scheduled_changes|retrieve_scheduled_changes|addons))?$/,
  );
  if (sm) {
    const s = ctx.subscriptions.get(sm[1]!) ?? notFound();
    const action = sm[2];
    // https://razorpay.com/docs/api/payments/subscriptions/fetch-subscription-id
    if (method === 'GET' && !action) return s;
    if (method === 'PATCH' && !action) return update(ctx, s, body, now);
    // https://razorpay.com/docs/api/payments/subscriptions/fetch-pending-update-details
    if (method === 'GET' && action === 'retrieve_scheduled_changes') {
      const pending = ctx.scheduled.get(s.id)?.update;
      if (!pending) throw new Fail(400, 'There are no scheduled changes for this subscription');
      return {
        ...s,
        ...(pending.plan_id ? { plan_id: pending.plan_id } : {}),
        ...(pending.quantity !== undefined ? { quantity: pending.quantity } : {}),
        ...(pending.offer_id !== undefined ? { offer_id: pending.offer_id } : {}),
        ...(pending.remaining_count !== undefined
          ? { remaining_count: pending.remaining_count, total_count: s.paid_count + pending.remaining_count }
          : {}),
      };
    }
    // https://razorpay.com/docs/api/payments/subscriptions/cancel-update : "You can only cancel a
    // pending update" — it clears a scheduled update, never a cancel_at_cycle_end.
    if (method === 'POST' && action === 'cancel_scheduled_changes') {
      const entry = ctx.scheduled.get(s.id);
      if (entry?.update) {
        delete entry.update;
        if (!entry.cancel) ctx.scheduled.delete(s.id);
      }
      s.has_scheduled_changes = false;
      s.change_scheduled_at = null;
      return s;
    }
    // https://razorpay.com/docs/api/payments/subscriptions/create-add-on : billed with the next invoice
    if (method === 'POST' && action === 'addons') {
      if (isEnded(s.status)) invalid('status', `Add-ons cannot be created for a subscription in ${s.status} status.`);
      if (body.quantity !== undefined && (!isInt(body.quantity) || body.quantity < 1))
        invalid('quantity', 'The quantity must be an integer of at least 1.');
      const addon: Addon = {
        id: id('ao'),
        entity: 'addon',
        item: item(body.item, 'addon', now, 'item'),
        quantity: (body.quantity as number | undefined) ?? 1,
        created_at: now,
        subscription_id: s.id,
        invoice_id: null,
      };
      ctx.addons.set(addon.id, addon);
      return addon;
    }
    // Not a documented endpoint: the add-ons of one subscription (GET /v1/addons lists them all).
    if (method === 'GET' && action === 'addons')
      return page(
        url,
        [...ctx.addons.values()].filter((a) => a.subscription_id === s.id),
      );
    // https://razorpay.com/docs/api/payments/subscriptions/cancel-subscription
    if (method === 'POST' && action === 'cancel') {
      if (isEnded(s.status)) invalid('status', `Subscription is not cancellable in ${s.status} status.`);
      const atCycleEnd = body.cancel_at_cycle_end === undefined ? false : bool(body.cancel_at_cycle_end);
      if (atCycleEnd === undefined)
        invalid('cancel_at_cycle_end', 'The cancel at cycle end field must be true or false.');
      if (atCycleEnd && s.status === 'active') {
        // The status becomes cancelled at the end of the current cycle (see RazorpayStandin.charge).
        ctx.scheduled.set(s.id, { ...ctx.scheduled.get(s.id), cancel: true });
        return s;
      }
      ctx.scheduled.delete(s.id);
      s.status = 'cancelled';
      s.ended_at = now;
      s.charge_at = null;
      s.has_scheduled_changes = false;
      s.change_scheduled_at = null;
      ctx.later([['subscription.cancelled', { subscription: s }]]);
      return s;
    }
    // https://razorpay.com/docs/api/payments/subscriptions/pause-subscription (pause_at: now)
    if (method === 'POST' && action === 'pause') {
      if (body.pause_at !== undefined && body.pause_at !== 'now')
        invalid('pause_at', 'The selected pause at is invalid.');
      if (s.status !== 'active') invalid('status', `Subscription cannot be paused in ${s.status} status.`);
      s.status = 'paused';
      s.paused_at = now;
      s.pause_initiated_by = 'self';
      ctx.later([['subscription.paused', { subscription: s }]]);
      return s;
    }
    // https://razorpay.com/docs/api/payments/subscriptions/resume-subscription (resume_at: now)
    if (method === 'POST' && action === 'resume') {
      if (body.resume_at !== undefined && body.resume_at !== 'now')
        invalid('resume_at', 'The selected resume at is invalid.');
      if (s.status !== 'paused') invalid('status', `Subscription cannot be resumed in ${s.status} status.`);
      s.status = 'active';
      s.paused_at = null;
      s.pause_initiated_by = null;
      ctx.later([['subscription.resumed', { subscription: s }]]);
      return s;
    }
  }

  // https://razorpay.com/docs/api/payments/subscriptions/fetch-all-add-ons and fetch-add-on-id, delete-add-on
  if (method === 'GET' && path === '/v1/addons') return page(url, [...ctx.addons.values()]);
  const am = path.match(/^\/v1\/addons\/([^/]+)$/);
  if (am && method === 'GET') return ctx.addons.get(am[1]!) ?? notFound();
  if (am && method === 'DELETE') {
    const addon = ctx.addons.get(am[1]!) ?? notFound();
    if (addon.invoice_id) invalid('id', 'The add-on is billed and cannot be deleted.');
    ctx.addons.delete(addon.id);
    return [];
  }
  return NO_ROUTE;
}

function lineOf(it: Item, quantity: number): LineItem {
  return lineItem({
    name: it.name,
    amount: it.amount,
    quantity,
    type: it.type,
    itemId: it.id,
    description: it.description,
    currency: it.currency,
  });
}

/**
 * PATCH /v1/subscriptions/:id — https://razorpay.com/docs/api/payments/subscriptions/update-subscription
 * and https://razorpay.com/docs/payments/subscriptions/update/
 */
function update(ctx: Engine, s: Subscription, body: Record<string, unknown>, now: number): Subscription {
  // "subscriptions cannot be updated when payment mode is UPI" (update-subscription, Failure)
  if (ctx.upi.has(s.id) || s.payment_method === 'upi')
    throw new Fail(400, 'subscriptions cannot be updated when payment mode is UPI');
  // "Can't update Subscription when Subscription is not in Authenticated or Active state" (Errors)
  if (s.status !== 'authenticated' && s.status !== 'active')
    invalid('status', "Can't update Subscription when Subscription is not in Authenticated or Active state");
  const when = body.schedule_change_at ?? 'now';
  if (when !== 'now' && when !== 'cycle_end')
    invalid('schedule_change_at', 'The selected schedule change at is invalid.');
  const change: PendingUpdate = {};
  if (body.plan_id !== undefined) {
    const next = ctx.plans.get(String(body.plan_id));
    if (!next) invalid('plan_id', 'The id provided does not exist');
    change.plan_id = next!.id;
  }
  if (body.quantity !== undefined) {
    if (!isInt(body.quantity) || body.quantity < 1)
      invalid('quantity', 'The quantity must be an integer of at least 1.');
    change.quantity = body.quantity as number;
  }
  if (body.remaining_count !== undefined) {
    if (!isInt(body.remaining_count) || body.remaining_count < 1)
      invalid('remaining_count', 'The remaining count must be an integer of at least 1.');
    change.remaining_count = body.remaining_count as number;
  }
  if (body.offer_id !== undefined) {
    if (!ctx.offers.has(String(body.offer_id))) invalid('offer_id', 'Offer Not Found');
    change.offer_id = String(body.offer_id);
  }
  if (body.start_at !== undefined) {
    if (!isInt(body.start_at) || body.start_at < now)
      invalid('start_at', 'The start at must be a timestamp in the future.');
    if (s.status !== 'authenticated') invalid('start_at', 'The start at can only be changed before the first charge.');
  }
  const notify = body.customer_notify === undefined ? undefined : bool(body.customer_notify);
  if (body.customer_notify !== undefined && notify === undefined)
    invalid('customer_notify', 'The customer notify field must be true or false.');
  // "For Subscriptions created using domestic cards, you can update only the offer that is linked
  // to them." (https://razorpay.com/docs/payments/subscriptions/update/ ; the docs give no error text)
  const card = ctx.cards.get(s.id);
  const domestic = s.payment_method === 'card' && card !== undefined && !isInternational(card);
  if (
    domestic &&
    (change.plan_id ||
      change.quantity !== undefined ||
      change.remaining_count !== undefined ||
      body.start_at !== undefined)
  )
    throw new Fail(400, 'Only the offer can be updated for a subscription created using a domestic card', {
      field: change.plan_id ? 'plan_id' : change.quantity !== undefined ? 'quantity' : 'remaining_count',
    });
  if (notify !== undefined) s.customer_notify = notify;

  if (when === 'cycle_end') {
    const entry = ctx.scheduled.get(s.id) ?? {};
    entry.update = { ...entry.update, ...change };
    ctx.scheduled.set(s.id, entry);
    s.has_scheduled_changes = true;
    s.change_scheduled_at = s.current_end ?? s.charge_at;
    return s;
  }

  const plans = ctx.plans;
  const before = plans.get(s.plan_id)!.item.amount * s.quantity;
  const nextPlan = plans.get(change.plan_id ?? s.plan_id)!;
  const after = nextPlan.item.amount * (change.quantity ?? s.quantity);
  const steps: Step[] = [];
  let payment: Payment | undefined;
  if (s.status === 'active' && after > before && s.current_start !== null && s.current_end !== null) {
    // The prorated difference: the docs do not say how Razorpay prorates; the stand-in charges the
    // difference of the per-cycle amounts for the part of the cycle left, rounded to paise.
    const left = Math.max(0, s.current_end - now) / (s.current_end - s.current_start);
    const amount = Math.round((after - before) * left);
    if (amount > 0) {
      const charged = ctx.chargeDifference(s, amount, `${nextPlan.item.name} (difference for the rest of the cycle)`);
      if (charged.payment.status === 'failed') {
        ctx.later(charged.steps);
        throw new Fail(400, charged.payment.error_description!, {
          source: 'bank',
          step: 'payment_authorization',
          reason: 'payment_failed',
          metadata: { payment_id: charged.payment.id },
        });
      }
      payment = charged.payment;
      steps.push(...charged.steps);
    }
  }
  if (change.plan_id) s.plan_id = change.plan_id;
  if (change.quantity !== undefined) s.quantity = change.quantity;
  if (change.offer_id !== undefined) s.offer_id = change.offer_id;
  if (change.remaining_count !== undefined) {
    s.total_count = s.paid_count + change.remaining_count;
    s.remaining_count = change.remaining_count;
  }
  if (body.start_at !== undefined) s.start_at = s.charge_at = body.start_at as number;
  // "subscription.updated: sent when successfully updated" then, when a difference was charged,
  // subscription.charged with its payment (https://razorpay.com/docs/webhooks/subscriptions).
  steps.push(['subscription.updated', { subscription: s }]);
  if (payment) steps.push(['subscription.charged', { subscription: s, payment }]);
  ctx.later(steps);
  return s;
}

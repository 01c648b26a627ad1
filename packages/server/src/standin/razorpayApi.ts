/**
 * The stand-in's REST API under /v1, as Razorpay documents it: plans, subscriptions (create, fetch,
 * list, update, cancel, pause, resume, add-ons, scheduled changes) and invoices.
 */
import { randomBytes } from 'node:crypto';
import { Fail, id, notFound, type Invoice, type Payment, type Plan, type Subscription } from './razorpayModel';

/** What the REST API reads and changes of the stand-in. */
export interface RestState {
  plans: Map<string, Plan>;
  subscriptions: Map<string, Subscription>;
  invoices: Invoice[];
  scheduled: Map<string, { cancel?: boolean; planId?: string }>;
  addons: Map<string, number>;
  upi: Set<string>;
  url(): string;
  now(): number;
  later(event: string, entities: { subscription?: Subscription; payment?: Payment }): void;
}

/** Answers one REST call, or throws `Fail` with Razorpay's error description. */
export function restApi(ctx: RestState, method: string, url: URL, body: Record<string, unknown>): unknown {
  const path = url.pathname;
  if (method === 'POST' && path === '/v1/plans') {
    const item = body.item as Plan['item'] | undefined;
    if (
      !['daily', 'weekly', 'monthly', 'yearly'].includes(String(body.period)) ||
      !Number.isInteger(body.interval) ||
      !item ||
      !Number.isInteger(item.amount) ||
      item.amount < 100 ||
      item.currency !== 'INR' ||
      !item.name
    ) {
      throw new Fail(400, 'The plan is invalid');
    }
    const plan: Plan = {
      id: id('plan'),
      entity: 'plan',
      interval: body.interval as number,
      period: String(body.period),
      item: { name: item.name, amount: item.amount, currency: 'INR' },
      notes: (body.notes as Record<string, string>) ?? {},
      created_at: ctx.now(),
    };
    ctx.plans.set(plan.id, plan);
    return plan;
  }
  if (method === 'POST' && path === '/v1/subscriptions') {
    if (!ctx.plans.has(String(body.plan_id))) throw new Fail(400, 'The id provided does not exist');
    if (!Number.isInteger(body.total_count) || (body.total_count as number) < 1)
      throw new Fail(400, 'The total count field is required');
    const sub: Subscription = {
      id: id('sub'),
      entity: 'subscription',
      plan_id: String(body.plan_id),
      status: 'created',
      quantity: Number.isInteger(body.quantity) ? (body.quantity as number) : 1,
      total_count: body.total_count as number,
      paid_count: 0,
      remaining_count: body.total_count as number,
      start_at: typeof body.start_at === 'number' ? body.start_at : null,
      current_start: null,
      current_end: null,
      charge_at: null,
      ended_at: null,
      notes: (body.notes as Record<string, string>) ?? {},
      short_url: `${ctx.url()}/v1/checkout.js#${randomBytes(4).toString('hex')}`,
      created_at: ctx.now(),
    };
    ctx.subscriptions.set(sub.id, sub);
    return sub;
  }
  if (method === 'GET' && path === '/v1/subscriptions') {
    const items = [...ctx.subscriptions.values()].reverse().slice(0, Number(url.searchParams.get('count') ?? 10));
    return { entity: 'collection', count: items.length, items };
  }
  if (method === 'GET' && path === '/v1/invoices') {
    const items = ctx.invoices.filter((i) => i.subscription_id === url.searchParams.get('subscription_id'));
    return { entity: 'collection', count: items.length, items };
  }
  const plan = path.match(/^\/v1\/plans\/([\w]+)$/);
  if (method === 'GET' && plan) return ctx.plans.get(plan[1]!) ?? notFound();
  const sub = path.match(/^\/v1\/subscriptions\/([\w]+)(?:\/(cancel|pause|resume|cancel_scheduled_changes|addons))?$/);
  if (sub) {
    const s = ctx.subscriptions.get(sub[1]!) ?? notFound();
    if (method === 'GET' && !sub[2]) return s;
    if (method === 'PATCH' && !sub[2]) {
      if (ctx.upi.has(s.id)) throw new Fail(400, 'subscriptions cannot be updated when payment mode is UPI');
      if (!['authenticated', 'active'].includes(s.status))
        throw new Fail(400, `Subscription cannot be updated in ${s.status} status`);
      if (!ctx.plans.has(String(body.plan_id))) throw new Fail(400, 'The id provided does not exist');
      if (body.schedule_change_at === 'cycle_end')
        ctx.scheduled.set(s.id, { ...ctx.scheduled.get(s.id), planId: String(body.plan_id) });
      else s.plan_id = String(body.plan_id);
      return { ...s, has_scheduled_changes: ctx.scheduled.has(s.id) };
    }
    if (method === 'POST' && sub[2] === 'cancel_scheduled_changes') {
      ctx.scheduled.delete(s.id);
      return { ...s, has_scheduled_changes: false };
    }
    if (method === 'POST' && sub[2] === 'addons') {
      const item = body.item as { amount?: unknown; currency?: unknown } | undefined;
      if (!item || !Number.isInteger(item.amount) || (item.amount as number) < 100 || item.currency !== 'INR')
        throw new Fail(400, 'The addon is invalid');
      ctx.addons.set(s.id, (ctx.addons.get(s.id) ?? 0) + (item.amount as number) * (Number(body.quantity) || 1));
      return {
        id: id('ao'),
        entity: 'addon',
        item,
        quantity: Number(body.quantity) || 1,
        subscription_id: s.id,
        invoice_id: null,
      };
    }
    if (method === 'POST' && sub[2] === 'cancel') {
      if (['cancelled', 'completed', 'expired'].includes(s.status))
        throw new Fail(400, 'Subscription is not cancellable in cancelled status.');
      if (body.cancel_at_cycle_end === 1 || body.cancel_at_cycle_end === true) {
        ctx.scheduled.set(s.id, { ...ctx.scheduled.get(s.id), cancel: true });
        return { ...s, has_scheduled_changes: true };
      }
      s.status = 'cancelled';
      s.ended_at = ctx.now();
      ctx.later('subscription.cancelled', { subscription: s });
      return s;
    }
    if (method === 'POST' && sub[2] === 'pause') {
      if (s.status !== 'active') throw new Fail(400, `Subscription cannot be paused in ${s.status} status`);
      s.status = 'paused';
      ctx.later('subscription.paused', { subscription: s });
      return s;
    }
    if (method === 'POST' && sub[2] === 'resume') {
      if (s.status !== 'paused') throw new Fail(400, `Subscription cannot be resumed in ${s.status} status`);
      s.status = 'active';
      ctx.later('subscription.resumed', { subscription: s });
      return s;
    }
  }
  throw new Fail(404, 'The requested URL was not found on the server.');
}

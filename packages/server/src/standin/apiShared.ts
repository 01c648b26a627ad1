/**
 * What the REST API's route modules share: the Engine they read and change, the call they answer,
 * and Razorpay's request validation and paging.
 */
import {
  Fail,
  id,
  type Addon,
  type EventEntities,
  type Invoice,
  type Item,
  type LineItem,
  type Payment,
  type PendingUpdate,
  type Plan,
  type Refund,
  type Subscription,
} from './razorpayModel';

/** One webhook to send: the event and the entities it carries. */
export type Step = [event: string, entities: EventEntities];

/** What the REST API reads and changes of the stand-in. */
export interface Engine {
  plans: Map<string, Plan>;
  subscriptions: Map<string, Subscription>;
  payments: Map<string, Payment>;
  invoices: Invoice[];
  refunds: Map<string, Refund>;
  addons: Map<string, Addon>;
  scheduled: Map<string, { cancel?: boolean; update?: PendingUpdate }>;
  upi: Set<string>;
  cards: Map<string, string>;
  offers: Set<string>;
  upfront: Map<string, LineItem[]>;
  url(): string;
  now(): number;
  /** Sends the events after the answer, in order. */
  later(steps: Step[]): void;
  /** Records a processed refund of a payment. */
  refund(payment: Payment, amount: number, body: { notes?: unknown; receipt?: unknown; speed?: unknown }): Refund;
  /** Invoices and charges an upgrade's difference to the card on file. */
  chargeDifference(sub: Subscription, amount: number, name: string): { payment: Payment; steps: Step[] };
}

/** One REST call: the path without its trailing slashes, and the stand-in's clock when it came. */
export interface Call {
  method: string;
  url: URL;
  path: string;
  body: Record<string, unknown>;
  now: number;
  /** The request's headers, names in lower case (X-Refund-Idempotency). */
  headers: Record<string, string | string[] | undefined>;
}

/** A route module's answer when the call is not one of its routes. */
export const NO_ROUTE = Symbol('no route');

export const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);
export const required = (field: string): never => {
  throw new Fail(400, `The ${field} field is required.`, { field });
};
export const invalid = (field: string, description: string): never => {
  throw new Fail(400, description, { field });
};
export const notes = (v: unknown, field = 'notes'): Record<string, string> => {
  if (v === undefined || v === null) return {};
  if (typeof v !== 'object' || Array.isArray(v)) return invalid(field, 'The notes must be an object.');
  if (Object.keys(v).length > 15) return invalid(field, 'The notes may not have more than 15 items.');
  return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, String(x)]));
};
/** Razorpay takes booleans as true/false or 1/0 ("1"/"0" in a form body). */
export const bool = (v: unknown): boolean | undefined =>
  v === true || v === 1 || v === '1' || v === 'true'
    ? true
    : v === false || v === 0 || v === '0' || v === 'false'
      ? false
      : undefined;

export function item(body: unknown, type: 'plan' | 'addon', now: number, prefix: string): Item {
  if (!body || typeof body !== 'object') return required(prefix);
  const b = body as Record<string, unknown>;
  if (typeof b.name !== 'string' || !b.name) required(`${prefix}.name`);
  if (b.amount === undefined) required(`${prefix}.amount`);
  if (!isInt(b.amount)) invalid(`${prefix}.amount`, 'The amount must be an integer.');
  if ((b.amount as number) < 100) invalid(`${prefix}.amount`, 'The amount must be at least 100.');
  if (b.currency === undefined) required(`${prefix}.currency`);
  if (b.currency !== 'INR') invalid(`${prefix}.currency`, 'The currency must be INR.');
  return {
    id: id('item'),
    active: true,
    name: b.name as string,
    description: typeof b.description === 'string' ? b.description : null,
    amount: b.amount as number,
    unit_amount: b.amount as number,
    currency: 'INR',
    type,
    unit: null,
    tax_inclusive: false,
    hsn_code: null,
    sac_code: null,
    tax_rate: null,
    tax_id: null,
    tax_group_id: null,
    created_at: now,
    updated_at: now,
  };
}

/**
 * A page of a list: newest first; count (default 10, at most 100), skip, from and to (created_at).
 * https://razorpay.com/docs/api/payments/subscriptions/fetch-subscriptions
 */
export function page<T extends { created_at: number }>(url: URL, all: T[]) {
  const q = url.searchParams;
  const num = (k: string, fallback: number) => {
    const v = q.get(k);
    if (v === null || v === '') return fallback;
    if (!/^\d+$/.test(v)) invalid(k, `The ${k} must be an integer.`);
    return Number(v);
  };
  const count = num('count', 10);
  if (count < 1) invalid('count', 'The count must be at least 1.');
  if (count > 100) invalid('count', 'The count may not be greater than 100.');
  const skip = num('skip', 0);
  const from = num('from', 0);
  const to = num('to', Number.MAX_SAFE_INTEGER);
  const items = all
    .filter((x) => x.created_at >= from && x.created_at <= to)
    .sort((a, b) => b.created_at - a.created_at)
    .slice(skip, skip + count);
  return { entity: 'collection', count: items.length, items };
}

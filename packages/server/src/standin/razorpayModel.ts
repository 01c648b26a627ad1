/** The Razorpay stand-in's records (as Razorpay's API returns them) and its small helpers. */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export interface StandinOptions {
  keyId: string;
  keySecret: string;
  /** Where webhooks go, and their secret; none are sent without both. */
  webhookUrl?: string;
  webhookSecret?: string;
  /** Seconds since the epoch; tests move it on (a renewal a month later). @default the wall clock */
  clock?: () => number;
}

export interface Plan {
  id: string;
  entity: 'plan';
  interval: number;
  period: string;
  item: { name: string; amount: number; currency: string };
  notes: Record<string, string>;
  created_at: number;
}

export interface Subscription {
  id: string;
  entity: 'subscription';
  plan_id: string;
  status: string;
  quantity: number;
  total_count: number;
  paid_count: number;
  remaining_count: number;
  start_at: number | null;
  current_start: number | null;
  current_end: number | null;
  charge_at: number | null;
  ended_at: number | null;
  notes: Record<string, string>;
  short_url: string;
  created_at: number;
}

export interface Payment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: 'INR';
  status: 'captured' | 'failed';
  method: 'card';
  subscription_id: string;
  invoice_id: string | null;
  card: { last4: string; network: string };
  error_code: string | null;
  error_description: string | null;
  notes: Record<string, string>;
  created_at: number;
}

export interface Invoice {
  id: string;
  entity: 'invoice';
  subscription_id: string;
  payment_id: string;
  amount: number;
  amount_paid: number;
  status: 'paid';
  created_at: number;
}

/** A webhook the stand-in sent, with what came back. */
export interface Delivery {
  eventId: string;
  event: string;
  body: string;
  signature: string;
  status: number | null;
}

/** Cards that decline, as Razorpay's test cards do. */
export const DECLINED = new Set(['4000000000000002', '5104015555555558']);

export const id = (prefix: string) =>
  `${prefix}_${randomBytes(10).toString('base64url').replace(/[-_]/g, 'x').slice(0, 14)}`;
export const MONTH = 30 * 86400;

export function network(digits: string): string {
  if (/^4/.test(digits)) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'MasterCard';
  if (/^(60|65|81|82|508)/.test(digits)) return 'RuPay';
  return 'Unknown';
}

export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (data += c));
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });
}

export class Fail extends Error {
  constructor(
    readonly status: number,
    readonly description: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(description);
  }
}

export function notFound(): never {
  throw new Fail(400, 'The id provided does not exist');
}

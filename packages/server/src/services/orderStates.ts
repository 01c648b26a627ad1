import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db';
import { orders } from '../db/schema';
import { ConflictError } from '../domainErrors';

/**
 * The order state machine of DESIGN.md section 3, in one place:
 *
 *   CREATED ──> PENDING_PAYMENT ──> PAID ──> CANCELLED
 *                     │    ^
 *                     v    │ (a retried payment)
 *               PAYMENT_FAILED ──> PAID
 *
 *   REQUESTED (a purchase request; no payment follows)
 *
 * CREATED is written before the provider is asked for a subscription, so a process that dies in
 * between leaves a row the reconciliation job settles; PENDING_PAYMENT once the provider's
 * subscription is recorded. Every change goes through `transition`, which refuses anything else
 * as a conflict and is safe against two writers (a conditional update).
 */
export const ORDER_STATES = ['CREATED', 'PENDING_PAYMENT', 'PAID', 'PAYMENT_FAILED', 'CANCELLED', 'REQUESTED'] as const;
export type OrderState = (typeof ORDER_STATES)[number];

export const ORDER_TRANSITIONS: Readonly<Record<OrderState, readonly OrderState[]>> = {
  CREATED: ['PENDING_PAYMENT', 'PAYMENT_FAILED'],
  PENDING_PAYMENT: ['PAID', 'PAYMENT_FAILED'],
  PAYMENT_FAILED: ['PAID', 'PENDING_PAYMENT'],
  PAID: ['CANCELLED'],
  CANCELLED: [],
  REQUESTED: [],
};

/** The states an order may come from to reach `to`. */
export const sourcesOf = (to: OrderState): OrderState[] =>
  ORDER_STATES.filter((from) => ORDER_TRANSITIONS[from].includes(to));

export const canTransition = (from: string, to: OrderState): boolean =>
  (ORDER_TRANSITIONS[from as OrderState] ?? []).includes(to);

const refusal = (to: OrderState, from: string | undefined) =>
  new ConflictError(
    from === undefined
      ? 'Order not found'
      : `An order that is ${from.replace('_', ' ').toLowerCase()} cannot become ${to.replace('_', ' ').toLowerCase()}`,
  );

/**
 * Moves one order to `to` if its current state allows it, atomically; throws a conflict (with the state it
 * is in) otherwise. `sameIsFine`: an order already in `to` is not an error (idempotent webhooks).
 */
export async function transition(
  db: Db | Tx,
  orderId: string,
  to: OrderState,
  options: { sameIsFine?: boolean } = {},
): Promise<boolean> {
  const moved = await db
    .update(orders)
    .set({ status: to })
    .where(and(eq(orders.id, orderId), inArray(orders.status, sourcesOf(to))))
    .returning({ id: orders.id });
  if (moved.length > 0) return true;
  const [row] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  if (options.sameIsFine && row?.status === to) return false;
  throw refusal(to, row?.status);
}

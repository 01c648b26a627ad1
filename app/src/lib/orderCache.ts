import type { Order } from '@lnf/sdk';
import { mutate } from 'swr';

/**
 * The swr keys of order data, and the one thing every order write does to them. Orders carry
 * their payments and subscriptions (the dashboard's Subscriptions and Transactions come from
 * the order list), and a first order creates the buyer's customer record.
 */

/** The logged user's orders (dashboard: orders, transactions, subscriptions). */
export const ordersKey = (userId: string) => ['orders', userId] as const;
/** The logged user's subscriptions with their charges (Billing, and the failed-renewal banner). */
export const subscriptionsKey = (userId: string) => ['subscriptions', userId] as const;
/** One order, as the order confirmation reads it. */
export const orderKey = (orderId: string) => ['order', orderId] as const;

/** Every cache a placed order, a confirmed payment or a purchase request can make untrue. */
const WRITTEN_BY_ORDERS = new Set(['orders', 'order', 'payments', 'subscriptions', 'customer']);

const isOrderData = (key: unknown) => Array.isArray(key) && WRITTEN_BY_ORDERS.has(key[0] as string);

/**
 * Call after every order write (order placed, payment confirmed, purchase request). Mounted hooks
 * fetch again and the rest are forgotten, so no page shows a list from before the write. The
 * order the write answered with, when there is one, is cached as is: its page shows at once.
 */
export function afterOrderWrite(written?: Order): void {
  const seeded = written ? JSON.stringify(orderKey(written.id)) : null;
  void mutate((key) => isOrderData(key) && JSON.stringify(key) !== seeded, undefined, { revalidate: true });
  if (written) void mutate(orderKey(written.id), written, { revalidate: false });
}

import type { Order } from '@lnf/sdk';
import { mutate } from 'swr';
import { customerKey } from './customer';
import { orderKey, ordersKey } from './orders';
import { subscriptionsKey } from './subscriptions';

/**
 * What every order write does to the caches of several resources: orders carry their payments and
 * subscriptions, and a first order creates the buyer's customer record. A module of its own, so a
 * page that only reads orders (the order confirmation) does not load the other resources' hooks.
 */

/** The resources a placed order, a confirmed payment or a purchase request can make untrue, by their keys' root. */
const WRITTEN_BY_ORDERS = new Set<unknown>(
  [ordersKey(''), orderKey(''), subscriptionsKey(''), customerKey('')].map((k) => k[0]),
);

const isOrderData = (key: unknown) => Array.isArray(key) && WRITTEN_BY_ORDERS.has(key[0]);

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

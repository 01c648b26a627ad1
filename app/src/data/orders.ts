import { order, type LoggedUser } from '@lnf/sdk';
import { toastOnError, useApi } from './useApi';

/**
 * The swr keys of order data and their hooks. Orders carry their payments and subscriptions (the
 * dashboard's Subscriptions and Transactions come from the order list); what an order write does
 * to them is `afterOrderWrite`.
 */

/** The logged user's orders (dashboard: orders, transactions, subscriptions). */
export const ordersKey = (userId: string) => ['orders', userId] as const;
/** One order, as the order confirmation reads it. */
export const orderKey = (orderId: string) => ['order', orderId] as const;

/** The logged user's orders, with their payments and subscriptions; a failure is toasted. */
export function useOrders(user: LoggedUser | null) {
  return useApi(user ? ordersKey(user.id) : null, (c) => order.list(c), toastOnError('order.list'));
}

/**
 * One order, read when there is a user and the id is worth asking for. Not retried: an unknown or
 * foreign order is the page's 404, and any other failure its error page.
 */
export function useOrder(user: LoggedUser | null, orderId: string, isValid: boolean) {
  return useApi(user && isValid ? orderKey(orderId) : null, (c) => order.get(c, orderId), {
    shouldRetryOnError: false,
  });
}

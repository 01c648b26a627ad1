import { array } from 'superstruct';
import type { ApiClient } from '../client';
import { Order, PlaceOrderResponse, type PaymentConfirmQuery, type PlaceOrderRequest } from '../schemas/order';

/**
 * `POST portal/orders` (optional bearer): places the basket. With online ordering on, the
 * answer carries the provider's subscription to check out; off, status REQUESTED and nulls.
 */
export async function place(client: ApiClient, order: PlaceOrderRequest): Promise<PlaceOrderResponse> {
  return client.request({
    call: 'order.place',
    service: 'order',
    method: 'POST',
    path: 'portal/orders',
    body: order,
    schema: PlaceOrderResponse,
  });
}

/** `POST portal/orders/payment/subscription?subscriptionId=&paymentId=&signature=` (bearer, empty body): the paid order. */
export async function confirmPayment(client: ApiClient, payment: PaymentConfirmQuery): Promise<Order> {
  return client.request({
    call: 'order.confirmPayment',
    service: 'order',
    method: 'POST',
    path: 'portal/orders/payment/subscription',
    query: { subscriptionId: payment.subscriptionId, paymentId: payment.paymentId, signature: payment.signature },
    schema: Order,
  });
}

/** `GET portal/orders` (bearer): the caller's orders. */
export async function list(client: ApiClient): Promise<Order[]> {
  return client.request({
    call: 'order.list',
    service: 'order',
    method: 'GET',
    path: 'portal/orders',
    schema: array(Order),
  });
}

/** `GET portal/orders/{orderId}` (bearer; owner or admin): one order; someone else's or an unknown id answers 404. */
export async function get(client: ApiClient, orderId: string): Promise<Order> {
  return client.request({
    call: 'order.get',
    service: 'order',
    method: 'GET',
    path: `portal/orders/${encodeURIComponent(orderId)}`,
    schema: Order,
  });
}

/** `GET portal/orders/receipt?orderId=` (bearer; owner or admin): the receipt PDF. */
export async function downloadReceipt(client: ApiClient, orderId: string): Promise<Blob> {
  return client.request<Blob>({
    call: 'order.downloadReceipt',
    service: 'order',
    method: 'GET',
    path: 'portal/orders/receipt',
    query: { orderId },
    as: 'blob',
  });
}

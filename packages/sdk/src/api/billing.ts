import { array } from 'superstruct';
import type { ApiClient } from '../client';
import {
  BillingSubscription,
  CardUpdateResponse,
  PlanChangePreview,
  type CardUpdateRequest,
  type PlanChangeConfirm,
  type PlanChangeRequest,
} from '../schemas/billing';

/**
 * Billing self-service: the caller's subscriptions and what they may do with them.
 * Every action answers the subscription as it now is; doing the same action twice changes nothing.
 */

const at = (id: string, action = '') =>
  `portal/billing/subscriptions/${encodeURIComponent(id)}${action ? `/${action}` : ''}`;

/** `GET portal/billing/subscriptions` (bearer): the caller's subscriptions with their charges. */
export async function list(client: ApiClient): Promise<BillingSubscription[]> {
  return client.request({
    call: 'billing.list',
    service: 'order',
    method: 'GET',
    path: 'portal/billing/subscriptions',
    schema: array(BillingSubscription),
  });
}

type Action = 'cancel' | 'undo-cancel' | 'pause' | 'resume' | 'resubscribe' | 'restart';

/**
 * `POST portal/billing/subscriptions/{id}/{action}`: cancel at period end, undo it (only a
 * cancellation Razorpay has not been told of), pause, resume; `resubscribe` (a subscription ending
 * at period end: a new one from that day) and `restart` (a halted one: a new one from today) answer
 * the NEW subscription, which the customer then authorises (`authorise`).
 */
export async function act(client: ApiClient, id: string, action: Action): Promise<BillingSubscription> {
  return client.request({
    call: `billing.${action}`,
    service: 'order',
    method: 'POST',
    path: at(id, action),
    schema: BillingSubscription,
  });
}

/** `POST …/{id}/change/preview`: what a plan change would cost, before the customer confirms it. */
export async function previewChange(
  client: ApiClient,
  id: string,
  change: PlanChangeRequest,
): Promise<PlanChangePreview> {
  return client.request({
    call: 'billing.previewChange',
    service: 'order',
    method: 'POST',
    path: at(id, 'change/preview'),
    body: change,
    schema: PlanChangePreview,
  });
}

/**
 * `POST …/{id}/change`: as the preview said. In place (international cards): an upgrade now, whose
 * difference Razorpay charges itself, a downgrade at renewal. Otherwise (`replace`): this
 * subscription ends with its period and a new one awaits authorisation (`authorise`).
 */
export async function change(client: ApiClient, id: string, change: PlanChangeConfirm): Promise<BillingSubscription> {
  return client.request({
    call: 'billing.change',
    service: 'order',
    method: 'POST',
    path: at(id, 'change'),
    body: change,
    schema: BillingSubscription,
  });
}

/** `POST …/{id}/change/cancel`: drops a change that waits for the renewal. */
export async function cancelChange(client: ApiClient, id: string): Promise<BillingSubscription> {
  return client.request({
    call: 'billing.cancelChange',
    service: 'order',
    method: 'POST',
    path: at(id, 'change/cancel'),
    schema: BillingSubscription,
  });
}

/** `POST …/{id}/card`: a new card (test mode), which also retries a failed renewal. */
export async function updateCard(client: ApiClient, id: string, card: CardUpdateRequest): Promise<CardUpdateResponse> {
  return client.request({
    call: 'billing.updateCard',
    service: 'order',
    method: 'POST',
    path: at(id, 'card'),
    body: card,
    schema: CardUpdateResponse,
  });
}

/** `POST …/{id}/card` for a Razorpay subscription: where to open Checkout's card change (nothing changes yet). */
export async function cardCheckout(client: ApiClient, id: string): Promise<CardUpdateResponse> {
  return client.request({
    call: 'billing.cardCheckout',
    service: 'order',
    method: 'POST',
    path: at(id, 'card'),
    body: {},
    schema: CardUpdateResponse,
  });
}

/**
 * `POST …/{id}/authorise`: a new subscription not yet authorised. With Razorpay, where to open
 * Checkout for it; in test mode `checkout` is null and the test card form pays it
 * (`order.testCheckout`). Either way the app then confirms with `order.confirmPayment`.
 */
export async function authorise(client: ApiClient, id: string): Promise<CardUpdateResponse> {
  return client.request({
    call: 'billing.authorise',
    service: 'order',
    method: 'POST',
    path: at(id, 'authorise'),
    body: {},
    schema: CardUpdateResponse,
  });
}

/** `GET portal/orders/invoice?number=` (bearer; owner or admin): a GST tax invoice PDF. */
export async function downloadInvoice(client: ApiClient, number: string): Promise<Blob> {
  return client.request<Blob>({
    call: 'billing.downloadInvoice',
    service: 'order',
    method: 'GET',
    path: 'portal/orders/invoice',
    query: { number },
    as: 'blob',
  });
}

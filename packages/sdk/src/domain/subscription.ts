/**
 * The subscription lifecycle as Razorpay runs it (https://razorpay.com/docs/payments/subscriptions/states):
 * its states, the groups the rules speak of, and which customer action each state allows, with
 * the reason when it does not. The server refuses an action with that reason (409) and answers
 * `allowedActions` with every subscription; the app shows a button for each allowed action only.
 */

/** Subscription states, as Razorpay names them. */
export const SUBSCRIPTION_STATUSES = [
  'created',
  'authenticated',
  'active',
  'pending',
  'halted',
  'paused',
  'cancelled',
  'completed',
  'expired',
] as const;

/** A subscription state. */
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** Ended: nothing more is ever charged. */
export const ENDED_STATUSES: readonly string[] = ['cancelled', 'completed', 'expired'];

/** Running: authorised and billed; `authenticated` until Razorpay's first recurring charge. */
export const RUNNING_STATUSES: readonly string[] = ['active', 'authenticated'];

/** A renewal failed: `pending` while Razorpay retries, `halted` once it has stopped. */
export const NEEDS_PAYMENT_STATUSES: readonly string[] = ['pending', 'halted'];

/** Going on: created (waiting for its authorisation) or running. What a replacement is until it ends. */
export const STARTING_OR_RUNNING_STATUSES: readonly string[] = ['created', ...RUNNING_STATUSES];

/** A next charge is due: going on, or pending (Razorpay retries it). Not paused, halted or ended. */
export const BILLED_STATUSES: readonly string[] = [...STARTING_OR_RUNNING_STATUSES, 'pending'];

/** No charge comes without the customer acting: ended, or halted (Razorpay stopped retrying). */
export const STOPPED_STATUSES: readonly string[] = [...ENDED_STATUSES, 'halted'];

/** Whether a subscription in `status` has ended. */
export const isEnded = (status: string): boolean => ENDED_STATUSES.includes(status);

/** Whether a subscription in `status` is running. */
export const isRunning = (status: string): boolean => RUNNING_STATUSES.includes(status);

/** Whether a subscription will be charged again: billed, and not set to end with its period. */
export function chargesAgain(status: string, cancelAtPeriodEnd = false): boolean {
  return BILLED_STATUSES.includes(status) && !cancelAtPeriodEnd;
}

/** A new subscription (one that replaces another) the customer has not yet authorised in Checkout. */
export function awaitsAuthorisation(sub: { status: string; replaces: string | null }): boolean {
  return sub.status === 'created' && sub.replaces !== null;
}

/** What a customer may do with a subscription. */
export const SUBSCRIPTION_ACTIONS = [
  'authorise',
  'restart',
  'change-plan',
  'update-card',
  'pause',
  'resume',
  'resubscribe',
  'cancel',
] as const;

/** A customer action on a subscription. */
export type SubscriptionAction = (typeof SUBSCRIPTION_ACTIONS)[number];

/** What the actions depend on. */
export interface SubscriptionState {
  status: string;
  /** Set to end when its paid period ends (cancelled at period end, or replaced from then). */
  cancelAtPeriodEnd: boolean;
  /** A replacement of it (a plan change, a resubscription or a restart) is starting or running. */
  replaced: boolean;
}

const ENDED = 'This subscription has already ended';

/** Why a halted subscription is restarted rather than given a new card. */
export const HALTED_CARD_CHANGE =
  "Razorpay does not charge a halted subscription's missed payment after a card change: restart the subscription instead";

/**
 * Why `action` is not allowed on a subscription in state `s`, or null when it is. What is already
 * done (cancelling one that ends, pausing a paused one) is refused here; the server answers such a
 * repeat with the subscription as it is before it asks.
 */
export function refusal(s: SubscriptionState, action: SubscriptionAction): string | null {
  const { status } = s;
  switch (action) {
    case 'authorise':
      return status === 'created' ? null : 'This subscription is already authorised';
    case 'restart':
      if (status !== 'halted') return `A ${status} subscription has nothing to restart`;
      return s.replaced ? 'This subscription has already been restarted' : null;
    case 'change-plan':
      if (isEnded(status)) return ENDED;
      if (s.cancelAtPeriodEnd)
        return 'This subscription ends at the end of its period: subscribe again to choose another plan';
      return isRunning(status) ? null : `A ${status} subscription cannot change plan`;
    case 'update-card':
      if (isEnded(status)) return ENDED;
      if (status === 'halted') return HALTED_CARD_CHANGE;
      // Checkout takes the card with the authorisation: there is none on file to change before.
      return status === 'created'
        ? 'Authorise this subscription first: its card is the one you authorise it with'
        : null;
    case 'pause':
      if (s.cancelAtPeriodEnd) return 'This subscription ends at the end of its period: it cannot be paused';
      // Razorpay pauses only an active subscription: not during the upfront period (authenticated).
      return status === 'active' ? null : `A ${status} subscription cannot be paused`;
    case 'resume':
      return status === 'paused' ? null : `A ${status} subscription cannot be resumed`;
    case 'resubscribe':
      // Razorpay cannot take a cancellation back: a new subscription from the period's end is the way.
      if (!s.cancelAtPeriodEnd && status !== 'cancelled')
        return 'This subscription goes on: there is nothing to subscribe to again';
      return s.replaced ? 'This subscription has already been subscribed to again' : null;
    case 'cancel':
      if (isEnded(status)) return ENDED;
      if (s.cancelAtPeriodEnd) return 'This subscription already ends at the end of its period';
      if (isRunning(status)) return null;
      return `A ${status} subscription cannot be cancelled at the end of its period: ${
        status === 'paused' ? 'resume it first' : status === 'created' ? 'authorise it first' : 'update your card first'
      }`;
  }
}

/** Every action a subscription in state `s` allows, in the order the Billing page offers them. */
export function allowedActions(s: SubscriptionState): SubscriptionAction[] {
  return SUBSCRIPTION_ACTIONS.filter((action) => refusal(s, action) === null);
}

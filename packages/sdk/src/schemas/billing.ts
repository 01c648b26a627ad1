import { array, boolean, enums, nullable, number, object, optional, string, type, type Infer } from 'superstruct';
import { RULES } from '../rules/forms';
import { BILLING_PERIODS } from '../domain/calendar';
import { SUBSCRIPTION_ACTIONS } from '../domain/subscription';
import { text, withRules } from './common';

/**
 * Billing self-service (beyond the spec, after Stripe's customer portal): a customer's
 * subscriptions with their charges, and what they may do with them.
 */

/** A change of plan or renewal term that waits for the next renewal (a downgrade). */
export const ScheduledChange = type({
  plan: string(),
  planLabel: string(),
  renewalTerm: enums(BILLING_PERIODS),
  amount: number(),
  effectiveOn: string(),
});
export type ScheduledChange = Infer<typeof ScheduledChange>;

/** A refund of a charge, as the customer sees it: pending until the provider has made it, then processed with its credit note. */
export const ChargeRefund = type({
  id: string(),
  /** What is refunded, GST included (rupees). */
  amount: number(),
  /** pending or processed (a refund the provider refused moved no money and is not listed). */
  status: string(),
  createdAt: string(),
  processedAt: nullable(string()),
  /** The GST credit note (CN/26-27/000001), once the refund is processed. */
  creditNoteNumber: nullable(string()),
});
export type ChargeRefund = Infer<typeof ChargeRefund>;

/** One charge of a subscription, with its receipt (the order's) and its GST tax invoice. */
export const BillingCharge = type({
  transactionId: string(),
  /** What was charged, GST included (rupees). */
  amount: number(),
  currency: string(),
  /** `cycle` for a period's payment, `proration` for the difference of an upgrade. */
  kind: enums(['cycle', 'proration']),
  createdAt: string(),
  invoiceNumber: nullable(string()),
  cardLast4: nullable(string()),
  /** Refunds of this charge, oldest first; absent from servers before refunds. */
  refunds: optional(array(ChargeRefund)),
});
export type BillingCharge = Infer<typeof BillingCharge>;

/** A subscription as the Billing page shows it. */
export const BillingSubscription = type({
  id: string(),
  orderId: string(),
  orderReference: string(),
  plan: string(),
  planLabel: string(),
  renewalTerm: enums(BILLING_PERIODS),
  /** Razorpay's status: created, authenticated, active, pending, halted, paused, cancelled, completed, expired. */
  status: string(),
  /** What each renewal charges, GST included (rupees). */
  amount: number(),
  /** Of which GST (rupees). */
  gstAmount: number(),
  currentPeriodStart: nullable(string()),
  currentPeriodEnd: nullable(string()),
  /** The next charge date; null when nothing more will be charged (cancelled, ending, paused). */
  nextChargeOn: nullable(string()),
  cancelAtPeriodEnd: boolean(),
  /** The card on file: brand and last four digits only. */
  card: nullable(type({ brand: string(), last4: string() })),
  /** A renewal failed: the customer must update the card (pending) or restart the subscription (halted). */
  paymentFailed: boolean(),
  /**
   * Whether Razorpay lets this subscription change plan in place: only one paid by an international
   * card. Domestic cards and UPI mandates change plan through a new subscription from the period's end.
   */
  planUpdatable: boolean(),
  /** The subscription this one takes over from (a plan change, a resubscription or a restart). */
  replaces: nullable(string()),
  /** A new subscription the customer has not yet authorised in Checkout: nothing is charged until they do. */
  awaitingAuthorisation: boolean(),
  scheduledChange: nullable(ScheduledChange),
  provider: string(),
  charges: array(BillingCharge),
  /**
   * What the customer may do with it now, decided on the server by the domain's `allowedActions`
   * (status, ending at period end, replaced); the Billing page offers exactly these.
   */
  allowedActions: array(enums(SUBSCRIPTION_ACTIONS)),
});
export type BillingSubscription = Infer<typeof BillingSubscription>;

/** Body of a plan change's preview: the plan and renewal term to move to. */
export const PlanChangeRequest = object({
  plan: text(64),
  renewalTerm: enums(BILLING_PERIODS),
});
export type PlanChangeRequest = Infer<typeof PlanChangeRequest>;

/** Body of a plan change's confirmation: the preview's request and the total the customer saw. */
export const PlanChangeConfirm = object({
  plan: text(64),
  renewalTerm: enums(BILLING_PERIODS),
  /** The total due now that the preview showed (rupees); a different total is refused and nothing is charged. */
  expectedDueNow: number(),
});
export type PlanChangeConfirm = Infer<typeof PlanChangeConfirm>;

/** What a plan change costs, shown before the customer confirms it. */
export const PlanChangePreview = type({
  /**
   * `upgrade` now, `downgrade` or `term` at renewal (in place, international cards); `replace`: the
   * current subscription ends with its period and a new one on the new plan starts then (domestic
   * cards and UPI, which Razorpay will not update), authorised now and first charged on that day.
   */
  kind: enums(['upgrade', 'downgrade', 'term', 'replace']),
  /** 'now' for an upgrade; the renewal date otherwise. */
  effectiveOn: string(),
  daysLeft: number(),
  daysInPeriod: number(),
  /** The unused part of the current period (rupees, before GST). */
  credit: number(),
  /** The new plan for the rest of the period (rupees, before GST). */
  charge: number(),
  /** Due now, before GST, GST, and the total (rupees); zero unless an upgrade. */
  subtotalDueNow: number(),
  gstDueNow: number(),
  totalDueNow: number(),
  /** What each renewal charges from then on, GST included (rupees). */
  newAmount: number(),
  planLabel: string(),
});
export type PlanChangePreview = Infer<typeof PlanChangePreview>;

/** Body of a card update (test mode: a new test card; with Razorpay the card changes in Checkout). */
export const CardUpdateRequest = withRules(
  object({ cardNumber: string(), cardHolderName: string(), expiry: string(), cvv: string() }),
  RULES.card,
);
export type CardUpdateRequest = Infer<typeof CardUpdateRequest>;

/** What a card update answers: the subscription; with Razorpay, the Checkout to open instead. */
export const CardUpdateResponse = type({
  subscription: BillingSubscription,
  checkout: nullable(type({ keyId: string(), subscriptionId: string(), checkoutUrl: nullable(string()) })),
});
export type CardUpdateResponse = Infer<typeof CardUpdateResponse>;

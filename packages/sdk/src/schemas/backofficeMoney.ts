import {
  boolean,
  enums,
  integer,
  nullable,
  number,
  object,
  optional,
  pattern,
  refine,
  string,
  type,
  union,
  type Infer,
} from 'superstruct';
import { text } from './common';
import { TotpCode } from './secondFactor';

/**
 * Money in the back-office (the `backoffice` service): the step-up that money actions need, refunds
 * through the payment provider with their GST credit notes, and what staff do for a customer
 * (send a receipt or an invoice again, cancel a subscription). Requests are strict; answers are
 * `type`s, so fields may be added.
 */

/** Why a staff member acts, as they write it: 3 to 500 characters, kept with the audit row. */
export const StaffReason = refine(
  string(),
  'StaffReason',
  (value) => (value.trim().length >= 3 && value.length <= 500) || 'Give a reason of 3 to 500 characters',
);

/**
 * `POST backoffice/step-up`: the caller's password in the login's envelope (`encryptPassword`), or a
 * current code from their authenticator app.
 */
export const StepUpRequest = union([object({ password: text(4096) }), object({ code: TotpCode })]);
export type StepUpRequest = Infer<typeof StepUpRequest>;

/** The step-up's answer: money actions are open to this session until `validUntil` (ISO instants). */
export const StepUpAnswer = type({ reauthenticatedAt: string(), validUntil: string() });
export type StepUpAnswer = Infer<typeof StepUpAnswer>;

/** `POST backoffice/payments/{transactionId}/refunds`: paise to refund (omitted: all that is left) and why. */
export const RefundRequest = object({
  amountPaise: optional(refine(integer(), 'Paise', (v) => v > 0 || 'amountPaise must be a positive number of paise')),
  reason: StaffReason,
});
export type RefundRequest = Infer<typeof RefundRequest>;

/** `POST backoffice/subscriptions/{id}/comp`: days of the current period given back, and why. */
export const CompRequest = object({
  days: refine(integer(), 'Days', (v) => (v >= 1 && v <= 366) || 'days must be 1 to 366'),
  reason: StaffReason,
});
export type CompRequest = Infer<typeof CompRequest>;

/** A refund of a payment: `pending` while the provider is asked, then `processed` or `failed`. */
export const RefundRecord = type({
  id: string(),
  /** The provider's payment id (`pay_…`). */
  transactionId: string(),
  orderId: string(),
  amountPaise: number(),
  status: enums(['pending', 'processed', 'failed']),
  /** The provider's refund id (`rfnd_…`) once it answered. */
  providerRefundId: nullable(string()),
  reason: string(),
  /** The staff member's email. */
  requestedBy: string(),
  /** The provider's reason when it refused. */
  error: nullable(string()),
  createdAt: string(),
  processedAt: nullable(string()),
});
export type RefundRecord = Infer<typeof RefundRecord>;

/** A GST credit note: its number (`CN/26-27/000001`), the invoice it reduces and its split (paise). */
export const CreditNoteSummary = type({
  number: string(),
  invoiceNumber: string(),
  issuedAt: string(),
  /** The GST state code of the place of supply, as the invoice's. */
  placeOfSupply: string(),
  gstRate: number(),
  taxablePaise: number(),
  cgstPaise: number(),
  sgstPaise: number(),
  igstPaise: number(),
  totalPaise: number(),
});
export type CreditNoteSummary = Infer<typeof CreditNoteSummary>;

/** A processed refund: the refund, its credit note, and the payment's refunded total after it. */
export const RefundAnswer = type({
  refund: RefundRecord,
  creditNote: CreditNoteSummary,
  payment: type({
    transactionId: string(),
    amountPaise: number(),
    refundedPaise: number(),
    /** What may still be refunded (pending refunds count against it). */
    refundablePaise: number(),
  }),
});
export type RefundAnswer = Infer<typeof RefundAnswer>;

/** Query of `GET portal/orders/credit-note`: a credit note number, e.g. CN/26-27/000001. */
export const CreditNoteQuery = object({ number: pattern(string(), /^CN\/\d{2}-\d{2}\/\d{6}$/) });
export type CreditNoteQuery = Infer<typeof CreditNoteQuery>;

/** `POST backoffice/orders/{orderId}/resend`: which mail to send the customer again, and why. */
export const ResendDocumentRequest = object({ document: enums(['receipt', 'invoice']), reason: StaffReason });
export type ResendDocumentRequest = Infer<typeof ResendDocumentRequest>;

export const ResendDocumentAnswer = type({
  message: string(),
  document: enums(['receipt', 'invoice']),
  /** The address the mail goes to. */
  to: string(),
});
export type ResendDocumentAnswer = Infer<typeof ResendDocumentAnswer>;

/** `POST backoffice/subscriptions/{id}/cancel`: at the end of the paid period, or now; and why. */
export const StaffCancelRequest = object({ atPeriodEnd: boolean(), reason: StaffReason });
export type StaffCancelRequest = Infer<typeof StaffCancelRequest>;

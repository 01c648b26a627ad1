import type { ApiClient } from '../client';
import { encryptPassword } from '../crypto';
import {
  RefundAnswer,
  ResendDocumentAnswer,
  StepUpAnswer,
  type CompRequest,
  type RefundRequest,
  type ResendDocumentRequest,
  type StaffCancelRequest,
} from '../schemas/backofficeMoney';
import { BillingSubscription } from '../schemas/billing';

/**
 * Money in the back-office (staff; money calls need the finance role and a step-up), and the
 * customer's own download of a credit note.
 */

/** What a step-up proves with: the password (sent in the login's envelope), or a code from the app. */
export type StepUpProof = { password: string } | { code: string };

/**
 * `POST backoffice/step-up` (any staff role): proves the caller's sign-in again, for STEP_UP_MS
 * (5 minutes) of money actions. A wrong proof is 400 and counts like a failed login.
 */
export async function stepUp(client: ApiClient, proof: StepUpProof): Promise<StepUpAnswer> {
  return client.request({
    call: 'backofficeMoney.stepUp',
    service: 'backoffice',
    method: 'POST',
    path: 'backoffice/step-up',
    body: 'password' in proof ? { password: await encryptPassword(proof.password) } : { code: proof.code },
    schema: StepUpAnswer,
  });
}

/**
 * `POST backoffice/payments/{transactionId}/refunds` (finance, admin; a step-up within 5 minutes):
 * refunds a captured payment through the provider and issues its GST credit note. 403
 * 'reauthentication_required' asks for `stepUp` first.
 */
export async function refund(client: ApiClient, transactionId: string, body: RefundRequest): Promise<RefundAnswer> {
  return client.request({
    call: 'backofficeMoney.refund',
    service: 'backoffice',
    method: 'POST',
    path: `backoffice/payments/${encodeURIComponent(transactionId)}/refunds`,
    body,
    schema: RefundAnswer,
  });
}

/**
 * `POST backoffice/subscriptions/{id}/comp` (finance, after a step-up): credits `days` of the
 * subscription's current period as a refund of their share of its last charge, with a credit note.
 */
export async function comp(client: ApiClient, subscriptionId: string, body: CompRequest): Promise<RefundAnswer> {
  return client.request({
    call: 'backofficeMoney.comp',
    service: 'backoffice',
    method: 'POST',
    path: `backoffice/subscriptions/${encodeURIComponent(subscriptionId)}/comp`,
    body,
    schema: RefundAnswer,
  });
}

/** `GET backoffice/credit-notes/{number}/pdf` (any staff role): a credit note as a PDF. */
export async function creditNotePdf(client: ApiClient, number: string): Promise<Blob> {
  return client.request<Blob>({
    call: 'backofficeMoney.creditNotePdf',
    service: 'backoffice',
    method: 'GET',
    path: `backoffice/credit-notes/${encodeURIComponent(number)}/pdf`,
    as: 'blob',
  });
}

/** `GET portal/orders/credit-note?number=` (the order's owner, or staff): a credit note as a PDF. */
export async function downloadCreditNote(client: ApiClient, number: string): Promise<Blob> {
  return client.request<Blob>({
    call: 'backofficeMoney.downloadCreditNote',
    service: 'backoffice',
    method: 'GET',
    path: 'portal/orders/credit-note',
    query: { number },
    as: 'blob',
  });
}

/**
 * `POST backoffice/orders/{orderId}/resend` (any staff role): mails the customer again the order's
 * receipt (with the first payment's invoice) or the latest payment's tax invoice.
 */
export async function resendDocument(
  client: ApiClient,
  orderId: string,
  body: ResendDocumentRequest,
): Promise<ResendDocumentAnswer> {
  return client.request({
    call: 'backofficeMoney.resendDocument',
    service: 'backoffice',
    method: 'POST',
    path: `backoffice/orders/${encodeURIComponent(orderId)}/resend`,
    body,
    schema: ResendDocumentAnswer,
  });
}

/**
 * `POST backoffice/subscriptions/{id}/cancel` (any staff role): cancels on the customer's behalf, at
 * the end of the paid period or now; answers the subscription as the customer's Billing page shows it.
 */
export async function cancelSubscription(
  client: ApiClient,
  id: string,
  body: StaffCancelRequest,
): Promise<BillingSubscription> {
  return client.request({
    call: 'backofficeMoney.cancelSubscription',
    service: 'backoffice',
    method: 'POST',
    path: `backoffice/subscriptions/${encodeURIComponent(id)}/cancel`,
    body,
    schema: BillingSubscription,
  });
}

import { ApiError } from './client';
import { ERROR_MESSAGES } from './messages';

export { ERROR_MESSAGES, MESSAGES } from './messages';

export const CALL_FALLBACKS: Readonly<Record<string, string>> = {
  'user.sendOtp': ERROR_MESSAGES.sendEmail,
  'user.validateOtp': ERROR_MESSAGES.sendEmail,
  'user.updatePassword': ERROR_MESSAGES.sendEmail,
  'user.createUser': ERROR_MESSAGES.createUser,
  'customer.getByEmail': ERROR_MESSAGES.getDetails,
  'customer.updateAddress': ERROR_MESSAGES.updateAddress,
  'customer.updateGstin': ERROR_MESSAGES.updateDetails,
  'customer.requestBrochure': ERROR_MESSAGES.brochure,
  'customer.submitInquiry': ERROR_MESSAGES.submitDemo,
  'captcha.verify': ERROR_MESSAGES.recaptcha,
  'basket.update': ERROR_MESSAGES.updateDetails,
  'order.place': ERROR_MESSAGES.purchase,
  'order.confirmPayment': ERROR_MESSAGES.payment,
  'dev.testCheckout': ERROR_MESSAGES.payment,
  'order.downloadReceipt': ERROR_MESSAGES.download,
  'billing.downloadInvoice': ERROR_MESSAGES.download,
  'support.downloadAttachment': ERROR_MESSAGES.download,
  'billing.updateCard': ERROR_MESSAGES.payment,
  'billing.authorise': ERROR_MESSAGES.payment,
  'support.raiseTicket': ERROR_MESSAGES.raiseTicket,
  'support.updateTicket': ERROR_MESSAGES.updateTicket,
  'support.changeStatus': ERROR_MESSAGES.changeStatus,
  'audit.list': ERROR_MESSAGES.auditLogs,
  'audit.get': ERROR_MESSAGES.auditLogs,
};

function contains(error: unknown, needle: string): boolean {
  if (!(error instanceof Error)) return false;
  if (error.message.includes(needle)) return true;
  const body = error instanceof ApiError ? error.body : undefined;
  if (body === undefined || body === null) return false;
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return text.includes(needle);
}

/**
 * The text to show when `call` failed with `error` (spec section 8): 503 gives
 * 'Service Unavailable'; an answer containing 'User not found' or 'Invalid OTP' gives that
 * text; a 429 gives the server's own message (rate limits must say so clearly, DESIGN.md
 * section 5); anything else the call's fallback from CALL_FALLBACKS.
 */
export function messageFor(call: string, error: unknown): string {
  const status = error instanceof ApiError ? error.status : undefined;
  if (status === 503) return ERROR_MESSAGES.serviceUnavailable;
  if (contains(error, ERROR_MESSAGES.userNotFound)) return ERROR_MESSAGES.userNotFound;
  if (contains(error, ERROR_MESSAGES.invalidOtp)) return ERROR_MESSAGES.invalidOtp;
  if (status === 429 && error instanceof ApiError && error.message.trim()) return error.message;
  // Billing self-service is beyond the spec's catalogue: its refusals explain themselves (409: why not now).
  if (
    call.startsWith('billing.') &&
    error instanceof ApiError &&
    status! >= 400 &&
    status! < 500 &&
    status !== 401 &&
    error.message.trim()
  )
    return error.message;
  return CALL_FALLBACKS[call] ?? ERROR_MESSAGES.loadDetails;
}

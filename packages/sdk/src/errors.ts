import { is } from 'superstruct';
import { ApiError } from './client';
import { ERROR_MESSAGES } from './messages';
import type { PasskeyRequestOptions } from './schemas/passkeys';
import { SecondFactorChallenge, type SecondFactorMethod } from './schemas/secondFactor';

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
  // Viewing the portal as a customer (staff, read-only): every write says so, whatever the call.
  if (status === 403 && error instanceof ApiError && (error.body as { error?: unknown } | null)?.error === 'read_only')
    return error.message;
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

/**
 * `user.login` found the password right and the account has a second factor: no tokens yet. Send
 * `challenge` with a code from the app or a recovery code to `user.loginSecondFactor` (SessionManager's
 * `loginSecondFactor`) within 5 minutes; it works once.
 */
export class SecondFactorRequiredError extends ApiError {
  readonly challenge: string;
  readonly methods: SecondFactorMethod[];
  /** With 'passkey' among the methods: the options for `startAuthentication`. */
  readonly passkeyOptions: PasskeyRequestOptions | null;
  constructor(call: string, body: SecondFactorChallenge) {
    super(call, 401, body.message, body);
    this.name = 'SecondFactorRequiredError';
    this.challenge = body.challenge;
    this.methods = body.methods;
    this.passkeyOptions = body.passkey ?? null;
  }

  /** The error as thrown by the login call, when it is this answer; otherwise the error itself. */
  static from(error: unknown): unknown {
    return error instanceof ApiError && error.status === 401 && is(error.body, SecondFactorChallenge)
      ? new SecondFactorRequiredError(error.call, error.body)
      : error;
  }
}

import { ApiError } from './client';

/**
 * The texts of spec section 8, exactly as written (typos, odd capitals and trailing
 * spaces included: tests and people compare them character by character).
 */

/** Success and notice texts the portal shows. */
export const MESSAGES = {
  otpSent: 'OTP has been successfully sent',
  otpVerified: 'OTP Verified Successfully',
  passwordChanged: 'Success, Please wait...',
  orderPlaced: 'Success, Please wait',
  purchaseRequestReceived: "We received your purchase request; we'll be in touch shortly!",
  redirecting: 'Redirecting ...',
  receiptDownloaded: 'Downloaded successfully',
  statusChanged: 'Status Changed Successfully',
  ticketUpdated: 'Updated Successfully',
  ticketRaised: 'Successfully Raised the Ticket',
  addressUpdated: 'Successfully update address',
  checkRecaptcha: 'Please check recaptcha',
  linkUnavailable: 'Link is not avaliable ',
} as const;

/** Failure texts of the catalogue. */
export const ERROR_MESSAGES = {
  serviceUnavailable: 'Service Unavailable',
  userNotFound: 'User not found',
  invalidOtp: 'Invalid OTP',
  sendEmail: 'Failed to send Email',
  getDetails: 'Failed to get the details',
  updateDetails: 'Failed to update the details',
  loadDetails: 'Failed To load Details',
  purchase: 'Failed to purchase',
  payment: 'We are unable to process your payment',
  download: 'Download failed',
  recaptcha: 'Recaptcha Verification Failed',
  createUser: 'Failed to create user',
  raiseTicket: 'Failed to raise the ticket',
  updateTicket: 'Failed update ticket',
  changeStatus: 'Failed To Change Status',
  updateAddress: 'Failed to update address',
  auditLogs: 'Failed to load logs,Please try after some time',
  brochure: 'The brochure isn\u2019t ready just yet',
  submitDemo: 'Failed to submit',
} as const;

/** The fallback text of each call (named as in ApiError.call); other calls get 'Failed To load Details'. */
export const CALL_FALLBACKS: Readonly<Record<string, string>> = {
  'user.sendOtp': ERROR_MESSAGES.sendEmail,
  'user.validateOtp': ERROR_MESSAGES.sendEmail,
  'user.updatePassword': ERROR_MESSAGES.sendEmail,
  'user.createUser': ERROR_MESSAGES.createUser,
  'customer.getByEmail': ERROR_MESSAGES.getDetails,
  'customer.updateAddress': ERROR_MESSAGES.updateAddress,
  'customer.requestBrochure': ERROR_MESSAGES.brochure,
  'customer.submitInquiry': ERROR_MESSAGES.submitDemo,
  'captcha.verify': ERROR_MESSAGES.recaptcha,
  'basket.update': ERROR_MESSAGES.updateDetails,
  'order.place': ERROR_MESSAGES.purchase,
  'order.confirmPayment': ERROR_MESSAGES.payment,
  'dev.testCheckout': ERROR_MESSAGES.payment,
  'order.downloadReceipt': ERROR_MESSAGES.download,
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
  return CALL_FALLBACKS[call] ?? ERROR_MESSAGES.loadDetails;
}

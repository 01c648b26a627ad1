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

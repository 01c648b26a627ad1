/**
 * How many tries the account's own limits allow (docs/security.md, item 4): shared by every route
 * that checks a password or a one-time code, so a second door to the same secret is not a wider one.
 */

/** Wrong passwords per account (or known browser) in 15 minutes: login, and a password change. */
export const LOGIN_FAILURES = 10;
/** One-time-code mails per email address in an hour: sign-up, reset, and an email change. */
export const OTP_MAILS_PER_HOUR = 5;
/** Wrong one-time codes per email address in an hour, across codes and addresses. */
export const OTP_FAILURES_PER_HOUR = 10;

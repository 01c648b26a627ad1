/** Timings of spec section 9, in milliseconds unless the name says otherwise. */
export const TIMINGS = {
  successRedirect: 2000,
  demoMessage: 20000,
  submitFollowUp: 1000,
  toast: 20000,
  cookieNoticeDays: 365,
  reloadGuard: 60000,
  progressThrottle: 200,
  pageDataMinDelay: 200,
} as const;

/** Timings of spec section 9 the app uses. */
export const TIMINGS = {
  reloadGuardMs: 60_000,
  successRedirectMs: 2_000,
  headerShadowScrollY: 50,
} as const;

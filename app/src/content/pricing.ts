/**
 * What the home page's hero claims about prices: the cheapest published plan (the sdk's
 * DEFAULT_PLANS), as the pricing page's default (monthly) view shows it. Written out rather than
 * computed, so the home page's first load carries neither the plans nor a formatter;
 * pricing.test.ts fails when the plans move and these do not. The pricing page's description
 * (route-heads.ts, loaded after the first paint) computes the same figures from the plans.
 */
export const priceClaim = {
  /** The cheapest plan's monthly price. */
  monthly: '₹2,999',
  /** The cheapest plan's price per month when billed yearly. */
  yearly: '₹2,500',
};

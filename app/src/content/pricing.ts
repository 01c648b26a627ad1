/**
 * What the site claims about prices: the cheapest published plan (the sdk's DEFAULT_PLANS), as the
 * pricing page's default (monthly) view shows it. Written out rather than computed, so the first
 * load of every page carries neither the plans nor a currency formatter (which would also start
 * the browser's Intl data at load); pricing.test.ts fails when the plans move and these do not.
 */
export const priceClaim = {
  /** The cheapest plan's monthly price. */
  monthly: '₹2,999',
  /** The cheapest plan's price per month when billed yearly. */
  yearly: '₹2,500',
};

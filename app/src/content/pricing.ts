import { DEFAULT_PLANS } from '@lnf/sdk';

const rupees = (amount: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(amount);

/**
 * What the site claims about prices, from the published plans themselves, so the claim on the
 * home page and in the pricing page's description is what the default (monthly) view shows.
 */
export const priceClaim = {
  /** The cheapest plan's monthly price, e.g. '₹2,999'. */
  monthly: rupees(Math.min(...DEFAULT_PLANS.map((p) => p.price))),
  /** The cheapest plan's price per month when billed yearly, e.g. '₹2,500'. */
  yearly: rupees(Math.min(...DEFAULT_PLANS.map((p) => p.basePrice))),
};

import type { BillingPeriod } from '@lnf/sdk';

/**
 * The plans that sell each product, by the product page's path (the sdk's DEFAULT_PLANS: each
 * plan's display name is the name of the product it sells). A product page with plans shows their
 * prices, and its structured data offers the same plans at the same prices (structured-data.ts).
 * Products without a plan of their own are sold as part of a suite: their pages show no price.
 */
export const productPlans: Readonly<Record<string, readonly string[]>> = {
  '/lnf-people-360': ['hr_people_360'],
  '/lnf-workforce': ['lnf_payroll'],
  '/lnf-recruiter': ['recruiter_lite', 'recruiter_pro'],
  '/lnf-books': ['lnf_accounts'],
  '/lnf-professional': ['hr_essential', 'hr_professional'],
};

/** The words of a product page's pricing section. */
export const planPricesCopy = {
  heading: 'Pricing',
  /** `GST` is the sdk's rate: the sentence is built where it is shown. */
  gstNote: (gst: number) => `Prices are per user range, per month, before ${gst}% GST.`,
  perMonth: '/ month',
  billed: {
    MONTHLY: 'Billed monthly',
    QUARTERLY: 'Billed every 3 months',
    ANNUALLY: 'Billed yearly',
  } satisfies Record<BillingPeriod, string>,
  users: (min: number, max: number) => `${min}-${max} users`,
  allPlans: 'Compare all plans',
};

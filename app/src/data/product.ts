import { DEFAULT_PRODUCT_TYPE, product } from '@lnf/sdk';
import { useApi } from './useApi';

/** The plans of a product type (/our-plans, and the basket's plan details). */
export const plansKey = (productType: string = DEFAULT_PRODUCT_TYPE) => ['plans', productType] as const;

/**
 * The plans of a product type, as the server prices them. Silent on failure: /our-plans keeps the
 * published list, and the basket's plan details do without them.
 */
export function usePlans(productType: string = DEFAULT_PRODUCT_TYPE) {
  return useApi(plansKey(productType), (c) => product.listPlans(c, productType));
}

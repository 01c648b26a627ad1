import { array, boolean, integer, nullable, number, object, pattern, string, type, type Infer } from 'superstruct';
import { text } from './common';

/** Path parameter of `GET portal/product/{planType}`, e.g. 'LNF-IND'. */
export const PlanType = pattern(text(32), /^[A-Z0-9]+(?:-[A-Z0-9]+)*$/);
export type PlanType = Infer<typeof PlanType>;

/**
 * A plan of `GET portal/product/{planType}`. `price` bills monthly and quarterly terms per
 * month, `basePrice` annual terms per month (rupees); users must be within minUsers-maxUsers.
 */
export const Plan = type({
  id: string(),
  sku: string(),
  name: string(),
  shortDescription: string(),
  longDescription: string(),
  price: number(),
  basePrice: number(),
  publishDate: string(),
  expiryDate: nullable(string()),
  isActive: boolean(),
  components: array(string()),
  productType: string(),
  minUsers: integer(),
  maxUsers: integer(),
});
export type Plan = Infer<typeof Plan>;

/** The plans answer. */
export const PlanList = array(Plan);

/** A default plan the server seeds (constants.DEFAULT_PLANS). */
export const PlanSeed = object({
  name: string(),
  sku: string(),
  displayName: string(),
  shortDescription: string(),
  price: number(),
  basePrice: number(),
  minUsers: integer(),
  maxUsers: integer(),
  productType: string(),
  components: array(string()),
});
export type PlanSeed = Infer<typeof PlanSeed>;

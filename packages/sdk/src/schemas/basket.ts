import {
  array,
  enums,
  integer,
  nullable,
  number,
  object,
  optional,
  partial,
  pattern,
  size,
  string,
  type,
  type Infer,
} from 'superstruct';
import { BILLING_PERIODS } from '../domain/calendar';
import { IsoDate, LineItem, text } from './common';

/** Body of `POST portal/basket`. `plan` is a plan name (e.g. hr_essential); users must fit the plan. */
export const BasketRequest = object({
  plan: pattern(text(64), /^[a-z0-9_]+$/),
  renewalTerm: enums(BILLING_PERIODS),
  users: size(integer(), 1, 10000),
  /** Defaults to tomorrow (UTC) on the server. */
  subscriptionDate: optional(IsoDate),
});
export type BasketRequest = Infer<typeof BasketRequest>;

/** Body of `PUT portal/basket/{id}`: any part of the create body. */
export const BasketUpdate = partial(BasketRequest);
export type BasketUpdate = Infer<typeof BasketUpdate>;

/** A basket; every amount is in rupees and computed by the server. */
export const Basket = type({
  id: string(),
  employeeId: nullable(string()),
  plan: string(),
  renewalTerm: enums(BILLING_PERIODS),
  users: integer(),
  subscriptionDate: string(),
  nextPaymentDate: string(),
  amount: number(),
  subtotal: number(),
  taxPercentage: number(),
  gstAmount: number(),
  paymentAmount: number(),
  basketLineItems: array(LineItem),
});
export type Basket = Infer<typeof Basket>;

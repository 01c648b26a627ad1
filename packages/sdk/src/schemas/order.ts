import {
  array,
  boolean,
  defaulted,
  enums,
  literal,
  nullable,
  number,
  object,
  optional,
  pattern,
  refine,
  string,
  type,
  type Infer,
} from 'superstruct';
import { SUBSCRIPTION_STATUSES } from '../domain/subscription';
import { RULES } from '../rules/forms';
import { LineItem, text, withRules } from './common';
import { Address, AddressRecord, COMMUNICATION_CHANNELS } from './customer';

/** Order states: CREATED -> PENDING_PAYMENT -> PAID | PAYMENT_FAILED; PAID -> CANCELLED; REQUESTED when online ordering is off. */
export const ORDER_STATUSES = [
  'CREATED',
  'PENDING_PAYMENT',
  'PAID',
  'PAYMENT_FAILED',
  'CANCELLED',
  'REQUESTED',
] as const;

/** Customer details of an order (the basket's customer form); defaults of spec section 3 apply. */
export const OrderCustomer = withRules(
  object({
    fullName: string(),
    mobileNumber: string(),
    email: string(),
    category: string(),
    website: defaulted(string(), ''),
    marketingPreference: defaulted(boolean(), true),
    communication: defaulted(enums(COMMUNICATION_CHANNELS), 'MOBILE'),
    isSameAddress: defaulted(boolean(), true),
  }),
  RULES.customer,
);
export type OrderCustomer = Infer<typeof OrderCustomer>;

/** Body of `POST portal/orders`; `address` is required when `customer.isSameAddress` is false. */
export const PlaceOrderRequest = refine(
  object({ basketId: text(64), customer: OrderCustomer, billingAddress: Address, address: optional(Address) }),
  'address',
  (value, ctx) =>
    value.customer.isSameAddress ||
    value.address !== undefined || {
      message: 'Address is required when it differs from the billing address',
      key: 'address',
      path: [...ctx.path, 'address'],
    },
);
export type PlaceOrderRequest = Infer<typeof PlaceOrderRequest>;

/** Answer of `POST portal/orders`: status REQUESTED and nulls when online ordering is off. */
export const PlaceOrderResponse = type({
  orderId: string(),
  reference: string(),
  status: enums(ORDER_STATUSES),
  subscriptionId: nullable(string()),
  amount: number(),
  currency: literal('INR'),
  provider: nullable(string()),
  keyId: nullable(string()),
  /** Razorpay Checkout's script, when the provider is razorpay. */
  checkoutUrl: optional(nullable(string())),
});
export type PlaceOrderResponse = Infer<typeof PlaceOrderResponse>;

/** A subscription of an order; interval is in months. */
export const Subscription = type({
  id: string(),
  planId: string(),
  amount: number(),
  period: string(),
  interval: number(),
  totalCount: number(),
  startAt: nullable(string()),
  expireBy: nullable(string()),
  status: enums(SUBSCRIPTION_STATUSES),
});
export type Subscription = Infer<typeof Subscription>;

/** A payment of an order. */
export const Payment = type({
  transactionId: string(),
  amount: number(),
  currency: string(),
  status: string(),
  createdAt: string(),
  /** Its GST tax invoice (`GET portal/orders/invoice?number=`). */
  invoiceNumber: optional(nullable(string())),
});
export type Payment = Infer<typeof Payment>;

/** An order, as the receipt and the orders table show it. */
export const Order = type({
  id: string(),
  reference: string(),
  dateOrdered: string(),
  status: enums(ORDER_STATUSES),
  email: string(),
  mobile: string(),
  billingAddress: AddressRecord,
  totalPrice: number(),
  lineItems: array(LineItem),
  subscriptions: array(Subscription),
  payments: array(Payment),
});
export type Order = Infer<typeof Order>;

/** Query of `POST portal/orders/payment/subscription` (the provider's checkout result). */
export const PaymentConfirmQuery = object({ subscriptionId: text(128), paymentId: text(128), signature: text(256) });
export type PaymentConfirmQuery = Infer<typeof PaymentConfirmQuery>;

/** Query of `GET portal/orders/receipt`. */
export const ReceiptQuery = object({ orderId: text(64) });
export type ReceiptQuery = Infer<typeof ReceiptQuery>;

/** Query of `GET portal/orders/invoice`: a tax invoice number, e.g. LNF/26-27/000042. */
export const InvoiceQuery = object({ number: pattern(string(), /^LNF\/\d{2}-\d{2}\/\d{6}$/) });
export type InvoiceQuery = Infer<typeof InvoiceQuery>;

/** Dev only: body of `POST portal/orders/payment/test-checkout` (card rules; expiry checked against now). */
export const TestCheckoutRequest = withRules(
  object({
    subscriptionId: text(128),
    cardNumber: string(),
    cardHolderName: string(),
    expiry: string(),
    cvv: string(),
  }),
  RULES.card,
);
export type TestCheckoutRequest = Infer<typeof TestCheckoutRequest>;

/** Dev only: what the test checkout hands back, as Razorpay's checkout does. */
export const TestCheckoutResponse = type({ paymentId: string(), subscriptionId: string(), signature: string() });
export type TestCheckoutResponse = Infer<typeof TestCheckoutResponse>;

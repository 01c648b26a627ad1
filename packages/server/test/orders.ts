import type { PlaceOrderRequest, TestCheckoutRequest } from '@lnf/sdk';

type OrderCustomer = PlaceOrderRequest['customer'];
type BillingAddress = PlaceOrderRequest['billingAddress'];

/** A billing address the server accepts (Telangana: the supplier's state, so GST splits into CGST and SGST). */
export const BILLING_ADDRESS: BillingAddress = {
  addressLine1: '12 MG Road',
  country: 'IN',
  state: 'Telangana',
  city: 'Hyderabad',
  postCode: '500001',
  type: 'Primary',
};

/**
 * A valid body of `POST portal/orders` for a basket, from `email`: a customer who bills to one
 * address. `customer` and `billingAddress` replace single fields where a test needs its own.
 */
export function orderRequest(
  basketId: string,
  email: string,
  overrides: { customer?: Partial<OrderCustomer>; billingAddress?: Partial<BillingAddress> } = {},
): PlaceOrderRequest {
  return {
    basketId,
    customer: {
      fullName: 'Alice Menon',
      mobileNumber: '9876543210',
      email,
      category: 'banking',
      website: '',
      marketingPreference: true,
      communication: 'MOBILE',
      isSameAddress: true,
      ...overrides.customer,
    },
    billingAddress: { ...BILLING_ADDRESS, ...overrides.billingAddress },
  };
}

/** The body of the dev test checkout for a subscription: Alice's card, 4111 (captured) unless another number is given. */
export function testCard(subscriptionId: string, cardNumber = '4111 1111 1111 1111'): TestCheckoutRequest {
  return { subscriptionId, cardNumber, cardHolderName: 'Alice Menon', expiry: '12/30', cvv: '123' };
}

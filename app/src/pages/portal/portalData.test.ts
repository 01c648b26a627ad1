import { describe, expect, it } from 'vitest';
import type { Order, Subscription } from '@lnf/sdk';
import { nextPaymentOf, statusLabel, statusTone, transactionRows } from './portalData';
import { hasErrors } from '../../lib/useForm';
import { DEFAULT_ORDER_FORM, prefill, toOrderRequest, validateOrderForm } from './orderFormModel';

const sub = (over: Partial<Subscription> = {}): Subscription => ({
  id: 'sub_1',
  planId: 'hr_essential',
  amount: 10616.46,
  period: 'monthly',
  interval: 3,
  totalCount: 8,
  startAt: '2026-11-24T00:00:00.000Z',
  expireBy: '2028-11-24T00:00:00.000Z',
  status: 'active',
  ...over,
});

describe('next payment of a subscription', () => {
  it('is the start date before anything is paid', () => {
    expect(nextPaymentOf(sub({ status: 'created' }), 0, '2026-11-23')).toBe('2026-11-24');
  });
  it('skips the cycles already paid', () => {
    expect(nextPaymentOf(sub(), 1, '2026-11-23')).toBe('2027-02-24');
  });
  it('is the first billing date after today', () => {
    expect(nextPaymentOf(sub(), 1, '2027-03-01')).toBe('2027-05-24');
  });
  it('is none once the subscription has run its count or stopped', () => {
    expect(nextPaymentOf(sub(), 8, '2026-11-23')).toBeNull();
    expect(nextPaymentOf(sub({ status: 'cancelled' }), 1, '2026-11-23')).toBeNull();
  });
});

describe('rows and labels', () => {
  it('joins each payment with its subscription, the term named as the spec does', () => {
    const order = {
      subscriptions: [sub()],
      payments: [
        {
          transactionId: 'pay_1',
          amount: 10616.46,
          currency: 'INR',
          status: 'captured',
          createdAt: '2026-11-23T10:00:00Z',
        },
      ],
    } as unknown as Order;
    expect(transactionRows([order])).toEqual([
      {
        id: 'pay_1',
        period: 'QUARTERLY',
        startAt: sub().startAt,
        expireBy: sub().expireBy,
        currency: 'INR',
        amount: 10616.46,
      },
    ]);
  });
  it('reads statuses', () => {
    expect(statusLabel('PAYMENT_FAILED')).toBe('Payment failed');
    expect(statusTone('PAID')).toBe('success');
    expect(statusTone('payment_failed')).toBe('danger');
  });
});

describe('the basket customer form', () => {
  it('has the defaults of spec section 3', () => {
    expect(DEFAULT_ORDER_FORM).toMatchObject({
      marketingPreference: true,
      communication: 'MOBILE',
      isSameAddress: true,
    });
  });
  it('checks the customer and billing address, and the second address only when it differs', () => {
    const errors = validateOrderForm(DEFAULT_ORDER_FORM);
    expect(errors.customer.fullName).toBe('Full name is required');
    expect(errors.billing.addressLine1).toBe('Address line 1 is required');
    expect(errors.other).toEqual({});
    expect(Object.keys(validateOrderForm({ ...DEFAULT_ORDER_FORM, isSameAddress: false }).other)).toContain(
      'addressLine1',
    );
  });
  it('fills only what is empty from the customer record', () => {
    const record = {
      id: 'c1',
      name: 'Asha Rao',
      mobile: '9876543210',
      email: 'asha@example.com',
      businessCategory: 'fintech',
      website: '',
      marketingPreference: false,
      communication: 'EMAIL' as const,
      addresses: [
        {
          id: 'a1',
          type: 'Primary' as const,
          addressLine1: '1 MG Road',
          country: 'India',
          state: 'Telangana',
          city: 'Hyderabad',
          postCode: '500081',
        },
      ],
    };
    const next = prefill({ ...DEFAULT_ORDER_FORM, fullName: 'Typed Name' }, null, record);
    expect(next.fullName).toBe('Typed Name');
    expect(next.mobileNumber).toBe('9876543210');
    expect(next.billing.city).toBe('Hyderabad');
    expect(next.communication).toBe('EMAIL');
  });
  it('sends the second address only when it differs from the billing one', () => {
    const filled = { ...DEFAULT_ORDER_FORM, billing: { ...DEFAULT_ORDER_FORM.billing, addressLine1: ' 1 MG Road ' } };
    expect(toOrderRequest('b1', filled)).not.toHaveProperty('address');
    expect(toOrderRequest('b1', filled).billingAddress).toMatchObject({ addressLine1: '1 MG Road', type: 'Primary' });
    expect(toOrderRequest('b1', { ...filled, isSameAddress: false }).address).toMatchObject({ type: 'Other' });
    expect(hasErrors(validateOrderForm(filled))).toBe(true);
  });
});

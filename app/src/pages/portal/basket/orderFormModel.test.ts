import { describe, expect, it } from 'vitest';
import { hasErrors } from '../../../lib/useForm';
import { DEFAULT_ORDER_FORM, prefill, toOrderRequest, validateOrderForm } from './orderFormModel';

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

import { describe, expect, it } from 'vitest';
import type { Order } from '@lnf/sdk';
import { orderReceipt } from './orderReceipt';

const order: Order = {
  id: 'o-1',
  reference: 'LNF-ORD-1',
  dateOrdered: '2026-11-20T10:42:00.000Z',
  status: 'PAID',
  email: 'asha@example.in',
  mobile: '+91 98480 22334',
  billingAddress: {
    addressLine1: 'Plot 42',
    addressLine2: null,
    town: 'Madhapur',
    city: 'Hyderabad',
    state: 'Telangana',
    postCode: '500081',
    country: 'India',
    type: 'Primary',
  },
  totalPrice: 353882,
  lineItems: [{ name: 'HR Professional', productCode: 'hr_professional', quantity: 10, price: 39990 }],
  subscriptions: [
    {
      id: 's',
      planId: 'plan_1',
      amount: 299900,
      period: 'monthly',
      interval: 12,
      totalCount: 3,
      startAt: null,
      expireBy: null,
      status: 'active',
    },
  ],
  payments: [
    {
      transactionId: 'pay_1',
      amount: 353882,
      currency: 'INR',
      status: 'captured',
      createdAt: '2026-11-20T10:42:00.000Z',
    },
  ],
};

describe('orderReceipt', () => {
  it("gives the receipt LNF's formats, labels and the order's fields", () => {
    const receipt = orderReceipt(order);
    expect(receipt).toMatchObject({
      currency: 'INR',
      locale: 'en-IN',
      timeZone: 'Asia/Kolkata',
      title: 'Order Receipt',
      closing: 'Thank you for your order!',
    });
    expect(receipt.summary?.map((s) => s.title)).toEqual(['Order details', 'Customer']);
    expect(receipt.summary?.[1]?.details.at(-1)?.value).toEqual({
      address: ['Plot 42', 'Madhapur, Hyderabad', 'Telangana 500081', 'India'],
    });
    expect(receipt.sections?.map((s) => s.title)).toEqual(['Line items', 'Subscriptions', 'Payments']);
    const subscriptions = receipt.sections?.[1];
    expect(subscriptions && 'records' in subscriptions && subscriptions.records[0]).toContainEqual({
      term: 'Period',
      value: 'Monthly',
    });
    expect(receipt.total).toEqual({ label: 'Total price (INR)', value: { amount: 353882 } });
  });
});

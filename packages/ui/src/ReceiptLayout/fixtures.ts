import type { ReceiptOrder } from './ReceiptLayout';

/** A receipt with every field, shared by the stories and tests. */
export const sampleOrder: ReceiptOrder = {
  reference: 'LNF-ORD-104213',
  dateOrdered: '2026-11-20T10:42:00+05:30',
  status: 'PAID',
  email: 'asha.rao@example.in',
  mobile: '+91 98480 22334',
  billingAddress: {
    addressLine1: 'Plot 42, Cyber Towers',
    addressLine2: 'HITEC City',
    town: 'Madhapur',
    city: 'Hyderabad',
    state: 'Telangana',
    postCode: '500081',
    country: 'India',
  },
  totalPrice: 353882,
  lineItems: [
    { name: 'HR Professional', productCode: 'hr_professional', quantity: 10, price: 39990 },
    { name: 'LNF Payroll', productCode: 'lnf_payroll', quantity: 1, price: 7999 },
  ],
  subscriptions: [
    {
      planId: 'plan_hr_professional_annual',
      amount: 299900,
      period: 'ANNUALLY',
      interval: 12,
      totalCount: 3,
      startAt: 1763616000,
      expireBy: 1858310400,
    },
  ],
  payments: [{ transactionId: 'pay_Nx81Kq2LmZ', amount: 353882, currency: 'INR' }],
};

import { BILLING_PERIOD_LABELS, type BillingPeriod, type Order } from '@lnf/sdk';
import type { ReceiptLayoutProps } from '@lnf/ui';

/** How LNF's receipts read: rupees in the Indian format, dates in India's time zone. */
export const RECEIPT_FORMAT = { currency: 'INR', locale: 'en-IN', timeZone: 'Asia/Kolkata' } as const;

const periodLabel = (period: string) => BILLING_PERIOD_LABELS[period.toUpperCase() as BillingPeriod] ?? period;

function addressLines(a: Order['billingAddress']): string[] {
  const place = [a.town, a.city].filter(Boolean).join(', ');
  const region = [a.state, a.postCode].filter(Boolean).join(' ');
  return [a.addressLine1, a.addressLine2, place, region, a.country].filter((line): line is string => Boolean(line));
}

/**
 * An order as the receipt shows it (spec section 3, order receipt): order and customer details,
 * line items, subscriptions, payments and the total, under LNF's labels. @lnf/ui's ReceiptLayout
 * lays it out and formats the amounts and dates in `RECEIPT_FORMAT`.
 */
export function orderReceipt(order: Order): ReceiptLayoutProps {
  return {
    ...RECEIPT_FORMAT,
    title: 'Order Receipt',
    summary: [
      {
        title: 'Order details',
        details: [
          { term: 'Reference', value: order.reference },
          { term: 'Date ordered', value: { date: order.dateOrdered } },
          { term: 'Status', value: order.status },
        ],
      },
      {
        title: 'Customer',
        details: [
          { term: 'Email', value: order.email },
          { term: 'Mobile', value: order.mobile },
          { term: 'Billing address', value: { address: addressLines(order.billingAddress) } },
        ],
      },
    ],
    sections: [
      {
        title: 'Line items',
        columns: [
          { name: 'Product Name' },
          { name: 'Product Code' },
          { name: 'Quantity', align: 'end' },
          { name: 'Price (INR)', align: 'end' },
        ],
        rows: order.lineItems.map((item) => [item.name, item.productCode, item.quantity, { amount: item.price }]),
        emptyText: 'No line items.',
      },
      {
        title: 'Subscriptions',
        records: order.subscriptions.map((s) => [
          { term: 'Plan ID', value: s.planId },
          { term: 'Amount (INR)', value: { amount: s.amount } },
          { term: 'Period', value: periodLabel(s.period) },
          { term: 'Interval (months)', value: s.interval },
          { term: 'Total count', value: s.totalCount },
          { term: 'Start date', value: { date: s.startAt } },
          { term: 'Expire by', value: { date: s.expireBy } },
        ]),
        emptyText: 'No subscriptions.',
      },
      {
        title: 'Payments',
        columns: [{ name: 'Transaction ID' }, { name: 'Amount', align: 'end' }, { name: 'Currency' }],
        rows: order.payments.map((p) => [p.transactionId, { amount: p.amount, currency: p.currency }, p.currency]),
        emptyText: 'No payments recorded.',
      },
    ],
    total: { label: 'Total price (INR)', value: { amount: order.totalPrice } },
    closing: 'Thank you for your order!',
  };
}

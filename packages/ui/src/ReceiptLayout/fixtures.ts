import type { ReceiptLayoutProps } from './ReceiptLayout';

/** A receipt with every kind of section, shared by the stories and tests. */
export const sampleReceipt = {
  summary: [
    {
      title: 'Receipt details',
      details: [
        { term: 'Number', value: 'RCPT-2026-0417' },
        { term: 'Date', value: { date: '2026-11-20T10:42:00Z' } },
        { term: 'Status', value: 'Paid' },
      ],
    },
    {
      title: 'Billed to',
      details: [
        { term: 'Name', value: 'Robin Park' },
        { term: 'Email', value: 'robin.park@example.com' },
        { term: 'Address', value: { address: ['Unit 4, 18 Harbour Street', null, 'Wellington 6011', 'New Zealand'] } },
      ],
    },
  ],
  sections: [
    {
      title: 'Items',
      columns: [{ name: 'Item' }, { name: 'SKU' }, { name: 'Quantity', align: 'end' }, { name: 'Price', align: 'end' }],
      rows: [
        ['Team plan seat', 'TEAM-SEAT', 10, { amount: 1200 }],
        ['Priority support', 'SUP-PRIORITY', 1, { amount: 49.5 }],
      ],
      emptyText: 'No items.',
    },
    {
      title: 'Plans',
      records: [
        [
          { term: 'Plan', value: 'Team' },
          { term: 'Amount', value: { amount: 1200 } },
          { term: 'Renews', value: 'Yearly' },
          { term: 'Starts', value: { date: '2026-11-20' } },
          { term: 'Ends', value: { date: '2029-11-20' } },
        ],
      ],
      emptyText: 'No plans.',
    },
    {
      title: 'Payments',
      columns: [{ name: 'Transaction' }, { name: 'Amount', align: 'end' }, { name: 'Currency' }],
      rows: [['txn_3Kq81LmZ', { amount: 1249.5 }, 'USD']],
      emptyText: 'No payments recorded.',
    },
  ],
  total: { label: 'Total', value: { amount: 1249.5 } },
  closing: 'Thank you for your purchase!',
} satisfies ReceiptLayoutProps;

import * as backofficeLists from '../../api/backofficeLists';
import type { Case } from './shared';

const customerId = '0b7c1e3a-5d2f-4c8e-9a61-2f3b4c5d6e7f';
const orderId = '6f1c2d3e-4a5b-4c6d-8e7f-8091a2b3c4d5';
const order = {
  id: orderId,
  reference: 'LNF-2026-000123',
  dateOrdered: '2026-11-25T10:00:00.000Z',
  status: 'PAID',
  name: 'Asha Rao',
  email: 'asha@shop.example',
  total: 1180,
  customerId,
};
const payment = {
  id: 'f1e2d3c4-b5a6-4978-8a6b-5c4d3e2f1a0b',
  transactionId: 'pay_ABC123',
  createdAt: '2026-11-25T10:01:00.000Z',
  status: 'captured',
  kind: 'cycle',
  amount: 1180,
  subscriptionId: 'sub_ABC123',
  orderId,
  orderReference: order.reference,
  cardBrand: 'Visa',
  cardLast4: '1111',
  customerId,
};
const subscription = {
  id: 'sub_ABC123',
  createdAt: '2026-11-25T10:00:00.000Z',
  status: 'active',
  planId: 'hr_essential',
  planLabel: 'HR Essential',
  renewalTerm: 'MONTHLY',
  amount: 1180,
  currentEnd: '2026-12-25T10:00:00.000Z',
  cancelAtPeriodEnd: false,
  orderId,
  orderReference: order.reference,
  customerId: null,
};
const creditNote = {
  kind: 'creditNote',
  number: 'CN/26-27/000001',
  issuedAt: '2026-11-26T10:00:00.000Z',
  total: 500,
  buyerName: 'Asha Rao',
  orderId,
  orderReference: order.reference,
  transactionId: null,
  invoiceNumber: 'LNF/26-27/000001',
  customerId,
};
const ticket = {
  reference: 'a1b2c3d4-e5f6-4789-8abc-def012345678',
  number: 'LNF-12',
  title: 'Invoice shows the wrong state',
  status: 'Open',
  priority: 'High',
  createdAt: '2026-11-25T11:00:00.000Z',
  updatedAt: '2026-11-25T12:00:00.000Z',
  customerId,
};
const auditRow = {
  id: '42',
  time: '2026-11-25T10:00:00.000Z',
  actor: 'asha@shop.example',
  module: 'order',
  action: 'PLACE_ORDER',
  key: order.reference,
  outcome: 'SUCCESS',
  ip: '203.0.113.9',
  detail: null,
  data: { customerId },
};

/** The back-office's record lists: each list's query as sent, its page as answered, and the CSV. */
export const backofficeListsCases: Case[] = [
  {
    name: 'backofficeLists.orders',
    run: (c) =>
      backofficeLists.orders(c, { status: 'PAID', sort: 'total', direction: 'asc', from: '2026-11-01', after: 'c1' }),
    method: 'GET',
    path: '/api/v1/lnf/backoffice/orders',
    query: { status: 'PAID', sort: 'total', direction: 'asc', from: '2026-11-01', after: 'c1' },
    bearer: true,
    answer: { results: [order], next: 'c2' },
  },
  {
    name: 'backofficeLists.payments',
    run: (c) => backofficeLists.payments(c, { status: 'captured', customer: customerId, limit: 10 }),
    method: 'GET',
    path: '/api/v1/lnf/backoffice/payments',
    query: { status: 'captured', customer: customerId, limit: '10' },
    bearer: true,
    answer: { results: [payment], next: null },
  },
  {
    name: 'backofficeLists.subscriptions',
    run: (c) => backofficeLists.subscriptions(c, { sort: 'amount', to: '2026-11-30' }),
    method: 'GET',
    path: '/api/v1/lnf/backoffice/subscriptions',
    query: { sort: 'amount', to: '2026-11-30' },
    bearer: true,
    answer: { results: [subscription], next: null },
  },
  {
    name: 'backofficeLists.invoices',
    run: (c) => backofficeLists.invoices(c, { kind: 'creditNote' }),
    method: 'GET',
    path: '/api/v1/lnf/backoffice/invoices',
    query: { kind: 'creditNote' },
    bearer: true,
    answer: { results: [creditNote], next: null },
  },
  {
    name: 'backofficeLists.tickets',
    run: (c) => backofficeLists.tickets(c, { sort: 'updatedAt', status: 'Open', after: null }),
    method: 'GET',
    path: '/api/v1/lnf/backoffice/tickets',
    query: { sort: 'updatedAt', status: 'Open' },
    bearer: true,
    answer: { results: [ticket], next: null },
  },
  {
    name: 'backofficeLists.auditLogs',
    run: (c) => backofficeLists.auditLogs(c, { module: 'order', action: 'PLACE_ORDER', status: 'SUCCESS' }),
    method: 'GET',
    path: '/api/v1/lnf/backoffice/audit-logs',
    query: { module: 'order', action: 'PLACE_ORDER', status: 'SUCCESS' },
    bearer: true,
    answer: { results: [auditRow], next: null },
  },
  {
    name: 'backofficeLists.exportCsv',
    run: async (c) =>
      (await backofficeLists.exportCsv(c, 'payments', { status: 'captured', sort: 'amount', direction: 'asc' })).text(),
    method: 'GET',
    path: '/api/v1/lnf/backoffice/payments.csv',
    query: { status: 'captured', sort: 'amount', direction: 'asc' },
    headers: { accept: 'text/csv' },
    bearer: true,
    answer: 'transaction_id,created_at\r\n',
  },
];

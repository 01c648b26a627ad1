import * as backoffice from '../../api/backoffice';
import type { Case } from './shared';

const id = '0b7c1e3a-5d2f-4c8e-9a61-2f3b4c5d6e7f';
const summary = {
  id,
  name: 'Asha Rao',
  email: 'asha@example.com',
  mobile: '9876543210',
  gstin: '36AABCU9603R1ZM',
  createdAt: '2026-01-01T00:00:00.000Z',
  userId: 'u-1',
  erased: false,
};
const note = {
  id: 'n-1',
  customerId: id,
  author: 'support@lnf.in',
  body: 'Called about GST',
  createdAt: '2026-01-02T00:00:00.000Z',
};
const page = {
  profile: {
    ...summary,
    businessCategory: 'banking',
    website: '',
    marketingPreference: true,
    communication: 'MOBILE',
    user: { id: 'u-1', email: 'asha@example.com' },
    erasedAt: null,
  },
  addresses: [],
  subscriptions: [],
  orders: [],
  payments: [],
  invoices: [],
  creditNotes: [],
  tickets: [],
  leads: [],
  notes: [note],
  timeline: {
    entries: [
      {
        kind: 'note',
        id: 'n-1',
        at: note.createdAt,
        actor: note.author,
        action: 'NOTE',
        module: null,
        key: null,
        outcome: null,
        detail: null,
        data: null,
        body: note.body,
      },
    ],
    capped: false,
    limit: 200,
  },
};

/** The back-office's customer calls (support staff and up). */
export const backofficeCases: Case[] = [
  {
    name: 'backoffice.search',
    run: (c) => backoffice.search(c, { q: '36aab', limit: 10, after: 'c1' }),
    method: 'GET',
    path: '/api/v1/lnf/backoffice/search',
    query: { q: '36aab', limit: '10', after: 'c1' },
    bearer: true,
    answer: {
      results: [
        { kind: 'customer', id, customerId: id, title: 'Asha Rao', subtitle: 'asha@example.com', matched: 'gstin' },
      ],
      next: null,
    },
  },
  {
    name: 'backoffice.customers',
    run: (c) => backoffice.customers(c, { sort: 'name', direction: 'asc', limit: 2 }),
    method: 'GET',
    path: '/api/v1/lnf/backoffice/customers',
    query: { sort: 'name', direction: 'asc', limit: '2' },
    bearer: true,
    answer: { results: [summary], next: 'c2' },
  },
  {
    name: 'backoffice.customer',
    run: (c) => backoffice.customer(c, id),
    method: 'GET',
    path: `/api/v1/lnf/backoffice/customers/${id}`,
    bearer: true,
    answer: page,
  },
  {
    name: 'backoffice.addNote',
    run: (c) => backoffice.addNote(c, id, 'Called about GST'),
    method: 'POST',
    path: `/api/v1/lnf/backoffice/customers/${id}/notes`,
    body: { body: 'Called about GST' },
    bearer: true,
    answer: note,
  },
  {
    name: 'backoffice.viewAs',
    run: (c) => backoffice.viewAs(c, id, 'Customer says the invoice is missing'),
    method: 'POST',
    path: `/api/v1/lnf/backoffice/customers/${id}/view-as`,
    body: { reason: 'Customer says the invoice is missing' },
    bearer: true,
    answer: {
      accessToken: 'view-as-token',
      expiresAt: '2026-01-01T00:15:00.000Z',
      customer: { id, email: 'asha@example.com', name: 'Asha Rao' },
    },
  },
];

import * as backofficeLeads from '../../api/backofficeLeads';
import type { Case } from './shared';

const reference = '6f1c2d3e-4a5b-4c6d-8e7f-8091a2b3c4d5';
const lead = {
  kind: 'inquiry',
  reference,
  name: 'Asha Rao',
  email: 'asha@shop.example',
  phone: '+919800000001',
  company: 'Asha Stores',
  message: 'A demo for our three shops',
  createdAt: '2026-11-25T10:00:00.000Z',
  status: 'contacted',
  owner: 'sam@lnf.example',
  notes: 1,
};
const note = {
  id: 'n-1',
  kind: 'inquiry',
  reference,
  author: 'sam@lnf.example',
  body: 'Called, wants a demo on Monday',
  createdAt: '2026-11-25T11:00:00.000Z',
};

/** The leads inbox: the list with its filters, status and owner, notes. */
export const backofficeLeadsCases: Case[] = [
  {
    name: 'backofficeLeads.list',
    run: (c) => backofficeLeads.list(c, { status: 'contacted', kind: 'inquiry', limit: 10, after: 'abc' }),
    method: 'GET',
    path: '/api/v1/lnf/backoffice/leads',
    query: { status: 'contacted', kind: 'inquiry', limit: '10', after: 'abc' },
    bearer: true,
    answer: { results: [lead], next: null },
  },
  {
    name: 'backofficeLeads.update',
    run: (c) => backofficeLeads.update(c, 'inquiry', reference, { status: 'contacted', owner: 'sam@lnf.example' }),
    method: 'PATCH',
    path: `/api/v1/lnf/backoffice/leads/inquiry/${reference}`,
    body: { status: 'contacted', owner: 'sam@lnf.example' },
    bearer: true,
    answer: lead,
  },
  {
    name: 'backofficeLeads.notes',
    run: (c) => backofficeLeads.notes(c, 'inquiry', reference),
    method: 'GET',
    path: `/api/v1/lnf/backoffice/leads/inquiry/${reference}/notes`,
    bearer: true,
    answer: { notes: [note] },
  },
  {
    name: 'backofficeLeads.addNote',
    run: (c) => backofficeLeads.addNote(c, 'inquiry', reference, note.body),
    method: 'POST',
    path: `/api/v1/lnf/backoffice/leads/inquiry/${reference}/notes`,
    body: { body: note.body },
    bearer: true,
    answer: note,
  },
];

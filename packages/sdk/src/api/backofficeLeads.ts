import type { ApiClient } from '../client';
import {
  Lead,
  LeadNote,
  LeadNotes,
  LeadPage,
  type LeadKind,
  type LeadListQuery,
  type LeadUpdate,
} from '../schemas/backofficeLeads';

/** The leads inbox (support staff and up): demo requests and contact messages, their status, owner and notes. */

/** Filters of the list and the export. */
export type LeadFilters = Partial<Pick<LeadListQuery, 'status' | 'kind' | 'owner' | 'q'>>;

const leadPath = (kind: LeadKind, reference: string) =>
  `backoffice/leads/${encodeURIComponent(kind)}/${encodeURIComponent(reference)}`;

/** `GET backoffice/leads`: a page of leads, newest first. Pass the answer's `next` as `after` for more. */
export async function list(
  client: ApiClient,
  query: LeadFilters & { limit?: number; after?: string | null } = {},
): Promise<LeadPage> {
  return client.request({
    call: 'backofficeLeads.list',
    service: 'backoffice',
    method: 'GET',
    path: 'backoffice/leads',
    query,
    schema: LeadPage,
  });
}

/** `PATCH backoffice/leads/{kind}/{reference}`: sets the status and/or owner (a staff email, or null); answers the lead. */
export async function update(client: ApiClient, kind: LeadKind, reference: string, body: LeadUpdate): Promise<Lead> {
  return client.request({
    call: 'backofficeLeads.update',
    service: 'backoffice',
    method: 'PATCH',
    path: leadPath(kind, reference),
    body,
    schema: Lead,
  });
}

/** `GET backoffice/leads/{kind}/{reference}/notes`: the lead's notes, oldest first. */
export async function notes(client: ApiClient, kind: LeadKind, reference: string): Promise<LeadNotes> {
  return client.request({
    call: 'backofficeLeads.notes',
    service: 'backoffice',
    method: 'GET',
    path: `${leadPath(kind, reference)}/notes`,
    schema: LeadNotes,
  });
}

/** `POST backoffice/leads/{kind}/{reference}/notes`: a note on the lead. */
export async function addNote(client: ApiClient, kind: LeadKind, reference: string, body: string): Promise<LeadNote> {
  return client.request({
    call: 'backofficeLeads.addNote',
    service: 'backoffice',
    method: 'POST',
    path: `${leadPath(kind, reference)}/notes`,
    body: { body },
    schema: LeadNote,
  });
}

/** `GET backoffice/leads.csv`: every lead the filters match, newest first, as CSV. */
export async function exportCsv(client: ApiClient, filters: LeadFilters = {}): Promise<Blob> {
  return client.request({
    call: 'backofficeLeads.exportCsv',
    service: 'backoffice',
    method: 'GET',
    path: 'backoffice/leads.csv',
    query: filters,
    headers: { accept: 'text/csv' },
    as: 'blob',
  });
}

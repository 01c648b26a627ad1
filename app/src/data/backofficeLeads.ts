import { backofficeLeads, type Lead, type LeadKind, type LeadListQuery, type LeadStatus } from '@lnf/sdk';
import { toast } from '@lnf/ui';
import { mutate } from 'swr';
import { client } from '../lib/api';
import { saveFile } from '../lib/saveFile';
import { refusal } from './attempt';
import { toastOnError, useApi } from './useApi';

/**
 * The leads inbox's server data (docs/backoffice.md, 'Leads'): a page of demo requests and contact
 * messages, the status and owner staff give each, and their notes. Staff only; the same answers for
 * every member of staff.
 */

export type LeadFilters = Pick<Partial<LeadListQuery>, 'status' | 'kind' | 'owner' | 'q'>;

export const backofficeLeadsKey = (query: Partial<LeadListQuery>) => ['backoffice-leads', query] as const;
export const backofficeLeadNotesKey = (kind: LeadKind, reference: string) =>
  ['backoffice-lead-notes', kind, reference] as const;

/** Every page of the list, whatever its filters: a change to one lead can move it between them. */
const everyPage = (key: unknown) => Array.isArray(key) && key[0] === 'backoffice-leads';

/** A page of leads, newest first; `after` is the cursor of the page before. */
export function useBackofficeLeads(query: Partial<LeadListQuery>) {
  return useApi(backofficeLeadsKey(query), (c) => backofficeLeads.list(c, query), {
    keepPreviousData: true,
    ...toastOnError('backofficeLeads.list'),
  });
}

/** Gives a lead another status; answers whether it was kept (a refusal is toasted). */
export async function setLeadStatus(lead: Lead, status: LeadStatus): Promise<boolean> {
  try {
    await backofficeLeads.update(client, lead.kind, lead.reference, { status });
    return true;
  } catch (error) {
    toast.error(refusal('backofficeLeads.update', error));
    return false;
  } finally {
    void mutate(everyPage);
  }
}

/**
 * Makes the signed-in staff member (`me`, their email) a lead's owner, or null: nobody. Support
 * staff cannot list the staff, so the app assigns a lead to oneself only. Answers whether it was
 * kept (a refusal is toasted).
 */
export async function assignLead(lead: Lead, me: string | null): Promise<boolean> {
  try {
    await backofficeLeads.update(client, lead.kind, lead.reference, { owner: me });
    toast.success(`${lead.name || lead.email} ${me ? 'is assigned to you' : 'has no owner now'}`);
    return true;
  } catch (error) {
    toast.error(refusal('backofficeLeads.update', error));
    return false;
  } finally {
    void mutate(everyPage);
  }
}

/** A lead's notes, oldest first. */
export function useLeadNotes(lead: Pick<Lead, 'kind' | 'reference'>) {
  return useApi(
    backofficeLeadNotesKey(lead.kind, lead.reference),
    (c) => backofficeLeads.notes(c, lead.kind, lead.reference),
    toastOnError('backofficeLeads.notes'),
  );
}

/**
 * Adds a note to a lead; answers null when kept, else the server's reason (shown beside the form,
 * which a dialog's toast would sit behind). The notes and the list's counts are asked again either way.
 */
export async function addLeadNote(lead: Lead, body: string): Promise<string | null> {
  try {
    await backofficeLeads.addNote(client, lead.kind, lead.reference, body);
    return null;
  } catch (error) {
    return refusal('backofficeLeads.addNote', error);
  } finally {
    void mutate(backofficeLeadNotesKey(lead.kind, lead.reference));
    void mutate(everyPage);
  }
}

/** Downloads the leads the filters match as CSV (streamed by the server). */
export async function exportLeads(filters: LeadFilters): Promise<void> {
  try {
    saveFile(
      await backofficeLeads.exportCsv(client, filters),
      `lnf-leads-${new Date().toISOString().slice(0, 10)}.csv`,
    );
  } catch (error) {
    toast.error(refusal('backofficeLeads.exportCsv', error));
  }
}

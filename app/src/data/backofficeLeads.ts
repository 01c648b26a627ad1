import { backofficeLeads, type Lead, type LeadListQuery, type LeadStatus } from '@lnf/sdk';
import { toast } from '@lnf/ui';
import { mutate } from 'swr';
import { client } from '../lib/api';
import { saveFile } from '../lib/saveFile';
import { refusal } from './attempt';
import { toastOnError, useApi } from './useApi';

/**
 * The leads inbox's server data (docs/backoffice.md, 'Leads'): a page of demo requests and contact
 * messages, and the status staff give each. Staff only; the same answers for every member of staff.
 */

export type LeadFilters = Pick<Partial<LeadListQuery>, 'status' | 'kind' | 'owner' | 'q'>;

export const backofficeLeadsKey = (query: Partial<LeadListQuery>) => ['backoffice-leads', query] as const;

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

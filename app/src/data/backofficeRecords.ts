import { backofficeLists, type ApiClient, type BackofficeList, type BackofficeListFilters } from '@lnf/sdk';
import { toast } from '@lnf/ui';
import { client } from '../lib/api';
import { saveFile } from '../lib/saveFile';
import { refusal } from './attempt';
import { toastOnError, useApi } from './useApi';

/**
 * The back-office's record lists (docs/backoffice.md, 'Lists and exports'): a keyset page of
 * orders, payments, subscriptions, invoices, tickets or audit logs in the order asked, and the
 * same list as CSV. Staff only; the same answers for every member of staff.
 */

/** A page of any list; each list's rows are the sdk's Backoffice…Row. */
export interface RecordPage<R> {
  results: R[];
  next: string | null;
}

/** What a page is asked with: the list's filters and order, the page size and the cursor of the page before. */
export type RecordQuery = BackofficeListFilters & { limit?: number; after?: string };

export const backofficeRecordsKey = (list: BackofficeList, query: RecordQuery) =>
  ['backoffice-records', list, query] as const;

const PAGES: Record<BackofficeList, (c: ApiClient, query: never) => Promise<RecordPage<unknown>>> = {
  orders: backofficeLists.orders,
  payments: backofficeLists.payments,
  subscriptions: backofficeLists.subscriptions,
  invoices: backofficeLists.invoices,
  tickets: backofficeLists.tickets,
  'audit-logs': backofficeLists.auditLogs,
};

/** A page of `list` (`R` is its row type); `after` is the cursor of the page before. */
export function useBackofficeRecords<R>(list: BackofficeList, query: RecordQuery) {
  return useApi(backofficeRecordsKey(list, query), (c) => PAGES[list](c, query as never) as Promise<RecordPage<R>>, {
    keepPreviousData: true,
    ...toastOnError(`backofficeLists.${list}`),
  });
}

/** Downloads every record of `list` the filters match, in the order asked, as CSV (streamed by the server). */
export async function exportRecords(list: BackofficeList, filters: BackofficeListFilters): Promise<void> {
  try {
    saveFile(
      await backofficeLists.exportCsv(client, list, filters),
      `lnf-${list}-${new Date().toISOString().slice(0, 10)}.csv`,
    );
  } catch (error) {
    toast.error(refusal('backofficeLists.exportCsv', error));
  }
}

import type { ApiClient } from '../client';
import {
  BackofficeAuditPage,
  BackofficeInvoicePage,
  BackofficeOrderPage,
  BackofficePaymentPage,
  BackofficeSubscriptionPage,
  BackofficeTicketPage,
  type BackofficeAuditListQuery,
  type BackofficeInvoiceListQuery,
  type BackofficeList,
  type BackofficeListFilters,
  type BackofficeOrderListQuery,
  type BackofficePaymentListQuery,
  type BackofficeSubscriptionListQuery,
  type BackofficeTicketListQuery,
} from '../schemas/backofficeLists';

/**
 * The back-office's record lists (support staff and up; audit logs admin only): a page at a time
 * in the order asked, narrowed by status, dates (IST days) and customer; pass the answer's `next`
 * as `after` for the page after. `exportCsv` downloads the whole list with the same filters.
 */

/** A list's query as a caller gives it: every field optional, `after` null on the first page. */
type Ask<Q> = Partial<Omit<Q, 'after'>> & { after?: string | null };

/** `GET backoffice/orders`: a page of orders, newest first unless asked. */
export async function orders(
  client: ApiClient,
  query: Ask<BackofficeOrderListQuery> = {},
): Promise<BackofficeOrderPage> {
  return client.request({
    call: 'backofficeLists.orders',
    service: 'backoffice',
    method: 'GET',
    path: 'backoffice/orders',
    query,
    schema: BackofficeOrderPage,
  });
}

/** `GET backoffice/payments`: a page of payments, newest first unless asked. */
export async function payments(
  client: ApiClient,
  query: Ask<BackofficePaymentListQuery> = {},
): Promise<BackofficePaymentPage> {
  return client.request({
    call: 'backofficeLists.payments',
    service: 'backoffice',
    method: 'GET',
    path: 'backoffice/payments',
    query,
    schema: BackofficePaymentPage,
  });
}

/** `GET backoffice/subscriptions`: a page of subscriptions, newest first unless asked. */
export async function subscriptions(
  client: ApiClient,
  query: Ask<BackofficeSubscriptionListQuery> = {},
): Promise<BackofficeSubscriptionPage> {
  return client.request({
    call: 'backofficeLists.subscriptions',
    service: 'backoffice',
    method: 'GET',
    path: 'backoffice/subscriptions',
    query,
    schema: BackofficeSubscriptionPage,
  });
}

/** `GET backoffice/invoices`: a page of tax invoices (or credit notes, `kind: 'creditNote'`), newest first unless asked. */
export async function invoices(
  client: ApiClient,
  query: Ask<BackofficeInvoiceListQuery> = {},
): Promise<BackofficeInvoicePage> {
  return client.request({
    call: 'backofficeLists.invoices',
    service: 'backoffice',
    method: 'GET',
    path: 'backoffice/invoices',
    query,
    schema: BackofficeInvoicePage,
  });
}

/** `GET backoffice/tickets`: a page of support tickets, newest first unless asked. */
export async function tickets(
  client: ApiClient,
  query: Ask<BackofficeTicketListQuery> = {},
): Promise<BackofficeTicketPage> {
  return client.request({
    call: 'backofficeLists.tickets',
    service: 'backoffice',
    method: 'GET',
    path: 'backoffice/tickets',
    query,
    schema: BackofficeTicketPage,
  });
}

/** `GET backoffice/audit-logs` (admin): a page of audit rows, newest first unless asked. */
export async function auditLogs(
  client: ApiClient,
  query: Ask<BackofficeAuditListQuery> = {},
): Promise<BackofficeAuditPage> {
  return client.request({
    call: 'backofficeLists.auditLogs',
    service: 'backoffice',
    method: 'GET',
    path: 'backoffice/audit-logs',
    query,
    schema: BackofficeAuditPage,
  });
}

/** `GET backoffice/{list}.csv`: every record the filters match, in the order asked, as CSV (streamed by the server). */
export async function exportCsv(
  client: ApiClient,
  list: BackofficeList,
  query: BackofficeListFilters = {},
): Promise<Blob> {
  return client.request({
    call: 'backofficeLists.exportCsv',
    service: 'backoffice',
    method: 'GET',
    path: `backoffice/${list}.csv`,
    query,
    headers: { accept: 'text/csv' },
    as: 'blob',
  });
}

import type { ApiClient } from '../client';
import { Funnel, type FunnelQuery } from '../schemas/analytics';
import {
  BackofficeCustomerList,
  BackofficeSearchPage,
  Customer360,
  StaffNote,
  ViewAsAnswer,
  type BackofficeCustomerListQuery,
} from '../schemas/backoffice';

/**
 * `GET backoffice/search?q=&limit=&after=` (support staff and up): customers, orders,
 * subscriptions, payments and tickets whose name, email, phone, GSTIN, reference or id starts
 * with `q` (2 characters at least, any case). Pass the answer's `next` as `after` for more.
 */
export async function search(
  client: ApiClient,
  query: { q: string; limit?: number; after?: string | null },
): Promise<BackofficeSearchPage> {
  return client.request({
    call: 'backoffice.search',
    service: 'backoffice',
    method: 'GET',
    path: 'backoffice/search',
    query,
    schema: BackofficeSearchPage,
  });
}

/** `GET backoffice/customers` (support staff and up): a page of customers, newest first unless asked. */
export async function customers(
  client: ApiClient,
  query: Partial<Omit<BackofficeCustomerListQuery, 'after'>> & { after?: string | null } = {},
): Promise<BackofficeCustomerList> {
  return client.request({
    call: 'backoffice.customers',
    service: 'backoffice',
    method: 'GET',
    path: 'backoffice/customers',
    query,
    schema: BackofficeCustomerList,
  });
}

/** `GET backoffice/customers/{id}` (support staff and up): the customer page, timeline included. */
export async function customer(client: ApiClient, id: string): Promise<Customer360> {
  return client.request({
    call: 'backoffice.customer',
    service: 'backoffice',
    method: 'GET',
    path: `backoffice/customers/${encodeURIComponent(id)}`,
    schema: Customer360,
  });
}

/** `POST backoffice/customers/{id}/notes` (support staff and up): a note on the customer's timeline. */
export async function addNote(client: ApiClient, id: string, body: string): Promise<StaffNote> {
  return client.request({
    call: 'backoffice.addNote',
    service: 'backoffice',
    method: 'POST',
    path: `backoffice/customers/${encodeURIComponent(id)}/notes`,
    body: { body },
    schema: StaffNote,
  });
}

/**
 * `POST backoffice/customers/{id}/view-as` (support staff and up): a read-only token of the
 * customer's account for 15 minutes, to see the portal as they do. The reason is audited.
 */
export async function viewAs(client: ApiClient, id: string, reason: string): Promise<ViewAsAnswer> {
  return client.request({
    call: 'backoffice.viewAs',
    service: 'backoffice',
    method: 'POST',
    path: `backoffice/customers/${encodeURIComponent(id)}/view-as`,
    body: { reason },
    schema: ViewAsAnswer,
  });
}

/** `GET backoffice/customers.csv` (support staff and up): every customer, as CSV. */
export async function exportCustomers(client: ApiClient): Promise<Blob> {
  return client.request({
    call: 'backoffice.exportCustomers',
    service: 'backoffice',
    method: 'GET',
    path: 'backoffice/customers.csv',
    headers: { accept: 'text/csv' },
    as: 'blob',
  });
}

/** `GET backoffice/orders.csv` (support staff and up): every order, as CSV. */
export async function exportOrders(client: ApiClient): Promise<Blob> {
  return client.request({
    call: 'backoffice.exportOrders',
    service: 'backoffice',
    method: 'GET',
    path: 'backoffice/orders.csv',
    headers: { accept: 'text/csv' },
    as: 'blob',
  });
}

/**
 * `GET backoffice/funnel?weeks=` (support staff and up): visits, demo requests, sign-ups and first
 * payments by ISO week in India's time (12 weeks unless asked) and by landing page.
 */
export async function funnel(client: ApiClient, query: Partial<FunnelQuery> = {}): Promise<Funnel> {
  return client.request({
    call: 'backoffice.funnel',
    service: 'backoffice',
    method: 'GET',
    path: 'backoffice/funnel',
    query,
    schema: Funnel,
  });
}

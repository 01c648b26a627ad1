import { ApiError, backoffice, backofficeMoney, type BackofficeCustomerListQuery, type RefundAnswer } from '@lnf/sdk';
import { toast } from '@lnf/ui';
import { mutate } from 'swr';
import { client } from '../lib/api';
import { saveFile } from '../lib/saveFile';
import { attempt, refusal } from './attempt';
import { toastOnError, useApi } from './useApi';

/**
 * The back-office's server data: search, the customer list and one customer's page, and the staff
 * actions taken from them. Staff only; the same answers for every member of staff (the cache is
 * cleared when a session ends).
 */

export const backofficeSearchKey = (q: string) => ['backoffice', 'search', q] as const;
export const backofficeCustomersKey = (query: Partial<BackofficeCustomerListQuery>) =>
  ['backoffice', 'customers', query] as const;
export const customer360Key = (id: string) => ['backoffice', 'customer', id] as const;

/** What the search box found for `q` (two characters or more; shorter asks nothing). */
export function useBackofficeSearch(q: string) {
  const ready = q.trim().length >= 2;
  return useApi(ready ? backofficeSearchKey(q.trim()) : null, (c) => backoffice.search(c, { q: q.trim(), limit: 20 }), {
    minDelayMs: 0,
    keepPreviousData: true,
    ...toastOnError('backoffice.search'),
  });
}

/** A page of the customer list: newest first unless asked, `after` the cursor of the page before. */
export function useBackofficeCustomers(query: Partial<BackofficeCustomerListQuery>) {
  return useApi(backofficeCustomersKey(query), (c) => backoffice.customers(c, query), {
    keepPreviousData: true,
    ...toastOnError('backoffice.customers'),
  });
}

/** Everything about one customer; nothing is fetched without an id. */
export function useCustomer360(id: string | undefined) {
  return useApi(
    id ? customer360Key(id) : null,
    (c) => backoffice.customer(c, id!),
    toastOnError('backoffice.customer'),
  );
}

/** Adds a note to a customer's page; answers whether it was kept. */
export async function addNote(customerId: string, body: string): Promise<boolean> {
  const note = await attempt(
    customer360Key(customerId),
    (e) => refusal('backoffice.addNote', e),
    () => backoffice.addNote(client, customerId, body),
  );
  return note !== null;
}

/** True when the server asks for the sign-in to be proven again (a money action, erasure). */
export const needsStepUp = (error: unknown) =>
  error instanceof ApiError &&
  error.status === 403 &&
  (error.body as { error?: unknown } | undefined)?.error === 'reauthentication_required';

export type RefundOutcome = { ok: true; answer: RefundAnswer } | { ok: false; stepUp: boolean; message: string };

/** Refunds a payment (paise; omitted: everything left). The customer's page is asked again either way. */
export async function refundPayment(
  customerId: string,
  transactionId: string,
  amountPaise: number | undefined,
  reason: string,
): Promise<RefundOutcome> {
  try {
    const answer = await backofficeMoney.refund(client, transactionId, {
      ...(amountPaise === undefined ? {} : { amountPaise }),
      reason,
    });
    return { ok: true, answer };
  } catch (error) {
    return { ok: false, stepUp: needsStepUp(error), message: refusal('backofficeMoney.refund', error) };
  } finally {
    void mutate(customer360Key(customerId));
  }
}

/** Credits days of a subscription's period as a refund (a comp). The customer's page is asked again either way. */
export async function compSubscription(
  customerId: string,
  subscriptionId: string,
  days: number,
  reason: string,
): Promise<RefundOutcome> {
  try {
    return { ok: true, answer: await backofficeMoney.comp(client, subscriptionId, { days, reason }) };
  } catch (error) {
    return { ok: false, stepUp: needsStepUp(error), message: refusal('backofficeMoney.comp', error) };
  } finally {
    void mutate(customer360Key(customerId));
  }
}

/** Downloads a credit note's PDF. */
export async function downloadCreditNote(number: string): Promise<void> {
  try {
    saveFile(await backofficeMoney.creditNotePdf(client, number), `LNF-${number.replaceAll('/', '-')}.pdf`);
  } catch (error) {
    toast.error(refusal('backofficeMoney.creditNotePdf', error));
  }
}

/** Downloads the customers or the orders as CSV (streamed by the server). */
export async function exportCsv(what: 'customers' | 'orders'): Promise<void> {
  try {
    const blob =
      what === 'customers' ? await backoffice.exportCustomers(client) : await backoffice.exportOrders(client);
    saveFile(blob, `lnf-${what}-${new Date().toISOString().slice(0, 10)}.csv`);
  } catch (error) {
    toast.error(refusal(`backoffice.export`, error));
  }
}

import {
  planLabel,
  toRupees,
  type BackofficeAuditListQuery,
  type BackofficeInvoiceListQuery,
  type BackofficeInvoiceRow,
  type BackofficeOrderListQuery,
  type BackofficePaymentListQuery,
  type BackofficeSubscriptionListQuery,
  type BackofficeTicketListQuery,
} from '@lnf/sdk';
import { and, eq, getTableColumns, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db';
import { auditLogs, creditNotes, orders, payments, subscriptions, taxInvoices, tickets } from '../db/schema';
import { InvalidError } from '../domainErrors';
import { orderCustomer, qualified, ticketCustomer } from './customerSearch';
import { listOf, type Customer } from './recordList';

/**
 * The back-office's record lists: orders, payments, subscriptions, invoices (or credit notes),
 * tickets and audit logs, each read a page at a time in the order asked (its date, or its amount)
 * by services/recordList.ts, narrowed by status, IST days and customer, and the same as streamed
 * CSV. Each order here has its `(sort, id)` index (migration 0021).
 */

const iso = (d: Date | null) => d?.toISOString() ?? null;
const rupees = (paise: number) => toRupees(paise).toFixed(2);

/** Text PostgreSQL cannot hold (a NUL character) is the client's mistake, not a failed query. */
function noNul(value: string | undefined, what: string) {
  if (value?.includes('\0')) throw new InvalidError(`${what} cannot contain a NUL character`);
  return value;
}

/** The orders the customer page shows as the customer's: three branches, each on its own index. */
const customerOrders = (c: Customer) =>
  or(
    eq(orders.customerId, c.id),
    and(eq(orders.email, c.email), isNull(orders.customerId)),
    c.userId ? and(eq(orders.userId, c.userId), isNull(orders.customerId)) : undefined,
  )!;
/**
 * A value of the order a row belongs to, read by the order's key for each row a page shows: a
 * join would let the planner hash the whole orders table to feed one page.
 */
const ofOrder = <T>(orderId: PgColumn, value: SQL<T>) =>
  sql<T>`(select ${value} from ${orders} where ${qualified(orders.id)} = ${qualified(orderId)})`;

/** Rows of a table that belong to the customer's orders. */
const ofCustomerOrders = (db: Db, orderId: PgColumn, c: Customer) =>
  inArray(orderId, db.select({ id: orders.id }).from(orders).where(customerOrders(c)));

export const ORDER_LIST = listOf<BackofficeOrderListQuery>()({
  code: 1,
  from: orders,
  columns: {
    id: orders.id,
    reference: orders.reference,
    dateOrdered: orders.dateOrdered,
    status: orders.status,
    details: orders.details,
    email: orders.email,
    mobile: orders.mobile,
    totalPaise: orders.totalPaise,
    lineItems: orders.lineItems,
    billingAddress: orders.billingAddress,
    customerId: orderCustomer,
  },
  sorts: {
    dateOrdered: { value: orders.dateOrdered, type: 'timestamptz' },
    total: { value: orders.totalPaise, type: 'bigint' },
  },
  tie: orders.id,
  tieType: 'uuid',
  date: orders.dateOrdered,
  filters: (q, c) => [...(q.status ? [eq(orders.status, q.status)] : []), ...(c ? [customerOrders(c)] : [])],
  row: (r) => ({
    id: r.id,
    reference: r.reference,
    dateOrdered: r.dateOrdered.toISOString(),
    status: r.status,
    name: r.details?.name ?? '',
    email: r.email,
    total: toRupees(r.totalPaise),
    customerId: r.customerId,
  }),
  header: [
    'reference',
    'date_ordered',
    'status',
    'name',
    'email',
    'mobile',
    'total_inr',
    'plans',
    'billing_state',
    'customer_id',
    'order_id',
  ],
  csv: (r) => [
    r.reference,
    r.dateOrdered.toISOString(),
    r.status,
    r.details?.name ?? '',
    r.email,
    r.mobile,
    rupees(r.totalPaise),
    r.lineItems.map((l) => l.name).join('; '),
    r.billingAddress.state ?? '',
    r.customerId,
    r.id,
  ],
});

export const PAYMENT_LIST = listOf<BackofficePaymentListQuery>()({
  code: 2,
  from: payments,
  columns: {
    id: payments.id,
    transactionId: payments.transactionId,
    createdAt: payments.createdAt,
    status: payments.status,
    kind: payments.kind,
    amountPaise: payments.amountPaise,
    subscriptionId: payments.subscriptionId,
    orderId: payments.orderId,
    orderReference: ofOrder(payments.orderId, sql<string>`${qualified(orders.reference)}`),
    cardBrand: payments.cardBrand,
    cardLast4: payments.cardLast4,
    customerId: ofOrder(payments.orderId, orderCustomer),
  },
  sorts: {
    createdAt: { value: payments.createdAt, type: 'timestamptz' },
    amount: { value: payments.amountPaise, type: 'bigint' },
  },
  tie: payments.id,
  tieType: 'uuid',
  date: payments.createdAt,
  filters: (q, c, db) => [
    ...(q.status ? [eq(payments.status, q.status)] : []),
    ...(c ? [ofCustomerOrders(db, payments.orderId, c)] : []),
  ],
  row: (r) => ({
    id: r.id,
    transactionId: r.transactionId,
    createdAt: r.createdAt.toISOString(),
    status: r.status,
    kind: r.kind,
    amount: toRupees(r.amountPaise),
    subscriptionId: r.subscriptionId,
    orderId: r.orderId,
    orderReference: r.orderReference,
    cardBrand: r.cardBrand,
    cardLast4: r.cardLast4,
    customerId: r.customerId,
  }),
  header: [
    'transaction_id',
    'created_at',
    'status',
    'kind',
    'amount_inr',
    'subscription_id',
    'order_reference',
    'card_brand',
    'card_last4',
    'customer_id',
    'payment_id',
  ],
  csv: (r) => [
    r.transactionId,
    r.createdAt.toISOString(),
    r.status,
    r.kind,
    rupees(r.amountPaise),
    r.subscriptionId,
    r.orderReference,
    r.cardBrand,
    r.cardLast4,
    r.customerId,
    r.id,
  ],
});

export const SUBSCRIPTION_LIST = listOf<BackofficeSubscriptionListQuery>()({
  code: 3,
  from: subscriptions,
  columns: {
    id: subscriptions.id,
    createdAt: subscriptions.createdAt,
    status: subscriptions.status,
    planId: subscriptions.planId,
    renewalTerm: subscriptions.renewalTerm,
    amountPaise: subscriptions.amountPaise,
    currentEnd: subscriptions.currentEnd,
    cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
    orderId: subscriptions.orderId,
    orderReference: ofOrder(subscriptions.orderId, sql<string>`${qualified(orders.reference)}`),
    customerId: ofOrder(subscriptions.orderId, orderCustomer),
  },
  sorts: {
    createdAt: { value: subscriptions.createdAt, type: 'timestamptz' },
    amount: { value: subscriptions.amountPaise, type: 'bigint' },
  },
  tie: subscriptions.id,
  tieType: 'text',
  date: subscriptions.createdAt,
  filters: (q, c, db) => [
    ...(q.status ? [eq(subscriptions.status, q.status)] : []),
    ...(c ? [ofCustomerOrders(db, subscriptions.orderId, c)] : []),
  ],
  row: (r) => ({
    id: r.id,
    createdAt: r.createdAt.toISOString(),
    status: r.status,
    planId: r.planId,
    planLabel: planLabel(r.planId),
    renewalTerm: r.renewalTerm,
    amount: toRupees(r.amountPaise),
    currentEnd: iso(r.currentEnd),
    cancelAtPeriodEnd: r.cancelAtPeriodEnd,
    orderId: r.orderId,
    orderReference: r.orderReference,
    customerId: r.customerId,
  }),
  header: [
    'subscription_id',
    'created_at',
    'status',
    'plan',
    'renewal_term',
    'amount_inr',
    'current_end',
    'cancel_at_period_end',
    'order_reference',
    'customer_id',
  ],
  csv: (r) => [
    r.id,
    r.createdAt.toISOString(),
    r.status,
    r.planId,
    r.renewalTerm,
    rupees(r.amountPaise),
    iso(r.currentEnd),
    r.cancelAtPeriodEnd,
    r.orderReference,
    r.customerId,
  ],
});

/** Tax invoices and credit notes share a CSV header: a file of either reads the same way. */
const INVOICE_HEADER = [
  'kind',
  'number',
  'issued_at',
  'total_inr',
  'taxable_inr',
  'cgst_inr',
  'sgst_inr',
  'igst_inr',
  'buyer_name',
  'buyer_gstin',
  'place_of_supply',
  'order_reference',
  'transaction_id',
  'invoice_number',
  'customer_id',
];

/** The invoices list of one kind: tax invoices, or the credit notes that reduce them (a table each). */
const invoiceList = (
  code: number,
  kind: BackofficeInvoiceRow['kind'],
  table: typeof taxInvoices | typeof creditNotes,
  reduces: (r: { transactionId: string | null; invoiceNumber: string | null }) => {
    transactionId: string | null;
    invoiceNumber: string | null;
  },
) =>
  listOf<BackofficeInvoiceListQuery>()({
    code,
    from: table,
    columns: {
      number: table.number,
      issuedAt: table.issuedAt,
      totalPaise: table.totalPaise,
      taxablePaise: table.taxablePaise,
      cgstPaise: table.cgstPaise,
      sgstPaise: table.sgstPaise,
      igstPaise: table.igstPaise,
      placeOfSupply: table.placeOfSupply,
      details: table.details,
      orderId: table.orderId,
      transactionId: table === taxInvoices ? taxInvoices.transactionId : sql<string | null>`null`,
      invoiceNumber: table === creditNotes ? creditNotes.invoiceNumber : sql<string | null>`null`,
      customerId: ofOrder(table.orderId, orderCustomer),
    },
    sorts: {
      issuedAt: { value: table.issuedAt, type: 'timestamptz' },
      total: { value: table.totalPaise, type: 'bigint' },
    },
    tie: table.number,
    tieType: 'text',
    date: table.issuedAt,
    filters: (_q, c, db) => (c ? [ofCustomerOrders(db, table.orderId, c)] : []),
    row: (r): BackofficeInvoiceRow => ({
      kind,
      number: r.number,
      issuedAt: r.issuedAt.toISOString(),
      total: toRupees(r.totalPaise),
      buyerName: r.details.buyerName,
      orderId: r.orderId,
      orderReference: r.details.orderReference,
      ...reduces(r),
      customerId: r.customerId,
    }),
    header: INVOICE_HEADER,
    csv: (r) => [
      kind,
      r.number,
      r.issuedAt.toISOString(),
      rupees(r.totalPaise),
      rupees(r.taxablePaise),
      rupees(r.cgstPaise),
      rupees(r.sgstPaise),
      rupees(r.igstPaise),
      r.details.buyerName,
      r.details.buyerGstin,
      r.placeOfSupply,
      r.details.orderReference,
      r.transactionId,
      r.invoiceNumber,
      r.customerId,
    ],
  });

export const INVOICE_LISTS = {
  invoice: invoiceList(4, 'invoice', taxInvoices, (r) => ({ transactionId: r.transactionId, invoiceNumber: null })),
  creditNote: invoiceList(5, 'creditNote', creditNotes, (r) => ({
    transactionId: null,
    invoiceNumber: r.invoiceNumber,
  })),
};

/** When a ticket last moved: its last status change or public reply, whichever is later (`greatest` skips a null). */
const ticketUpdated = sql`greatest(${tickets.statusChangedAt}, ${tickets.lastReplyAt})`;

export const TICKET_LIST = listOf<BackofficeTicketListQuery>()({
  code: 6,
  from: tickets,
  columns: {
    reference: tickets.reference,
    number: tickets.ticketNumber,
    title: tickets.title,
    status: tickets.status,
    priority: tickets.priority,
    reporter: tickets.reporter,
    createdAt: tickets.createdAt,
    updatedAt: ticketUpdated.mapWith(tickets.statusChangedAt),
    customerId: ticketCustomer,
  },
  sorts: {
    createdAt: { value: tickets.createdAt, type: 'timestamptz' },
    updatedAt: { value: ticketUpdated, type: 'timestamptz' },
  },
  tie: tickets.reference,
  tieType: 'uuid',
  date: tickets.createdAt,
  filters: (q, c) => [
    ...(q.status ? [eq(tickets.status, q.status)] : []),
    ...(c ? [c.userId ? eq(tickets.userId, c.userId) : sql`false`] : []),
  ],
  row: (r) => ({
    reference: r.reference,
    number: r.number,
    title: r.title,
    status: r.status,
    priority: r.priority,
    createdAt: r.createdAt.toISOString(),
    updatedAt: (r.updatedAt as Date).toISOString(),
    customerId: r.customerId,
  }),
  header: ['number', 'created_at', 'updated_at', 'status', 'priority', 'title', 'reporter', 'customer_id', 'reference'],
  csv: (r) => [
    r.number,
    r.createdAt.toISOString(),
    (r.updatedAt as Date).toISOString(),
    r.status,
    r.priority,
    r.title,
    r.reporter,
    r.customerId,
    r.reference,
  ],
});

export const AUDIT_LIST = listOf<BackofficeAuditListQuery>()({
  code: 7,
  from: auditLogs,
  columns: getTableColumns(auditLogs),
  sorts: { time: { value: auditLogs.time, type: 'timestamptz' } },
  tie: auditLogs.id,
  tieType: 'bigint',
  date: auditLogs.time,
  filters: (q) => [
    ...(q.status ? [eq(auditLogs.outcome, q.status)] : []),
    ...(noNul(q.module, 'A module') ? [eq(auditLogs.module, q.module!)] : []),
    ...(noNul(q.action, 'An action') ? [eq(auditLogs.action, q.action!)] : []),
    ...(noNul(q.actor, 'An actor') ? [eq(auditLogs.actor, q.actor!)] : []),
  ],
  row: (r) => ({ ...r, id: String(r.id), time: r.time.toISOString() }),
  header: ['id', 'time', 'actor', 'module', 'action', 'key', 'outcome', 'ip', 'detail', 'data'],
  csv: (r) => [
    r.id,
    r.time.toISOString(),
    r.actor,
    r.module,
    r.action,
    r.key,
    r.outcome,
    r.ip,
    r.detail,
    r.data ? JSON.stringify(r.data) : null,
  ],
});

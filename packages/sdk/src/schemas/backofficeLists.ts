import {
  array,
  assign,
  boolean,
  defaulted,
  enums,
  nullable,
  number,
  object,
  optional,
  record,
  size,
  string,
  type,
  unknown,
  type Infer,
  type Struct,
} from 'superstruct';
import { SUBSCRIPTION_STATUSES } from '../domain/subscription';
import { TICKET_STATUSES } from '../domain/ticket';
import { AuditLog } from './audit';
import { IsoDate, QueryInteger, text } from './common';
import { ORDER_STATUSES } from './order';

/**
 * The back-office's record lists (support staff and up; audit logs admin only): orders, payments,
 * subscriptions, invoices, tickets and audit logs, each keyset-paged on the server in the order
 * asked, filtered, and exported as CSV with the same filters and order. `next` is an opaque cursor
 * to send back as `after`; it belongs to its list and order. Amounts are rupees, GST included.
 */

/** The lists, as their paths name them (`backoffice/{list}` and `backoffice/{list}.csv`). */
export const BACKOFFICE_LISTS = ['orders', 'payments', 'subscriptions', 'invoices', 'tickets', 'audit-logs'] as const;
export type BackofficeList = (typeof BACKOFFICE_LISTS)[number];

/** A payment's state, as Razorpay names them (the portal keeps captured, refunded and failed ones). */
export const PAYMENT_STATUSES = ['created', 'authorized', 'captured', 'refunded', 'failed'] as const;
/** An audit row's outcome. */
export const AUDIT_OUTCOMES = ['SUCCESS', 'FAILURE'] as const;
/** The invoices list shows tax invoices or the credit notes that reduce them. */
export const INVOICE_KINDS = ['invoice', 'creditNote'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** Each list's orders: its date column first (the default), then its amount where it has one. */
export const ORDER_LIST_SORTS = ['dateOrdered', 'total'] as const;
export const PAYMENT_LIST_SORTS = ['createdAt', 'amount'] as const;
export const SUBSCRIPTION_LIST_SORTS = ['createdAt', 'amount'] as const;
export const INVOICE_LIST_SORTS = ['issuedAt', 'total'] as const;
export const TICKET_LIST_SORTS = ['createdAt', 'updatedAt'] as const;
export const AUDIT_LIST_SORTS = ['time'] as const;

/**
 * What every list's query has: `limit` 1-100 (default 25), `after`, `direction` (default newest or
 * largest first), `from`/`to` whole days in India (IST), both inclusive, and `customer` (a
 * customer's id: their records only). The CSV takes the same but `limit` and `after`.
 */
const LIST_QUERY = {
  limit: defaulted(size(QueryInteger, 1, 100), 25),
  after: optional(text(512)),
  direction: defaulted(enums(['asc', 'desc'] as const), 'desc'),
  from: optional(IsoDate),
  to: optional(IsoDate),
  customer: optional(text(64)),
};

export const BackofficeOrderListQuery = object({
  ...LIST_QUERY,
  sort: defaulted(enums(ORDER_LIST_SORTS), 'dateOrdered'),
  status: optional(enums(ORDER_STATUSES)),
});
export type BackofficeOrderListQuery = Infer<typeof BackofficeOrderListQuery>;

export const BackofficePaymentListQuery = object({
  ...LIST_QUERY,
  sort: defaulted(enums(PAYMENT_LIST_SORTS), 'createdAt'),
  status: optional(enums(PAYMENT_STATUSES)),
});
export type BackofficePaymentListQuery = Infer<typeof BackofficePaymentListQuery>;

export const BackofficeSubscriptionListQuery = object({
  ...LIST_QUERY,
  sort: defaulted(enums(SUBSCRIPTION_LIST_SORTS), 'createdAt'),
  status: optional(enums(SUBSCRIPTION_STATUSES)),
});
export type BackofficeSubscriptionListQuery = Infer<typeof BackofficeSubscriptionListQuery>;

/** Tax invoices unless `kind` is creditNote; neither has a status. */
export const BackofficeInvoiceListQuery = object({
  ...LIST_QUERY,
  sort: defaulted(enums(INVOICE_LIST_SORTS), 'issuedAt'),
  kind: defaulted(enums(INVOICE_KINDS), 'invoice'),
});
export type BackofficeInvoiceListQuery = Infer<typeof BackofficeInvoiceListQuery>;

/** `updatedAt` is the later of the last status change and the last public reply. */
export const BackofficeTicketListQuery = object({
  ...LIST_QUERY,
  sort: defaulted(enums(TICKET_LIST_SORTS), 'createdAt'),
  status: optional(enums(TICKET_STATUSES)),
});
export type BackofficeTicketListQuery = Infer<typeof BackofficeTicketListQuery>;

/** Audit logs (admin only): `status` is the outcome; `module`, `action` and `actor` match exactly. */
export const BackofficeAuditListQuery = object({
  limit: LIST_QUERY.limit,
  after: LIST_QUERY.after,
  direction: LIST_QUERY.direction,
  from: LIST_QUERY.from,
  to: LIST_QUERY.to,
  sort: defaulted(enums(AUDIT_LIST_SORTS), 'time'),
  status: optional(enums(AUDIT_OUTCOMES)),
  module: optional(text(100)),
  action: optional(text(100)),
  actor: optional(text(254)),
});
export type BackofficeAuditListQuery = Infer<typeof BackofficeAuditListQuery>;

/** Any list's query, as the CSV download of the app sends it. */
export type BackofficeListQuery =
  | BackofficeOrderListQuery
  | BackofficePaymentListQuery
  | BackofficeSubscriptionListQuery
  | BackofficeInvoiceListQuery
  | BackofficeTicketListQuery
  | BackofficeAuditListQuery;

/** One list's query without its page, for the CSV (distributed over the lists, so each keeps its own filters). */
type Filters<Q> = Q extends unknown ? Partial<Omit<Q, 'limit' | 'after'>> : never;
export type BackofficeListFilters = Filters<BackofficeListQuery>;

/** The customer a record belongs to; null for an anonymous purchase request or a ticket without an account. */
const customerId = nullable(string());

export const BackofficeOrderRow = type({
  id: string(),
  reference: string(),
  dateOrdered: string(),
  status: string(),
  name: string(),
  email: string(),
  total: number(),
  customerId,
});
export type BackofficeOrderRow = Infer<typeof BackofficeOrderRow>;

export const BackofficePaymentRow = type({
  id: string(),
  transactionId: string(),
  createdAt: string(),
  status: string(),
  /** cycle or proration. */
  kind: string(),
  amount: number(),
  subscriptionId: string(),
  orderId: string(),
  orderReference: string(),
  cardBrand: nullable(string()),
  cardLast4: nullable(string()),
  customerId,
});
export type BackofficePaymentRow = Infer<typeof BackofficePaymentRow>;

export const BackofficeSubscriptionRow = type({
  id: string(),
  createdAt: string(),
  status: string(),
  planId: string(),
  planLabel: string(),
  renewalTerm: string(),
  /** What each renewal charges. */
  amount: number(),
  currentEnd: nullable(string()),
  cancelAtPeriodEnd: boolean(),
  orderId: string(),
  orderReference: string(),
  customerId,
});
export type BackofficeSubscriptionRow = Infer<typeof BackofficeSubscriptionRow>;

export const BackofficeInvoiceRow = type({
  kind: enums(INVOICE_KINDS),
  number: string(),
  issuedAt: string(),
  total: number(),
  buyerName: string(),
  orderId: string(),
  orderReference: string(),
  /** The payment a tax invoice is for; null on a credit note. */
  transactionId: nullable(string()),
  /** The tax invoice a credit note reduces; null on a tax invoice. */
  invoiceNumber: nullable(string()),
  customerId,
});
export type BackofficeInvoiceRow = Infer<typeof BackofficeInvoiceRow>;

export const BackofficeTicketRow = type({
  reference: string(),
  number: string(),
  title: string(),
  status: string(),
  priority: string(),
  createdAt: string(),
  updatedAt: string(),
  customerId,
});
export type BackofficeTicketRow = Infer<typeof BackofficeTicketRow>;

/** An audit row with its structured facts (`data`: a staff action's reason, before and after). */
export const BackofficeAuditRow = assign(AuditLog, type({ data: nullable(record(string(), unknown())) }));
export type BackofficeAuditRow = Infer<typeof BackofficeAuditRow>;

/** A page of a list; `next` is the cursor of the page after, null on the last. */
const page = <T, S>(row: Struct<T, S>) => type({ results: array(row), next: nullable(string()) });

export const BackofficeOrderPage = page(BackofficeOrderRow);
export type BackofficeOrderPage = Infer<typeof BackofficeOrderPage>;
export const BackofficePaymentPage = page(BackofficePaymentRow);
export type BackofficePaymentPage = Infer<typeof BackofficePaymentPage>;
export const BackofficeSubscriptionPage = page(BackofficeSubscriptionRow);
export type BackofficeSubscriptionPage = Infer<typeof BackofficeSubscriptionPage>;
export const BackofficeInvoicePage = page(BackofficeInvoiceRow);
export type BackofficeInvoicePage = Infer<typeof BackofficeInvoicePage>;
export const BackofficeTicketPage = page(BackofficeTicketRow);
export type BackofficeTicketPage = Infer<typeof BackofficeTicketPage>;
export const BackofficeAuditPage = page(BackofficeAuditRow);
export type BackofficeAuditPage = Infer<typeof BackofficeAuditPage>;

import {
  array,
  boolean,
  defaulted,
  enums,
  integer,
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
} from 'superstruct';
import { optionalText, QueryInteger, text } from './common';
import { SavedAddress } from './customer';

/**
 * The back-office's customers (support staff and up): one search box over every record that names
 * a customer, the paged customer list and its CSV exports, the customer page with its timeline,
 * staff notes, and viewing the portal as the customer.
 */

/** What a search result is. */
export const BACKOFFICE_RESULT_KINDS = ['customer', 'order', 'subscription', 'payment', 'ticket'] as const;
export type BackofficeResultKind = (typeof BACKOFFICE_RESULT_KINDS)[number];

/** The shortest search the server answers: one character matches too much to be useful. */
export const BACKOFFICE_SEARCH_MIN = 2;

/**
 * Query of `GET backoffice/search`: `q` is matched as a case-insensitive prefix of a name, email,
 * phone, GSTIN, order reference, subscription id, payment id or ticket number; `after` is the
 * `next` of the page before.
 */
export const BackofficeSearchQuery = object({
  q: optional(optionalText(100)),
  limit: defaulted(size(QueryInteger, 1, 50), 20),
  after: optional(text(512)),
});
export type BackofficeSearchQuery = Infer<typeof BackofficeSearchQuery>;

/** One record the search found. */
export const BackofficeSearchResult = type({
  kind: enums(BACKOFFICE_RESULT_KINDS),
  /** The record's id: a customer's, an order's, a subscription's (`sub_…`), a payment's, a ticket's reference. */
  id: string(),
  /** The customer it belongs to; null when it has no stored customer (an anonymous purchase request). */
  customerId: nullable(string()),
  title: string(),
  subtitle: string(),
  /** The field `q` matched: name, email, mobile, gstin, reference, subscriptionId, transactionId, ticketNumber. */
  matched: string(),
});
export type BackofficeSearchResult = Infer<typeof BackofficeSearchResult>;

/** A page of results; `next` is the cursor of the page after, null on the last. */
export const BackofficeSearchPage = type({ results: array(BackofficeSearchResult), next: nullable(string()) });
export type BackofficeSearchPage = Infer<typeof BackofficeSearchPage>;

/** Orders of `GET backoffice/customers`. */
export const BACKOFFICE_CUSTOMER_SORTS = ['createdAt', 'name'] as const;

/** Query of `GET backoffice/customers`: newest first unless asked; `q` narrows to a name or email prefix. */
export const BackofficeCustomerListQuery = object({
  limit: defaulted(size(QueryInteger, 1, 100), 25),
  after: optional(text(512)),
  sort: defaulted(enums(BACKOFFICE_CUSTOMER_SORTS), 'createdAt'),
  direction: defaulted(enums(['asc', 'desc'] as const), 'desc'),
  q: optional(optionalText(100)),
});
export type BackofficeCustomerListQuery = Infer<typeof BackofficeCustomerListQuery>;

/** A customer as the list shows one. */
export const BackofficeCustomerSummary = type({
  id: string(),
  name: string(),
  email: string(),
  mobile: string(),
  gstin: nullable(string()),
  createdAt: string(),
  /** Their portal account; null for a customer without one. */
  userId: nullable(string()),
  /** Erased at their request (DPDP Act s.12): the details are placeholders. */
  erased: boolean(),
});
export type BackofficeCustomerSummary = Infer<typeof BackofficeCustomerSummary>;

export const BackofficeCustomerList = type({ results: array(BackofficeCustomerSummary), next: nullable(string()) });
export type BackofficeCustomerList = Infer<typeof BackofficeCustomerList>;

/** A refund of a payment, with the credit note issued for it once processed. */
export const BackofficeRefund = type({
  id: string(),
  amount: number(),
  status: enums(['pending', 'processed', 'failed'] as const),
  reason: string(),
  requestedBy: string(),
  createdAt: string(),
  processedAt: nullable(string()),
  creditNoteNumber: nullable(string()),
});
export type BackofficeRefund = Infer<typeof BackofficeRefund>;

/** One entry of the customer page's timeline: an audit row about them, or a staff note. */
export const TimelineEntry = type({
  kind: enums(['audit', 'note'] as const),
  id: string(),
  at: string(),
  actor: string(),
  /** The audit action, or 'NOTE'. */
  action: string(),
  module: nullable(string()),
  key: nullable(string()),
  outcome: nullable(string()),
  detail: nullable(string()),
  /** A staff action's structured facts (`reason`, `before`, `after`). */
  data: nullable(record(string(), unknown())),
  /** A note's text. */
  body: nullable(string()),
});
export type TimelineEntry = Infer<typeof TimelineEntry>;

/** `GET backoffice/customers/{id}`: everything about one customer. Amounts are rupees, GST included. */
export const Customer360 = type({
  profile: type({
    id: string(),
    name: string(),
    email: string(),
    mobile: string(),
    gstin: nullable(string()),
    businessCategory: string(),
    website: string(),
    marketingPreference: boolean(),
    communication: string(),
    createdAt: string(),
    /** The portal account; null for a customer without one. */
    user: nullable(type({ id: string(), email: string() })),
    erased: boolean(),
    erasedAt: nullable(string()),
  }),
  addresses: array(SavedAddress),
  subscriptions: array(
    type({
      id: string(),
      plan: string(),
      planLabel: string(),
      state: string(),
      /** When it is charged next (the end of the paid period, as the Billing page says); null when never again. */
      nextChargeAt: nullable(string()),
      amount: number(),
      cardBrand: nullable(string()),
      cardLast4: nullable(string()),
      cancelAtPeriodEnd: boolean(),
      orderReference: string(),
    }),
  ),
  orders: array(type({ id: string(), reference: string(), status: string(), total: number(), dateOrdered: string() })),
  payments: array(
    type({
      id: string(),
      transactionId: string(),
      orderReference: string(),
      subscriptionId: string(),
      amount: number(),
      status: string(),
      createdAt: string(),
      cardBrand: nullable(string()),
      cardLast4: nullable(string()),
      refunds: array(BackofficeRefund),
    }),
  ),
  invoices: array(
    type({ number: string(), issuedAt: string(), total: number(), transactionId: string(), orderReference: string() }),
  ),
  creditNotes: array(type({ number: string(), issuedAt: string(), total: number(), invoiceNumber: string() })),
  tickets: array(
    type({ reference: string(), number: string(), title: string(), status: string(), createdAt: string() }),
  ),
  /** Enquiries and contact forms sent with the customer's email. */
  leads: array(
    type({
      kind: enums(['inquiry', 'contact'] as const),
      reference: string(),
      status: string(),
      name: string(),
      message: string(),
      createdAt: string(),
    }),
  ),
  notes: array(type({ id: string(), customerId: string(), author: string(), body: string(), createdAt: string() })),
  /** Newest first, at most `limit` entries; `capped` when there were more. */
  timeline: type({ entries: array(TimelineEntry), capped: boolean(), limit: integer() }),
});
export type Customer360 = Infer<typeof Customer360>;

/** Body of `POST backoffice/customers/{id}/notes`. */
export const StaffNoteInput = object({ body: text(2000) });
export type StaffNoteInput = Infer<typeof StaffNoteInput>;

/** A staff note on a customer. */
export const StaffNote = type({
  id: string(),
  customerId: string(),
  author: string(),
  body: string(),
  createdAt: string(),
});
export type StaffNote = Infer<typeof StaffNote>;

/** Body of `POST backoffice/customers/{id}/view-as`: why staff look, kept in the audit log. */
export const ViewAsRequest = object({ reason: size(string(), 3, 500) });
export type ViewAsRequest = Infer<typeof ViewAsRequest>;

/**
 * A read-only access token of the customer's account for 15 minutes, naming the staff member in
 * its `act` claim; no refresh token. Every call with it but a read answers 403 'read_only'.
 */
export const ViewAsAnswer = type({
  accessToken: string(),
  expiresAt: string(),
  customer: type({ id: string(), email: string(), name: string() }),
});
export type ViewAsAnswer = Infer<typeof ViewAsAnswer>;

import {
  array,
  boolean,
  defaulted,
  enums,
  integer,
  literal,
  nullable,
  object,
  optional,
  record,
  refine,
  string,
  type,
  union,
  unknown,
  type Infer,
} from 'superstruct';
import { Email, optionalText, text } from './common';

/**
 * The privacy centre (DPDP Act 2023, docs/privacy.md): the consent ledger, the rights as requests
 * with a clock, the data export, the nominee, and staff's list of open requests.
 */

/** What a customer may consent to beyond what the service needs. */
export const CONSENT_PURPOSES = ['marketing_email', 'analytics_cookies'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/** Where a consent was given or withdrawn; `erasure` and `unsubscribe-link` are the server's own. */
export const CONSENT_SOURCES = ['privacy-centre', 'cookie-notice', 'signup', 'unsubscribe-link', 'erasure'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

/** The sources a client may name when it grants or withdraws. */
export const CLIENT_CONSENT_SOURCES = ['privacy-centre', 'cookie-notice', 'signup'] as const;

/** Body of `POST portal/privacy/consents/{purpose}/grant|withdraw`. */
export const ConsentChange = object({ source: defaulted(enums(CLIENT_CONSENT_SOURCES), 'privacy-centre') });
export type ConsentChange = Infer<typeof ConsentChange>;

/** One purpose's current state: its newest ledger row, or not granted when there is none. */
export const ConsentState = type({
  purpose: enums(CONSENT_PURPOSES),
  granted: boolean(),
  /** The privacy notice (its 'last updated' date) the choice was made on; null: never chosen. */
  noticeVersion: nullable(string()),
  source: nullable(enums(CONSENT_SOURCES)),
  since: nullable(string()),
});
export type ConsentState = Infer<typeof ConsentState>;

/** `GET portal/privacy/consents`: every purpose, and the notice in force now. */
export const ConsentList = type({ noticeVersion: string(), purposes: array(ConsentState) });
export type ConsentList = Infer<typeof ConsentList>;

/** One ledger row (`GET portal/privacy/consents/history`, newest first). */
export const ConsentRecord = type({
  purpose: enums(CONSENT_PURPOSES),
  granted: boolean(),
  noticeVersion: string(),
  source: enums(CONSENT_SOURCES),
  createdAt: string(),
});
export type ConsentRecord = Infer<typeof ConsentRecord>;
export const ConsentHistory = array(ConsentRecord);
export type ConsentHistory = Infer<typeof ConsentHistory>;

export const PRIVACY_REQUEST_KINDS = ['access', 'correction', 'erasure', 'nomination', 'grievance'] as const;
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number];
export const PRIVACY_REQUEST_STATUSES = ['OPEN', 'ACKNOWLEDGED', 'COMPLETED', 'REJECTED'] as const;
export type PrivacyRequestStatus = (typeof PRIVACY_REQUEST_STATUSES)[number];

/** The fields a correction may name. */
export const CORRECTABLE_FIELDS = [
  'firstName',
  'lastName',
  'mobileNumber',
  'designation',
  'customerName',
  'mobile',
  'website',
  'address',
] as const;

/** What each named field should say: at least one, only correctable ones. */
export const CorrectionFields = refine(record(string(), text(500)), 'CorrectionFields', (v) => {
  const keys = Object.keys(v);
  if (keys.length === 0) return 'Name at least one field to correct';
  const unknownField = keys.find((k) => !(CORRECTABLE_FIELDS as readonly string[]).includes(k));
  return unknownField ? `${unknownField} is not a field that can be corrected` : true;
});

export const NomineeInput = object({
  name: text(200),
  email: Email,
  relationship: text(100),
});
export type NomineeInput = Infer<typeof NomineeInput>;

/** Body of `POST portal/privacy/requests`: one right, and what it needs. */
export const PrivacyRequestInput = union([
  object({ kind: literal('access'), detail: defaulted(object({}), {}) }),
  object({
    kind: literal('correction'),
    detail: object({ fields: CorrectionFields, note: optional(optionalText(2_000)) }),
  }),
  /** `confirmEmail` must be the account's own address: erasure cannot be undone. */
  object({ kind: literal('erasure'), detail: object({ confirmEmail: Email, reason: optional(optionalText(2_000)) }) }),
  object({ kind: literal('nomination'), detail: NomineeInput }),
  object({ kind: literal('grievance'), detail: object({ text: text(5_000) }) }),
]);
export type PrivacyRequestInput = Infer<typeof PrivacyRequestInput>;

/** A request and its clock, as its customer and staff see it. */
export const PrivacyRequest = type({
  reference: string(),
  kind: enums(PRIVACY_REQUEST_KINDS),
  status: enums(PRIVACY_REQUEST_STATUSES),
  /** Who asked (the account's email when it was made). */
  email: string(),
  detail: record(string(), unknown()),
  createdAt: string(),
  /** Acknowledged by then (48 hours). */
  acknowledgeBy: string(),
  /** Answered by then (30 days). */
  dueAt: string(),
  acknowledgedAt: nullable(string()),
  resolvedAt: nullable(string()),
  response: nullable(string()),
  /** Still not acknowledged and past `acknowledgeBy`. */
  acknowledgementOverdue: boolean(),
  /** Still open and past `dueAt`. */
  overdue: boolean(),
});
export type PrivacyRequest = Infer<typeof PrivacyRequest>;
export const PrivacyRequestList = array(PrivacyRequest);
export type PrivacyRequestList = Infer<typeof PrivacyRequestList>;

/** One category of personal data held: how much, why, and for how long. */
export const DataCategory = type({
  category: string(),
  records: integer(),
  purpose: string(),
  retention: string(),
});
export type DataCategory = Infer<typeof DataCategory>;

/** `GET portal/privacy/summary`: what is held about the caller and why (the access right's summary). */
export const DataSummary = type({
  generatedAt: string(),
  categories: array(DataCategory),
  /** Who the data is shared with, by kind. */
  sharedWith: array(string()),
});
export type DataSummary = Infer<typeof DataSummary>;

export const Nominee = type({
  name: string(),
  email: string(),
  relationship: string(),
  updatedAt: string(),
});
export type Nominee = Infer<typeof Nominee>;
export const NomineeAnswer = nullable(Nominee);

/** Query of `GET admin/privacy/requests` (staff): open ones (OPEN, ACKNOWLEDGED) by default. */
export const PrivacyRequestQuery = object({
  status: defaulted(enums(['open', 'closed', 'all'] as const), 'open'),
});
export type PrivacyRequestQuery = Infer<typeof PrivacyRequestQuery>;

/** Body of `POST admin/privacy/requests/{reference}/resolve`. */
export const PrivacyResolution = object({
  status: enums(['COMPLETED', 'REJECTED'] as const),
  response: text(5_000),
});
export type PrivacyResolution = Infer<typeof PrivacyResolution>;

import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Accounts. Emails are stored lowercased; `groups` hold full Keycloak-style group paths. */
export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    userName: text('user_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    mobileNumber: text('mobile_number'),
    designation: text('designation'),
    picture: text('picture'),
    groups: jsonb('groups')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    realmRoles: jsonb('realm_roles')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email)],
);

/** One row per issued refresh token; a family is one login. Reuse of a used token revokes the family. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    jti: uuid('jti').primaryKey(),
    family: uuid('family').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.family)],
);

/** One-time passwords, hashed; purpose is sign-up or password reset. */
export const otps = pgTable(
  'otps',
  {
    id: id(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('otps_email_idx').on(t.email)],
);

/**
 * A verified email: lets user/create (sign-up) or otp/update (reset) go ahead for 10 minutes, for the
 * client that verified it only. `proofHash` is the SHA-256 of the random proof handed to that client
 * as an HttpOnly cookie (ASVS 5.0 6.6.2); a row without one grants nothing.
 */
export const emailGrants = pgTable('email_grants', {
  email: text('email').primaryKey(),
  proofHash: text('proof_hash'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/**
 * Access tokens that must stop working before their `exp` (logout, password change): the deny-list
 * holds a token id (`jti`) or a whole login (`sid`, the refresh family) until the last access token
 * it covers has expired. Every instance reads it, so a logout on one is honoured by all.
 */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('revoked_tokens_created_idx').on(t.createdAt)],
);

/** Plans of the price list. Money in integer paise. */
export const plans = pgTable(
  'plans',
  {
    id: id(),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    shortDescription: text('short_description').notNull(),
    longDescription: text('long_description').notNull(),
    pricePaise: bigint('price_paise', { mode: 'number' }).notNull(),
    basePricePaise: bigint('base_price_paise', { mode: 'number' }).notNull(),
    publishDate: date('publish_date').notNull(),
    expiryDate: date('expiry_date'),
    isActive: boolean('is_active').notNull().default(true),
    components: jsonb('components')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    productType: text('product_type').notNull(),
    minUsers: integer('min_users').notNull(),
    maxUsers: integer('max_users').notNull(),
  },
  (t) => [uniqueIndex('plans_name_key').on(t.name)],
);

/** Configuration entries per service (configData is free-form JSON per key). */
export const configurations = pgTable(
  'configurations',
  {
    id: id(),
    serviceName: text('service_name').notNull(),
    configKey: text('config_key').notNull(),
    configData: jsonb('config_data').notNull(),
  },
  (t) => [uniqueIndex('configurations_service_key').on(t.serviceName, t.configKey)],
);

export const baskets = pgTable('baskets', {
  id: id(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  plan: text('plan').notNull(),
  renewalTerm: text('renewal_term').notNull(),
  users: integer('users').notNull(),
  subscriptionDate: date('subscription_date').notNull(),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const customers = pgTable(
  'customers',
  {
    id: id(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    name: text('name').notNull(),
    mobile: text('mobile').notNull(),
    businessCategory: text('business_category').notNull(),
    website: text('website').notNull().default(''),
    marketingPreference: boolean('marketing_preference').notNull().default(true),
    communication: text('communication').notNull().default('MOBILE'),
    /** The buyer's GST registration, printed on their tax invoices (checked for format and checksum). */
    gstin: text('gstin'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('customers_email_key').on(t.email)],
);

export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    type: text('type').notNull().default('Primary'),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2').notNull().default(''),
    country: text('country').notNull(),
    state: text('state').notNull(),
    city: text('city').notNull(),
    town: text('town').notNull().default(''),
    postCode: text('post_code').notNull(),
  },
  (t) => [uniqueIndex('addresses_customer_type_key').on(t.customerId, t.type)],
);

/** What the order form said about the buyer. */
export interface OrderDetails {
  name: string;
  mobile: string;
  businessCategory: string;
  website: string;
  marketingPreference: boolean;
  communication: string;
  otherAddress?: Record<string, string>;
}

export const orders = pgTable(
  'orders',
  {
    id: id(),
    reference: text('reference').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The stored customer of a logged-in buyer; null for an anonymous purchase request. */
    customerId: uuid('customer_id').references(() => customers.id),
    basketId: uuid('basket_id')
      .notNull()
      .references(() => baskets.id),
    /** The buyer's details as given with this order (an anonymous request keeps them only here). */
    details: jsonb('details').$type<OrderDetails>(),
    status: text('status').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile').notNull(),
    billingAddress: jsonb('billing_address').$type<Record<string, string>>().notNull(),
    totalPaise: bigint('total_paise', { mode: 'number' }).notNull(),
    lineItems: jsonb('line_items')
      .$type<{ name: string; productCode: string; quantity: number; price: number }[]>()
      .notNull(),
    dateOrdered: createdAt(),
  },
  (t) => [uniqueIndex('orders_reference_key').on(t.reference), index('orders_user_idx').on(t.userId)],
);

/** Provider subscriptions (Razorpay-shaped); `id` is the provider's id (`sub_…`). */
export const subscriptions = pgTable('subscriptions', {
  id: text('id').primaryKey(),
  orderId: uuid('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  planId: text('plan_id').notNull(),
  amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
  period: text('period').notNull(),
  interval: integer('interval').notNull(),
  totalCount: integer('total_count').notNull(),
  startAt: timestamp('start_at', { withTimezone: true }).notNull(),
  expireBy: timestamp('expire_by', { withTimezone: true }).notNull(),
  status: text('status').notNull(),
  provider: text('provider').notNull(),
  /** Cycles paid so far (the provider's paid_count). */
  paidCount: integer('paid_count').notNull().default(0),
  /** End of the current billing period, when the provider has said. */
  currentEnd: timestamp('current_end', { withTimezone: true }),
  /** `created_at` (Unix seconds) of the newest provider event applied: an older one never overwrites it. */
  lastEventAt: bigint('last_event_at', { mode: 'number' }).notNull().default(0),
  /** MONTHLY, QUARTERLY or ANNUALLY: the renewal term `interval` stands for. */
  renewalTerm: text('renewal_term').notNull(),
  /** The customer asked to end it when the paid period ends (and may undo that until then). */
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  /** The card renewals are charged to: brand and last four digits only. */
  cardLast4: text('card_last4'),
  cardBrand: text('card_brand'),
  /** A downgrade or a change of term that waits for the next renewal. */
  scheduledChange: jsonb('scheduled_change').$type<ScheduledPlanChange>(),
  /** When a renewal charge failed; cleared by the next successful charge. Set once per failure. */
  paymentFailedAt: timestamp('payment_failed_at', { withTimezone: true }),
  /** Charged at Checkout for the first period (Razorpay's upfront amount); the recurring charges start a period later. */
  upfrontPaise: bigint('upfront_paise', { mode: 'number' }).notNull().default(0),
  /** How the customer authorised it (the provider's payment method: card, upi, emandate…). */
  paymentMethod: text('payment_method'),
  /** Whether the authorising card was international: only those may change plan in place. */
  cardInternational: boolean('card_international'),
  /** The provider's paid_count as last reported: a charge that does not raise it is not a cycle. */
  providerPaidCount: integer('provider_paid_count').notNull().default(0),
  /** The subscription this one takes over from (a plan change, a resubscription, a restart). */
  replaces: text('replaces'),
  /** A billing action between its reservation and its outcome: the provider is being asked. */
  actionInFlight: text('action_in_flight'),
  actionStartedAt: timestamp('action_started_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** A plan change that applies at the next renewal. */
export interface ScheduledPlanChange {
  plan: string;
  renewalTerm: string;
  intervalMonths: number;
  /** What each renewal will charge, GST included. */
  amountPaise: number;
}

/** Who runs a scheduled job now: one instance at a time holds a job's lease until `until`. */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  until: timestamp('until', { withTimezone: true }).notNull(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
});

/** Provider webhooks already applied, by the provider's event id: a redelivery changes nothing. */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  event: text('event').notNull(),
  subscriptionId: text('subscription_id'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Confirmed payments. Only the last four digits and the brand of a card are kept. */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    transactionId: text('transaction_id').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    subscriptionId: text('subscription_id').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('INR'),
    status: text('status').notNull(),
    /** `cycle`: a period's payment; `proration`: the difference charged for an upgrade. */
    kind: text('kind').$type<'cycle' | 'proration'>().notNull().default('cycle'),
    cardLast4: text('card_last4'),
    cardBrand: text('card_brand'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('payments_transaction_key').on(t.transactionId)],
);

/** The last number of each financial year's invoice series, taken in the invoice's own transaction. */
export const invoiceSeries = pgTable('invoice_series', {
  financialYear: text('financial_year').primaryKey(),
  last: integer('last').notNull(),
});

/** What a tax invoice says about its buyer and what was sold, as it was when issued. */
export interface TaxInvoiceDetails {
  buyerName: string;
  buyerEmail: string;
  buyerGstin: string | null;
  billingAddress: Record<string, string>;
  placeOfSupplyState: string;
  description: string;
  orderReference: string;
}

/** GST tax invoices: one per captured payment, numbered without gaps per financial year. */
export const taxInvoices = pgTable(
  'tax_invoices',
  {
    number: text('number').primaryKey(),
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    transactionId: text('transaction_id').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    placeOfSupply: text('place_of_supply').notNull(),
    taxablePaise: bigint('taxable_paise', { mode: 'number' }).notNull(),
    cgstPaise: bigint('cgst_paise', { mode: 'number' }).notNull(),
    sgstPaise: bigint('sgst_paise', { mode: 'number' }).notNull(),
    igstPaise: bigint('igst_paise', { mode: 'number' }).notNull(),
    totalPaise: bigint('total_paise', { mode: 'number' }).notNull(),
    /**
     * The GST rate (percent) the invoice was split at: the configured `taxPercentage` when it was
     * issued, kept so a reprint says what the invoice said. Invoices from before it was kept were 18 %.
     */
    gstRate: numeric('gst_rate', { precision: 5, scale: 2, mode: 'number' }).notNull().default(18),
    details: jsonb('details').$type<TaxInvoiceDetails>().notNull(),
  },
  (t) => [
    uniqueIndex('tax_invoices_transaction_key').on(t.transactionId),
    uniqueIndex('tax_invoices_series_key').on(t.financialYear, t.sequence),
  ],
);

/** Test-mode checkout attempts: payment ids the local provider issued, to confirm later. */
export const providerPayments = pgTable('provider_payments', {
  id: text('id').primaryKey(),
  subscriptionId: text('subscription_id').notNull(),
  /** Razorpay's payment statuses: captured, refunded (an authentication check), failed. */
  status: text('status').notNull(),
  amountPaise: bigint('amount_paise', { mode: 'number' }).notNull().default(0),
  method: text('method').notNull().default('card'),
  international: boolean('international').notNull().default(false),
  cardLast4: text('card_last4').notNull(),
  cardBrand: text('card_brand').notNull(),
  createdAt: createdAt(),
});

export const tickets = pgTable(
  'tickets',
  {
    reference: uuid('reference').primaryKey().defaultRandom(),
    ticketNumber: text('ticket_number').notNull(),
    projectKey: text('project_key').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    description: text('description').notNull(),
    priority: text('priority').notNull(),
    reporter: text('reporter').notNull(),
    issueType: text('issue_type').notNull(),
    labels: jsonb('labels')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    status: text('status').notNull(),
    externalKey: text('external_key'),
    createdAt: createdAt(),
    /** The support staff user working on it. */
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    /** When the status last changed (or the ticket was raised): a Resolved ticket closes 7 days after, without replies. */
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** The newest public reply's time; internal notes do not count. */
    lastReplyAt: timestamp('last_reply_at', { withTimezone: true }),
    /** The newest public word is the customer's (the ticket itself, or their reply). */
    awaitingStaff: boolean('awaiting_staff').notNull().default(true),
    /** When staff first replied publicly: the first response. */
    firstStaffReplyAt: timestamp('first_staff_reply_at', { withTimezone: true }),
    /** When the first response is due (business hours of the customer's plan); null for tickets raised before targets existed. */
    firstResponseDue: timestamp('first_response_due', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('tickets_number_key').on(t.ticketNumber),
    index('tickets_user_idx').on(t.userId),
    index('tickets_status_idx').on(t.status),
    // A tracker's webhook names the issue by its key.
    index('tickets_external_key_idx').on(t.externalKey),
  ],
);

/** A ticket's conversation: the customer's and staff's replies, and staff-only internal notes. */
export const ticketReplies = pgTable(
  'ticket_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketReference: uuid('ticket_reference')
      .notNull()
      .references(() => tickets.reference, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** The author's name as it was when they wrote (kept if the account goes). */
    authorName: text('author_name').notNull(),
    authorRole: text('author_role').$type<'customer' | 'staff'>().notNull(),
    /** Plain text, trimmed, at most 10,000 characters; never HTML. */
    body: text('body').notNull(),
    /** A staff-only note: never shown or sent to the customer. */
    internal: boolean('internal').notNull().default(false),
    /** The external tracker's comment id (Jira), so a reply is mirrored, and a comment imported, once. */
    externalId: text('external_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('ticket_replies_ticket_idx').on(t.ticketReference, t.createdAt),
    uniqueIndex('ticket_replies_external_key').on(t.externalId),
  ],
);

/**
 * A file attached to a reply. The bytes live in the attachment storage (adapters/storage.ts) under
 * `storageKey`, a UUID the server made; the row is written in the reply's transaction, after the
 * bytes are stored.
 */
export const ticketAttachments = pgTable(
  'ticket_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    replyId: uuid('reply_id')
      .notNull()
      .references(() => ticketReplies.id, { onDelete: 'cascade' }),
    ticketReference: uuid('ticket_reference')
      .notNull()
      .references(() => tickets.reference, { onDelete: 'cascade' }),
    /** The client's file name cleaned for display (sdk displayFileName), at most 200 characters. */
    name: text('name').notNull(),
    /** Decided by the server from the content's magic bytes (sdk attachmentKind), never the client's. */
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [index('ticket_attachments_reply_idx').on(t.replyId)],
);

export const inquiries = pgTable('inquiries', {
  reference: uuid('reference').primaryKey().defaultRandom(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  businessName: text('business_name').notNull(),
  websiteUrl: text('website_url').notNull(),
  email: text('email').notNull(),
  mobile: text('mobile').notNull(),
  country: text('country').notNull(),
  description: text('description').notNull(),
  status: text('status').notNull().default('CREATED'),
  createdAt: createdAt(),
});

export const contacts = pgTable('contacts', {
  reference: uuid('reference').primaryKey().defaultRandom(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  phoneNumber: text('phone_number').notNull(),
  company: text('company').notNull(),
  country: text('country').notNull(),
  referralSource: text('referral_source').notNull(),
  message: text('message').notNull(),
  status: text('status').notNull().default('NEW'),
  createdAt: createdAt(),
});

/** Local captcha tokens: signed, 2-minute life, verified once, then spent by one inquiry. */
export const captchaTokens = pgTable('captcha_tokens', {
  jti: uuid('jti').primaryKey(),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  spentAt: timestamp('spent_at', { withTimezone: true }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** An attachment as the dev mailbox keeps it: what it is, its size, and its bytes (base64) to check. */
export interface StoredAttachment {
  filename: string;
  contentType: string;
  size: number;
  contentBase64: string;
}

/**
 * Dev mailbox: every mail the local Mailer sent, and the development stand-in's SMS and WhatsApp
 * messages (`channel`), so the whole notification flow shows at /dev/mailbox.
 */
export const mails = pgTable(
  'mails',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    channel: text('channel').notNull().default('email'),
    headers: jsonb('headers')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    attachments: jsonb('attachments')
      .$type<StoredAttachment[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mails_to_idx').on(t.to)],
);

export type NotificationChannel = 'email' | 'in_app' | 'sms' | 'whatsapp';
export type NotificationStatus = 'queued' | 'sending' | 'sent' | 'dead';

/**
 * The notification outbox (services/notifications): one row per message to send, written in the
 * transaction of the event it tells of. `event_key` (event, entity, channel) makes the same event
 * enqueued twice one row. The worker claims due rows (`FOR UPDATE SKIP LOCKED`), holds them until
 * `lease_until`, and marks them sent, or queues them again with a growing delay, or dead.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    eventKey: text('event_key').notNull(),
    event: text('event').notNull(),
    channel: text('channel').$type<NotificationChannel>().notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** An email address, a phone number, or for in-app the user's id. */
    toAddress: text('to_address').notNull(),
    template: text('template').notNull(),
    payload: jsonb('payload')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    status: text('status').$type<NotificationStatus>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notifications_event_key').on(t.eventKey),
    // The worker's claim reads only rows still to send: a partial index stays as small as the queue.
    index('notifications_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('queued', 'sending')`),
    index('notifications_status_idx').on(t.status, t.createdAt),
  ],
);

/** The portal's bell: a user's in-app notifications, written by the outbox's in-app channel. */
export const inAppNotifications = pgTable(
  'in_app_notifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    href: text('href'),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
    eventKey: text('event_key').notNull(),
  },
  (t) => [
    uniqueIndex('in_app_notifications_event_key').on(t.eventKey),
    index('in_app_notifications_user_idx').on(t.userId, t.createdAt),
  ],
);

export const auditLogs = pgTable(
  'audit_logs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    time: timestamp('time', { withTimezone: true }).notNull().defaultNow(),
    actor: text('actor').notNull(),
    module: text('module').notNull(),
    action: text('action').notNull(),
    key: text('key').notNull().default(''),
    outcome: text('outcome').notNull(),
    ip: text('ip').notNull().default(''),
    detail: text('detail'),
  },
  (t) => [index('audit_logs_time_idx').on(t.time)],
);

/**
 * Rate-limit counters, one fixed window per key, shared by every instance (http/rateLimit.ts).
 * UNLOGGED in the migration: no WAL, so a hit costs no disk flush; a crash empties the table, which
 * at worst gives every client a fresh window.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_reset_at_idx').on(t.resetAt)],
);

/**
 * A counter per in-memory cache that every instance keeps (the configuration service's): bumped
 * by a refresh on any instance, read by each at most once a second to drop what it holds.
 */
export const cacheVersions = pgTable('cache_versions', {
  name: text('name').primaryKey(),
  version: integer('version').notNull().default(0),
});

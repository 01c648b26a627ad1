import { type ApiClient } from '@lnf/sdk';
import type { TestServer } from './harness';

/**
 * The rows of the authorization matrix (matrix.test.ts): every endpoint the server mounts, how to
 * call it as each role, and what each role must get.
 */
export type Role = 'anonymous' | 'alice' | 'bob' | 'support' | 'finance' | 'admin';
/** The roles every row names; support and finance default to what `outcomeFor` says. */
type BaseRole = 'anonymous' | 'alice' | 'bob' | 'admin';
export const ROLES = ['anonymous', 'alice', 'bob', 'support', 'finance', 'admin'] as const satisfies readonly Role[];
export type Outcome = 'ok' | 'denied' | number;
export interface Call {
  method: string;
  path: string;
  body?: unknown;
  /** A multipart/form-data body instead of JSON (a reply with files). */
  form?: FormData;
  headers?: Record<string, string>;
}
export interface Row {
  method: string;
  /** The route as mounted, e.g. /api/v1/lnf/portal/basket/:id */
  route: string;
  call: (role: Role) => Promise<Call> | Call;
  expect: Record<BaseRole, Outcome> & Partial<Record<Role, Outcome>>;
  /**
   * Support staff (every staff role) act here as the admin does: the ticket conversation and
   * queue. Otherwise a support or finance member is a customer like Bob unless the row says.
   */
  staffAsAdmin?: boolean;
  /** A POST that only reads (a price preview): it writes no audit row. */
  readsOnly?: boolean;
  /** A write that is the caller's own bookkeeping (the bell's read marks): it writes no audit row. */
  notAudited?: boolean;
}

/** What the test's setup made, for the rows to call with. */
export type Fixtures = {
  basketId: string;
  orderId: string;
  subscriptionId: string;
  checkout: { paymentId: string; subscriptionId: string; signature: string };
  customerId: string;
  addressId: string;
  ticketRef: string;
  ticketNumber: string;
  auditId: string | number;
  aliceEmail: string;
  invoiceNumber: string;
  /** One of Alice's in-app notifications (the bell). */
  notificationId: string;
  /** A PDF attached to a reply on Alice's ticket. */
  attachmentId: string;
  /** A captured payment of Alice's (the provider's id), refunded ₹1 at a time by the money rows. */
  paymentId: string;
  /** The order that payment paid. */
  paidOrderId: string;
  /** The credit note of a refund of Alice's payment. */
  creditNoteNumber: string;
};

/** What the rows need from the test: its server, fixtures and ways to make fresh records. */
export interface MatrixContext {
  server(): TestServer;
  fx: Fixtures;
  freshSubscription(): Promise<string>;
  /** A subscription paid at Checkout (an international card, so it may change plan in place) and renewed once: active. */
  freshPaidSubscription(): Promise<string>;
  /** A subscription in one of the states the replacing actions start from; for `replacement`, the new one awaiting authorisation. */
  freshSubscriptionIn(state: 'ending' | 'halted' | 'replacement'): Promise<string>;
  freshCaptcha(client: ApiClient): Promise<string>;
  /** A dead row of the notification outbox, new for each call (a resend takes it out of `dead`). */
  freshDeadNotification(): Promise<string>;
  /** An open ticket of Alice's, new for each call (the fixture ticket is closed by its PATCH row). */
  freshTicket(): Promise<string>;
  /** The refresh token of a new login of a new customer (one account's logins are rate-limited). */
  freshRefreshToken(): Promise<string>;
  /** Proves the role's sign-in again (a money action's step-up); nothing for a role that is not staff. */
  stepUp(role: Role): Promise<void>;
  /** The password the role signs in with (the step-up's proof). */
  passwordOf(role: Role): string;
}

/** What a role must get from a row. */
export const outcomeFor = (row: Row, role: Role): Outcome =>
  row.expect[role] ?? (row.staffAsAdmin ? row.expect.admin : row.expect.bob);

export const v1 = (p: string) => `/api/v1/lnf${p}`;
export const v3 = (p: string) => `/api/v3/lnf${p}`;
export const all = (o: Outcome): Record<Role, Outcome> => ({
  anonymous: o,
  alice: o,
  bob: o,
  support: o,
  finance: o,
  admin: o,
});
export const owner = { anonymous: 401, alice: 'ok', bob: 'denied', admin: 'ok' } as const;
export const loggedIn = { anonymous: 401, alice: 'ok', bob: 'ok', admin: 'ok' } as const;
export const adminOnly = { anonymous: 401, alice: 403, bob: 403, admin: 'ok' } as const;
/** The back-office: every staff role, no customer. */
export const staffOnly = { anonymous: 401, alice: 403, bob: 403, support: 'ok', finance: 'ok', admin: 'ok' } as const;
/** Money: finance and admins. */
export const moneyOnly = { anonymous: 401, alice: 403, bob: 403, support: 403, finance: 'ok', admin: 'ok' } as const;
let n = 0;
export const unique = () => `${Date.now().toString(36)}${(n++).toString(36)}`;

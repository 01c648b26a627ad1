/**
 * Test helpers: a fetch that records requests and answers from a queue, tokens shaped like
 * the server's, and one valid sample answer per schema.
 */
import { ApiClient } from '../client';
import type { TokenResponse } from '../schemas/user';

/** One request as the fake fetch saw it. */
export interface Recorded {
  method: string;
  url: URL;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: unknown;
  /** fetch's `credentials`, when the call set it. */
  credentials?: RequestCredentials;
}

/** What the fake fetch answers: a JSON value (200), or a full Response. */
export type Answer = unknown | Response;

/** A fetch stand-in that records every request and answers with `answer(request)`. */
export function recordingFetch(answer: (req: Recorded) => Answer = () => ({})) {
  const calls: Recorded[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input), 'http://test.local');
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((v, k) => (headers[k] = v));
    const req: Recorded = {
      method: init.method ?? 'GET',
      url,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      credentials: init.credentials,
    };
    calls.push(req);
    const a = answer(req);
    if (a instanceof Response) return a;
    return new Response(JSON.stringify(a), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

/** An ApiClient over a recording fetch, with an optional bearer. */
export function recordingClient(answer?: (req: Recorded) => Answer, token?: string) {
  const rec = recordingFetch(answer);
  const client = new ApiClient({ baseUrl: 'http://test.local', fetch: rec.fetch, getAccessToken: () => token });
  return { client, calls: rec.calls, last: () => rec.calls[rec.calls.length - 1] };
}

function base64Url(text: string): string {
  return btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** An unsigned JWT with the given claims (the client never verifies signatures). */
export function makeJwt(claims: Record<string, unknown>): string {
  return `${base64Url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }))}.${base64Url(JSON.stringify(claims))}.c2ln`;
}

/** A token answer whose access token carries `claims` (sub and email filled in; jti is the tag, as every rotation makes a new one). */
export function makeTokens(claims: Record<string, unknown> = {}, tag = 'r1'): TokenResponse {
  return {
    access_token: makeJwt({ sub: 'u-1', email: 'asha@example.com', group: ['/PortalGroup'], jti: tag, ...claims }),
    refresh_token: `refresh-${tag}`,
    id_token: 'id',
    expires_in: 300,
    refresh_expires_in: 2592000,
    token_type: 'Bearer',
  };
}

export const sampleAddress = {
  id: 'a-1',
  addressLine1: '1 MG Road',
  country: 'IN',
  state: 'Telangana',
  city: 'Hyderabad',
  postCode: '500081',
  type: 'Primary',
};

export const sampleCustomer = {
  id: 'c-1',
  name: 'Asha Rao',
  mobile: '+91 98765 43210',
  email: 'asha@example.com',
  businessCategory: 'fintech',
  website: 'https://asha.example',
  marketingPreference: true,
  communication: 'MOBILE',
  addresses: [sampleAddress],
};

export const samplePlan = {
  id: 'p-1',
  sku: 'LNF-HR-ESS',
  name: 'hr_essential',
  shortDescription: 's',
  longDescription: 'l',
  price: 2999,
  basePrice: 2500,
  publishDate: '2025-01-01',
  expiryDate: null,
  isActive: true,
  components: ['Leave'],
  productType: 'LNF-IND',
  minUsers: 1,
  maxUsers: 10,
};

const line = { name: 'HR Essential', productCode: 'LNF-HR-ESS', quantity: 1, price: 8997 };

export const sampleBasket = {
  id: 'b-1',
  employeeId: null,
  plan: 'hr_essential',
  renewalTerm: 'QUARTERLY',
  users: 5,
  subscriptionDate: '2026-01-02',
  nextPaymentDate: '2026-04-02',
  amount: 2999,
  subtotal: 8997,
  taxPercentage: 18,
  gstAmount: 1619.46,
  paymentAmount: 10616.46,
  basketLineItems: [line],
};

export const sampleOrder = {
  id: 'o-1',
  reference: 'ORD-1',
  dateOrdered: '2026-01-01T10:00:00Z',
  status: 'PAID',
  email: 'asha@example.com',
  mobile: '+91 98765 43210',
  billingAddress: sampleAddress,
  totalPrice: 10616.46,
  lineItems: [line],
  subscriptions: [
    {
      id: 's-1',
      planId: 'plan_1',
      amount: 10616.46,
      period: 'monthly',
      interval: 3,
      totalCount: 4,
      startAt: null,
      expireBy: null,
      status: 'active',
    },
  ],
  payments: [
    {
      transactionId: 'pay_1',
      amount: 10616.46,
      currency: 'INR',
      status: 'captured',
      createdAt: '2026-01-01T10:01:00Z',
    },
  ],
};

/** A subscription as the Billing page reads it (billing.list). */
export const sampleSubscription = {
  id: 'sub_1',
  orderId: 'o-1',
  orderReference: 'LNF-20261124-ABC123',
  plan: 'hr_essential',
  planLabel: 'LNF Professional Essential',
  renewalTerm: 'MONTHLY' as const,
  status: 'active',
  amount: 3538.82,
  gstAmount: 539.82,
  currentPeriodStart: '2026-11-25',
  currentPeriodEnd: '2026-12-25',
  nextChargeOn: '2026-12-25',
  cancelAtPeriodEnd: false,
  card: { brand: 'Visa', last4: '1111' },
  paymentFailed: false,
  planUpdatable: false,
  replaces: null,
  awaitingAuthorisation: false,
  scheduledChange: null,
  provider: 'test',
  charges: [
    {
      transactionId: 'pay_1',
      amount: 3538.82,
      currency: 'INR',
      kind: 'cycle' as const,
      createdAt: '2026-11-24T10:00:00.000Z',
      invoiceNumber: 'LNF/26-27/000001',
      cardLast4: '1111',
    },
  ],
  allowedActions: ['change-plan' as const, 'update-card' as const, 'pause' as const, 'cancel' as const],
};

/** What an upgrade from ₹2,999 to ₹3,999 costs with the whole period left. */
export const samplePlanChangePreview = {
  kind: 'upgrade' as const,
  effectiveOn: 'now',
  daysLeft: 30,
  daysInPeriod: 30,
  credit: 2999,
  charge: 3999,
  subtotalDueNow: 1000,
  gstDueNow: 180,
  totalDueNow: 1180,
  newAmount: 4718.82,
  planLabel: 'LNF Professional',
};

export const sampleTicket = {
  reference: '7d1f0c39-1f5e-4d43-9d0e-2d2f3c1c0a11',
  title: 'Login fails',
  summary: 'Login fails',
  description: 'Cannot log in since Monday',
  priority: 'High',
  reporter: 'Asha Rao',
  ticketNumber: 'LNF-1',
  status: 'Open',
  issueType: 'Bug',
  labels: ['portal'],
  projectKey: 'LNF',
  createdAt: '2026-01-01T10:00:00Z',
  closed: false,
  assignee: null,
  lastReplyAt: null,
  awaitingStaff: true,
};

export const sampleReply = {
  id: '3b8f1a52-6f0e-4a8e-9d8c-1c2b3a4d5e6f',
  ticketReference: '7d1f0c39-1f5e-4d43-9d0e-2d2f3c1c0a11',
  authorName: 'Asha Rao',
  authorRole: 'customer',
  body: 'Still failing this morning.',
  internal: false,
  createdAt: '2026-01-02T09:30:00Z',
  attachments: [
    { id: '5c0e7d2a-8b1f-4f6e-a3d4-9e8f7a6b5c4d', name: 'payslip.pdf', size: 48213, contentType: 'application/pdf' },
  ],
};

export const sampleInquiry = {
  reference: 'i-1',
  firstName: 'Asha',
  lastName: 'Rao',
  businessName: 'Rao Fintech',
  websiteUrl: 'rao.in',
  email: 'asha@example.com',
  mobile: '9876543210',
  country: 'IN',
  description: 'We want a demo of payroll.',
  status: 'CREATED',
  createdAt: '2026-01-01T10:00:00Z',
};

export const sampleContact = {
  reference: 'k-1',
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.com',
  phoneNumber: '9876543210',
  company: 'Rao Fintech',
  country: 'India',
  referralSource: 'Search',
  message: 'Please call me back.',
  status: 'NEW',
  createdAt: '2026-01-01T10:00:00Z',
};

export const sampleAuditLog = {
  id: 42,
  time: '2026-01-01T10:00:00Z',
  actor: 'admin@example.com',
  module: 'order',
  action: 'place',
  key: 'ORD-1',
  outcome: 'success',
  ip: '127.0.0.1',
  detail: null,
};

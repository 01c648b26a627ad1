import { basket, captcha, dev, order, support, type ApiClient } from '@lnf/sdk';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '../src/db/schema';
import { signUp } from './accounts';
import { ADMIN, startTestServer, type TestServer } from './harness';
import { BILLING_ADDRESS, orderRequest } from './orders';

/**
 * The authorization matrix of DESIGN.md section 5: every endpoint, called as anonymous,
 * customer A (who owns the resources), customer B and an admin. 'ok' is any 2xx; 'denied' is
 * 404: one policy for every resource that is not yours, which answers like a missing one.
 */
type Role = 'anonymous' | 'alice' | 'bob' | 'admin';
type Outcome = 'ok' | 'denied' | number;
interface Call {
  method: string;
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}
interface Row {
  method: string;
  /** The route as mounted, e.g. /api/v1/lnf/portal/basket/:id */
  route: string;
  call: (role: Role) => Promise<Call> | Call;
  expect: Record<Role, Outcome>;
  /** A POST that only reads (a price preview): it writes no audit row. */
  readsOnly?: boolean;
}

let server: TestServer;
const tokens: Record<Role, string | null> = { anonymous: null, alice: null, bob: null, admin: null };
const fx = {} as {
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
};
let alice: Awaited<ReturnType<typeof signUp>>;

const v1 = (p: string) => `/api/v1/lnf${p}`;
const v3 = (p: string) => `/api/v3/lnf${p}`;
const all = (o: Outcome): Record<Role, Outcome> => ({ anonymous: o, alice: o, bob: o, admin: o });
const owner = { anonymous: 401, alice: 'ok', bob: 'denied', admin: 'ok' } as const;
const loggedIn = { anonymous: 401, alice: 'ok', bob: 'ok', admin: 'ok' } as const;
const adminOnly = { anonymous: 401, alice: 403, bob: 403, admin: 'ok' } as const;
let n = 0;
const unique = () => `${Date.now().toString(36)}${(n++).toString(36)}`;

async function freshCaptcha(client: ApiClient) {
  const { token } = await dev.localCaptchaToken(client);
  await captcha.verify(client, token);
  return token;
}

async function freshSubscription(): Promise<string> {
  const b = await basket.create(alice.client, { plan: 'hr_essential', renewalTerm: 'MONTHLY', users: 2 });
  return (await order.place(alice.client, orderRequest(b.id, alice.email))).subscriptionId!;
}

/** A paid subscription of Alice's, new for each call: one action cannot stand in the way of the next. */
async function freshPaidSubscription(): Promise<string> {
  const id = await freshSubscription();
  await order.confirmPayment(
    alice.client,
    await dev.testCheckout(alice.client, {
      subscriptionId: id,
      cardNumber: '4111111111111111',
      cardHolderName: 'Alice Menon',
      expiry: '12/30',
      cvv: '123',
    }),
  );
  return id;
}
const billingAction = (action: string, body?: unknown): Row => ({
  method: 'POST',
  route: v1(`/portal/billing/subscriptions/:id/${action}`),
  call: async () => ({
    method: 'POST',
    path: v1(`/portal/billing/subscriptions/${await freshPaidSubscription()}/${action}`),
    body,
  }),
  expect: owner,
});
const testCard = { cardNumber: '5555555555554444', cardHolderName: 'Alice Menon', expiry: '12/30', cvv: '123' };

const rows: Row[] = [
  {
    method: 'GET',
    route: v1('/portal/orders/invoice'),
    call: () => ({ method: 'GET', path: v1(`/portal/orders/invoice?number=${encodeURIComponent(fx.invoiceNumber)}`) }),
    expect: owner,
  },
  {
    method: 'GET',
    route: v1('/portal/billing/subscriptions'),
    call: () => ({ method: 'GET', path: v1('/portal/billing/subscriptions') }),
    expect: loggedIn,
  },
  billingAction('cancel'),
  billingAction('undo-cancel'),
  billingAction('pause'),
  billingAction('resume'),
  billingAction('change/cancel'),
  { ...billingAction('change/preview', { plan: 'hr_professional', renewalTerm: 'MONTHLY' }), readsOnly: true },
  billingAction('change', { plan: 'hr_professional', renewalTerm: 'MONTHLY' }),
  billingAction('card', testCard),
  {
    method: 'POST',
    route: v1('/portal/orders/payment/test-renewal'),
    call: async () => ({
      method: 'POST',
      path: v1('/portal/orders/payment/test-renewal'),
      body: { subscriptionId: await freshPaidSubscription(), outcome: 'charged' },
    }),
    expect: owner,
  },
  {
    method: 'GET',
    route: v1('/portal/product/:planType'),
    call: () => ({ method: 'GET', path: v1('/portal/product/LNF-IND') }),
    expect: all('ok'),
  },
  {
    method: 'POST',
    route: v1('/portal/basket'),
    call: () => ({
      method: 'POST',
      path: v1('/portal/basket'),
      body: { plan: 'hr_essential', renewalTerm: 'MONTHLY', users: 2 },
    }),
    expect: all('ok'),
  },
  {
    method: 'GET',
    route: v1('/portal/basket/:id'),
    call: () => ({ method: 'GET', path: v1(`/portal/basket/${fx.basketId}`) }),
    expect: { anonymous: 'denied', alice: 'ok', bob: 'denied', admin: 'ok' },
  },
  {
    method: 'PUT',
    route: v1('/portal/basket/:id'),
    call: () => ({ method: 'PUT', path: v1(`/portal/basket/${fx.basketId}`), body: { users: 3 } }),
    expect: { anonymous: 'denied', alice: 'ok', bob: 'denied', admin: 'ok' },
  },
  {
    method: 'POST',
    route: v1('/portal/orders'),
    call: () => ({ method: 'POST', path: v1('/portal/orders'), body: orderRequest(fx.basketId, fx.aliceEmail) }),
    expect: { anonymous: 401, alice: 'ok', bob: 'denied', admin: 'ok' },
  },
  {
    method: 'GET',
    route: v1('/portal/orders'),
    call: () => ({ method: 'GET', path: v1('/portal/orders') }),
    expect: loggedIn,
  },
  {
    method: 'GET',
    route: v1('/portal/orders/:orderId{[0-9a-fA-F-]{36}}'),
    call: () => ({ method: 'GET', path: v1(`/portal/orders/${fx.orderId}`) }),
    expect: owner,
  },
  {
    method: 'GET',
    route: v1('/portal/orders/receipt'),
    call: () => ({ method: 'GET', path: v1(`/portal/orders/receipt?orderId=${fx.orderId}`) }),
    expect: owner,
  },
  {
    method: 'POST',
    route: v1('/portal/orders/payment/test-checkout'),
    // A fresh order of Alice's each time: an order paid by an earlier call cannot be paid again.
    call: async () => ({
      method: 'POST',
      path: v1('/portal/orders/payment/test-checkout'),
      body: {
        subscriptionId: await freshSubscription(),
        cardNumber: '4111111111111111',
        cardHolderName: 'Alice Menon',
        expiry: '12/30',
        cvv: '123',
      },
    }),
    expect: owner,
  },
  {
    method: 'POST',
    route: v1('/portal/orders/payment/subscription'),
    call: () => ({
      method: 'POST',
      path: v1(
        `/portal/orders/payment/subscription?subscriptionId=${fx.checkout.subscriptionId}&paymentId=${fx.checkout.paymentId}&signature=${fx.checkout.signature}`,
      ),
    }),
    expect: owner,
  },
  {
    method: 'GET',
    route: v1('/portal/customer/email/:email'),
    call: () => ({ method: 'GET', path: v1(`/portal/customer/email/${encodeURIComponent(fx.aliceEmail)}`) }),
    expect: owner,
  },
  {
    method: 'PUT',
    route: v1('/portal/customer/:customerId/address/:addressId'),
    call: () => ({
      method: 'PUT',
      path: v1(`/portal/customer/${fx.customerId}/address/${fx.addressId}`),
      body: { ...BILLING_ADDRESS, id: fx.addressId, addressLine1: `${unique()} MG Road` },
    }),
    expect: owner,
  },
  {
    method: 'PUT',
    route: v1('/portal/customer/:customerId/gstin'),
    call: () => ({
      method: 'PUT',
      path: v1(`/portal/customer/${fx.customerId}/gstin`),
      body: { gstin: '36AABCL1234M1ZK' },
    }),
    expect: owner,
  },
  {
    method: 'GET',
    route: v1('/portal/customer/recaptcha/local-token'),
    call: () => ({ method: 'GET', path: v1('/portal/customer/recaptcha/local-token') }),
    expect: all('ok'),
  },
  {
    method: 'POST',
    route: v1('/portal/customer/recaptcha/verify'),
    call: async () => ({
      method: 'POST',
      path: v1(
        `/portal/customer/recaptcha/verify?recaptchaToken=${(await dev.localCaptchaToken(server.client())).token}`,
      ),
    }),
    expect: all('ok'),
  },
  {
    method: 'POST',
    route: v1('/portal/customer/inquiry'),
    call: async () => ({
      method: 'POST',
      path: v1('/portal/customer/inquiry'),
      body: {
        firstName: 'Meera',
        lastName: 'Iyer',
        businessName: 'Iyer Textiles',
        websiteUrl: 'https://iyer.example.in',
        email: `meera.${unique()}@example.in`,
        mobile: '9876543210',
        country: 'IN',
        description: 'We need payroll for 80 people.',
        status: 'CREATED',
        recaptchaToken: await freshCaptcha(server.client()),
      },
    }),
    expect: all('ok'),
  },
  {
    method: 'GET',
    route: v1('/portal/customer/inquiries'),
    call: () => ({ method: 'GET', path: v1('/portal/customer/inquiries') }),
    expect: adminOnly,
  },
  {
    method: 'POST',
    route: v1('/portal/customer/contact'),
    call: () => ({
      method: 'POST',
      path: v1('/portal/customer/contact'),
      body: {
        firstName: 'Kiran',
        lastName: 'Das',
        email: `kiran.${unique()}@example.in`,
        phoneNumber: '9876543210',
        company: 'Das Logistics',
        country: 'IN',
        referralSource: 'search',
        message: 'Please call me about pricing.',
      },
    }),
    expect: all('ok'),
  },
  {
    method: 'GET',
    route: v1('/portal/customer/contacts'),
    call: () => ({ method: 'GET', path: v1('/portal/customer/contacts') }),
    expect: adminOnly,
  },
  {
    method: 'POST',
    route: v1('/portal/customer/brochure'),
    call: () => ({
      method: 'POST',
      path: v1('/portal/customer/brochure?type=lnf-books'),
      body: { name: 'Ravi Teja', email: `ravi.${unique()}@example.in`, mobile: '9876543210', company: 'Teja Foods' },
    }),
    expect: all('ok'),
  },
  {
    method: 'GET',
    route: v1('/portal/customer/brochure/:file'),
    call: () => ({ method: 'GET', path: v1('/portal/customer/brochure/lnf-books.pdf') }),
    expect: all('ok'),
  },
  {
    method: 'GET',
    route: v3('/configurations'),
    call: () => ({ method: 'GET', path: v3('/configurations?serviceName=product') }),
    expect: all('ok'),
  },
  {
    method: 'POST',
    route: v3('/configurations/refresh'),
    call: () => ({ method: 'POST', path: v3('/configurations/refresh') }),
    expect: adminOnly,
  },
  {
    method: 'POST',
    route: v1('/portal/support/ticket'),
    call: () => ({
      method: 'POST',
      path: v1(
        `/portal/support/ticket?projectKey=LNF&reporterName=Customer&priorityName=High&issueTypeName=Bug&labels=billing&summary=${encodeURIComponent('Invoice total is wrong')}&description=${encodeURIComponent('The October invoice shows 18% GST twice.')}`,
      ),
    }),
    expect: loggedIn,
  },
  {
    method: 'GET',
    route: v1('/portal/support/ticket/:id'),
    call: () => ({ method: 'GET', path: v1(`/portal/support/ticket/${fx.ticketRef}`) }),
    expect: owner,
  },
  {
    method: 'PUT',
    route: v1('/portal/support/ticket/:ticketNumber'),
    call: () => ({
      method: 'PUT',
      path: v1(`/portal/support/ticket/${fx.ticketNumber}`),
      body: { summary: `Invoice total is wrong (${unique()})` },
    }),
    expect: owner,
  },
  {
    method: 'PATCH',
    route: v1('/portal/support/:reference'),
    call: () => ({ method: 'PATCH', path: v1(`/portal/support/${fx.ticketRef}`), body: { status: 'Closed' } }),
    expect: owner,
  },
  {
    method: 'GET',
    route: v1('/portal/support/tickets'),
    call: () => ({ method: 'GET', path: v1('/portal/support/tickets') }),
    expect: loggedIn,
  },
  {
    method: 'GET',
    route: v1('/audit-logs/date-range'),
    call: () => ({ method: 'GET', path: v1('/audit-logs/date-range?page=0&size=10') }),
    expect: adminOnly,
  },
  {
    method: 'GET',
    route: v1('/audit-logs/:id'),
    call: () => ({ method: 'GET', path: v1(`/audit-logs/${fx.auditId}`) }),
    expect: adminOnly,
  },
  // Account calls: the bearer does not matter, the credentials or the OTP grant do.
  {
    method: 'POST',
    route: v1('/user/login'),
    call: async () => ({
      method: 'POST',
      path: v1('/user/login'),
      body: { username: ADMIN.email, password: await (await import('@lnf/sdk')).encryptPassword(ADMIN.password) },
    }),
    expect: all('ok'),
  },
  {
    method: 'POST',
    route: v1('/user/refresh'),
    call: async () => ({
      method: 'POST',
      path: v1('/user/refresh'),
      headers: { refreshToken: (await server.login(ADMIN.email, ADMIN.password)).refresh_token },
    }),
    expect: all('ok'),
  },
  {
    method: 'POST',
    route: v1('/user/logout'),
    call: async () => ({
      method: 'POST',
      path: v1('/user/logout'),
      headers: { refreshToken: (await server.login(ADMIN.email, ADMIN.password)).refresh_token },
    }),
    expect: all('ok'),
  },
  {
    method: 'POST',
    route: v1('/user/portal/otp'),
    call: () => ({ method: 'POST', path: v1(`/user/portal/otp?email=otp.${unique()}@example.in`) }),
    expect: all('ok'),
  },
  {
    method: 'POST',
    route: v1('/user/reset-password/otp/validate'),
    call: () => ({
      method: 'POST',
      path: v1(`/user/reset-password/otp/validate?email=${encodeURIComponent(fx.aliceEmail)}&otp=000000`),
    }),
    expect: all(400),
  },
  {
    method: 'POST',
    route: v1('/user/reset-password/otp/update'),
    call: () => ({
      method: 'POST',
      path: v1(
        `/user/reset-password/otp/update?email=${encodeURIComponent(fx.aliceEmail)}&newPwd=Hijack-1&confirmPwd=Hijack-1`,
      ),
    }),
    expect: all(403),
  },
  {
    method: 'POST',
    route: v1('/user/create'),
    call: () => ({
      method: 'POST',
      path: v1('/user/create'),
      body: {
        email: `new.${unique()}@example.in`,
        password: 'Pass-1234',
        firstName: 'New',
        lastName: 'User',
        userName: 'newuser',
        groups: ['/PortalGroup/PortalAdminGroup'],
        realmRoles: ['admin'],
      },
    }),
    expect: all(403),
  },
  // Development only (absent when LNF_ENV=production): the local mailbox.
  {
    method: 'GET',
    route: '/api/dev/mailbox',
    call: () => ({ method: 'GET', path: `/api/dev/mailbox?to=${encodeURIComponent(fx.aliceEmail)}` }),
    expect: all('ok'),
  },
  { method: 'GET', route: '/dev/mailbox', call: () => ({ method: 'GET', path: '/dev/mailbox' }), expect: all('ok') },
  // Development only: runs the scheduled jobs now, as their timer would (no audit row: what the
  // reconciliation job changes is not a caller's act, whichever starts it).
  {
    method: 'POST',
    route: '/api/dev/jobs',
    call: () => ({ method: 'POST', path: '/api/dev/jobs' }),
    expect: all('ok'),
    readsOnly: true,
  },
  { method: 'GET', route: '/api/health', call: () => ({ method: 'GET', path: '/api/health' }), expect: all('ok') },
  { method: 'GET', route: '/api/ready', call: () => ({ method: 'GET', path: '/api/ready' }), expect: all('ok') },
];

beforeAll(async () => {
  server = await startTestServer();
  alice = await signUp(server, 'alice.matrix@example.com');
  const bob = await signUp(server, 'bob.matrix@example.com');
  tokens.alice = alice.tokens.access_token;
  tokens.bob = bob.tokens.access_token;
  tokens.admin = (await server.login(ADMIN.email, ADMIN.password)).access_token;
  fx.aliceEmail = alice.email;
  const { customer } = await import('@lnf/sdk');
  const b = await basket.create(alice.client, { plan: 'hr_essential', renewalTerm: 'MONTHLY', users: 2 });
  fx.basketId = b.id;
  const placed = await order.place(alice.client, orderRequest(b.id, alice.email));
  fx.orderId = placed.orderId;
  fx.subscriptionId = placed.subscriptionId!;
  fx.checkout = await dev.testCheckout(alice.client, {
    subscriptionId: placed.subscriptionId!,
    cardNumber: '4111111111111111',
    cardHolderName: 'Alice Menon',
    expiry: '12/30',
    cvv: '123',
  });
  const { billing } = await import('@lnf/sdk');
  await freshPaidSubscription();
  fx.invoiceNumber = (await billing.list(alice.client))[0]!.charges[0]!.invoiceNumber!;
  const record = await customer.getByEmail(alice.client, alice.email);
  fx.customerId = record.id;
  fx.addressId = record.addresses[0]!.id!;
  const ticket = await support.raiseTicket(alice.client, {
    projectKey: 'LNF',
    reporterName: 'Customer',
    priorityName: 'High',
    issueTypeName: 'Bug',
    labels: ['billing'],
    summary: 'Invoice total is wrong',
    description: 'The October invoice shows 18% GST twice.',
  });
  fx.ticketRef = ticket.reference;
  fx.ticketNumber = ticket.ticketNumber;
  const { audit } = await import('@lnf/sdk');
  fx.auditId = (await audit.list(server.client(tokens.admin), { page: 0, size: 1 })).content[0]!.id;
});
afterAll(() => server?.stop());

describe('authorization matrix', () => {
  it('has a row for every endpoint the server mounts', () => {
    const mounted = new Set(
      server.app.routes.filter((r) => r.method !== 'ALL' && !r.path.endsWith('*')).map((r) => `${r.method} ${r.path}`),
    );
    const covered = new Set(rows.map((r) => `${r.method} ${r.route}`));
    expect([...mounted].filter((m) => !covered.has(m))).toEqual([]);
    expect([...covered].filter((c) => !mounted.has(c))).toEqual([]);
  });

  it('writes an audit row for every state-changing call that succeeds', async () => {
    const missing: string[] = [];
    for (const row of rows.filter((r) => r.method !== 'GET' && !r.readsOnly && r.expect.admin === 'ok')) {
      const [before] = await server.services.db.select({ n: count() }).from(auditLogs);
      const call = await row.call('admin');
      const headers: Record<string, string> = { ...call.headers, authorization: `Bearer ${tokens.admin}` };
      if (call.body !== undefined) headers['content-type'] = 'application/json';
      const res = await server.raw(call.path, {
        method: call.method,
        headers,
        body: call.body === undefined ? undefined : JSON.stringify(call.body),
      });
      expect(res.ok, `${row.method} ${row.route}: ${res.status}`).toBe(true);
      const [after] = await server.services.db.select({ n: count() }).from(auditLogs);
      if (Number(after!.n) <= Number(before!.n)) missing.push(`${row.method} ${row.route}`);
    }
    expect(missing).toEqual([]);
  });

  for (const row of rows) {
    for (const role of ['anonymous', 'alice', 'bob', 'admin'] as const) {
      it(`${row.method} ${row.route} as ${role} -> ${row.expect[role]}`, async () => {
        const call = await row.call(role);
        const headers: Record<string, string> = { ...call.headers };
        if (tokens[role]) headers.authorization = `Bearer ${tokens[role]}`;
        if (call.body !== undefined) headers['content-type'] = 'application/json';
        const res = await server.raw(call.path, {
          method: call.method,
          headers,
          body: call.body === undefined ? undefined : JSON.stringify(call.body),
        });
        const expected = row.expect[role];
        const detail = `${res.status} ${res.status >= 400 ? await res.text() : ''}`;
        if (expected === 'ok') expect(res.status >= 200 && res.status < 300, detail).toBe(true);
        else if (expected === 'denied') expect(res.status, detail).toBe(404);
        else expect(res.status, detail).toBe(expected);
      });
    }
  }
});

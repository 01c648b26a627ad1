import { basket, captcha, dev, notifications as bell, order, support, type ApiClient } from '@lnf/sdk';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLogs, notifications, payments, rateLimits, users } from '../src/db/schema';
import { signUp } from './accounts';
import { ADMIN, startTestServer, type TestServer } from './harness';
import { orderRequest } from './orders';

import { type Fixtures, matrixRows, outcomeFor, ROLES, type Role } from './matrix';
import { createStaff } from './users';

/**
 * The authorization matrix of DESIGN.md section 5: every endpoint, called as anonymous,
 * customer A (who owns the resources), customer B and an admin. 'ok' is any 2xx; 'denied' is
 * 404: one policy for every resource that is not yours, which answers like a missing one.
 */
let server: TestServer;
const tokens: Record<Role, string | null> = {
  anonymous: null,
  alice: null,
  bob: null,
  support: null,
  finance: null,
  admin: null,
};
const fx = {} as Fixtures;
let alice: Awaited<ReturnType<typeof signUp>>;
let bob: Awaited<ReturnType<typeof signUp>>;

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
const testRenewal = (subscriptionId: string, outcome: 'charged' | 'halted') =>
  server.raw('/api/v1/lnf/portal/orders/payment/test-renewal', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.alice}` },
    body: JSON.stringify({ subscriptionId, outcome }),
  });

async function freshPaidSubscription(): Promise<string> {
  const id = await freshSubscription();
  await order.confirmPayment(
    alice.client,
    await dev.testCheckout(alice.client, {
      subscriptionId: id,
      cardNumber: '4012888888881881',
      cardHolderName: 'Alice Menon',
      expiry: '12/30',
      cvv: '123',
    }),
  );
  expect((await testRenewal(id, 'charged')).status).toBe(200);
  return id;
}

async function freshSubscriptionIn(state: 'ending' | 'halted' | 'replacement'): Promise<string> {
  const { billing } = await import('@lnf/sdk');
  const id = await freshPaidSubscription();
  if (state === 'halted') {
    expect((await testRenewal(id, 'halted')).status).toBe(200);
    return id;
  }
  await billing.act(alice.client, id, 'cancel');
  return state === 'ending' ? id : (await billing.act(alice.client, id, 'resubscribe')).id;
}

/** A dead-lettered mail to Alice, as the outbox leaves one after 8 failures. */
async function freshDeadNotification(): Promise<string> {
  const [row] = await server.services.db
    .insert(notifications)
    .values({
      eventKey: `card.updated:matrix-${crypto.randomUUID()}:email`,
      event: 'card.updated',
      channel: 'email',
      toAddress: alice.email,
      template: 'card-updated',
      payload: { subscriptionId: 'sub_matrix', plan: 'hr_essential', cardBrand: 'Visa', cardLast4: '1111' },
      status: 'dead',
      attempts: 8,
      lastError: 'connect ECONNREFUSED',
    })
    .returning({ id: notifications.id });
  return row!.id;
}

/**
 * An open ticket of Alice's. The matrix raises more than the per-user limit allows in a minute;
 * it tests who may call what, so her ticket count starts again each time.
 */
async function freshTicket(): Promise<string> {
  const [me] = await server.services.db.select({ id: users.id }).from(users).where(eq(users.email, alice.email));
  await server.services.db.delete(rateLimits).where(eq(rateLimits.key, `ticket:user:${me!.id}`));
  const t = await support.raiseTicket(alice.client, {
    projectKey: 'LNF',
    reporterName: 'Customer',
    priorityName: 'Medium',
    issueTypeName: 'Task',
    labels: ['billing'],
    summary: 'Where is my invoice?',
    description: 'The November invoice is not in Billing.',
  });
  return t.reference;
}

/** A new login of Alice's, issued directly: logging in for each would meet the login rate limit. */
async function freshRefreshToken(): Promise<string> {
  const [row] = await server.services.db.select().from(users).where(eq(users.email, alice.email));
  return (await server.services.tokens.issue(row!)).refresh_token;
}

const STAFF_PASSWORD = 'Staff-Pass-2025';
const passwordOf = (role: Role) =>
  role === 'admin'
    ? ADMIN.password
    : role === 'support' || role === 'finance'
      ? STAFF_PASSWORD
      : role === 'alice'
        ? alice.password
        : role === 'bob'
          ? bob.password
          : 'nobody';

async function stepUp(role: Role): Promise<void> {
  if (role !== 'finance' && role !== 'admin') return;
  const { backofficeMoney } = await import('@lnf/sdk');
  await backofficeMoney.stepUp(server.client(tokens[role]!), { password: passwordOf(role) });
}

const rows = matrixRows({
  freshRefreshToken,
  stepUp,
  passwordOf,
  server: () => server,
  fx,
  freshSubscription,
  freshPaidSubscription,
  freshSubscriptionIn,
  freshCaptcha,
  freshDeadNotification,
  freshTicket,
});

beforeAll(async () => {
  server = await startTestServer();
  alice = await signUp(server, 'alice.matrix@example.com');
  bob = await signUp(server, 'bob.matrix@example.com');
  tokens.alice = alice.tokens.access_token;
  tokens.bob = bob.tokens.access_token;
  tokens.admin = (await server.login(ADMIN.email, ADMIN.password)).access_token;
  tokens.support = (await createStaff(server, 'support.matrix@example.com', 'support', STAFF_PASSWORD)).token;
  tokens.finance = (await createStaff(server, 'finance.matrix@example.com', 'finance', STAFF_PASSWORD)).token;
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
  const withFile = await support.replyWithFiles(alice.client, ticket.reference, {
    body: 'The invoice, attached',
    files: [new File(['%PDF-1.4\n%%EOF\n'], 'invoice.pdf')],
  });
  fx.attachmentId = withFile.attachments[0]!.id;
  // A captured payment of Alice's, and a credit note of a ₹1 refund of it.
  const [paid] = await server.services.db
    .select({ id: payments.transactionId, orderId: payments.orderId })
    .from(payments)
    .where(eq(payments.status, 'captured'))
    .limit(1);
  fx.paymentId = paid!.id;
  fx.paidOrderId = paid!.orderId;
  const { backofficeMoney } = await import('@lnf/sdk');
  const refunded = await backofficeMoney.refund(server.client(tokens.finance!), fx.paymentId, {
    amountPaise: 100,
    reason: 'The matrix needs a credit note',
  });
  fx.creditNoteNumber = refunded.creditNote.number;
  const { audit } = await import('@lnf/sdk');
  fx.auditId = (await audit.list(server.client(tokens.admin), { page: 0, size: 1 })).content[0]!.id;
  // Alice's paid order rings her bell once the outbox has sent it.
  fx.notificationId = await vi.waitFor(
    async () => {
      const [first] = (await bell.list(alice.client)).items;
      if (!first) throw new Error('no notification yet');
      return first.id;
    },
    { timeout: 10_000, interval: 50 },
  );
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
    for (const row of rows.filter(
      (r) => r.method !== 'GET' && !r.readsOnly && !r.notAudited && r.expect.admin === 'ok',
    )) {
      const [before] = await server.services.db.select({ n: count() }).from(auditLogs);
      const call = await row.call('admin');
      const headers: Record<string, string> = { ...call.headers, authorization: `Bearer ${tokens.admin}` };
      if (call.body !== undefined) headers['content-type'] = 'application/json';
      const res = await server.raw(call.path, {
        method: call.method,
        headers,
        body: call.form ?? (call.body === undefined ? undefined : JSON.stringify(call.body)),
      });
      expect(res.ok, `${row.method} ${row.route}: ${res.status}`).toBe(true);
      const [after] = await server.services.db.select({ n: count() }).from(auditLogs);
      if (Number(after!.n) <= Number(before!.n)) missing.push(`${row.method} ${row.route}`);
    }
    expect(missing).toEqual([]);
  });

  for (const row of rows) {
    for (const role of ROLES) {
      it(`${row.method} ${row.route} as ${role} -> ${outcomeFor(row, role)}`, async () => {
        const call = await row.call(role);
        const headers: Record<string, string> = { ...call.headers };
        if (tokens[role]) headers.authorization = `Bearer ${tokens[role]}`;
        if (call.body !== undefined) headers['content-type'] = 'application/json';
        const res = await server.raw(call.path, {
          method: call.method,
          headers,
          body: call.form ?? (call.body === undefined ? undefined : JSON.stringify(call.body)),
        });
        const expected = outcomeFor(row, role);
        const detail = `${res.status} ${res.status >= 400 ? await res.text() : ''}`;
        if (expected === 'ok') expect(res.status >= 200 && res.status < 300, detail).toBe(true);
        else if (expected === 'denied') expect(res.status, detail).toBe(404);
        else expect(res.status, detail).toBe(expected);
      });
    }
  }
});

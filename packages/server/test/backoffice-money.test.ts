import { inflateSync } from 'node:zlib';
import {
  addMonthsUtc,
  backofficeMoney,
  basket,
  billing,
  compPaise,
  order,
  secondFactor,
  type RefundAnswer,
} from '@lnf/sdk';
import { and, count, eq, sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  auditLogs,
  creditNotes,
  loginSessions,
  notifications,
  payments,
  refunds,
  subscriptions,
  taxInvoices,
} from '../src/db/schema';
import { AUDIT_ACTIONS } from '../src/services/auditActions';
import { creditNoteNumber } from '../src/services/creditNotes';
import { RazorpayStandin } from '../src/standin/razorpay';
import { startTestServer, type TestServer } from './harness';
import { orderRequest } from './orders';
import { createStaff, createUser, expectError, rowCount, send, type TestUser } from './users';

/**
 * Money in the back-office against the Razorpay stand-in over real HTTP: a finance user's refunds
 * (two-phase, so simultaneous requests refund once) with their GST credit notes, the step-up money
 * actions need, who may do what, what the customer sees of a refund, the refund webhooks, and the
 * receipt and subscription actions staff take for a customer.
 */
let standin: RazorpayStandin;
let server: TestServer;
let alice: TestUser;
let bob: TestUser;
let finance: TestUser;
let support: TestUser;

beforeAll(async () => {
  standin = await new RazorpayStandin({
    keyId: 'rzp_test_Backoffice01',
    keySecret: 'backoffice-secret',
    webhookSecret: 'backoffice-hooks',
  }).start();
  server = await startTestServer({
    razorpay: {
      keyId: standin.options.keyId,
      keySecret: standin.options.keySecret,
      webhookSecret: standin.options.webhookSecret!,
      apiUrl: standin.apiUrl,
      checkoutUrl: standin.checkoutUrl,
    },
  });
  standin.options.webhookUrl = `${server.url}/api/v1/lnf/portal/orders/payment/webhook`;
  alice = await createUser(server, 'alice.refund@example.com');
  bob = await createUser(server, 'bob.refund@example.com');
  finance = await createStaff(server, 'farah.finance@lnf.test', 'finance');
  support = await createStaff(server, 'sunil.support@lnf.test', 'support');
});
afterAll(async () => {
  await server?.stop();
  await standin?.stop();
});

/** A paid order of Alice's: the upfront payment captured at the stand-in, confirmed, with its tax invoice. */
async function paidOrder(state = 'Telangana') {
  const b = await basket.create(alice.client, { plan: 'hr_essential', renewalTerm: 'MONTHLY', users: 2 });
  const placed = await order.place(alice.client, orderRequest(b.id, alice.email, { billingAddress: { state } }));
  const subscriptionId = placed.subscriptionId!;
  const payment = await standin.authenticate(subscriptionId);
  await standin.settled();
  const paid = await order.confirmPayment(alice.client, {
    subscriptionId,
    paymentId: payment.id,
    signature: standin.sign(payment.id, subscriptionId),
  });
  const [invoice] = await server.services.db
    .select()
    .from(taxInvoices)
    .where(eq(taxInvoices.number, paid.payments[0]!.invoiceNumber!));
  return {
    orderId: placed.orderId,
    subscriptionId,
    transactionId: payment.id,
    amountPaise: payment.amount,
    invoice: invoice!,
  };
}

const refundPath = (transactionId: string) => `/api/v1/lnf/backoffice/payments/${transactionId}/refunds`;
const refundOf = (who: { token: string } | null, transactionId: string, body: unknown) =>
  send(server, 'POST', refundPath(transactionId), { token: who?.token, body });
const refundRows = (transactionId: string) =>
  server.services.db.select().from(refunds).where(eq(refunds.transactionId, transactionId));

/** The text a PDF draws: its content streams inflated, each shown hex string decoded (pdf-lib's standard fonts). */
function pdfText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes).toString('latin1');
  const shown: string[] = [];
  for (const [, body] of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(body!, 'latin1')).toString('latin1');
    } catch {
      content = body!;
    }
    for (const [, hex] of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g))
      shown.push(Buffer.from(hex!, 'hex').toString('latin1'));
  }
  return shown.join('\n');
}

/** Each part of the note is the invoice's share of the note's total, to the paisa. */
function expectMirrors(note: RefundAnswer['creditNote'], invoice: typeof taxInvoices.$inferSelect) {
  expect(note.taxablePaise + note.cgstPaise + note.sgstPaise + note.igstPaise).toBe(note.totalPaise);
  for (const part of ['taxablePaise', 'cgstPaise', 'sgstPaise', 'igstPaise'] as const)
    expect(Math.abs(note[part] * invoice.totalPaise - invoice[part] * note.totalPaise)).toBeLessThanOrEqual(
      invoice.totalPaise,
    );
}

/** Moves the caller's logins' sign-in and step-up back 10 minutes: older than STEP_UP_MS. */
async function staleSession(who: TestUser) {
  await server.services.db
    .update(loginSessions)
    .set({ createdAt: sql`now() - interval '10 minutes'`, reauthenticatedAt: null })
    .where(eq(loginSessions.userId, who.id));
}

describe('refunds by finance, with GST credit notes', () => {
  it('refunds part of a payment: the year’s first credit note, split as the invoice; the next takes the next number; too much is 400', async () => {
    const today = new Date();
    const p = await paidOrder();
    expect(p.invoice).toMatchObject({ cgstPaise: expect.any(Number), igstPaise: 0 });
    const first = await backofficeMoney.refund(finance.client, p.transactionId, {
      amountPaise: 100_000,
      reason: 'Two seats were never used',
    });
    expect(first.refund).toMatchObject({
      status: 'processed',
      amountPaise: 100_000,
      transactionId: p.transactionId,
      requestedBy: finance.email,
      providerRefundId: expect.stringMatching(/^rfnd_/),
    });
    expect(first.creditNote).toMatchObject({
      number: creditNoteNumber(today, 1),
      invoiceNumber: p.invoice.number,
      totalPaise: 100_000,
      placeOfSupply: '36',
      igstPaise: 0,
    });
    expectMirrors(first.creditNote, p.invoice);
    expect(first.payment).toMatchObject({ refundedPaise: 100_000, refundablePaise: p.amountPaise - 100_000 });
    expect(standin.payments.get(p.transactionId)).toMatchObject({ amount_refunded: 100_000, refund_status: 'partial' });
    // The provider was asked with the refund's id as X-Refund-Idempotency: asked again, the same refund.
    const [row] = await refundRows(p.transactionId);
    const retried = await server.services.payments!.refund(p.transactionId, 100_000, row!.id, {
      refundId: row!.id,
      orderId: row!.orderId,
      reason: row!.reason,
    });
    expect(retried.id).toBe(first.refund.providerRefundId);
    expect(standin.payments.get(p.transactionId)!.amount_refunded).toBe(100_000);

    const pdf = await server.raw(
      `/api/v1/lnf/backoffice/credit-notes/${encodeURIComponent(first.creditNote.number)}/pdf`,
      {
        headers: { authorization: `Bearer ${support.token}` },
      },
    );
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const text = pdfText(bytes);
    expect(text).toContain('Credit Note');
    expect(text).toContain(first.creditNote.number);
    expect(text).toContain(p.invoice.number);
    expect(text).toContain('Two seats were never used');

    const second = await backofficeMoney.refund(finance.client, p.transactionId, {
      amountPaise: 50_000,
      reason: 'Goodwill for the outage',
    });
    expect(second.creditNote.number).toBe(creditNoteNumber(today, 2));
    expectMirrors(second.creditNote, p.invoice);

    const left = p.amountPaise - 150_000;
    const [refundsBefore, notesBefore] = [await rowCount(server, refunds), await rowCount(server, creditNotes)];
    await expectError(
      await refundOf(finance, p.transactionId, { amountPaise: left + 1, reason: 'One paisa too many' }),
      400,
      'left to refund',
    );
    await expectError(await refundOf(finance, p.transactionId, { amountPaise: 99, reason: 'Too small' }), 400, '₹1.00');
    expect([await rowCount(server, refunds), await rowCount(server, creditNotes)]).toEqual([
      refundsBefore,
      notesBefore,
    ]);
    expect(standin.payments.get(p.transactionId)!.amount_refunded).toBe(150_000);

    // The audit rows carry the reason and the refunded total before and after each refund.
    const rows = await server.services.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, AUDIT_ACTIONS.REFUND_PAYMENT), eq(auditLogs.key, p.transactionId)))
      .orderBy(auditLogs.id);
    expect(rows.map((r) => [r.actor, r.outcome, r.data])).toEqual([
      [
        finance.email,
        'SUCCESS',
        expect.objectContaining({
          reason: 'Two seats were never used',
          before: { refundedPaise: 0 },
          after: { refundedPaise: 100_000 },
          creditNote: first.creditNote.number,
        }),
      ],
      [
        finance.email,
        'SUCCESS',
        expect.objectContaining({
          reason: 'Goodwill for the outage',
          before: { refundedPaise: 100_000 },
          after: { refundedPaise: 150_000 },
        }),
      ],
    ]);
  });

  it('refunds once when ten full refunds of one payment arrive together (IGST outside Telangana)', async () => {
    const p = await paidOrder('Kerala');
    // The provider's answer waits until the other nine have been answered: they must be refused
    // while the first refund is still at Razorpay (its pending row counts), not after it is done.
    const provider = server.services.payments!;
    const realRefund = provider.refund.bind(provider);
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const asked = vi.spyOn(provider, 'refund').mockImplementation(async (...args) => {
      await gate;
      return realRefund(...args);
    });
    let ok: RefundAnswer;
    try {
      const settled: number[] = [];
      const calls = Array.from({ length: 10 }, () =>
        refundOf(finance, p.transactionId, { reason: 'Cancelled within 7 days' }).then((r) => {
          settled.push(r.status);
          return r;
        }),
      );
      await vi.waitFor(() => expect(settled).toHaveLength(9), { timeout: 10_000 });
      expect(settled.every((s) => s >= 400 && s < 500)).toBe(true);
      open();
      const answers = await Promise.all(calls);
      expect(answers.filter((r) => r.status === 201)).toHaveLength(1);
      expect(asked).toHaveBeenCalledTimes(1);
      ok = (await answers.find((r) => r.status === 201)!.json()) as RefundAnswer;
    } finally {
      open();
      asked.mockRestore();
    }
    const rows = await refundRows(p.transactionId);
    expect(rows.map((r) => [r.status, r.amountPaise])).toEqual([['processed', p.amountPaise]]);
    expect(standin.payments.get(p.transactionId)).toMatchObject({ amount_refunded: p.amountPaise, status: 'refunded' });
    // A full refund's note is the invoice's parts exactly.
    expect(ok.creditNote).toMatchObject({
      totalPaise: p.invoice.totalPaise,
      taxablePaise: p.invoice.taxablePaise,
      igstPaise: p.invoice.igstPaise,
      cgstPaise: 0,
      sgstPaise: 0,
    });
    await expectError(await refundOf(finance, p.transactionId, { reason: 'Again' }), 409, 'refunded in full already');
  });

  it('answers 502 and keeps nothing pending when Razorpay refuses the refund', async () => {
    const p = await paidOrder();
    // Refunded on Razorpay's Dashboard meanwhile: Razorpay has nothing left to refund.
    standin.payments.get(p.transactionId)!.amount_refunded = p.amountPaise;
    await expectError(
      await refundOf(finance, p.transactionId, { reason: 'Duplicate charge' }),
      502,
      'Nothing was refunded',
    );
    expect((await refundRows(p.transactionId)).map((r) => r.status)).toEqual(['failed']);
    expect(
      await server.services.db.select().from(creditNotes).where(eq(creditNotes.invoiceNumber, p.invoice.number)),
    ).toEqual([]);
  });

  it('marks a refund failed when Razorpay says so by webhook', async () => {
    const p = await paidOrder();
    const { refund } = await backofficeMoney.refund(finance.client, p.transactionId, {
      amountPaise: 20_000,
      reason: 'Refund for a wrong add-on',
    });
    await standin.settled();
    const entity = standin.refunds.get(refund.providerRefundId!)!;
    const delivery = await standin.emit('refund.failed', {
      refund: { ...entity, status: 'failed' },
      payment: standin.payments.get(p.transactionId)!,
    });
    expect(delivery?.status).toBe(200);
    expect((await refundRows(p.transactionId)).map((r) => r.status)).toEqual(['failed']);
  });
});

describe('comps: days of a period given back', () => {
  it('credits the days’ share of the last charge as a refund with its credit note; the next charge stays', async () => {
    const p = await paidOrder();
    const [charge] = await server.services.db
      .select()
      .from(payments)
      .where(eq(payments.transactionId, p.transactionId));
    const [before] = await server.services.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, p.subscriptionId));
    const period = { start: charge!.createdAt, end: addMonthsUtc(charge!.createdAt, 1) };
    const comped = await backofficeMoney.comp(finance.client, p.subscriptionId, {
      days: 7,
      reason: 'A week of outage',
    });
    expect(comped.refund).toMatchObject({
      status: 'processed',
      transactionId: p.transactionId,
      amountPaise: compPaise(p.amountPaise, 7, period),
      reason: 'Comp of 7 days: A week of outage',
    });
    expect(comped.refund.amountPaise).toBeGreaterThan(0);
    expect(comped.creditNote.invoiceNumber).toBe(p.invoice.number);
    const [after] = await server.services.db.select().from(subscriptions).where(eq(subscriptions.id, p.subscriptionId));
    expect(after!.currentEnd).toEqual(before!.currentEnd);
    expect(after!.status).toBe(before!.status);
  });

  it('refuses days the period does not have, a subscription without a paid period, and support staff', async () => {
    const p = await paidOrder();
    await expectError(
      await send(server, 'POST', `/api/v1/lnf/backoffice/subscriptions/${p.subscriptionId}/comp`, {
        token: finance.token,
        body: { days: 40, reason: 'Too long' },
      }),
      400,
      /1 to \d+ days/,
    );
    await expectError(
      await send(server, 'POST', `/api/v1/lnf/backoffice/subscriptions/${p.subscriptionId}/comp`, {
        token: finance.token,
        body: { days: 0, reason: 'Nothing' },
      }),
      400,
    );
    await expectError(
      await send(server, 'POST', `/api/v1/lnf/backoffice/subscriptions/${p.subscriptionId}/comp`, {
        token: support.token,
        body: { days: 3, reason: 'Goodwill' },
      }),
      403,
    );
    const b = await basket.create(alice.client, { plan: 'hr_essential', renewalTerm: 'MONTHLY', users: 2 });
    const unpaid = await order.place(alice.client, orderRequest(b.id, alice.email));
    await expectError(
      await send(server, 'POST', `/api/v1/lnf/backoffice/subscriptions/${unpaid.subscriptionId}/comp`, {
        token: finance.token,
        body: { days: 3, reason: 'Goodwill' },
      }),
      400,
      'This subscription has no paid period to credit',
    );
    expect(await refundRows(p.transactionId)).toEqual([]);
  });
});

describe('who may refund', () => {
  it('support, customers and anonymous callers may not; finance needs a sign-in or step-up within 5 minutes', async () => {
    const p = await paidOrder();
    const body = { amountPaise: 10_000, reason: 'Price match' };
    await expectError(await refundOf(support, p.transactionId, body), 403);
    await expectError(await refundOf(alice, p.transactionId, body), 403);
    await expectError(await refundOf(null, p.transactionId, body), 401);
    expect(await refundRows(p.transactionId)).toEqual([]);

    await staleSession(finance);
    const stale = await expectError(await refundOf(finance, p.transactionId, body), 403);
    expect(stale.error).toBe('reauthentication_required');
    expect(await refundRows(p.transactionId)).toEqual([]);

    const wrong = send(server, 'POST', '/api/v1/lnf/backoffice/step-up', {
      token: finance.token,
      body: { password: 'not an envelope' },
    });
    await expectError(await wrong, 400, 'envelope');
    await expect(backofficeMoney.stepUp(finance.client, { password: 'Wrong-Pass-1' })).rejects.toMatchObject({
      status: 400,
    });
    await expectError(await refundOf(finance, p.transactionId, body), 403);
    await expectError(
      await send(server, 'POST', '/api/v1/lnf/backoffice/step-up', { token: finance.token, body: {} }),
      400,
    );
    await expectError(
      await send(server, 'POST', '/api/v1/lnf/backoffice/step-up', { token: alice.token, body: {} }),
      403,
    );

    const before = Date.now();
    const proven = await backofficeMoney.stepUp(finance.client, { password: finance.password });
    expect(Date.parse(proven.validUntil) - Date.parse(proven.reauthenticatedAt)).toBe(5 * 60_000);
    expect(Date.parse(proven.reauthenticatedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect((await refundOf(finance, p.transactionId, body)).status).toBe(201);
  });

  it('takes a current code from the authenticator app as the step-up', async () => {
    const staff = await createStaff(server, 'tara.totp@lnf.test', 'finance');
    const started = await secondFactor.start(staff.client);
    // At least 4 s of the 30 s step left, so the codes below stay in their steps.
    const into = (Date.now() / 1000) % 30;
    if (into > 26) await vi.waitFor(() => expect((Date.now() / 1000) % 30).toBeLessThan(26), { timeout: 6000 });
    const now = Math.floor(Date.now() / 1000);
    await secondFactor.confirm(staff.client, await generate({ secret: started.secret, epoch: now - 30 }));
    const p = await paidOrder();
    await staleSession(staff);
    await expectError(await refundOf(staff, p.transactionId, { reason: 'Price match' }), 403);
    await expect(backofficeMoney.stepUp(staff.client, { code: '000000' })).rejects.toMatchObject({ status: 400 });
    await backofficeMoney.stepUp(staff.client, { code: await generate({ secret: started.secret, epoch: now }) });
    expect((await refundOf(staff, p.transactionId, { amountPaise: 5_000, reason: 'Price match' })).status).toBe(201);
    const [row] = await server.services.db
      .select()
      .from(auditLogs)
      .where(
        and(
          eq(auditLogs.action, AUDIT_ACTIONS.STEP_UP),
          eq(auditLogs.actor, staff.email),
          eq(auditLogs.outcome, 'SUCCESS'),
        ),
      );
    expect(row).toMatchObject({ detail: 'totp' });
  });
});

describe('what the customer sees', () => {
  it('shows the refund on the charge in Billing, and the credit note to its owner only', async () => {
    const p = await paidOrder();
    const { creditNote } = await backofficeMoney.refund(finance.client, p.transactionId, {
      amountPaise: 30_000,
      reason: 'Discount agreed on the phone',
    });
    const sub = (await billing.list(alice.client)).find((s) => s.id === p.subscriptionId)!;
    const charge = sub.charges.find((c) => c.transactionId === p.transactionId)!;
    expect(charge.refunds).toEqual([
      expect.objectContaining({ amount: 300, status: 'processed', creditNoteNumber: creditNote.number }),
    ]);
    expect(charge.amount).toBe(p.amountPaise / 100);

    const blob = await backofficeMoney.downloadCreditNote(alice.client, creditNote.number);
    expect(
      Buffer.from(await blob.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const path = `/api/v1/lnf/portal/orders/credit-note?number=${encodeURIComponent(creditNote.number)}`;
    const get = (token?: string) => server.raw(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    expect((await get(bob.token)).status).toBe(404);
    expect((await get(support.token)).status).toBe(200);
    expect((await get()).status).toBe(401);
    expect(
      (
        await server.raw('/api/v1/lnf/portal/orders/credit-note?number=LNF/26-27/000001', {
          headers: { authorization: `Bearer ${alice.token}` },
        })
      ).status,
    ).toBe(400);
    // The staff download is staff's alone.
    const staffPath = `/api/v1/lnf/backoffice/credit-notes/${encodeURIComponent(creditNote.number)}/pdf`;
    expect((await server.raw(staffPath, { headers: { authorization: `Bearer ${alice.token}` } })).status).toBe(403);
    expect(
      (
        await server.raw('/api/v1/lnf/backoffice/credit-notes/CN-99-00-999999/pdf', {
          headers: { authorization: `Bearer ${support.token}` },
        })
      ).status,
    ).toBe(404);
  });
});

describe('what staff do for a customer', () => {
  const resendPath = (orderId: string) => `/api/v1/lnf/backoffice/orders/${orderId}/resend`;
  const mailsOf = async (orderId: string, template: string) =>
    Number(
      (
        await server.services.db
          .select({ n: count() })
          .from(notifications)
          .where(
            and(
              eq(notifications.template, template),
              eq(notifications.channel, 'email'),
              sql`${notifications.payload}->>'orderId' = ${orderId}`,
            ),
          )
      )[0]!.n,
    );

  it('sends the receipt or the invoice again through the outbox, audited with the reason', async () => {
    const p = await paidOrder();
    const before = await mailsOf(p.orderId, 'order-paid');
    const answer = await backofficeMoney.resendDocument(support.client, p.orderId, {
      document: 'receipt',
      reason: 'Customer deleted the mail',
    });
    expect(answer).toMatchObject({ document: 'receipt', to: alice.email });
    await backofficeMoney.resendDocument(support.client, p.orderId, { document: 'invoice', reason: 'For their CA' });
    expect(await mailsOf(p.orderId, 'order-paid')).toBe(before + 2);
    const [row] = await server.services.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, AUDIT_ACTIONS.STAFF_RESEND_DOCUMENT), eq(auditLogs.detail, 'receipt')))
      .orderBy(sql`${auditLogs.id} desc`)
      .limit(1);
    expect(row).toMatchObject({
      actor: support.email,
      outcome: 'SUCCESS',
      data: expect.objectContaining({ reason: 'Customer deleted the mail', orderId: p.orderId }),
    });

    const body = { document: 'receipt', reason: 'Again please' };
    await expectError(
      await send(server, 'POST', resendPath(p.orderId), {
        token: support.token,
        body: { document: 'fax', reason: 'x y z' },
      }),
      400,
    );
    await expectError(
      await send(server, 'POST', resendPath(p.orderId), {
        token: support.token,
        body: { document: 'receipt', reason: 'no' },
      }),
      400,
      'reason',
    );
    await expectError(await send(server, 'POST', resendPath(crypto.randomUUID()), { token: support.token, body }), 404);
    await expectError(await send(server, 'POST', resendPath('not-an-id'), { token: support.token, body }), 404);
    await expectError(await send(server, 'POST', resendPath(p.orderId), { token: alice.token, body }), 403);
    await expectError(await send(server, 'POST', resendPath(p.orderId), { body }), 401);
  });

  it("cancels a subscription on the customer's behalf, at the period's end or now", async () => {
    const cancelPath = (id: string) => `/api/v1/lnf/backoffice/subscriptions/${id}/cancel`;
    const ending = await paidOrder();
    // Razorpay's first cycle: active, so a cancellation waits for the cycle's end.
    await standin.charge(ending.subscriptionId);
    await vi.waitFor(async () => {
      const [row] = await server.services.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.id, ending.subscriptionId));
      expect(row!.status).toBe('active');
    });
    const atEnd = await backofficeMoney.cancelSubscription(support.client, ending.subscriptionId, {
      atPeriodEnd: true,
      reason: 'Customer called to cancel',
    });
    expect(atEnd).toMatchObject({ id: ending.subscriptionId, cancelAtPeriodEnd: true });
    expect(standin.scheduled.get(ending.subscriptionId)).toMatchObject({ cancel: true });
    const [row] = await server.services.db
      .select()
      .from(auditLogs)
      .where(
        and(eq(auditLogs.action, AUDIT_ACTIONS.STAFF_CANCEL_SUBSCRIPTION), eq(auditLogs.key, ending.subscriptionId)),
      );
    expect(row).toMatchObject({
      actor: support.email,
      data: expect.objectContaining({
        reason: 'Customer called to cancel',
        customer: { userId: alice.id, email: alice.email },
        before: expect.objectContaining({ cancelAtPeriodEnd: false }),
        after: expect.objectContaining({ cancelAtPeriodEnd: true }),
      }),
    });

    const now = await paidOrder();
    const ended = await backofficeMoney.cancelSubscription(support.client, now.subscriptionId, {
      atPeriodEnd: false,
      reason: 'Fraudulent sign-up',
    });
    expect(ended.status).toBe('cancelled');
    expect(standin.subscriptions.get(now.subscriptionId)!.status).toBe('cancelled');
    await standin.settled();
    const [sub] = await server.services.db.select().from(subscriptions).where(eq(subscriptions.id, now.subscriptionId));
    expect(sub!.status).toBe('cancelled');

    const body = { atPeriodEnd: true, reason: 'Customer asked' };
    await expectError(
      await send(server, 'POST', cancelPath(now.subscriptionId), {
        token: support.token,
        body: { atPeriodEnd: 'yes', reason: 'Customer asked' },
      }),
      400,
    );
    await expectError(await send(server, 'POST', cancelPath('sub_Unknown000001'), { token: support.token, body }), 404);
    await expectError(await send(server, 'POST', cancelPath(now.subscriptionId), { token: alice.token, body }), 403);
    await expectError(await send(server, 'POST', cancelPath(now.subscriptionId), { body }), 401);
  });
});

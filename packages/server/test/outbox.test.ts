import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiError, basket, dev, notifications as bell, order } from '@lnf/sdk';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db';
import { notifications } from '../src/db/schema';
import { ConflictError } from '../src/domainErrors';
import { preferredChannel, type ChannelDeps, type NotificationRow } from '../src/services/notifications/channels';
import { notify, resendNotification } from '../src/services/notifications/outbox';
import { render } from '../src/services/notifications/templates';
import { backoffMs, OutboxWorker } from '../src/services/notifications/worker';
import { signUp } from './accounts';
import { ADMIN, startTestServer, testDatabaseUrl, type TestServer } from './harness';
import { orderRequest, testCard } from './orders';

/** The outbox on a database of its own (no server, so no worker but the test's). */
let database: Database;
let dataDir: string;
const deps = (): ChannelDeps => ({
  db: database.db,
  mailer: null,
  sms: null,
  whatsapp: null,
  gstin: '36AABCL1234M1ZK',
  origin: 'http://localhost',
});
const notice = (entityId: string) => ({
  event: 'card.updated',
  entityId,
  to: 'Someone@Example.com',
  channel: 'email' as const,
  template: 'card-updated' as const,
  payload: { subscriptionId: 'sub_1', plan: 'hr_essential', cardBrand: 'Visa', cardLast4: '4242' },
});
const rowsOf = (key: string) => database.db.select().from(notifications).where(eq(notifications.eventKey, key));

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'lnf-outbox-'));
  database = await openDatabase({ databaseUrl: await testDatabaseUrl(), dataDir, pgliteFsync: false });
});
afterAll(async () => {
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('enqueueing', () => {
  it('writes nothing when the event’s transaction rolls back', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await notify(tx, notice('rolled-back'));
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');
    expect(await rowsOf('card.updated:rolled-back:email')).toEqual([]);
  });

  it('keeps one row for the same event enqueued twice', async () => {
    expect(await database.db.transaction((tx) => notify(tx, notice('twice')))).toBe(true);
    expect(await database.db.transaction((tx) => notify(tx, notice('twice')))).toBe(false);
    const rows = await rowsOf('card.updated:twice:email');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'queued', attempts: 0, toAddress: 'someone@example.com' });
  });
});

describe('the worker', () => {
  it('backs off a failing channel, doubling the delay, and gives up after 8 failures', async () => {
    await notify(database.db, notice('failing'));
    const [{ id }] = (await rowsOf('card.updated:failing:email')) as [NotificationRow];
    const worker = new OutboxWorker(deps(), { baseDelayMs: 1000, maxDelayMs: 10 * 60_000, batch: 500 }, async () => {
      throw new Error('SMTP 421 try later');
    });
    const delays: number[] = [];
    for (let failure = 1; failure <= 8; failure++) {
      await worker.runOnce();
      const [row] = await rowsOf('card.updated:failing:email');
      expect(row!.attempts).toBe(failure);
      expect(row!.lastError).toBe('SMTP 421 try later');
      if (failure < 8) {
        expect(row!.status).toBe('queued');
        const { rows } = (await database.db.execute(
          sql`select extract(epoch from (next_attempt_at - now())) * 1000 as ms from notifications where id = ${id}`,
        )) as unknown as { rows: Array<{ ms: string | number }> };
        const delay = Number(rows[0]!.ms);
        // base * 2^(failures-1), within the ±20 % jitter (and a little for the clock between the two statements).
        expect(delay).toBeGreaterThan(1000 * 2 ** (failure - 1) * 0.8 - 500);
        expect(delay).toBeLessThanOrEqual(1000 * 2 ** (failure - 1) * 1.2);
        delays.push(delay);
        // Not due yet: a pass now claims nothing of it.
        await worker.runOnce();
        expect((await rowsOf('card.updated:failing:email'))[0]!.attempts).toBe(failure);
        await database.db
          .update(notifications)
          .set({ nextAttemptAt: sql`now()` })
          .where(eq(notifications.id, id));
      } else {
        expect(row!.status).toBe('dead');
        // Its next attempt, never made, records the last one: staff see when it was last tried.
        const { rows } = (await database.db.execute(
          sql`select extract(epoch from (now() - next_attempt_at)) * 1000 as ms from notifications where id = ${id}`,
        )) as unknown as { rows: Array<{ ms: string | number }> };
        expect(Number(rows[0]!.ms)).toBeGreaterThanOrEqual(0);
        expect(Number(rows[0]!.ms)).toBeLessThan(60_000);
      }
    }
    for (let i = 1; i < delays.length; i++) expect(delays[i]!).toBeGreaterThan(delays[i - 1]!);
  });

  it('re-queues a dead notification on resend, from its first attempt, and sends it', async () => {
    const [dead] = await rowsOf('card.updated:failing:email');
    expect(dead!.status).toBe('dead');
    await resendNotification(database.db, dead!.id);
    expect((await rowsOf('card.updated:failing:email'))[0]).toMatchObject({
      status: 'queued',
      attempts: 0,
      lastError: null,
    });
    // Only a dead row is resent: a queued or sent one is refused.
    await expect(resendNotification(database.db, dead!.id)).rejects.toBeInstanceOf(ConflictError);
    const sent: string[] = [];
    const worker = new OutboxWorker(deps(), { batch: 500 }, async (_d, row) => void sent.push(row.id));
    await worker.runOnce();
    expect(sent).toContain(dead!.id);
    const [row] = await rowsOf('card.updated:failing:email');
    expect(row).toMatchObject({ status: 'sent', attempts: 0 });
    expect(row!.sentAt).toBeInstanceOf(Date);
    // Sent is final: another pass does not send it again.
    await worker.runOnce();
    expect(sent.filter((s) => s === dead!.id)).toHaveLength(1);
  });

  it('never gives one row to two workers claiming at the same time (200 rows, four workers)', async () => {
    const batch = `race-${crypto.randomUUID().slice(0, 8)}`;
    await database.db.insert(notifications).values(
      Array.from({ length: 200 }, (_, i) => ({
        eventKey: `${batch}:${i}:email`,
        event: batch,
        channel: 'email' as const,
        toAddress: `r${i}@example.com`,
        template: 'card-updated',
        payload: {},
      })),
    );
    const sends = new Map<string, number>();
    const byWorker = [0, 0, 0, 0];
    const worker = (n: number) =>
      new OutboxWorker(deps(), { batch: 3 }, async (_d, row) => {
        // Sends are quick, so the workers' claims overlap (on PostgreSQL, each on its own connection).
        if (row.event === batch) {
          sends.set(row.id, (sends.get(row.id) ?? 0) + 1);
          byWorker[n]!++;
        }
      });
    const loop = async (w: OutboxWorker) => {
      while ((await w.runOnce()) > 0);
    };
    await Promise.all([0, 1, 2, 3].map((n) => loop(worker(n))));
    expect(sends.size).toBe(200);
    expect([...sends.values()].every((n) => n === 1)).toBe(true);
    expect(byWorker.reduce((a, b) => a + b)).toBe(200);
    const [left] = await database.db
      .select({ n: count() })
      .from(notifications)
      .where(sql`${notifications.event} = ${batch} and ${notifications.status} <> 'sent'`);
    expect(Number(left!.n)).toBe(0);
  });
});

describe('rules', () => {
  it('backs off base * 2^(failures-1), capped, with ±20 % jitter', () => {
    const o = { baseDelayMs: 30_000, maxDelayMs: 3_600_000 };
    expect(backoffMs(1, o, () => 0.5)).toBe(30_000);
    expect(backoffMs(2, o, () => 0.5)).toBe(60_000);
    expect(backoffMs(4, o, () => 0)).toBe(192_000);
    expect(backoffMs(4, o, () => 1)).toBe(288_000);
    expect(backoffMs(20, o, () => 0.5)).toBe(3_600_000);
  });

  it('picks the channel of a reminder from the customer’s communication preference', () => {
    expect(preferredChannel('EMAIL')).toBe('email');
    expect(preferredChannel('MOBILE')).toBe('sms');
    expect(preferredChannel('WHATSAPP')).toBe('whatsapp');
    expect(preferredChannel(null)).toBe('email');
    expect(preferredChannel('carrier pigeon')).toBe('email');
  });

  it('renders mail for phones and dark mode, escaped, without List-Unsubscribe', async () => {
    const m = await render(
      'card-updated',
      { subscriptionId: 's', plan: '<b>x</b>', cardBrand: 'Visa', cardLast4: '4242' },
      'https://lnf.example',
    );
    expect(m.html).toContain('max-width:600px');
    expect(m.html).toContain('color-scheme');
    expect(m.html).toContain('prefers-color-scheme:dark');
    expect(m.html).not.toContain('<b>x</b>');
    expect(m.html).toContain('href="https://lnf.example/billing"');
    expect(m.text).toContain('https://lnf.example/billing');
    expect(`${m.subject}${m.text}${m.html}`).not.toMatch(/unsubscribe/i);
    await expect(render('no-such-template', {}, 'https://lnf.example')).rejects.toThrow(/no notification template/);
  });
});

describe('through the server', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ outboxPollMs: 200 });
  });
  afterAll(() => server?.stop());

  it('mails an order paid once, with the receipt and the tax invoice as PDFs, and rings the bell', async () => {
    const alice = await signUp(server, 'alice.outbox@example.com');
    const b = await basket.create(alice.client, { plan: 'hr_essential', renewalTerm: 'MONTHLY', users: 2 });
    const placed = await order.place(alice.client, orderRequest(b.id, alice.email));
    const paid = await dev.testCheckout(alice.client, testCard(placed.subscriptionId!));
    expect((await order.confirmPayment(alice.client, paid)).status).toBe('PAID');
    // The same confirmation again changes nothing, and enqueues nothing.
    await order.confirmPayment(alice.client, paid);

    const paidMails = async () =>
      (await dev.mailbox(alice.client, alice.email)).filter((m) => m.subject.startsWith('Payment received for order'));
    await expect.poll(async () => (await paidMails()).length, { timeout: 10_000 }).toBe(1);
    const [mail] = await paidMails();
    expect(mail!.subject).toBe(`Payment received for order ${placed.reference}`);
    expect(mail!.attachments!.map((a) => [a.contentType, a.filename])).toEqual([
      ['application/pdf', `LNF-receipt-${placed.reference}.pdf`],
      ['application/pdf', expect.stringMatching(/^LNF-tax-invoice-LNF-.*\.pdf$/)],
    ]);
    for (const a of mail!.attachments!) {
      const bytes = Buffer.from(a.contentBase64, 'base64');
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(bytes.length).toBe(a.size);
    }
    const [row] = await server.services.db
      .select()
      .from(notifications)
      .where(eq(notifications.eventKey, `order.paid:${placed.orderId}:email`));
    expect(mail!.headers).toMatchObject({
      'Message-ID': `<${row!.id}@lnf>`,
      'X-LNF-Idempotency-Key': `order.paid:${placed.orderId}:email`,
    });
    expect(row).toMatchObject({ status: 'sent', attempts: 0 });

    await expect.poll(async () => (await bell.list(alice.client)).unreadCount, { timeout: 10_000 }).toBe(1);
    const { items } = await bell.list(alice.client);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      title: `Payment received for order ${placed.reference}`,
      href: `/order-confirmation/${placed.orderId}`,
      readAt: null,
    });
    // Someone else's bell does not show it, nor may they mark it.
    const bob = await signUp(server, 'bob.outbox@example.com');
    expect((await bell.list(bob.client)).items).toEqual([]);
    expect(((await bell.markRead(bob.client, items[0]!.id).catch((e: unknown) => e)) as ApiError).status).toBe(404);
    expect((await bell.markRead(alice.client, items[0]!.id)).readAt).not.toBeNull();
    expect((await bell.list(alice.client)).unreadCount).toBe(0);
    expect(await bell.markAllRead(alice.client)).toEqual({ updated: 0 });
  });

  it('lets staff see dead notifications and queue one again, audited', async () => {
    const [dead] = await server.services.db
      .insert(notifications)
      .values({
        eventKey: `card.updated:staff-${crypto.randomUUID()}:email`,
        event: 'card.updated',
        channel: 'email',
        toAddress: 'dead.letter@example.com',
        template: 'card-updated',
        payload: { subscriptionId: 'sub_x', plan: 'hr_essential', cardBrand: 'Visa', cardLast4: '4242' },
        status: 'dead',
        attempts: 8,
        lastError: 'mailbox unavailable',
      })
      .returning();
    const admin = server.client((await server.login(ADMIN.email, ADMIN.password)).access_token);
    const listed = await bell.listOutbox(admin, 'dead');
    expect(listed.find((n) => n.id === dead!.id)).toMatchObject({ attempts: 8, lastError: 'mailbox unavailable' });
    expect(await bell.resend(admin, dead!.id)).toEqual({ id: dead!.id, eventKey: dead!.eventKey });
    await expect
      .poll(async () => (await dev.mailbox(admin, 'dead.letter@example.com')).length, { timeout: 10_000 })
      .toBe(1);
    expect(((await bell.resend(admin, dead!.id).catch((e: unknown) => e)) as ApiError).status).toBe(409);
    const { audit } = await import('@lnf/sdk');
    const logged = await audit.list(admin, { search: 'action:RESEND_NOTIFICATION' });
    expect(logged.content[0]).toMatchObject({ key: dead!.eventKey, outcome: 'SUCCESS' });
  });
});

import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db';
import { notifications } from '../src/db/schema';
import { notify } from '../src/services/notifications/outbox';
import { spawnServer } from './process';
import { startSmtpSink, type SmtpSink } from './smtpSink';

// The outbox survives kill -9 mid-delivery: 500 mails queued, the server killed while it sends
// them to a slow SMTP server, restarted on the same data; every mail arrives, and a mail that
// arrives twice can only be one whose 250 came just before the kill (it keeps its Message-ID).
const dataDir = mkdtempSync(join(tmpdir(), 'lnf-outbox-durability-'));
let child: ChildProcess | null = null;
let sink: SmtpSink | null = null;
const TOTAL = 500;

afterAll(async () => {
  child?.kill('SIGKILL');
  await sink?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const start = async (smtpUrl: string) => {
  const server = await spawnServer({
    LNF_DATA_DIR: dataDir,
    LNF_ADMIN_EMAIL: 'admin@outbox.test',
    LNF_ADMIN_PASSWORD: 'Outbox-Durable-2026',
    SMTP_URL: smtpUrl,
    LNF_OUTBOX_POLL_MS: '100',
    LNF_OUTBOX_LEASE_SECONDS: '5',
  });
  child = server.child;
  return server;
};

describe('outbox durability', () => {
  it('delivers 500 queued mails across a kill -9, each under its own Message-ID', async () => {
    // A backlog, as a burst of events (or an SMTP outage) leaves one: queued in the data folder.
    const db = await openDatabase({ databaseUrl: null, dataDir, pgliteFsync: false });
    await db.db.transaction(async (tx) => {
      for (let i = 0; i < TOTAL; i++)
        await notify(tx, {
          event: 'card.updated',
          entityId: `durable-${i}`,
          to: `customer${i}@example.com`,
          channel: 'email',
          template: 'card-updated',
          payload: { subscriptionId: `sub_${i}`, plan: 'hr_essential', cardBrand: 'Visa', cardLast4: '4242' },
        });
    });
    const ids = new Set((await db.db.select({ id: notifications.id }).from(notifications)).map((r) => `<${r.id}@lnf>`));
    await db.close();
    expect(ids.size).toBe(TOTAL);

    sink = await startSmtpSink(50);
    const t0 = performance.now();
    await start(sink.url);
    const distinct = () => new Set(sink!.messageIds).size;
    await expect.poll(distinct, { timeout: 30_000, interval: 20 }).toBeGreaterThanOrEqual(150);
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    child!.kill('SIGKILL');
    await exited;
    const atKill = distinct();
    expect(atKill).toBeLessThan(TOTAL);

    const t1 = performance.now();
    await start(sink.url);
    await expect.poll(distinct, { timeout: 40_000, interval: 50 }).toBe(TOTAL);
    const t2 = performance.now();

    expect(new Set(sink.messageIds)).toEqual(ids);
    const seen = new Map<string, number>();
    for (const id of sink.messageIds) seen.set(id, (seen.get(id) ?? 0) + 1);
    const duplicates = [...seen.values()].filter((n) => n > 1).length;
    console.log(
      `outbox durability: ${atKill} of ${TOTAL} delivered before kill -9, all ${TOTAL} ${Math.round(t2 - t0)} ms after the first start (${Math.round(t2 - t1)} ms after the restart, start-up included); ${duplicates} Message-ID(s) arrived twice`,
    );
    // Only a mail in flight at the kill (at most one claim's batch) can come twice.
    expect(duplicates).toBeLessThanOrEqual(10);
    expect(Math.max(...seen.values())).toBeLessThanOrEqual(2);
  }, 90_000);
});

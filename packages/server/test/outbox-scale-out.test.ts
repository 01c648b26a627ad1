import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database } from '../src/db';
import { notifications } from '../src/db/schema';
import { notify } from '../src/services/notifications/outbox';
import { testDatabaseUrl } from './harness';
import { spawnServer, type ServerProcess } from './process';
import { startSmtpSink, type SmtpSink } from './smtpSink';

// Two instances on one PostgreSQL share the outbox: each claims rows with FOR UPDATE SKIP LOCKED,
// so 500 mails queued while both run arrive once each, whichever instance sent them.
const onPostgres = Boolean(inject('databaseUrl'));
const TOTAL = 500;
let instances: ServerProcess[] = [];
let database: Database | null = null;
let sink: SmtpSink | null = null;
const dirs: string[] = [];

beforeAll(async () => {
  if (!onPostgres) return;
  const databaseUrl = (await testDatabaseUrl())!;
  database = await openDatabase({ databaseUrl, dataDir: tmpdir() });
  sink = await startSmtpSink(20);
  instances = await Promise.all(
    [0, 1].map(() => {
      const dataDir = mkdtempSync(join(tmpdir(), 'lnf-outbox-scale-'));
      dirs.push(dataDir);
      return spawnServer({
        DATABASE_URL: databaseUrl,
        LNF_DATA_DIR: dataDir,
        LNF_ADMIN_EMAIL: 'admin@outbox-scale.test',
        LNF_ADMIN_PASSWORD: 'Outbox-Scale-2026',
        SMTP_URL: sink!.url,
        LNF_OUTBOX_POLL_MS: '100',
      });
    }),
  );
}, 120_000);

afterAll(async () => {
  for (const instance of instances) instance.child.kill('SIGKILL');
  await database?.close();
  await sink?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe.runIf(onPostgres)('the outbox on two instances of one PostgreSQL', () => {
  it('delivers 500 mails once each', async () => {
    const db = database!.db;
    await db.transaction(async (tx) => {
      for (let i = 0; i < TOTAL; i++)
        await notify(tx, {
          event: 'card.updated',
          entityId: `scale-${i}`,
          to: `customer${i}@example.com`,
          channel: 'email',
          template: 'card-updated',
          payload: { subscriptionId: `sub_${i}`, plan: 'hr_essential', cardBrand: 'Visa', cardLast4: '4242' },
        });
    });
    const ids = new Set((await db.select({ id: notifications.id }).from(notifications)).map((r) => `<${r.id}@lnf>`));
    const t0 = performance.now();
    await expect.poll(() => sink!.messageIds.length, { timeout: 45_000, interval: 50 }).toBeGreaterThanOrEqual(TOTAL);
    console.log(`outbox on two instances: ${TOTAL} mails delivered in ${Math.round(performance.now() - t0)} ms`);
    expect(sink!.messageIds).toHaveLength(TOTAL);
    expect(new Set(sink!.messageIds)).toEqual(ids);
    await expect
      .poll(async () =>
        (await db.select({ status: notifications.status }).from(notifications)).every((r) => r.status === 'sent'),
      )
      .toBe(true);
  }, 90_000);
});

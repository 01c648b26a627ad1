import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiClient, basket, dev, order, user } from '@lnf/sdk';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnServer } from './process';
import { orderRequest } from './orders';

const dataDir = mkdtempSync(join(tmpdir(), 'lnf-durability-'));
const ADMIN = { email: 'admin@durable.test', password: 'Durable-Pass-2025' };
let child: ChildProcess | null = null;

afterAll(() => {
  child?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

async function start(): Promise<string> {
  const server = await spawnServer({
    LNF_DATA_DIR: dataDir,
    LNF_ADMIN_EMAIL: ADMIN.email,
    LNF_ADMIN_PASSWORD: ADMIN.password,
    LNF_ADMIN_SECOND_FACTOR: 'off',
    LNF_RATE_LIMITS: 'off',
    LNF_TEST_PAYMENT_SECRET: 'durability-secret',
  });
  child = server.child;
  return server.url;
}

describe('durability', () => {
  it('keeps every acknowledged order and payment after kill -9 mid-write', async () => {
    const url = await start();
    const tokens = await user.login(new ApiClient({ baseUrl: url }), {
      username: ADMIN.email,
      password: ADMIN.password,
    });
    const client = new ApiClient({ baseUrl: url, getAccessToken: () => tokens.access_token });
    const ackedOrders = new Set<string>();
    const ackedPayments = new Map<string, string>();
    let stop = false;
    let killed = false;
    const errors: unknown[] = [];

    const worker = async () => {
      while (!stop) {
        try {
          const b = await basket.create(client, { plan: 'hr_essential', renewalTerm: 'MONTHLY', users: 2 });
          const placed = await order.place(client, orderRequest(b.id, ADMIN.email));
          ackedOrders.add(placed.orderId);
          const paid = await dev.testCheckout(client, {
            subscriptionId: placed.subscriptionId!,
            cardNumber: '4111111111111111',
            cardHolderName: 'Durable Admin',
            expiry: '12/30',
            cvv: '123',
          });
          const confirmed = await order.confirmPayment(client, paid);
          if (confirmed.status === 'PAID') ackedPayments.set(placed.orderId, paid.paymentId);
        } catch (error) {
          // After the kill, failures are expected: what was acknowledged so far is what counts.
          if (!killed) errors.push(error);
          return;
        }
      }
    };
    let running = 4;
    const workers = Array.from({ length: 4 }, () => worker().finally(() => running--));
    // Kill while the workers are mid-flight, once a fair number of writes were acknowledged.
    while (ackedPayments.size < 12 && running > 0) await new Promise((r) => setTimeout(r, 20));
    expect(errors, 'writes failed before the kill').toEqual([]);
    killed = true;
    const exited = new Promise((r) => child!.once('exit', r));
    child!.kill('SIGKILL');
    stop = true;
    await Promise.all(workers);
    await exited;
    expect(ackedOrders.size).toBeGreaterThanOrEqual(12);

    const url2 = await start();
    const tokens2 = await user.login(new ApiClient({ baseUrl: url2 }), {
      username: ADMIN.email,
      password: ADMIN.password,
    });
    const after = await order.list(new ApiClient({ baseUrl: url2, getAccessToken: () => tokens2.access_token }));
    const byId = new Map(after.map((o) => [o.id, o]));
    for (const id of ackedOrders) expect(byId.has(id), `order ${id} survived`).toBe(true);
    for (const [id, paymentId] of ackedPayments) {
      const o = byId.get(id)!;
      expect(o.status).toBe('PAID');
      expect(o.payments.map((p) => p.transactionId)).toContain(paymentId);
    }
  }, 120_000);
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiClient, basket, dev, order, user } from '@lnf/sdk';
import { afterAll, describe, expect, it } from 'vitest';
import { latestOtp } from './accounts';
import { cookieJarFetch } from './harness';
import { spawnServer, type ServerProcess } from './process';
import { orderRequest } from './orders';

const dataDir = mkdtempSync(join(tmpdir(), 'lnf-logging-'));
const ADMIN = { email: 'admin@logging.test', password: 'Logging-Admin-Secret-913' };
let server: ServerProcess | null = null;

afterAll(() => {
  server?.child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('logging', () => {
  it('never writes passwords, tokens or card data to the log, even when calls fail', async () => {
    server = await spawnServer({
      LNF_DATA_DIR: dataDir,
      LNF_ADMIN_EMAIL: ADMIN.email,
      LNF_ADMIN_PASSWORD: ADMIN.password,
      LNF_ADMIN_SECOND_FACTOR: 'off',
      LNF_LOG_REQUESTS: '1',
    });
    // One browser: the OTP proof cookie travels from validate to create and update.
    const anon = new ApiClient({ baseUrl: server.url, fetch: cookieJarFetch() });
    const tokens = await user.login(anon, { username: ADMIN.email, password: ADMIN.password });
    await user.login(anon, { username: ADMIN.email, password: 'Wrong-Secret-Guess-551' }).catch(() => {});
    const admin = new ApiClient({ baseUrl: server.url, getAccessToken: () => tokens.access_token });

    const email = 'logging.customer@example.com';
    await user.sendOtp(anon, email);
    const code = await latestOtp(anon, email);
    await user.validateOtp(anon, email, code);
    await user.createUser(anon, {
      email,
      password: 'Signup-Secret-Pass-274',
      firstName: 'Log',
      lastName: 'Test',
      userName: 'logtest',
      groups: [],
      realmRoles: [],
    });

    const b = await basket.create(admin, { plan: 'hr_essential', renewalTerm: 'MONTHLY', users: 2 });
    const placed = await order.place(admin, orderRequest(b.id, ADMIN.email));
    await dev
      .testCheckout(admin, {
        subscriptionId: placed.subscriptionId!,
        cardNumber: '4000 0000 0000 0002',
        cardHolderName: 'Log Admin',
        expiry: '12/30',
        cvv: '8642',
      })
      .catch(() => {});
    const paid = await dev.testCheckout(admin, {
      subscriptionId: placed.subscriptionId!,
      cardNumber: '4111 1111 1111 1111',
      cardHolderName: 'Log Admin',
      expiry: '12/30',
      cvv: '7531',
    });
    await order.confirmPayment(admin, paid);
    await user
      .updatePassword(anon, { email, newPwd: 'Reset-Secret-Pass-386', confirmPwd: 'Reset-Secret-Pass-386' })
      .catch(() => {});
    // The request log is written after each answer: wait for the last call's line, not for a time.
    await expect.poll(() => server!.output()).toContain('POST /api/v1/lnf/user/reset-password/otp/update');

    const log = server.output();
    expect(log).toContain('LNF server on');
    for (const secret of [
      ADMIN.password,
      'Wrong-Secret-Guess-551',
      'Signup-Secret-Pass-274',
      'Reset-Secret-Pass-386',
      '4111111111111111',
      '4111 1111 1111 1111',
      '4000000000000002',
      '8642',
      '7531',
      code,
      tokens.access_token.slice(-20),
      tokens.refresh_token.slice(-20),
    ]) {
      expect(log, `the log holds ${secret}`).not.toContain(secret);
    }
  }, 60_000);
});

describe('JSON logs (LNF_LOG_FORMAT=json, the default in production)', () => {
  const jsonDir = mkdtempSync(join(tmpdir(), 'lnf-logging-json-'));
  let json: ServerProcess | null = null;
  afterAll(() => {
    json?.child.kill('SIGKILL');
    rmSync(jsonDir, { recursive: true, force: true });
  });

  it('writes every line as one JSON object; requests with time, level, msg, reqId, method, url, status, ms', async () => {
    json = await spawnServer({
      LNF_DATA_DIR: jsonDir,
      LNF_ADMIN_EMAIL: ADMIN.email,
      LNF_ADMIN_PASSWORD: ADMIN.password,
      LNF_ADMIN_SECOND_FACTOR: 'off',
      LNF_LOG_FORMAT: 'json',
    });
    const traced = await fetch(`${json.url}/api/health`, { headers: { 'x-request-id': 'lb-trace-7f3a' } });
    expect(traced.headers.get('x-request-id')).toBe('lb-trace-7f3a');
    const missing = await fetch(`${json.url}/api/v1/lnf/no-such-route?password=Query-Secret-77`);
    expect(missing.status).toBe(404);
    const generated = missing.headers.get('x-request-id');
    expect(generated).toMatch(/^[0-9a-f-]{36}$/);
    // A forged id that would break a log line is replaced, not copied.
    const forged = await fetch(`${json.url}/api/health`, { headers: { 'x-request-id': 'a"b\\c' } });
    expect(forged.headers.get('x-request-id')).not.toBe('a"b\\c');
    json.child.kill('SIGTERM');
    await new Promise((resolve) => json!.child.once('exit', resolve));

    const lines = json
      .output()
      .split('\n')
      .filter((l) => l.trim());
    const entries = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    for (const e of entries) {
      expect(typeof e.time === 'string' && !Number.isNaN(Date.parse(e.time))).toBe(true);
      expect(['debug', 'info', 'warn', 'error']).toContain(e.level);
      expect(typeof e.msg).toBe('string');
    }
    expect(entries.some((e) => String(e.msg).startsWith('LNF server on'))).toBe(true);
    const requests = entries.filter((e) => e.msg === 'request');
    expect(requests.find((e) => e.reqId === 'lb-trace-7f3a')).toMatchObject({
      level: 'info',
      method: 'GET',
      url: '/api/health',
      status: 200,
      ms: expect.any(Number),
    });
    expect(requests.find((e) => e.reqId === generated)).toMatchObject({
      method: 'GET',
      url: '/api/v1/lnf/no-such-route',
      status: 404,
    });
    expect(json.output()).not.toContain('Query-Secret-77');
    expect(entries.some((e) => String(e.msg).startsWith('stopped in'))).toBe(true);
  }, 60_000);
});

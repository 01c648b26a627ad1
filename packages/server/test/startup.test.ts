import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runUntilExit, spawnServer, type ServerProcess } from './process';

/**
 * How `npm start`'s binary starts (security issue, item 2): loopback by default, development
 * endpoints never beyond it without a loud opt-in, production only with its real settings and
 * never printing a password.
 */
const dirs: string[] = [];
const running: ServerProcess[] = [];
const dataDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'lnf-startup-'));
  dirs.push(d);
  return d;
};
afterAll(() => {
  for (const s of running) s.child.kill('SIGKILL');
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const refused = (port: number, host: string) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });

describe('the default start', () => {
  it('listens on 127.0.0.1 only', async () => {
    const server = await spawnServer({ LNF_DATA_DIR: dataDir(), HOST: '', LNF_ADMIN_PASSWORD: 'Startup-Pass-1' });
    running.push(server);
    expect(server.output()).toMatch(/LNF server on http:\/\/localhost:\d+ \(development/);
    const port = Number(new URL(server.url).port);
    const external = Object.values(networkInterfaces())
      .flat()
      .find((i) => i && i.family === 'IPv4' && !i.internal);
    if (external) expect(await refused(port, external.address)).toBe(true);
  });

  it('refuses a development server beyond loopback without the opt-in', async () => {
    const { code, output } = await runUntilExit({ LNF_DATA_DIR: dataDir(), HOST: '0.0.0.0' });
    expect(code).toBe(1);
    expect(output).toContain('LNF server cannot start: HOST=0.0.0.0 would expose the development endpoints');
  });

  it('starts one with LNF_DEV_EXPOSE=1, and says so loudly', async () => {
    const server = await spawnServer({
      LNF_DATA_DIR: dataDir(),
      HOST: '0.0.0.0',
      LNF_DEV_EXPOSE: '1',
      LNF_ADMIN_PASSWORD: 'Startup-Pass-1',
    });
    running.push(server);
    expect(server.output()).toContain('LNF_DEV_EXPOSE=1: a DEVELOPMENT server listens on 0.0.0.0');
  });

  it('refuses an unknown LNF_ENV rather than running in development', async () => {
    const { code, output } = await runUntilExit({ LNF_DATA_DIR: dataDir(), LNF_ENV: 'prod' });
    expect(code).toBe(1);
    expect(output).toContain("LNF server cannot start: LNF_ENV must be 'development' or 'production', got prod");
  });
});

describe('production', () => {
  it('refuses to start without its settings, one line each', async () => {
    const { code, output } = await runUntilExit({ LNF_DATA_DIR: dataDir(), LNF_ENV: 'production', HOST: '127.0.0.1' });
    expect(code).toBe(1);
    // Production logs JSON lines (LNF_LOG_FORMAT's default there): one refusal per line, each its own object.
    const lines = output
      .split('\n')
      .filter((l) => l.trim())
      .map((l) => (JSON.parse(l) as { level: string; msg: string }).msg)
      .filter((m) => m.startsWith('LNF server cannot start: '));
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain('SMTP_URL is not set');
    expect(lines[1]).toContain('LNF_JWT_KEY_FILE or LNF_JWT_PRIVATE_KEY is not set');
    expect(lines[2]).toContain('RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are not set');
    expect(output).not.toMatch(/\n\s+at /);
  });

  it('keeps the real limits: a shorter OTP interval or scaled rate limits are for tests only', async () => {
    const { code, output } = await runUntilExit({
      LNF_DATA_DIR: dataDir(),
      LNF_ENV: 'production',
      HOST: '127.0.0.1',
      LNF_OTP_RESEND_SECONDS: '2',
      LNF_RATE_LIMIT_SCALE: '5',
    });
    expect(code).toBe(1);
    expect(output).toContain(
      'LNF server cannot start: LNF_OTP_RESEND_SECONDS=2 is below 30: a shorter wait between OTP mails is for tests only',
    );
    expect(output).toContain('LNF server cannot start: LNF_RATE_LIMIT_SCALE=5: scaled rate limits are for tests only');
  });

  it('starts with them, has no development endpoints, and never prints a password', async () => {
    const dir = dataDir();
    const server = await spawnServer({
      LNF_DATA_DIR: dir,
      LNF_ENV: 'production',
      SMTP_URL: 'smtp://127.0.0.1:9',
      LNF_JWT_KEY_FILE: join(dir, 'signing-keys.json'),
      LNF_ONLINE_ORDERS: 'off',
      LNF_ADMIN_PASSWORD: '',
    });
    running.push(server);
    const log = server.output();
    expect(log).toContain('(production,');
    expect(log).toContain("created with a random password nobody knows: set it with 'Forgot password'");
    expect(log).not.toMatch(/Admin login: \S+ \/ /);
    for (const path of ['/api/dev/mailbox', '/dev/mailbox', '/api/v1/lnf/portal/customer/recaptcha/local-token']) {
      expect((await fetch(`${server.url}${path}`)).status, path).toBe(404);
    }
    const checkout = await fetch(`${server.url}/api/v1/lnf/portal/orders/payment/test-checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect([401, 404]).toContain(checkout.status);
  });
});

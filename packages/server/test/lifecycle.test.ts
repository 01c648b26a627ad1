// Health, readiness and graceful shutdown: what a load balancer or an orchestrator
// relies on to take an instance out of rotation without failing the requests it is serving.
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request, type ClientRequest, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encryptPassword } from '@lnf/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestServer, type TestServer } from './harness';
import { spawnServer, type ServerProcess } from './process';

const dirs: string[] = [];
const children: ServerProcess[] = [];
afterAll(() => {
  for (const c of children) if (c.child.exitCode === null) c.child.kill('SIGKILL');
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

async function spawn(env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'lnf-lifecycle-'));
  dirs.push(dataDir);
  const server = await spawnServer({
    LNF_DATA_DIR: dataDir,
    LNF_ADMIN_EMAIL: ADMIN.email,
    LNF_ADMIN_PASSWORD: ADMIN.password,
    LNF_ADMIN_SECOND_FACTOR: 'off',
    ...env,
  });
  children.push(server);
  return server;
}

const exited = (s: ServerProcess) =>
  new Promise<number | null>((resolve) => {
    if (s.child.exitCode !== null) resolve(s.child.exitCode);
    else s.child.once('exit', (code) => resolve(code));
  });

/**
 * A login whose body is still on its way: the server has parsed the headers (it answered
 * `100 Continue`), so the request is in flight, and it finishes when `finish` sends the body.
 */
async function heldLogin(url: string) {
  const body = JSON.stringify({ username: ADMIN.email, password: await encryptPassword(ADMIN.password) });
  let req!: ClientRequest;
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req = request(
      `${url}/api/v1/lnf/user/login`,
      {
        method: 'POST',
        agent: new Agent({ keepAlive: false }),
        headers: { 'content-type': 'application/json', 'content-length': String(body.length), expect: '100-continue' },
      },
      (res: IncomingMessage) => {
        let text = '';
        res.on('data', (d) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
  });
  answer.catch(() => {});
  await new Promise<void>((resolve) => req.once('continue', resolve));
  return { answer, finish: () => req.end(body) };
}

const refusesConnections = async (url: string) =>
  fetch(`${url}/api/health`).then(
    () => false,
    () => true,
  );

describe('health and readiness', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.stop());

  it('GET /api/health answers while the process lives; GET /api/ready when the database answers too', async () => {
    const health = await server.raw('/api/health');
    expect([health.status, await health.json()]).toEqual([200, { status: 'ok' }]);
    const ready = await server.raw('/api/ready');
    expect([ready.status, await ready.json()]).toEqual([200, { status: 'ready' }]);
    expect(ready.headers.get('cache-control')).toBe('no-store');
  });

  it('readiness answers 503 while the server drains, and the request in flight still completes', async () => {
    const other = await startTestServer();
    const held = await heldLogin(other.url);
    const closing = other.stop();
    expect(other.services.lifecycle.draining).toBe(true);
    const ready = await other.app.request('/api/ready');
    expect([ready.status, await ready.json()]).toEqual([503, { status: 'draining' }]);
    expect((await other.app.request('/api/health')).status).toBe(200);
    await expect.poll(() => refusesConnections(other.url)).toBe(true);
    held.finish();
    const answer = await held.answer;
    expect(answer.status).toBe(201);
    expect(JSON.parse(answer.body)).toHaveProperty('access_token');
    await closing;
  });
});

describe('graceful shutdown of the server process', () => {
  it('on SIGTERM stops accepting, finishes the request in flight, closes the database and exits 0', async () => {
    const server = await spawn({ LNF_SHUTDOWN_GRACE_SECONDS: '30' });
    const held = await heldLogin(server.url);
    server.child.kill('SIGTERM');
    await expect.poll(() => refusesConnections(server.url)).toBe(true);
    expect(server.child.exitCode).toBeNull();
    held.finish();
    const answer = await held.answer;
    expect(answer.status).toBe(201);
    expect(JSON.parse(answer.body)).toHaveProperty('access_token');
    expect(await exited(server)).toBe(0);
    expect(server.output()).toMatch(/SIGTERM: draining[\s\S]*stopped in \d+ ms/);
  });

  it('cuts a request that outlasts LNF_SHUTDOWN_GRACE_SECONDS, and still exits 0', async () => {
    const server = await spawn({ LNF_SHUTDOWN_GRACE_SECONDS: '1' });
    const held = await heldLogin(server.url);
    const t0 = Date.now();
    server.child.kill('SIGINT');
    await expect(held.answer).rejects.toThrow(/socket hang up|ECONNRESET/);
    expect(await exited(server)).toBe(0);
    expect(Date.now() - t0).toBeLessThan(10_000);
  });
});

describe('running from the TypeScript sources (an edited checkout: npm start without a fresh build)', () => {
  it('renders mail templates: an OTP reaches the dev mailbox', { timeout: 60_000 }, async () => {
    const server = await spawn({ LNF_FROM_SOURCE: '1', LNF_OUTBOX_POLL_MS: '100' });
    const to = 'from.source@example.com';
    const sent = await fetch(`${server.url}/api/v1/lnf/user/portal/otp?email=${encodeURIComponent(to)}`, {
      method: 'POST',
    });
    expect(sent.ok).toBe(true);
    // The templates are TSX: under tsx they need the repository's JSX setting, not the classic one.
    await expect
      .poll(
        async () => {
          const res = await fetch(`${server.url}/api/dev/mailbox?to=${encodeURIComponent(to)}`);
          return ((await res.json()) as { subject: string }[]).map((m) => m.subject);
        },
        { timeout: 30_000, interval: 200 },
      )
      .toHaveLength(1);
    expect(server.output()).not.toMatch(/React is not defined/);
  });
});

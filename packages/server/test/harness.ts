import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiClient, encryptPassword, user, type TokenResponse } from '@lnf/sdk';
import { inject } from 'vitest';
import { loadConfig, type Config } from '../src/config';
import { startServer, type RunningServer } from '../src/server';

export const ADMIN = { email: 'admin@test.local', password: 'Admin-Test-Pass-2025' };

export interface TestServer extends RunningServer {
  /** An sdk client that keeps its own cookies, as one browser would (a new client is another browser). */
  client(token?: string | null): ApiClient;
  login(email: string, password: string): Promise<TokenResponse>;
  raw(path: string, init?: RequestInit): Promise<Response>;
  stop(): Promise<void>;
}

/**
 * Starts the real server on a free port with a fresh data folder (PGlite), or on the PostgreSQL
 * server the server-postgres project provides (a fresh database per call).
 */
export async function startTestServer(overrides: Partial<Config> = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lnf-server-test-'));
  const config = loadConfig(
    { LNF_DATA_DIR: dataDir, LNF_ADMIN_EMAIL: ADMIN.email, LNF_ADMIN_PASSWORD: ADMIN.password, LNF_STATIC_DIR: '' },
    {
      port: 0,
      host: '127.0.0.1',
      databaseUrl: await testDatabaseUrl(),
      // The seeded admin signs in with a password alone in development tests (the staff rule off, as
      // LNF_ADMIN_SECOND_FACTOR=off); production refuses to start without it. second-factor.test.ts turns it on.
      adminSecondFactor: overrides.env === 'production',
      ...overrides,
    },
  );
  const server = await startServer(config);
  return {
    ...server,
    client: (token) =>
      new ApiClient({ baseUrl: server.url, fetch: cookieJarFetch(), getAccessToken: () => token ?? null }),
    login: (email, password) => user.login(new ApiClient({ baseUrl: server.url }), { username: email, password }),
    raw: (path, init) => fetch(`${server.url}${path}`, init),
    async stop() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * fetch with a cookie jar: keeps what Set-Cookie sets (name, value, Path, Max-Age) and sends the
 * cookies whose path covers the request, the way a browser does for same-origin calls.
 */
export function cookieJarFetch(): typeof fetch {
  const jar = new Map<string, { value: string; path: string; expires: number }>();
  return async (input, init = {}) => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    const now = Date.now();
    const cookie = [...jar]
      .filter(
        ([, c]) =>
          c.expires > now &&
          (url.pathname === c.path || url.pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`)),
      )
      .map(([name, c]) => `${name}=${c.value}`)
      .join('; ');
    const headers = new Headers(init.headers);
    if (cookie) headers.set('cookie', cookie);
    const res = await fetch(input, { ...init, headers });
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attrs] = line.split(';').map((p) => p.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      const attr = (key: string) => attrs.find((a) => a.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1);
      const maxAge = attr('max-age');
      const expires = maxAge !== undefined ? now + Number(maxAge) * 1000 : Number.POSITIVE_INFINITY;
      if (!value || expires <= now) jar.delete(name);
      else jar.set(name, { value, path: attr('path') ?? '/', expires });
    }
    return res;
  };
}

export async function testDatabaseUrl(): Promise<string | null> {
  // Provided by the server-postgres project's global setup; absent on the PGlite project.
  const base = inject('databaseUrl') ?? null;
  if (!base) return null;
  const { default: pg } = await import('pg');
  const name = `lnf_test_${crypto.randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

export { encryptPassword };

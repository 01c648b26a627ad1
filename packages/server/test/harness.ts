import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiClient, encryptPassword, user, type TokenResponse } from '@lnf/sdk';
import { inject } from 'vitest';
import { loadConfig, type Config } from '../src/config';
import { startServer, type RunningServer } from '../src/server';

export const ADMIN = { email: 'admin@test.local', password: 'Admin-Test-Pass-2025' };

export interface TestServer extends RunningServer {
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
    { port: 0, host: '127.0.0.1', databaseUrl: await testDatabaseUrl(), ...overrides },
  );
  const server = await startServer(config);
  return {
    ...server,
    client: (token) => new ApiClient({ baseUrl: server.url, getAccessToken: () => token ?? null }),
    login: (email, password) => user.login(new ApiClient({ baseUrl: server.url }), { username: email, password }),
    raw: (path, init) => fetch(`${server.url}${path}`, init),
    async stop() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function testDatabaseUrl(): Promise<string | null> {
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

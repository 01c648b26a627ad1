import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

const repo = new URL('../../', import.meta.url).pathname;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface RunningServer {
  url: string;
  stop: () => Promise<void>;
}

/**
 * Starts the real server (`npm start`'s bin) on a free port and its own data folder, in
 * development mode on the embedded database; resolves once `/api/health` answers.
 */
export async function startServer(options: {
  dataDir: string;
  adminEmail: string;
  adminPassword: string;
  /** More environment, e.g. Razorpay keys pointing at the stand-in. */
  env?: Record<string, string>;
  /** The port to listen on. @default a free one */
  port?: number;
}): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  let output = '';
  const child = spawn(process.execPath, [join(repo, 'packages/server/bin/lnf-server.mjs')], {
    cwd: repo,
    env: {
      ...process.env,
      PORT: String(port),
      LNF_DATA_DIR: options.dataDir,
      LNF_ADMIN_EMAIL: options.adminEmail,
      LNF_ADMIN_PASSWORD: options.adminPassword,
      LNF_ENV: 'development',
      DATABASE_URL: '',
      // The e2e server's own limits: a person here asks again for an OTP within seconds, not 30 s.
      LNF_OTP_RESEND_SECONDS: '2',
      // Every journey signs up from 127.0.0.1: five times the per-address limits, still limited.
      LNF_RATE_LIMIT_SCALE: '5',
      // The journeys sign in as the seeded admin with a password alone; two-factor.e2e.ts enrols a customer.
      LNF_ADMIN_SECOND_FACTOR: 'off',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not become healthy in 60 s:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

// Shared by `npm run bench`'s sections (scripts/bench.mjs): the table of figures, and starting
// the server the way `npm start` does.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

export const root = new URL('..', import.meta.url).pathname;
export const dist = join(root, 'app/dist');
export const rows = [];
export const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
export const row = (what, value, budget, ok) =>
  rows.push({ what, value, budget, verdict: ok === undefined ? '' : ok ? 'ok' : 'OVER' });

export function freePort() {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Servers this bench started: stopped if the bench itself ends early. */
const children = new Set();
process.on('exit', () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(1));

export async function startServer(dataDir, port, env = {}) {
  const t0 = performance.now();
  // The default start command (`npm start` -> package.json's serve script), its heap limit included.
  const serve = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
    .scripts.serve.split(' ')
    .slice(1);
  const child = spawn(
    process.execPath,
    serve.map((a) => (a.endsWith('.mjs') ? join(root, a) : a)),
    {
      env: {
        ...process.env,
        PORT: String(port),
        LNF_DATA_DIR: dataDir,
        LNF_ADMIN_PASSWORD: 'Bench-Admin-Pass-1',
        DATABASE_URL: '',
        LNF_BENCH: '1',
        LNF_ADMIN_SECOND_FACTOR: 'off',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  children.add(child);
  child.once('exit', () => children.delete(child));
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error('server exited during start');
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  return { child, url, startMs: performance.now() - t0 };
}

/** Stops a server startServer started, and waits until it has exited. */
export async function stopServer(child) {
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

/** VmRSS (now) or VmHWM (the peak since the process started) of a process, in MB. */
export function rssMb(pid, field = 'VmRSS') {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)[1]) / 1024;
  } catch {
    return NaN;
  }
}

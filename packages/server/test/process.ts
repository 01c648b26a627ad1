import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

const bin = new URL('../bin/lnf-server.mjs', import.meta.url).pathname;

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
}

/** Starts `npm start`'s server binary as a real process and waits for /api/health. */
export async function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, [bin], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: '', LNF_STATIC_DIR: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { child, url, output: () => output };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start:\n${output}`);
}

/** Runs the server binary until it exits by itself (a refused start); fails after `ms`. */
export async function runUntilExit(
  env: Record<string, string>,
  ms = 30_000,
): Promise<{ code: number | null; output: string }> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, [bin], {
    env: { ...process.env, PORT: String(port), DATABASE_URL: '', LNF_STATIC_DIR: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const timer = setTimeout(() => child.kill('SIGKILL'), ms);
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  clearTimeout(timer);
  return { code, output };
}

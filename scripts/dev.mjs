// `npm run dev`: the API from its TypeScript sources on :8080 (API only) and Vite's dev server for
// the app on :5173 with /api proxied to it. Ctrl-C stops both.
import { spawn } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const procs = [
  spawn(process.execPath, ['packages/server/bin/lnf-server.mjs'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, LNF_FROM_SOURCE: '1', LNF_STATIC_DIR: '', PORT: process.env.PORT ?? '8080' },
  }),
  spawn('npx', ['vite', '--port', '5173'], { cwd: `${root}app`, stdio: 'inherit' }),
];
const stop = () => procs.forEach((p) => p.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const p of procs)
  p.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });

// `npm run check`, the fast lane: types, lint, formatting and layers at once (they share no
// state, and two cores run them faster side by side), then the node unit projects. `npm test`
// runs the same checks first, before anything is built, counting each as one test.
import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';

const root = new URL('..', import.meta.url).pathname;

export const CHECKS = [
  { name: 'typecheck', command: ['npm', 'run', '--silent', 'typecheck'] },
  {
    name: 'lint',
    command: ['npx', 'eslint', '--max-warnings', '0', '--cache', '--cache-location', '.cache/eslint/', '.'],
  },
  { name: 'format', command: ['npx', 'prettier', '--check', '--cache', '--log-level', 'warn', '.'] },
  { name: 'layers', command: ['npm', 'run', '--silent', 'layers'] },
];

/** Runs one command, collecting its output; resolves with its status, output and seconds. */
function run([cmd, ...args]) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, env: process.env });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (status) =>
      resolve({ status: status ?? 1, output, seconds: (performance.now() - started) / 1000 }),
    );
  });
}

/** Runs every check side by side; prints one line each and the output of those that failed. */
export async function runChecks() {
  const results = await Promise.all(CHECKS.map(async (check) => ({ ...check, ...(await run(check.command)) })));
  for (const { name, status, output, seconds } of results) {
    console.log(`${status === 0 ? 'ok  ' : 'FAIL'} ${name.padEnd(10)} ${seconds.toFixed(1)} s`);
    if (status !== 0) console.log(output.replace(/^npm warn .*\n/gm, ''));
  }
  return results;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const started = performance.now();
  const results = await runChecks();
  const unit = await run(['npx', 'vitest', 'run', '--project', 'tokens', '--project', 'sdk', '--project', 'repo']);
  console.log(`${unit.status === 0 ? 'ok  ' : 'FAIL'} ${'unit'.padEnd(10)} ${unit.seconds.toFixed(1)} s`);
  if (unit.status !== 0) console.log(unit.output);
  console.log(`check: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  process.exit(results.some((r) => r.status !== 0) || unit.status !== 0 ? 1 : 0);
}

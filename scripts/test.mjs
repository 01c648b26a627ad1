// `npm test`: runs the fast checks, builds what the end-to-end and packaging tests need, makes
// sure Chromium and PostgreSQL are there (installing Debian's packages when missing and root),
// runs every Vitest project, and ends with the plain line
// `N passed, N failed` that CI reads. Exits non-zero on any failure.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { runChecks } from './check.mjs';
import { chromiumPath } from './chromium.mjs';
import { postgresBinDir } from './postgres.mjs';

const root = new URL('..', import.meta.url).pathname;
const run = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

process.env.CHROME_PATH = chromiumPath();

// The fast lane first: types, lint, formatting and layers (scripts/check.mjs), each counted as
// one check, before the minutes of building. Skipped when the run is narrowed to some projects or
// files (`npm test -- --project sdk`), which asks for speed.
const extraArgs = process.argv.slice(2).filter((a) => a !== '--no-build');
let checksPassed = 0;
let checksFailed = 0;
if (extraArgs.length === 0) {
  // The server-postgres project's setup would install it too, but mid-run; up front, like Chromium.
  if (!process.env.LNF_TEST_DATABASE_URL) postgresBinDir();
  for (const { status } of await runChecks()) {
    if (status === 0) checksPassed++;
    else checksFailed++;
  }
}

if (!process.argv.includes('--no-build')) {
  const status = run('npm', ['run', 'build']);
  if (status !== 0) {
    console.log(`${checksPassed} passed, ${checksFailed + 1} failed`);
    process.exit(status);
  }
}

mkdirSync(`${root}.cache`, { recursive: true });
const report = `${root}.cache/vitest-report.json`;
rmSync(report, { force: true });
const status = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
  ...extraArgs,
]);

let passed = 0;
let failed = 0;
let skipped = 0;
try {
  const json = JSON.parse(readFileSync(report, 'utf8'));
  passed = json.numPassedTests;
  failed = json.numFailedTests + (json.numRuntimeErrorTestSuites ?? 0);
  skipped = json.numPendingTests + json.numTodoTests;
  // A file that failed to load has no tests to count: count it as a failure.
  for (const file of json.testResults ?? [])
    if (file.status === 'failed' && file.assertionResults.length === 0) failed++;
} catch {
  failed = Math.max(failed, 1);
}
if (status !== 0 && failed === 0) failed = 1;
passed += checksPassed;
failed += checksFailed;
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : status);

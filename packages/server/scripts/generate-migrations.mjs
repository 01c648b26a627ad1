// `npm run db:generate -w @lnf/server`: writes a new Drizzle migration from src/db/schema.ts.
// drizzle-kit is hoisted to the root but drizzle-orm is not (it stays under this package), and
// drizzle-kit resolves drizzle-orm from its own folder: link it there for the run.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';

const pkg = new URL('..', import.meta.url).pathname;
const rootLink = join(pkg, '../../node_modules/drizzle-orm');
const created = !existsSync(rootLink);
if (created) symlinkSync(join(pkg, 'node_modules/drizzle-orm'), rootLink);
try {
  const r = spawnSync('npx', ['drizzle-kit', 'generate', ...process.argv.slice(2)], { cwd: pkg, stdio: 'inherit' });
  process.exitCode = r.status ?? 1;
} finally {
  if (created) rmSync(rootLink);
}

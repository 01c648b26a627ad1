import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The @lnf/server package folder, found by walking up from this module: the same answer when the
 * server runs from src/ (tsx) or from the bundle in dist/.
 */
function findServerRoot(): string {
  let dir = import.meta.dirname;
  for (;;) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg) && (JSON.parse(readFileSync(pkg, 'utf8')) as { name?: string }).name === '@lnf/server')
      return dir;
    const up = dirname(dir);
    if (up === dir) throw new Error('cannot find the @lnf/server package folder');
    dir = up;
  }
}

export const SERVER_ROOT = findServerRoot();
export const REPO_ROOT = join(SERVER_ROOT, '../..');
export const MIGRATIONS_DIR = join(SERVER_ROOT, 'drizzle');

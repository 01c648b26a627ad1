import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * True when `bundle` exists and is at least as new as every source file under `dirs` (a missing
 * folder is skipped: a container image carries the bundle without the sources). Only files count:
 * a folder's time changes when a file is added or removed, as the layers test does with its probes,
 * and the code has not changed then.
 */
export function bundleIsFresh(bundle, dirs) {
  if (!existsSync(bundle)) return false;
  const built = statSync(bundle).mtimeMs;
  for (const dir of dirs) {
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir, { recursive: true })) {
      const stat = statSync(join(dir, name));
      if (stat.isFile() && stat.mtimeMs > built) return false;
    }
  }
  return true;
}

import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Server data has one home: the hooks of app/src/data, each beside its resource's keys and with
 * its fetch options decided once. Pages compose those hooks; they never reach swr themselves.
 */
const pages = join(import.meta.dirname, '../pages');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const FORBIDDEN: Array<[string, RegExp]> = [
  ['calls useApi(', /\buseApi\s*[<(]/],
  ['calls useSWR(', /\buseSWR\w*\s*[<(]/],
  ["imports swr (use a hook of data/, or afterOrderWrite for a write's cache)", /from\s+['"]swr(\/[^'"]*)?['"]/],
  ['imports data/useApi (use the resource hook of data/)', /from\s+['"][./]*data\/useApi['"]/],
];

describe('pages', () => {
  const files = sources(pages);

  it('are found', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it('read server data only through the hooks of data/', () => {
    const found = files.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return FORBIDDEN.filter(([, pattern]) => pattern.test(text)).map(([what]) => `${relative(pages, file)} ${what}`);
    });
    expect(found).toEqual([]);
  });
});

/**
 * `npm run new:component Name` in a copy of the parts of the repo it touches (packages/ui's
 * package.json, src/index.ts, size budgets and tsconfig), with the repo's node_modules linked in:
 * what it writes compiles with the ui tsconfig, passes ESLint and Prettier as if it sat in the
 * repo, and is exported; a bad or taken name exits non-zero and changes nothing.
 */
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { ESLint } from 'eslint';
import * as prettier from 'prettier';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repo = new URL('..', import.meta.url).pathname;
const script = join(repo, 'scripts/new-component.mjs');
const NAME = 'ScaffoldProbe';
let root: string;

const run = (...args: string[]) =>
  spawnSync(process.execPath, [script, ...args, '--root', root], { encoding: 'utf8', timeout: 30_000 });

function copy(path: string) {
  mkdirSync(join(root, path, '..'), { recursive: true });
  cpSync(join(repo, path), join(root, path), { recursive: true });
}

/** Every file under the temp tree (outside node_modules) with its contents. */
function snapshot(dir = root): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (entry === 'node_modules') continue;
    if (statSync(path).isDirectory()) Object.assign(files, snapshot(path));
    else files[relative(root, path)] = readFileSync(path, 'utf8');
  }
  return files;
}

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'lnf-new-component-'));
  for (const path of [
    'scripts/tsconfig.base.json',
    'packages/ui/package.json',
    'packages/ui/tsconfig.json',
    'packages/ui/size-budgets.json',
    'packages/ui/src/index.ts',
    'packages/ui/src/test/axe.ts',
    'packages/ui/src/Badge',
  ])
    copy(path);
  symlinkSync(join(repo, 'node_modules'), join(root, 'node_modules'), 'dir');
});

afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

describe('npm run new:component', () => {
  it('refuses a name that is not PascalCase, or one the package has, and changes nothing', () => {
    const before = snapshot();
    for (const [name, message] of [
      ['dateRange', /not PascalCase/],
      ['Date-Range', /not PascalCase/],
      ['DATERANGE', /not PascalCase/],
      ['Badge', /packages\/ui\/src\/Badge already exists/],
      ['Index', /already exists/],
    ] as const) {
      const result = run(name);
      expect(result.status, name).not.toBe(0);
      expect(result.stderr, name).toMatch(message);
    }
    expect(run().status).not.toBe(0);
    expect(snapshot()).toEqual(before);
  });

  it("writes the component's room, exports it and gives it a budget", () => {
    const result = run(NAME);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const dir = join(root, 'packages/ui/src', NAME);
    expect(readdirSync(dir).sort()).toEqual(
      [`${NAME}.module.css`, `${NAME}.stories.tsx`, `${NAME}.test.tsx`, `${NAME}.tsx`, 'index.ts'].sort(),
    );

    const index = readFileSync(join(root, 'packages/ui/src/index.ts'), 'utf8');
    expect(index).toContain(`export * from './${NAME}';\n`);
    expect(index.length).toBeGreaterThan(readFileSync(join(repo, 'packages/ui/src/index.ts'), 'utf8').length);
    // The per-component entry point: package.json's `./*` export names src/<Name>/index.ts, and
    // the build makes an entry of every folder with an index.ts (vite.config.ts).
    const pkg = JSON.parse(readFileSync(join(root, 'packages/ui/package.json'), 'utf8'));
    const entry = pkg.exports['./*'].default.replace('*', NAME);
    expect(existsSync(join(root, 'packages/ui', entry))).toBe(true);
    expect(readFileSync(join(dir, 'index.ts'), 'utf8')).toContain(`export { ${NAME} } from './${NAME}';`);

    const budgets = JSON.parse(readFileSync(join(root, 'packages/ui/size-budgets.json'), 'utf8')).components;
    expect(budgets[NAME]).toEqual({ js: expect.any(Number), css: expect.any(Number) });
    expect(Object.keys(budgets)).toEqual(Object.keys(budgets).sort((a, b) => a.localeCompare(b)));

    const css = readFileSync(join(dir, `${NAME}.module.css`), 'utf8');
    expect([...css.matchAll(/var\((--[a-z0-9-]+)\)/g)].every(([, v]) => v!.startsWith('--lnf-'))).toBe(true);
    expect([...css.matchAll(/^\.([A-Za-z]+)/gm)].map(([, c]) => c)).toEqual(['Root', 'Root']);
    expect(css).not.toMatch(/#[0-9a-f]{3,6}\b|rgb\(/i);
  });

  it('compiles with the ui tsconfig', () => {
    const tsconfig = join(root, 'packages/ui/tsconfig.new.json');
    writeFileSync(tsconfig, JSON.stringify({ extends: './tsconfig.json', include: [`src/${NAME}`] }));
    const tsc = spawnSync(process.execPath, [join(repo, 'node_modules/typescript/bin/tsc'), '-p', tsconfig], {
      encoding: 'utf8',
      timeout: 55_000,
    });
    expect(tsc.stdout + tsc.stderr).toBe('');
    expect(tsc.status).toBe(0);
  });

  it('passes ESLint and Prettier as if it sat in the repo', async () => {
    const eslint = new ESLint({ cwd: repo });
    const dir = join(root, 'packages/ui/src', NAME);
    const problems: string[] = [];
    for (const file of readdirSync(dir)) {
      const text = readFileSync(join(dir, file), 'utf8');
      const filePath = join(repo, 'packages/ui/src', NAME, file);
      if (/\.(tsx?|mjs)$/.test(file)) {
        const [result] = await eslint.lintText(text, { filePath });
        for (const m of result!.messages) problems.push(`${file}:${m.line} ${m.ruleId}: ${m.message}`);
      }
      const options = { ...(await prettier.resolveConfig(filePath)), filepath: filePath };
      if (!(await prettier.check(text, options))) problems.push(`${file}: not formatted as Prettier would`);
    }
    for (const path of ['packages/ui/src/index.ts', 'packages/ui/size-budgets.json']) {
      const filePath = join(repo, path);
      const options = { ...(await prettier.resolveConfig(filePath)), filepath: filePath };
      if (!(await prettier.check(readFileSync(join(root, path), 'utf8'), options)))
        problems.push(`${path}: not formatted as Prettier would`);
    }
    expect(problems).toEqual([]);
  });
});

/**
 * Each component's size budget: an app that imports only that component, bundled and minified
 * with React external (scripts/bench-components.mjs, the same figures `npm run bench` prints), may
 * not grow past packages/ui/size-budgets.json. A new component needs a budget to pass.
 */
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, test } from 'vitest';
import { componentBudgets, componentSizes, type ComponentSize } from '../../../scripts/bench-components.mjs';
import { ensureBuilt } from './consumer';

const pkgDir = fileURLToPath(new URL('..', import.meta.url));
let sizes: ComponentSize[] = [];
const budgets = componentBudgets();

beforeAll(async () => {
  ensureBuilt(pkgDir);
  sizes = (await componentSizes()) ?? [];
});

describe('component size budgets (gzip bytes, imported alone)', () => {
  test('every component folder of the build has a budget, and every budget a component', () => {
    expect(sizes.length).toBeGreaterThan(30);
    const folders = sizes.map((s) => s.folder);
    expect(folders.filter((folder) => !budgets[folder])).toEqual([]);
    expect(Object.keys(budgets).filter((folder) => !folders.includes(folder))).toEqual([]);
  });

  test('no component is over its JS or CSS budget', () => {
    const over = sizes
      .filter(({ folder, js, css }) => budgets[folder] && (js > budgets[folder].js || css > budgets[folder].css))
      .map(
        ({ folder, js, css }) => `${folder}: JS ${js} / ${budgets[folder]!.js}, CSS ${css} / ${budgets[folder]!.css}`,
      );
    expect(over).toEqual([]);
  });
});

// `npm run new:component Name`: a new component's room in packages/ui/src/<Name>/ (the component,
// its CSS Module, stories, test and index, as HOUSE_STYLE.md lays them out), exported from the
// package's root and given a starting size budget. Every per-component entry point follows the
// folder by itself: package.json's `./*` export and the build's entries (vite.config.ts) list the
// folders that have an index.ts.
//
//   node scripts/new-component.mjs Name [--root <repo>]
//
// Refuses, changing nothing, a name that is not PascalCase or that the package already has.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';

/** Gzip bytes a plain component starts at (clsx and a few lines of JSX; a short CSS Module). */
export const STARTING_BUDGET = { js: 1000, css: 600 };

const PASCAL_CASE = /^(?:[A-Z][a-z0-9]+)+$/;

const kebab = (name) => name.replace(/(?<!^)([A-Z])/g, '-$1').toLowerCase();
/** `DateRange` → `date range`: how the docs and stories name it in running text. */
const words = (name) => kebab(name).replaceAll('-', ' ');

const component = (name) => `import clsx from 'clsx';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import styles from './${name}.module.css';

export interface ${name}Props extends HTMLAttributes<HTMLDivElement> {
  /**
   * The root element (the \`<div>\`).
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
  /**
   * The content.
   * @default undefined
   */
  children?: ReactNode;
  /**
   * Inner spacing and text size.
   * @default 'md'
   */
  size?: 'sm' | 'md';
}

/** A ${words(name)}. */
export function ${name}({ size = 'md', className, ...props }: ${name}Props) {
  return <div {...props} data-size={size} className={clsx(styles.Root, className)} />;
}
`;

const css = (name) => `.Root {
  --lnf-${kebab(name)}-padding: var(--lnf-space-4);
  --lnf-${kebab(name)}-font-size: var(--lnf-font-size-md);

  padding: var(--lnf-${kebab(name)}-padding);
  border: 1px solid var(--lnf-color-border-default);
  border-radius: var(--lnf-radius-md);
  background: var(--lnf-color-bg-surface);
  color: var(--lnf-color-fg-default);
  font-size: var(--lnf-${kebab(name)}-font-size);
  line-height: var(--lnf-font-line-height-normal);
}

.Root:where([data-size='sm']) {
  --lnf-${kebab(name)}-padding: var(--lnf-space-2);
  --lnf-${kebab(name)}-font-size: var(--lnf-font-size-sm);
}
`;

const stories = (name) => `import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ${name} } from './${name}';

const meta = {
  title: 'Components/${name}',
  component: ${name},
  parameters: {
    docs: {
      description: {
        component: 'A ${words(name)}.',
      },
    },
  },
  args: { children: 'Content', size: 'md' },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof ${name}>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Content')).toBeVisible();
  },
};

export const Small: Story = { args: { size: 'sm' } };
`;

const test = (name) => `import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { ${name} } from './${name}';

describe('${name}', () => {
  it('shows its content', () => {
    render(<${name}>Content</${name}>);
    expect(screen.getByText('Content')).toBeVisible();
  });

  it('takes a role and a name from its props', () => {
    render(
      <${name} role="note" aria-label="Example">
        Content
      </${name}>,
    );
    expect(screen.getByRole('note', { name: 'Example' })).toHaveAttribute('data-size', 'md');
  });

  it("keeps its own class beside the caller's and hands its root to ref", () => {
    const ref = createRef<HTMLDivElement>();
    render(
      <${name} ref={ref} className="extra" role="note" aria-label="Example">
        Content
      </${name}>,
    );
    const root = screen.getByRole('note', { name: 'Example' });
    expect(ref.current).toBe(root);
    expect(root).toHaveClass('extra');
    expect(root.classList.length).toBeGreaterThan(1);
  });

  it('has no axe violations in either size', async () => {
    render(
      <div>
        <${name}>Medium</${name}>
        <${name} size="sm">Small</${name}>
      </div>,
    );
    await expectNoAxeViolations();
  });
});
`;

const index = (name) => `export { ${name} } from './${name}';
export type { ${name}Props } from './${name}';
`;

/** `src/index.ts` with `export * from './<Name>';` after the last such line. */
function withExport(source, name) {
  const lines = source.split('\n');
  const last = lines.findLastIndex((line) => /^export \* from '\.\/[A-Za-z]+';$/.test(line));
  lines.splice(last + 1, 0, `export * from './${name}';`);
  return lines.join('\n');
}

/** size-budgets.json with the new component's budget, the components kept in A-Z order. */
function withBudget(source, name) {
  const budgets = JSON.parse(source);
  budgets.components = Object.fromEntries(
    Object.entries({ ...budgets.components, [name]: STARTING_BUDGET }).sort(([a], [b]) => a.localeCompare(b)),
  );
  return `${JSON.stringify(budgets, null, 2)}\n`;
}

/** Why `name` cannot be added under `ui`, or null when it can. */
function refusal(name, ui) {
  if (!name) return 'give the component a name: npm run new:component Name';
  if (!PASCAL_CASE.test(name))
    return `"${name}" is not PascalCase: start with a capital letter and use only letters and digits, e.g. DateRange`;
  // Compared without case or extension: \`Tokens\` would clash with tokens.ts on a case-blind disk.
  const taken = readdirSync(join(ui, 'src')).find(
    (entry) => entry.replace(/\..*$/, '').toLowerCase() === name.toLowerCase(),
  );
  if (taken) return `packages/ui/src/${taken} already exists`;
  if (readFileSync(join(ui, 'src/index.ts'), 'utf8').includes(`'./${name}'`))
    return `packages/ui/src/index.ts already exports ./${name}`;
  if (JSON.parse(readFileSync(join(ui, 'size-budgets.json'), 'utf8')).components?.[name])
    return `packages/ui/size-budgets.json already has a budget for ${name}`;
  return null;
}

/** Writes the component's files and registers it; returns the paths written, relative to `root`. */
export function newComponent(name, root) {
  const ui = join(root, 'packages/ui');
  const why = refusal(name, ui);
  if (why) throw new Error(why);
  const dir = join(ui, 'src', name);
  const files = {
    [`${name}.tsx`]: component(name),
    [`${name}.module.css`]: css(name),
    [`${name}.stories.tsx`]: stories(name),
    [`${name}.test.tsx`]: test(name),
    'index.ts': index(name),
  };
  const indexPath = join(ui, 'src/index.ts');
  const budgetsPath = join(ui, 'size-budgets.json');
  // Read both before writing anything, so a failure leaves the tree as it was.
  const nextIndex = withExport(readFileSync(indexPath, 'utf8'), name);
  const nextBudgets = withBudget(readFileSync(budgetsPath, 'utf8'), name);
  mkdirSync(dir);
  for (const [file, text] of Object.entries(files)) writeFileSync(join(dir, file), text);
  writeFileSync(indexPath, nextIndex);
  writeFileSync(budgetsPath, nextBudgets);
  return [...Object.keys(files).map((file) => join(dir, file)), indexPath, budgetsPath].map((p) => relative(root, p));
}

if (process.argv[1] && resolve(process.argv[1]) === new URL(import.meta.url).pathname) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { root: { type: 'string', default: new URL('..', import.meta.url).pathname } },
  });
  const [name] = positionals;
  const root = resolve(values.root);
  if (!existsSync(join(root, 'packages/ui/src/index.ts'))) {
    console.error(`new:component: ${root} holds no packages/ui/src/index.ts`);
    process.exit(1);
  }
  try {
    const written = newComponent(name, root);
    console.log(`new:component: ${name}\n${written.map((p) => `  ${p}`).join('\n')}`);
    console.log(
      [
        '',
        'Next:',
        `  - shape the component (wrap a React Aria component where one fits) and add a story per state;`,
        `  - npx vitest run --project ui packages/ui/src/${name}; npm run test:visual:update for its baselines;`,
        `  - after npm run bench:components, set its budget in packages/ui/size-budgets.json to 10% above the figure;`,
        `  - list it in packages/ui/README.md and the docs/components/ page of its family.`,
      ].join('\n'),
    );
  } catch (error) {
    console.error(`new:component: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}

import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

/** The rule ids ESLint reports for `code` as if it were the file at `filePath`. */
async function rulesFor(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((m) => m.ruleId);
}

// Each family of rules the lint config promises catches a probe that breaks it, so a config
// change that silently drops one fails here.
describe('npm run lint', () => {
  it('enforces the rules of hooks (react-hooks)', async () => {
    const code = `import { useState } from 'react';
export function Probe({ on }: { on: boolean }) {
  if (on) { const [v] = useState(0); return v; }
  return null;
}
`;
    expect(await rulesFor(code, 'packages/ui/src/Probe/Probe.tsx')).toContain('react-hooks/rules-of-hooks');
  });

  it('flags inaccessible JSX (jsx-a11y)', async () => {
    const code = `export const Probe = () => <img src="a.png" />;\n`;
    expect(await rulesFor(code, 'app/src/pages/Probe.tsx')).toContain('jsx-a11y/alt-text');
  });

  it('flags TypeScript mistakes (typescript-eslint)', async () => {
    const code = `export function probe(x: any) { return x; }\n`;
    expect(await rulesFor(code, 'packages/sdk/src/probe.ts')).toContain('@typescript-eslint/no-explicit-any');
  });

  it('flags two imports of one module (import rules)', async () => {
    const code = `import { a } from './x';\nimport { b } from './x';\nexport { a, b };\n`;
    expect(await rulesFor(code, 'packages/sdk/src/probe.ts')).toContain('import-x/no-duplicates');
  });

  it('lets only the server config read the environment', async () => {
    const code = `export const port = process.env.PORT;\n`;
    expect(await rulesFor(code, 'packages/server/src/routes/probe.ts')).toContain('no-restricted-properties');
    expect(await rulesFor(code, 'packages/server/src/config.ts')).not.toContain('no-restricted-properties');
  });

  it('passes code that follows the rules', async () => {
    const code = `import { useState } from 'react';
export function Probe() {
  const [count, setCount] = useState(0);
  return <button type="button" onClick={() => setCount(count + 1)}>{count}</button>;
}
`;
    expect(await rulesFor(code, 'packages/ui/src/Probe/Probe.tsx')).toEqual([]);
  });
});

import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lazySignDisplayProbe, trustPageLocale } from './react-aria-startup';

/** The installed copy the app's build bundles: the nearest node_modules up from the test's folder. */
function source(name: string, file: string): string {
  for (let dir = process.cwd(); ; dir = dirname(dir)) {
    const path = join(dir, 'node_modules', name, 'dist/private', file);
    if (existsSync(path)) return readFileSync(path, 'utf8');
    if (dirname(dir) === dir) throw new Error(`${name} is not installed`);
  }
}

/** Evaluates an ES module's text with its imports and exports turned into plain bindings. */
function evaluate(code: string, scope: Record<string, unknown>, exportName: string): unknown {
  const body = code
    .replace(/^import [^;]+;$/gm, '')
    .replace(/^export \{[^}]*\};?$/gm, '')
    .replace(/\/\/# sourceMappingURL.*$/m, '');
  return new Function(...Object.keys(scope), `${body}\nreturn ${exportName};`)(...Object.values(scope));
}

describe('react-aria-startup: no Intl while React Aria is evaluated', () => {
  it("takes the page's locale as given, with <html dir> as its direction, and asks Intl nothing", () => {
    const code = trustPageLocale(source('react-aria', 'i18n/useDefaultLocale.mjs'));
    const name = /export \{([\w$]+) as getDefaultLocale/.exec(code)![1]!;
    const calls: string[] = [];
    const window = { [Symbol.for('react-aria.i18n.locale')]: 'en-IN' };
    const document = { documentElement: { dir: '' } };
    const Intl = new Proxy({}, { get: (_, key) => (calls.push(String(key)), undefined) });
    const getDefaultLocale = evaluate(
      code.replace(/let (\$\w+\$var\$currentLocale) = [^;]+;/, 'let $1;'),
      { window, document, Intl, navigator: { language: 'hi-IN' } },
      name,
    ) as () => unknown;
    expect(getDefaultLocale()).toEqual({ locale: 'en-IN', direction: 'ltr' });
    document.documentElement.dir = 'rtl';
    expect(getDefaultLocale()).toEqual({ locale: 'en-IN', direction: 'rtl' });
    expect(calls).toEqual([]);
  });

  it('probes signDisplay support on first use, not on import, and only once', () => {
    const code = lazySignDisplayProbe(source('@internationalized/number', 'NumberFormatter.mjs'));
    const probe = /function (\$\w+\$var\$supportsSignDisplay_probe)\(/.exec(code)![1]!;
    let made = 0;
    const Intl = {
      NumberFormat: class {
        constructor() {
          made++;
        }
        resolvedOptions() {
          return { signDisplay: 'exceptZero' };
        }
      },
    };
    const supportsSignDisplay = evaluate(code, { Intl }, probe) as () => boolean;
    expect(made).toBe(0);
    expect(supportsSignDisplay()).toBe(true);
    expect(supportsSignDisplay()).toBe(true);
    expect(made).toBe(1);
  });

  it('fails the build when React Aria changes the code it patches', () => {
    expect(() => trustPageLocale('export const x = 1;')).toThrow(/useDefaultLocale\.mjs changed/);
    expect(() => lazySignDisplayProbe('export const x = 1;')).toThrow(/NumberFormatter\.mjs changed/);
  });
});

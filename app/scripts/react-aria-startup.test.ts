import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lazySignDisplayProbe, noRenderAfterHydration, oneIdPrefix, trustPageLocale } from './react-aria-startup';

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

/** The module's imports as local binding name -> imported name ('default' for a default import). */
function imports(code: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const [, main, list] of code.matchAll(/^import (?:([\w$]+), )?\{([^}]*)\} from [^;]+;$/gm)) {
    if (main) names.set(main, 'default');
    for (const part of list!.split(','))
      if (part.trim()) {
        const [imported, local = imported] = part.trim().split(/\s+as\s+/);
        names.set(local!.trim(), imported!.trim());
      }
  }
  return names;
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

  it('useDefaultLocale() skips useIsSSR once the page has set its locale, so hydration renders nothing again', () => {
    const code = noRenderAfterHydration(trustPageLocale(source('react-aria', 'i18n/useDefaultLocale.mjs')));
    const name = /([\w$]+) as useDefaultLocale\}/.exec(code)![1]!;
    const run = (window: Record<symbol, string> | undefined, ssr: boolean) => {
      let asked = 0;
      const bound: Record<string, unknown> = {
        useIsSSR: () => (asked++, ssr),
        useState: (initial: unknown) => [initial, () => {}],
        useEffect: () => {},
        isRTL: () => false,
      };
      const scope: Record<string, unknown> = {
        window,
        document: { documentElement: { dir: '' } },
        navigator: { language: 'hi-IN' },
        Intl: { DateTimeFormat: { supportedLocalesOf: () => [] } },
      };
      for (const [local, imported] of imports(code)) scope[local] = bound[imported];
      const defaultLocaleHook = evaluate(code, scope, name) as () => { locale: string; direction: string };
      return { locale: defaultLocaleHook(), asked };
    };
    const page = { [Symbol.for('react-aria.i18n.locale')]: 'en-IN' };
    // While hydrating (useIsSSR true) React Aria answered the page's locale, 'ltr'; after it, the
    // same: the re-render useIsSSR costs changed nothing.
    expect(run(page, true)).toEqual({ locale: { locale: 'en-IN', direction: 'ltr' }, asked: 0 });
    // Without a page locale, and on a server, React Aria's own behaviour: it asks.
    expect(run({}, true)).toEqual({ locale: { locale: 'en-US', direction: 'ltr' }, asked: 1 });
    expect(run({}, false).asked).toBe(1);
    expect(run(undefined, true)).toEqual({ locale: { locale: 'en-US', direction: 'ltr' }, asked: 1 });
  });

  it("useId asks nothing about hydration and keeps the server's prefix in the browser too", () => {
    const code = oneIdPrefix(source('react-aria', 'ssr/SSRProvider.mjs'));
    const name = /([\w$]+) as useSSRSafeId\}/.exec(code)![1]!;
    let asked = 0;
    const React = {
      useId: () => '«r3»',
      // The hook React Aria's useIsSSR calls: counted, and answering 'in the browser'.
      useSyncExternalStore: () => (asked++, false),
      useContext: () => ({ prefix: '', current: 0 }),
      createContext: (value: unknown) => ({ value }),
    };
    const bound: Record<string, unknown> = {
      default: React,
      useState: (initial: unknown) => [initial, () => {}],
      useContext: React.useContext,
    };
    const scope: Record<string, unknown> = { process: { env: { NODE_ENV: 'production' } } };
    for (const [local, imported] of imports(code)) scope[local] = bound[imported] ?? (() => {});
    const useSSRSafeIdOf = evaluate(code, scope, name) as (id?: string) => string;
    expect(useSSRSafeIdOf()).toBe('react-aria-«r3»');
    expect(useSSRSafeIdOf('given')).toBe('given');
    expect(asked).toBe(0);
  });

  it('fails the build when React Aria changes the code it patches', () => {
    expect(() => trustPageLocale('export const x = 1;')).toThrow(/useDefaultLocale\.mjs changed/);
    expect(() => noRenderAfterHydration('export const x = 1;')).toThrow(/useDefaultLocale\.mjs changed/);
    expect(() => oneIdPrefix('export const x = 1;')).toThrow(/SSRProvider\.mjs changed/);
    expect(() => lazySignDisplayProbe('export const x = 1;')).toThrow(/NumberFormatter\.mjs changed/);
  });
});

import type { Plugin } from 'vite';

/**
 * Keeps Intl out of React Aria's module evaluation, and re-renders out of hydration. A page's first
 * Intl call loads ICU's data: about 12 ms here, 50 ms on Lighthouse's 4x slower CPU, a long task on
 * its own (the TBT budget is 0). Two of React Aria's modules call Intl when they are evaluated,
 * whether or not anything on the page formats a number or a date; two of its hooks make React
 * render hydrated components a second time, synchronously:
 *
 * - `react-aria/.../i18n/useDefaultLocale.mjs` works out the browser's locale at load
 *   (`Intl.DateTimeFormat.supportedLocalesOf`, then `new Intl.Locale(...).maximize()` for the
 *   direction). React Aria first reads `window[Symbol.for('react-aria.i18n.locale')]`, the
 *   locale a server hands it; the app sets it (src/locale.ts). Patched: a locale set there is
 *   taken as given, with the page's own `<html dir>` as its direction. Its `useDefaultLocale()`
 *   hook then skips `useIsSSR`, whose answer changes nothing with such a locale but costs a
 *   synchronous re-render of every component that reads the locale right after hydration.
 * - `react-aria/.../ssr/SSRProvider.mjs` asks `useIsSSR` in every `useId`, for an id prefix the
 *   app does not need (one React root). Patched: the prefix is always the server's.
 * - `@internationalized/number/.../NumberFormatter.mjs` probes `signDisplay` support at load.
 *   Patched: the probe runs on first use.
 *
 * Each patch is checked against the source: a React Aria upgrade that changes it fails the build
 * here rather than bring the cost back silently (the e2e 'starts without ICU' test would fail too).
 */
export function reactAriaStartup(): Plugin {
  return {
    name: 'lnf-react-aria-startup',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      const path = id.replace(/\\/g, '/');
      if (path.endsWith('/react-aria/dist/private/i18n/useDefaultLocale.mjs'))
        return { code: noRenderAfterHydration(trustPageLocale(code)), map: null };
      if (path.endsWith('/react-aria/dist/private/ssr/SSRProvider.mjs')) return { code: oneIdPrefix(code), map: null };
      if (path.endsWith('/@internationalized/number/dist/private/NumberFormatter.mjs'))
        return { code: lazySignDisplayProbe(code), map: null };
      return null;
    },
  };
}

/** `getDefaultLocale()` returns the locale the page set, without asking Intl about it. */
export function trustPageLocale(code: string): string {
  const start =
    /(function \$\w+\$export\$\w+\(\) \{\n)(\s+)let locale = typeof window !== 'undefined' && window\[(\$\w+\$var\$localeSymbol)\]/;
  const match = start.exec(code);
  if (!match) throw new Error('react-aria-startup: useDefaultLocale.mjs changed; review the patch');
  const [, head, indent, symbol] = match;
  const early =
    `${indent}const pageLocale = typeof window !== 'undefined' && window[${symbol}];\n` +
    `${indent}if (pageLocale) return { locale: pageLocale, direction: document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr' };\n`;
  return code.replace(head!, head! + early);
}

/**
 * `useDefaultLocale()` asks whether it renders on a server only when the page set no locale.
 *
 * React Aria's `useLocale` calls it in every component that reads the locale (@lnf/ui's
 * `useMessages`, Button, the header, the footer...), and it calls `useIsSSR`, a
 * `useSyncExternalStore` whose server snapshot (true) differs from the client's (false). React
 * answers that after hydration with a synchronous re-render of each of those components, in the
 * task that runs the passive effects: 20-30 ms of the home page's load on this machine, one long
 * task on Lighthouse's 4x slower CPU. It only swaps the server's 'en-US' guess for the browser's
 * locale; with a locale the page set, both renders give the same `{ locale, direction }`.
 * `window` is the same for the whole life of a page, so the hook calls stay the same from render
 * to render; a server (no window) still calls `useIsSSR`.
 */
export function noRenderAfterHydration(code: string): string {
  const call = /(\n\s+let isSSR = )(\(0, \$\w+\$export\$\w+\)\(\));/;
  const symbol = /window\[(\$\w+\$var\$localeSymbol)\]/.exec(code)?.[1];
  const match = call.exec(code);
  if (!match || !symbol) throw new Error('react-aria-startup: useDefaultLocale.mjs changed; review the patch');
  const [whole, head, useIsSSR] = match;
  return code.replace(whole!, `${head}typeof window !== 'undefined' && window[${symbol}] ? false : ${useIsSSR};`);
}

/**
 * React Aria's ids take the prefix of hydrated ones everywhere, so making one asks nothing about
 * hydration.
 *
 * `useId` (through `useSSRSafeId`) keeps `useState(useIsSSR())` to choose between 'react-aria'
 * (rendered on a server) and 'react-aria' plus a random number (rendered in the browser, so that
 * ids of several React roots or copies of React Aria on one page cannot meet). `useIsSSR` is a
 * `useSyncExternalStore` whose server and client snapshots differ, so every hydrated component
 * with an id (a React Aria Button has two) was rendered again synchronously after hydration,
 * for a value its `useState` had already kept. The app is one React root with one React Aria,
 * where React's own `useId` is unique: ids are 'react-aria-' and React's id, on the server and in
 * the browser alike.
 */
export function oneIdPrefix(code: string): string {
  const state = /let \[didSSR\] = \(0, (\$\w+\$useState)\)\(\$\w+\$export\$\w+\(\)\);/;
  const match = state.exec(code);
  if (!match) throw new Error('react-aria-startup: SSRProvider.mjs changed; review the patch');
  return code.replace(match[0], `let [didSSR] = (0, ${match[1]})(true);`);
}

/** The `signDisplay` support probe runs when a formatter first needs it, not at import. */
export function lazySignDisplayProbe(code: string): string {
  const probe =
    /let (\$\w+\$var\$supportsSignDisplay) = false;\ntry \{\n\s+\1 = (new Intl\.NumberFormat\([\s\S]*?=== 'exceptZero');\n(?:\/\/[^\n]*\n)?\} catch\s*\{\}/;
  const match = probe.exec(code);
  if (!match) throw new Error('react-aria-startup: NumberFormatter.mjs changed; review the patch');
  const [whole, name, expression] = match;
  const lazy =
    `let ${name}_value;\n` +
    `function ${name}_probe() {\n  if (${name}_value === undefined) {\n    ${name}_value = false;\n` +
    `    try {\n      ${name}_value = ${expression};\n    } catch {}\n  }\n  return ${name}_value;\n}`;
  const rest = code
    .replace(whole!, '@@PROBE@@')
    .replace(new RegExp(`${name!.replace(/\$/g, '\\$')}(?!_)`, 'g'), `${name}_probe()`);
  return rest.replace('@@PROBE@@', lazy);
}

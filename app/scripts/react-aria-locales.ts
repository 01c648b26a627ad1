import type { Plugin } from 'vite';

/**
 * Keeps only the given locales in React Aria's built-in strings. react-aria, react-stately and
 * react-aria-components import every translation (34 locales) into each hook's `intlStrings.mjs`,
 * about 24 KB gzip on a page with a date field and a combo box. React Aria picks a locale's
 * strings by exact tag, then by language, then `en-US`: the app's locales are `en-IN` (→ `en-US`)
 * and `hi`, which React Aria does not ship (→ `en-US`; @lnf/ui's own catalogue names what it can
 * in Hindi). So `en-US` alone gives the same strings. Add a locale here when the app supports
 * one React Aria translates. React Aria's own plugin (@react-aria/optimize-locales-plugin) does
 * the same; this avoids a dependency for a line filter.
 */
export function reactAriaLocales(keep: string[] = ['en-US']): Plugin {
  const kept = new Set(keep);
  const file = /[/\\](react-aria|react-stately|react-aria-components)[/\\]dist[/\\].*intlStrings\.mjs$/;
  const importLine = /^import \S+ from "[^"]*\/([a-z]{2}-[A-Z]{2})\.mjs";$/;
  const entryLine = /^\s+"([a-z]{2}-[A-Z]{2})": \S+,?$/;
  return {
    name: 'lnf-react-aria-locales',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      if (!file.test(id)) return null;
      const lines = code.split('\n').filter((line) => {
        const locale = (importLine.exec(line) ?? entryLine.exec(line))?.[1];
        return !locale || kept.has(locale);
      });
      return { code: lines.join('\n'), map: null };
    },
  };
}

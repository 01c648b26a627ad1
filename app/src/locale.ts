/**
 * The site is written in Indian English: built-in strings and formats do not follow the browser's
 * language (a Hindi browser would otherwise get Hindi labels and a hydration mismatch).
 *
 * React Aria reads the locale a server hands it from this global before the browser's language,
 * so every React Aria component and @lnf/ui's catalogue use en-IN without an I18nProvider. The
 * build takes it as given (scripts/react-aria-startup.ts): no Intl call, so no ICU load, while a
 * page starts. Import this module before anything that imports React Aria (main.tsx does it first).
 * The prerender has no window: entry-server.tsx wraps the app in I18nProvider with this locale.
 */
export const SITE_LOCALE = 'en-IN';

if (typeof window !== 'undefined')
  (window as unknown as Record<symbol, string>)[Symbol.for('react-aria.i18n.locale')] = SITE_LOCALE;

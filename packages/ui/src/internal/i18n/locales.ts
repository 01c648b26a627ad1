/** The catalogue's locales: `en-IN` is the source and the fallback. */
export const locales = ['en-IN', 'hi'] as const;

/** A locale tag of the catalogue. */
export type Locale = (typeof locales)[number];

/** One group: the same keys in every locale. */
export type MessageGroup = Record<Locale, Record<string, string>>;

/** Locale tag `en-IN` stands in when nothing matches. */
export const fallbackLocale: Locale = 'en-IN';

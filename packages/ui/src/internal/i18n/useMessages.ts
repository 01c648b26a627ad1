import { useMemo } from 'react';
import { useLocale } from 'react-aria-components';
import { fallbackLocale, locales, type Locale, type MessageGroup } from './locales';

/** Values for a message's `{name}` placeholders. */
export type MessageValues = Record<string, string | number>;

/** A group's messages by key, e.g. for a component's `messages` prop of replacements. */
export type Messages<G extends MessageGroup> = Record<keyof G['en-IN'] & string, string>;

/** Formats one message of a group in the current locale, filling its placeholders. */
export type FormatMessage<G extends MessageGroup> = (key: keyof G['en-IN'] & string, values?: MessageValues) => string;

/**
 * The catalogue locale for a locale tag: an exact match, else the first with the same language
 * ('hi-IN' → `hi`, 'en-GB' → `en-IN`), else `en-IN`.
 */
export function catalogueLocale(tag: string): Locale {
  const exact = locales.find((locale) => locale === tag);
  if (exact) return exact;
  const language = tag.split('-')[0]!.toLowerCase();
  return locales.find((locale) => locale.split('-')[0] === language) ?? fallbackLocale;
}

/** Fills `{name}` placeholders; a placeholder without a value stays as written. */
export function interpolate(message: string, values?: MessageValues): string {
  if (!values) return message;
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/**
 * A group's built-in strings in the locale of the nearest React Aria `I18nProvider` (else the
 * browser's), so a component's defaults follow the app's language without a prop. `overrides`
 * (a component's `messages` prop) win over the catalogue, key by key, placeholders and all.
 */
export function useMessages<G extends MessageGroup>(group: G, overrides?: Partial<Messages<G>>): FormatMessage<G> {
  const { locale } = useLocale();
  return useMemo(() => {
    const messages = group[catalogueLocale(locale)];
    return (key, values) => interpolate(overrides?.[key] ?? messages[key]!, values);
  }, [group, locale, overrides]);
}

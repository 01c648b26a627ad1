import { useMemo } from 'react';
import { useLocale } from 'react-aria-components';
import { catalogue, fallbackLocale, type MessageKey, type Messages } from './messages';

/** Values for a message's `{name}` placeholders. */
export type MessageValues = Record<string, string | number>;

/** Formats one message of the current locale, filling its placeholders. */
export type FormatMessage = (key: MessageKey, values?: MessageValues) => string;

/**
 * The strings for a locale tag: an exact match, else the first with the same language
 * ('hi-IN' → `hi`, 'en-GB' → `en-IN`), else `en-IN`.
 */
export function messagesFor(locale: string): Messages {
  if (catalogue[locale]) return catalogue[locale];
  const language = locale.split('-')[0].toLowerCase();
  const tag = Object.keys(catalogue).find((key) => key.split('-')[0] === language);
  return catalogue[tag ?? fallbackLocale];
}

/** Fills `{name}` placeholders; a placeholder without a value stays as written. */
export function interpolate(message: string, values?: MessageValues): string {
  if (!values) return message;
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/**
 * The built-in strings in the locale of the nearest React Aria `I18nProvider` (else the
 * browser's), so a component's defaults follow the app's language without a prop.
 */
export function useMessages(): FormatMessage {
  const { locale } = useLocale();
  return useMemo(() => {
    const messages = messagesFor(locale);
    return (key, values) => interpolate(messages[key], values);
  }, [locale]);
}

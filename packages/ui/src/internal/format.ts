/** An amount as data may carry it: a number, numeric text, or nothing. */
export type AmountLike = number | string | null | undefined;

/** A date as data may carry it: ISO text, epoch milliseconds, a Date, or nothing. */
export type DateLike = string | number | Date | null | undefined;

export interface MoneyFormat {
  /** BCP 47 locale, e.g. 'en-US'. */
  locale: string;
  /** ISO 4217 code, e.g. 'USD'. */
  currency: string;
}

export interface DateFormat {
  /** BCP 47 locale, e.g. 'en-US'. */
  locale: string;
  /** IANA zone timestamps are shown in; undefined is the runtime's own. */
  timeZone?: string;
}

/** An amount in `currency`; '' when empty, unreadable text as it came. */
export function formatMoney(amount: AmountLike, { locale, currency }: MoneyFormat): string {
  if (amount == null || amount === '') return '';
  const number = typeof amount === 'number' ? amount : Number(amount);
  if (Number.isNaN(number)) return String(amount);
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(number);
  } catch {
    // An unknown currency code throws a RangeError; the amount still reads.
    return `${currency} ${number.toFixed(2)}`;
  }
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A day, e.g. '23 Nov 2026' (en-GB) or 'Nov 23, 2026' (en-US). A date-only string is a calendar
 * date and never shifts with the zone; timestamps are shown in `timeZone`. '' when empty,
 * unreadable text as it came.
 */
export function formatDay(value: DateLike, { locale, timeZone }: DateFormat): string {
  if (value == null || value === '') return '';
  const dateOnly = typeof value === 'string' && DATE_ONLY.test(value);
  const date = value instanceof Date ? value : new Date(dateOnly ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return String(value);
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: dateOnly ? 'UTC' : timeZone,
  }).format(date);
}

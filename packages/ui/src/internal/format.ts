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

const BYTE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/**
 * A file size in the largest SI unit under which it is at least 1, e.g. '980 bytes', '12.5 kB',
 * '1.2 MB' (en), with one decimal at most. SI (1 kB = 1000 bytes), as `Intl`'s units and most
 * systems' file managers count.
 */
export function formatBytes(bytes: number, locale: string): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  // 999.95 kB would round to '1,000 kB': it reads as '1 MB'.
  while (value >= (unit === 0 ? 1000 : 999.95) && unit < BYTE_UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: BYTE_UNITS[unit],
    unitDisplay: unit === 0 ? 'long' : 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}

import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { InvalidError } from '../domainErrors';

/**
 * Keyset paging and streamed CSV, shared by every back-office list (customers, leads, orders,
 * payments, subscriptions, invoices, tickets, audit logs). A page is read from where a cursor left
 * the list, never by OFFSET (which reads every row it skips), so a page costs the rows it returns
 * whatever the table's size; an export is the same reads in batches, written as they come.
 */

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A timestamp as a cursor holds it: microseconds, as PostgreSQL keeps them (a JS Date has milliseconds). */
export const MICROS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
export const micros = (column: SQLWrapper) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export const BAD_CURSOR = "'after' is not a cursor this list gave: start again without it";

/** A cursor as the client holds it: opaque base64url text of the list's own tuple. */
export const encodeCursor = (c: readonly unknown[]) => Buffer.from(JSON.stringify(c)).toString('base64url');

/** The tuple of a cursor when `valid` accepts it; anything else is a 400 saying to start again. */
export function decodeCursor<C extends readonly unknown[]>(raw: string, valid: (c: unknown[]) => boolean): C {
  try {
    const c: unknown = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
    if (Array.isArray(c) && valid(c)) return c as unknown as C;
  } catch {
    // not base64url JSON: the same answer as a cursor of the wrong shape
  }
  throw new InvalidError(BAD_CURSOR);
}

/**
 * The common cursor: which part or order of the answer (`s`), and the sort value and id of the last
 * row seen, as text PostgreSQL can hold (no NUL character).
 */
export type KeyCursor = [s: number, v: string, i: string];
export const isKeyCursor = (c: unknown[]): boolean =>
  c.length === 3 &&
  Number.isInteger(c[0]) &&
  typeof c[1] === 'string' &&
  typeof c[2] === 'string' &&
  !c[1].includes('\0') &&
  !c[2].includes('\0');

/** Rows an export reads per query: one batch is what the server holds of an export at a time. */
export const EXPORT_BATCH = 1000;

export type CsvValue = string | number | boolean | null | undefined;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled. Text
 * that a spreadsheet would run as a formula (starting = + - @, or a tab or carriage return that
 * hides one) is prefixed with a single quote, which shows it as text (OWASP, 'CSV Injection').
 */
export function csvField(value: CsvValue): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV record, CRLF-terminated as RFC 4180 says. */
export const csvLine = (fields: CsvValue[]) => `${fields.map(csvField).join(',')}\r\n`;

/**
 * Rows as CSV text, in the order `read` gives them: one chunk per `batch` rows, each read by its
 * own keyset query (`read`, from after the cursor `after` makes of the last row before; the first
 * from the start). A cursor is a SQL condition unless the reader keeps its own (`C`).
 */
export async function* csvBatches<R, C = SQL>(
  batch: number,
  read: (after: C | undefined, limit: number) => Promise<R[]>,
  fields: (r: R) => CsvValue[],
  after: (last: R) => C,
): AsyncGenerator<string> {
  let cursor: C | undefined;
  for (;;) {
    const rows = await read(cursor, batch);
    if (rows.length === 0) return;
    yield rows.map((r) => csvLine(fields(r))).join('');
    if (rows.length < batch) return;
    cursor = after(rows.at(-1)!);
  }
}

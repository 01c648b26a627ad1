import { DAY_MS, istDayStart } from '@lnf/sdk';
import { and, asc, desc, gte, lt, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db } from '../db';
import { InvalidError } from '../domainErrors';
import { findCustomer } from './customer360';
import {
  BAD_CURSOR,
  csvBatches,
  decodeCursor,
  encodeCursor,
  EXPORT_BATCH,
  isKeyCursor,
  MICROS,
  micros,
  UUID,
  type CsvValue,
  type KeyCursor,
} from './keyset';

/**
 * A list of records read a page at a time (services/backofficeLists.ts defines the back-office's):
 * in the order asked, narrowed by IST days, a customer and the list's own filters, and the same as
 * CSV in batches. A page is a keyset read: the cursor holds the sort value and id of the last row
 * seen and the next page starts after them, so with the list's `(sort, id)` index a page costs the
 * rows it returns whatever the table's size.
 */

/** What every list's query has (the sdk's list queries). */
export interface ListQuery {
  limit: number;
  after?: string;
  sort: string;
  direction: 'asc' | 'desc';
  from?: string;
  to?: string;
  customer?: string;
}

/** A list's order: the value rows are sorted by and its SQL type, which the cursor's value is cast to. */
interface SortKey {
  value: SQLWrapper;
  type: 'timestamptz' | 'bigint';
}

/** The customer a `customer` filter names, as the customer page finds their records. */
export type Customer = Awaited<ReturnType<typeof findCustomer>>;

/**
 * One list: its table, the columns a row is read with, its orders, the id that breaks ties and its
 * type, the date `from` and `to` narrow, its own filters, and how a row reads in the answer and in
 * the CSV.
 */
export interface ListDef<Q extends ListQuery, C extends SelectedFields> {
  /** Tells this list's cursors from every other list's. */
  code: number;
  from: PgTable;
  columns: C;
  sorts: Record<Q['sort'], SortKey>;
  tie: PgColumn;
  tieType: 'uuid' | 'text' | 'bigint';
  date: SQLWrapper;
  filters: (q: Q, customer: Customer | null, db: Db) => SQL[];
  row: (r: SelectResultFields<C>) => unknown;
  header: string[];
  csv: (r: SelectResultFields<C>) => CsvValue[];
}

/** A list as routes hold it: its query's type kept, its rows' types checked where it is defined. */
export type RecordList<Q extends ListQuery> = ListDef<Q, SelectedFields>;

/** A list of query `Q`, its rows' types inferred from `columns`. */
export const listOf =
  <Q extends ListQuery>() =>
  <C extends SelectedFields>(d: ListDef<Q, C>): RecordList<Q> =>
    d as unknown as RecordList<Q>;

// Any list, as the functions below read one: each list's own query and row types are checked where it is defined.
type AnyList = ListDef<ListQuery, SelectedFields>;

/** A list's query made ready to read: its conditions, order and where the cursor left it. */
interface Prepared {
  list: AnyList;
  where: SQL[];
  key: SortKey;
  up: boolean;
  /** The cursor's first element: the list, its sort and direction. */
  order: number;
}

/**
 * Checks the query and turns its filters into conditions, each answerable from an index: `from`
 * and `to` are whole IST days, both inclusive; `customer` is 400 when not a UUID, 404 for nobody.
 */
async function prepare(db: Db, list: AnyList, q: ListQuery): Promise<Prepared> {
  const where: SQL[] = [];
  const from = q.from ? istDayStart(q.from) : null;
  const to = q.to ? new Date(istDayStart(q.to).getTime() + DAY_MS) : null;
  if (from && to && from >= to) throw new InvalidError("'from' must not be after 'to'");
  if (from) where.push(gte(list.date, from));
  if (to) where.push(lt(list.date, to));
  const customer = q.customer ? await findCustomer(db, q.customer) : null;
  where.push(...list.filters(q, customer, db));
  const sorts = Object.keys(list.sorts);
  const key = list.sorts[q.sort]!;
  const up = q.direction === 'asc';
  return { list, where, key, up, order: list.code * 100 + sorts.indexOf(q.sort) * 2 + (up ? 1 : 0) };
}

const TIE_VALUE = { uuid: UUID, bigint: /^\d{1,19}$/, text: /^.{1,200}$/s } as const;
const KEY_VALUE = { timestamptz: MICROS, bigint: /^-?\d{1,19}$/ } as const;

/** The cursor's (value, id), when it is one this list gave in this order; a 400 for any other. */
function cursorOf(p: Prepared, raw: string): [v: string, i: string] {
  const [s, v, i] = decodeCursor<KeyCursor>(raw, isKeyCursor);
  if (s !== p.order || !KEY_VALUE[p.key.type].test(v) || !TIE_VALUE[p.list.tieType].test(i))
    throw new InvalidError(BAD_CURSOR);
  return [v, i];
}

/**
 * The query of up to `limit` rows after `after` in the list's order: (sort value, id) past the
 * cursor's, which the list's `(sort, id)` index answers in its order.
 */
function pageQuery(db: Db, p: Prepared, after: [v: string, i: string] | undefined, limit: number) {
  const { list, key, up } = p;
  const conditions = [...p.where];
  if (after) {
    const v = sql`${after[0]}::${sql.raw(key.type)}`;
    const i = sql`${after[1]}::${sql.raw(list.tieType)}`;
    conditions.push(
      up ? sql`(${key.value}, ${list.tie}) > (${v}, ${i})` : sql`(${key.value}, ${list.tie}) < (${v}, ${i})`,
    );
  }
  const keyValue = key.type === 'timestamptz' ? micros(key.value) : sql<string>`${key.value}::text`;
  return db
    .select({ ...list.columns, keyValue, keyTie: sql<string>`${list.tie}::text` })
    .from(list.from)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(up ? asc(key.value) : desc(key.value), up ? asc(list.tie) : desc(list.tie))
    .limit(limit);
}

type Row = SelectResultFields<SelectedFields> & { keyValue: string; keyTie: string };
const read = async (db: Db, p: Prepared, after: [string, string] | undefined, limit: number) =>
  (await pageQuery(db, p, after, limit)) as Row[];

/** `GET backoffice/{list}`: one page in the order asked, and the cursor of the next (null on the last). */
export async function listRecords<Q extends ListQuery>(db: Db, list: RecordList<Q>, query: Q) {
  const p = await prepare(db, list as unknown as AnyList, query);
  const rows = await read(db, p, query.after ? cursorOf(p, query.after) : undefined, query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    results: page.map((r) => p.list.row(r)),
    next: rows.length > query.limit && last ? encodeCursor([p.order, last.keyValue, last.keyTie]) : null,
  };
}

/**
 * `GET backoffice/{list}.csv`: every row the filters match in the order asked, as CSV text in
 * keyset batches (one query and one chunk per `batch` rows). The query is checked before the
 * answer starts, so a bad filter is a 400, not a broken file.
 */
export async function recordsCsv<Q extends ListQuery>(
  db: Db,
  list: RecordList<Q>,
  query: Q,
  batch = EXPORT_BATCH,
): Promise<AsyncGenerator<string>> {
  const p = await prepare(db, list as unknown as AnyList, query);
  return csvBatches<Row, [string, string]>(
    batch,
    (after, limit) => read(db, p, after, limit),
    (r) => p.list.csv(r),
    (last) => [last.keyValue, last.keyTie],
  );
}

/** The SQL of a list's first page, for tests that read its plan (a query builder would run when awaited). */
export async function firstPageSql<Q extends ListQuery>(db: Db, list: RecordList<Q>, query: Q): Promise<SQL> {
  return pageQuery(db, await prepare(db, list as unknown as AnyList, query), undefined, query.limit + 1).getSQL();
}

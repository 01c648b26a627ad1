import {
  BACKOFFICE_SEARCH_MIN,
  formatINR,
  planLabel,
  toRupees,
  type BackofficeCustomerListQuery,
  type BackofficeResultKind,
  type BackofficeSearchQuery,
  type BackofficeSearchResult,
} from '@lnf/sdk';
import { and, asc, desc, eq, getTableName, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db } from '../db';
import { customers, orders, payments, subscriptions, tickets, users } from '../db/schema';
import { InvalidError } from '../domainErrors';
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
  type KeyCursor,
} from './keyset';

/**
 * Finding customers in the back-office: one search box over every record that names a customer,
 * the customer list, and the CSV exports. Everything is keyset-paged (a cursor names the last row
 * seen; never OFFSET, which reads every row it skips), and every search reads an index: a
 * case-insensitive prefix is `lower(col) like 'ab%'`, which PostgreSQL answers from a btree index
 * on `lower(col) text_pattern_ops` (migration 0018) in the index's order, so a page costs the rows
 * it returns whatever the table's size.
 */

/** `%`, `_` and `\` match themselves (LIKE's escape is the backslash); what remains is a prefix. */
export const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** The text a person typed, as each field reads it. */
interface Terms {
  /** Trimmed and lowercased. */
  text: string;
  /** The digits of a phone number (spaces and dashes dropped, a leading + kept); null for anything else. */
  phone: string | null;
}

/** One field the search box looks in: the lowered value a prefix matches, and when it may match at all. */
interface Field {
  kind: BackofficeResultKind;
  matched: BackofficeSearchResult['matched'];
  /** The value matched and ordered by, as the migration's index has it. */
  value: SQL<string>;
  /** The LIKE pattern of the terms, or null when they cannot start this field's values. */
  pattern: (t: Terms) => string | null;
  /** The row id that breaks ties of `value`, and whether it is a UUID (a cursor's is checked before use). */
  tie: SQL;
  uuidTie: boolean;
  /** Reads up to `limit` matches after the cursor, in (value, tie) order. */
  read: (db: Db, where: SQL, order: SQL[], limit: number) => Promise<Match[]>;
}

interface Match {
  value: string;
  tie: string;
  result: BackofficeSearchResult;
}

/**
 * A kind of record the search box finds: the table its fields are in (joined to its order where the
 * result names the order), the columns a result is made of, and how a row reads as a result. The
 * result's id is the row id that breaks ties of a field's value.
 */
interface Kind<C extends SelectedFields> {
  kind: BackofficeResultKind;
  from: PgTable;
  join?: { table: PgTable; on: SQL };
  tie: PgColumn;
  uuidTie: boolean;
  columns: C;
  describe: (r: SelectResultFields<C>) => Omit<BackofficeSearchResult, 'kind' | 'matched'>;
}

/** A Kind, its result columns' types inferred from `columns`. */
const kindOf = <C extends SelectedFields>(k: Kind<C>) => k;

/**
 * A field of `k` that matches `pattern` against `value`: read in (value, tie) order, so that with
 * `value` as a migration's index has it each page is one short indexed read.
 */
function field<C extends SelectedFields>(
  k: Kind<C>,
  matched: string,
  value: SQL<string>,
  pattern: Field['pattern'],
): Field {
  return {
    kind: k.kind,
    matched,
    value,
    pattern,
    tie: sql`${k.tie}`,
    uuidTie: k.uuidTie,
    read: async (db, where, order, limit) => {
      const query = db
        .select({ value, ...k.columns })
        .from(k.from)
        .$dynamic();
      const rows = (await (k.join ? query.innerJoin(k.join.table, k.join.on) : query)
        .where(where)
        .orderBy(...order)
        .limit(limit)) as ({ value: string } & SelectResultFields<C>)[];
      return rows.map((r) => {
        const result = k.describe(r);
        return { value: r.value, tie: result.id, result: { kind: k.kind, ...result, matched } };
      });
    },
  };
}

/** An id with a fixed head (`sub_`, `pay_`): the head alone would match every row, so it must go further. */
const pastHead = (head: string, allowed: RegExp) => (t: Terms) =>
  allowed.test(t.text) && !head.startsWith(t.text) ? likePrefix(t.text) : null;

/**
 * A column named with its table wherever it is written. Drizzle leaves the table out of the fields
 * of a select from one table, and inside a subquery a bare `"email"` is the subquery's own column.
 */
export const qualified = (column: PgColumn) =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

/** The customer an order belongs to: its own, else the customer with its email, else its user's. */
export const orderCustomer = sql<string | null>`coalesce(
  ${qualified(orders.customerId)},
  (select c.id from customers c where c.email = ${qualified(orders.email)}),
  (select c.id from customers c where c.user_id = ${qualified(orders.userId)} order by c.created_at limit 1))`;
export const ticketCustomer = sql<
  string | null
>`(select c.id from customers c where c.user_id = ${qualified(tickets.userId)} order by c.created_at limit 1)`;

const CUSTOMER = kindOf({
  kind: 'customer',
  from: customers,
  tie: customers.id,
  uuidTie: true,
  columns: {
    id: customers.id,
    name: customers.name,
    email: customers.email,
    mobile: customers.mobile,
    gstin: customers.gstin,
  },
  describe: (r) => ({
    id: r.id,
    customerId: r.id,
    title: r.name || r.email,
    subtitle: [r.email, r.mobile, r.gstin].filter(Boolean).join(' · '),
  }),
});

const ORDER = kindOf({
  kind: 'order',
  from: orders,
  tie: orders.id,
  uuidTie: true,
  columns: {
    id: orders.id,
    reference: orders.reference,
    email: orders.email,
    status: orders.status,
    totalPaise: orders.totalPaise,
    customerId: orderCustomer,
  },
  describe: (r) => ({
    id: r.id,
    customerId: r.customerId,
    title: r.reference,
    subtitle: `${r.email} · ${r.status} · ${formatINR(toRupees(r.totalPaise))}`,
  }),
});

const SUBSCRIPTION = kindOf({
  kind: 'subscription',
  from: subscriptions,
  join: { table: orders, on: eq(orders.id, subscriptions.orderId) },
  tie: subscriptions.id,
  uuidTie: false,
  columns: {
    id: subscriptions.id,
    planId: subscriptions.planId,
    status: subscriptions.status,
    reference: orders.reference,
    customerId: orderCustomer,
  },
  describe: (r) => ({
    id: r.id,
    customerId: r.customerId,
    title: r.id,
    subtitle: `${planLabel(r.planId)} · ${r.status} · ${r.reference}`,
  }),
});

const PAYMENT = kindOf({
  kind: 'payment',
  from: payments,
  join: { table: orders, on: eq(orders.id, payments.orderId) },
  tie: payments.id,
  uuidTie: true,
  columns: {
    id: payments.id,
    transactionId: payments.transactionId,
    amountPaise: payments.amountPaise,
    status: payments.status,
    reference: orders.reference,
    customerId: orderCustomer,
  },
  describe: (r) => ({
    id: r.id,
    customerId: r.customerId,
    title: r.transactionId,
    subtitle: `${formatINR(toRupees(r.amountPaise))} · ${r.status} · ${r.reference}`,
  }),
});

const TICKET = kindOf({
  kind: 'ticket',
  from: tickets,
  tie: tickets.reference,
  uuidTie: true,
  columns: {
    reference: tickets.reference,
    number: tickets.ticketNumber,
    title: tickets.title,
    status: tickets.status,
    customerId: ticketCustomer,
  },
  describe: (r) => ({
    id: r.reference,
    customerId: r.customerId,
    title: r.number,
    subtitle: `${r.title} · ${r.status}`,
  }),
});

/**
 * The fields, in the order results come: customers (by name, email, phone, GSTIN), then orders,
 * subscriptions, payments and tickets. A customer found by an earlier field is not repeated by a
 * later one, so each record is answered once.
 */
const FIELDS: Field[] = [
  field(CUSTOMER, 'name', sql<string>`lower(${customers.name})`, (t) => likePrefix(t.text)),
  field(CUSTOMER, 'email', sql<string>`lower(${customers.email})`, (t) =>
    /\s/.test(t.text) ? null : likePrefix(t.text),
  ),
  field(CUSTOMER, 'mobile', sql<string>`${customers.mobile}`, (t) => (t.phone ? likePrefix(t.phone) : null)),
  // The same number written the other way: +91 and ten digits are both kept as typed.
  field(CUSTOMER, 'mobile', sql<string>`${customers.mobile}`, (t) => {
    const other = t.phone?.startsWith('+91')
      ? t.phone.slice(3)
      : t.phone && !t.phone.startsWith('+')
        ? `+91${t.phone}`
        : '';
    return other.length >= BACKOFFICE_SEARCH_MIN ? likePrefix(other) : null;
  }),
  field(CUSTOMER, 'gstin', sql<string>`lower(${customers.gstin})`, (t) =>
    /^[0-9a-z]{1,15}$/.test(t.text) ? likePrefix(t.text) : null,
  ),
  field(ORDER, 'reference', sql<string>`lower(${orders.reference})`, pastHead('lnf-', /^[0-9a-z-]+$/)),
  field(SUBSCRIPTION, 'subscriptionId', sql<string>`lower(${subscriptions.id})`, pastHead('sub_', /^[0-9a-z_]+$/)),
  field(PAYMENT, 'transactionId', sql<string>`lower(${payments.transactionId})`, pastHead('pay_', /^[0-9a-z_]+$/)),
  field(TICKET, 'ticketNumber', sql<string>`lower(${tickets.ticketNumber})`, (t) =>
    /^[0-9a-z-]+$/.test(t.text) ? likePrefix(t.text) : null,
  ),
];

/** Text PostgreSQL cannot hold (a NUL character) is the client's mistake, not a failed query. */
function searchable(q: string | undefined): string {
  const text = (q ?? '').trim().toLowerCase();
  if (text.includes('\0')) throw new InvalidError('Search text cannot contain a NUL character');
  return text;
}

/** The search's terms; fewer than BACKOFFICE_SEARCH_MIN characters is a 400. */
function termsOf(q: string | undefined): Terms {
  const text = searchable(q);
  if (text.length < BACKOFFICE_SEARCH_MIN) throw new InvalidError('Type at least 2 characters to search');
  const digits = text.replace(/[\s-]/g, '');
  return { text, phone: /^\+?\d{2,}$/.test(digits) ? digits : null };
}

/**
 * `GET backoffice/search`: one page of every record whose field starts with `q`. Each field is
 * read in its index's order from where the cursor left it, and the next fields only while the
 * page is not full, so a page is at most one short indexed read per field.
 */
export async function searchEverything(db: Db, query: BackofficeSearchQuery) {
  const terms = termsOf(query.q);
  const cursor = query.after ? decodeCursor<KeyCursor>(query.after, isKeyCursor) : null;
  if (cursor && (cursor[0] < 0 || cursor[0] >= FIELDS.length || (FIELDS[cursor[0]]!.uuidTie && !UUID.test(cursor[2]))))
    throw new InvalidError(BAD_CURSOR);
  const found: (Match & { field: number })[] = [];
  for (let f = cursor?.[0] ?? 0; f < FIELDS.length && found.length <= query.limit; f++) {
    const field = FIELDS[f]!;
    const pattern = field.pattern(terms);
    if (!pattern) continue;
    const conditions: SQL[] = [sql`${field.value} like ${pattern}`];
    // A record an earlier field of the same table found is that field's result.
    for (const earlier of FIELDS.slice(0, f)) {
      const p = earlier.kind === field.kind ? earlier.pattern(terms) : null;
      if (p) conditions.push(sql`not coalesce(${earlier.value} like ${p}, false)`);
    }
    if (cursor && f === cursor[0]) {
      const [, v, i] = cursor;
      conditions.push(sql`${field.value} ~>=~ ${v}`, sql`(${field.value} ~>~ ${v} or ${field.tie} > ${i})`);
    }
    const rows = await field.read(
      db,
      and(...conditions)!,
      [sql`${field.value} using ~<~`, sql`${field.tie} asc`],
      query.limit + 1 - found.length,
    );
    found.push(...rows.map((r) => ({ ...r, field: f })));
  }
  const page = found.slice(0, query.limit);
  const last = page.at(-1);
  return {
    results: page.map((m) => m.result),
    next: found.length > query.limit && last ? encodeCursor([last.field, last.value, last.tie]) : null,
  };
}

/** The customer list's and the export's columns of a customer. */
const summaryColumns = {
  id: customers.id,
  name: customers.name,
  email: customers.email,
  mobile: customers.mobile,
  gstin: customers.gstin,
  businessCategory: customers.businessCategory,
  website: customers.website,
  marketingPreference: customers.marketingPreference,
  createdAt: customers.createdAt,
  createdAtMicros: micros(customers.createdAt),
  userId: customers.userId,
  erased: sql<boolean>`${users.erasedAt} is not null`,
};

/**
 * `GET backoffice/customers`: a page in the asked order (created or name; a name's order is its
 * lowercase text byte by byte, the index's), narrowed to a name or email prefix when `q` says.
 */
export async function listCustomers(db: Db, query: BackofficeCustomerListQuery) {
  const up = query.direction === 'asc';
  const byName = query.sort === 'name';
  const name = sql<string>`lower(${customers.name})`;
  const conditions: SQL[] = [];
  const q = searchable(query.q);
  if (q) conditions.push(or(sql`${name} like ${likePrefix(q)}`, sql`lower(${customers.email}) like ${likePrefix(q)}`)!);
  if (query.after) {
    const [s, v, i] = decodeCursor<KeyCursor>(query.after, isKeyCursor);
    if (s !== (byName ? 1 : 0) || !UUID.test(i) || (!byName && !MICROS.test(v))) throw new InvalidError(BAD_CURSOR);
    if (byName)
      conditions.push(
        up ? sql`${name} ~>=~ ${v}` : sql`${name} ~<=~ ${v}`,
        up ? sql`(${name} ~>~ ${v} or ${customers.id} > ${i})` : sql`(${name} ~<~ ${v} or ${customers.id} < ${i})`,
      );
    else
      conditions.push(
        up
          ? sql`(${customers.createdAt}, ${customers.id}) > (${v}::timestamptz, ${i}::uuid)`
          : sql`(${customers.createdAt}, ${customers.id}) < (${v}::timestamptz, ${i}::uuid)`,
      );
  }
  const order = byName
    ? [up ? sql`${name} using ~<~` : sql`${name} using ~>~`, up ? asc(customers.id) : desc(customers.id)]
    : [up ? asc(customers.createdAt) : desc(customers.createdAt), up ? asc(customers.id) : desc(customers.id)];
  const rows = await db
    .select({ ...summaryColumns, sortName: name })
    .from(customers)
    .leftJoin(users, eq(users.id, customers.userId))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(...order)
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    results: page.map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      mobile: r.mobile,
      gstin: r.gstin,
      createdAt: r.createdAt.toISOString(),
      userId: r.userId,
      erased: r.erased,
    })),
    next:
      rows.length > query.limit && last
        ? encodeCursor(byName ? [1, last.sortName, last.id] : [0, last.createdAtMicros, last.id])
        : null,
  };
}

export const CUSTOMER_CSV_HEADER = [
  'id',
  'name',
  'email',
  'mobile',
  'gstin',
  'business_category',
  'website',
  'marketing_preference',
  'created_at',
  'user_id',
  'erased',
];

/** Every customer, oldest first, as CSV text: one chunk per EXPORT_BATCH rows, each read by its own keyset query. */
export const customerCsv = (db: Db, batch = EXPORT_BATCH): AsyncGenerator<string> =>
  csvBatches(
    batch,
    (after, limit) =>
      db
        .select(summaryColumns)
        .from(customers)
        .leftJoin(users, eq(users.id, customers.userId))
        .where(after)
        .orderBy(asc(customers.createdAt), asc(customers.id))
        .limit(limit),
    (r) => [
      r.id,
      r.name,
      r.email,
      r.mobile,
      r.gstin,
      r.businessCategory,
      r.website,
      r.marketingPreference,
      r.createdAt.toISOString(),
      r.userId,
      r.erased,
    ],
    (last) => sql`(${customers.createdAt}, ${customers.id}) > (${last.createdAtMicros}::timestamptz, ${last.id}::uuid)`,
  );

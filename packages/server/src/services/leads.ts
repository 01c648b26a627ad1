import {
  LEAD_KINDS,
  type Lead,
  type LeadKind,
  type LeadListQuery,
  type LeadNote,
  type LeadStatus,
  type LeadUpdate,
} from '@lnf/sdk';
import { and, asc, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db';
import { contacts, demoBookings, inquiries, leadNotes, leadStates, users } from '../db/schema';
import { InvalidError, NotFoundError } from '../domainErrors';
import type { AuditWriter } from './audit';
import { AUDIT_ACTIONS } from './auditActions';
import { likePrefix } from './customerSearch';
import { csvBatches, decodeCursor, encodeCursor, EXPORT_BATCH, MICROS, micros, UUID } from './keyset';
import { ALL_STAFF_GROUPS } from './staffRoles';

/**
 * The leads inbox: demo requests (`inquiries`) and contact messages (`contacts`, brochure requests
 * among them) as one list, newest first, with the status and owner sales staff gave each and their
 * notes. The two tables are read separately, each from its `(created_at, reference)` index from
 * where the cursor left it, and merged: a page costs at most `limit + 1` rows of each.
 */

/** The list's order, newest first: (createdAt, kind, reference), each descending. */
type Cursor = [at: string, kind: LeadKind, reference: string];
const isCursor = (c: unknown[]) =>
  c.length === 3 &&
  typeof c[0] === 'string' &&
  MICROS.test(c[0]) &&
  LEAD_KINDS.includes(c[1] as LeadKind) &&
  typeof c[2] === 'string' &&
  UUID.test(c[2]);

/** How one table reads as leads. */
interface Source {
  kind: LeadKind;
  table: PgTable;
  reference: PgColumn;
  createdAt: PgColumn;
  name: SQL<string>;
  email: PgColumn;
  phone: PgColumn;
  company: PgColumn;
  message: PgColumn;
  /** A demo request's latest slot booking (start, status); null for a source without bookings. */
  bookingAt: SQL<Date | string | null>;
  bookingStatus: SQL<'BOOKED' | 'CANCELLED' | null>;
}

/** The latest booking of the demo request: a booked one before a cancelled one, then the newest. */
const latestBooking = <T>(column: SQL) =>
  sql<T>`(select ${column} from ${demoBookings} b where b.inquiry_reference = ${inquiries.reference}
    order by (b.status = 'BOOKED') desc, b.created_at desc limit 1)`;

const SOURCES: Record<LeadKind, Source> = {
  inquiry: {
    kind: 'inquiry',
    table: inquiries,
    reference: inquiries.reference,
    createdAt: inquiries.createdAt,
    name: sql<string>`(${inquiries.firstName} || ' ' || ${inquiries.lastName})`,
    email: inquiries.email,
    phone: inquiries.mobile,
    company: inquiries.businessName,
    message: inquiries.description,
    bookingAt: latestBooking<Date | string | null>(sql`b.starts_at`),
    bookingStatus: latestBooking<'BOOKED' | 'CANCELLED' | null>(sql`b.status`),
  },
  contact: {
    kind: 'contact',
    table: contacts,
    reference: contacts.reference,
    createdAt: contacts.createdAt,
    name: sql<string>`(${contacts.firstName} || ' ' || ${contacts.lastName})`,
    email: contacts.email,
    phone: contacts.phoneNumber,
    company: contacts.company,
    message: contacts.message,
    bookingAt: sql<null>`null`,
    bookingStatus: sql<null>`null`,
  },
};

interface LeadRow extends Lead {
  /** createdAt with PostgreSQL's microseconds, for the cursor. */
  at: string;
}

type Filters = Pick<LeadListQuery, 'status' | 'kind' | 'owner' | 'q'>;

/** Text PostgreSQL cannot hold (a NUL character) is the client's mistake, not a failed query. */
function noNul(value: string | undefined, what: string) {
  if (value?.includes('\0')) throw new InvalidError(`${what} cannot contain a NUL character`);
  return value;
}

/** The conditions of `filters` and the cursor on one source, every one answerable from an index. */
function conditions(s: Source, filters: Filters, after: Cursor | undefined): SQL[] {
  const where: SQL[] = [];
  const status = sql`coalesce(${leadStates.status}, 'new')`;
  if (filters.status) where.push(sql`${status} = ${filters.status}`);
  const owner = noNul(filters.owner?.trim().toLowerCase(), 'An owner');
  if (owner) where.push(sql`lower(${leadStates.owner}) = ${owner}`);
  const q = noNul(filters.q?.trim().toLowerCase(), 'Search text');
  if (q) {
    const p = likePrefix(q);
    where.push(
      or(sql`lower(${s.name}) like ${p}`, sql`lower(${s.email}) like ${p}`, sql`lower(${s.company}) like ${p}`)!,
    );
  }
  if (after) {
    const [at, kind, reference] = after;
    // (createdAt, kind, reference) < the cursor's, with this source's kind fixed.
    if (s.kind < kind) where.push(sql`${s.createdAt} <= ${at}::timestamptz`);
    else if (s.kind > kind) where.push(sql`${s.createdAt} < ${at}::timestamptz`);
    else where.push(sql`(${s.createdAt}, ${s.reference}) < (${at}::timestamptz, ${reference}::uuid)`);
  }
  return where;
}

/** Up to `limit` leads of one source in the list's order. */
async function readSource(db: Db | Tx, s: Source, where: SQL[], limit: number): Promise<LeadRow[]> {
  const rows = await db
    .select({
      reference: s.reference,
      name: s.name,
      email: s.email,
      phone: s.phone,
      company: s.company,
      message: s.message,
      createdAt: s.createdAt,
      at: micros(s.createdAt),
      status: sql<LeadStatus>`coalesce(${leadStates.status}, 'new')`,
      owner: leadStates.owner,
      notes: sql<number>`(select count(*)::int from ${leadNotes} n where n.kind = ${s.kind} and n.reference = ${s.reference})`,
      bookingAt: s.bookingAt,
      bookingStatus: s.bookingStatus,
    })
    .from(s.table)
    .leftJoin(leadStates, and(eq(leadStates.kind, s.kind), eq(leadStates.reference, s.reference)))
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(s.createdAt), desc(s.reference))
    .limit(limit);
  return rows.map((r) => ({
    kind: s.kind,
    reference: r.reference as string,
    name: (r.name ?? '').trim(),
    email: r.email as string,
    phone: r.phone as string,
    company: r.company as string,
    message: r.message as string,
    createdAt: (r.createdAt as Date).toISOString(),
    at: r.at,
    status: r.status,
    owner: r.owner,
    notes: Number(r.notes),
    booking:
      r.bookingAt && r.bookingStatus
        ? { startsAt: new Date(r.bookingAt).toISOString(), status: r.bookingStatus }
        : null,
  }));
}

/** Newest first: createdAt, then kind, then reference, each descending (the cursor's order). */
const newestFirst = (a: LeadRow, b: LeadRow) =>
  a.at !== b.at
    ? a.at < b.at
      ? 1
      : -1
    : a.kind !== b.kind
      ? a.kind < b.kind
        ? 1
        : -1
      : a.reference < b.reference
        ? 1
        : a.reference > b.reference
          ? -1
          : 0;

/** Up to `limit` leads after the cursor, both kinds merged (or the one asked for). */
async function readLeads(db: Db, filters: Filters, after: Cursor | undefined, limit: number) {
  const kinds = filters.kind ? [filters.kind] : LEAD_KINDS;
  const read = await Promise.all(
    kinds.map((k) => readSource(db, SOURCES[k], conditions(SOURCES[k], filters, after), limit)),
  );
  return read.flat().sort(newestFirst).slice(0, limit);
}

const publicLead = ({ at: _at, ...lead }: LeadRow): Lead => lead;
const cursorOf = (r: LeadRow): Cursor => [r.at, r.kind, r.reference];

/** `GET backoffice/leads`: a page of leads, newest first, narrowed by status, kind, owner and a prefix. */
export async function listLeads(db: Db, query: LeadListQuery) {
  const after = query.after ? decodeCursor<Cursor>(query.after, isCursor) : undefined;
  const rows = await readLeads(db, query, after, query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    results: page.map(publicLead),
    next: rows.length > query.limit && last ? encodeCursor(cursorOf(last)) : null,
  };
}

export const LEAD_CSV_HEADER = [
  'kind',
  'reference',
  'created_at',
  'status',
  'owner',
  'name',
  'email',
  'phone',
  'company',
  'message',
  'notes',
  // A demo request's latest slot booking (as the list's `booking`): its start (ISO, UTC) and status.
  'booking_starts_at',
  'booking_status',
];

/** Every lead the filters match, newest first, as CSV text in keyset batches (keyset.ts's csvBatches). */
export const leadCsv = (db: Db, filters: Filters, batch = EXPORT_BATCH): AsyncGenerator<string> =>
  csvBatches<LeadRow, Cursor>(
    batch,
    (after, limit) => readLeads(db, filters, after, limit),
    (r) => [
      r.kind,
      r.reference,
      r.createdAt,
      r.status,
      r.owner,
      r.name,
      r.email,
      r.phone,
      r.company,
      r.message,
      r.notes,
      r.booking?.startsAt ?? null,
      r.booking?.status ?? null,
    ],
    cursorOf,
  );

/** The lead `kind`/`reference` names: 400 for a kind or reference that cannot be one, 404 for none. */
function leadKey(kind: string, reference: string): { source: Source; reference: string } {
  if (!LEAD_KINDS.includes(kind as LeadKind)) throw new InvalidError("A lead's kind is 'inquiry' or 'contact'");
  if (!UUID.test(reference)) throw new InvalidError("A lead's reference is a UUID");
  return { source: SOURCES[kind as LeadKind], reference: reference.toLowerCase() };
}

/**
 * Locks the lead's row for the transaction (FOR SHARE: the retention job's delete waits, so no
 * state or note outlives its lead); 404 when there is none.
 */
async function lockLead(tx: Tx, s: Source, reference: string) {
  const [row] = await tx
    .select({ reference: s.reference })
    .from(s.table)
    .where(eq(s.reference, reference))
    .for('share');
  if (!row) throw new NotFoundError('There is no such lead');
}

async function readLead(db: Db | Tx, s: Source, reference: string): Promise<Lead> {
  const [row] = await readSource(db, s, [eq(s.reference, reference)], 1);
  if (!row) throw new NotFoundError('There is no such lead');
  return publicLead(row);
}

/** A staff member's email as the users table has it, or a 400 when it names no staff member. */
async function staffEmail(db: Tx, email: string): Promise<string> {
  const wanted = email.trim().toLowerCase();
  const [row] = await db
    .select({ email: users.email })
    .from(users)
    .where(
      and(
        eq(users.email, wanted),
        sql`${users.erasedAt} is null`,
        or(...ALL_STAFF_GROUPS.map((g) => sql`${users.groups} @> ${JSON.stringify([g])}::jsonb`)),
      ),
    );
  if (!row) throw new InvalidError("'owner' must be a staff member's email, or null for nobody");
  return row.email;
}

/** `PATCH backoffice/leads/{kind}/{reference}`: a new status and/or owner, audited with what it was before. */
export async function updateLead(db: Db, kind: string, ref: string, change: LeadUpdate, audit: AuditWriter) {
  const { source, reference } = leadKey(kind, ref);
  if (change.status === undefined && change.owner === undefined)
    throw new InvalidError("Send 'status', 'owner' or both");
  return db.transaction(async (tx) => {
    await lockLead(tx, source, reference);
    const owner = typeof change.owner === 'string' ? await staffEmail(tx, change.owner) : change.owner;
    const [was] = await tx
      .select({ status: leadStates.status, owner: leadStates.owner })
      .from(leadStates)
      .where(and(eq(leadStates.kind, source.kind), eq(leadStates.reference, reference)))
      .for('update');
    const before = { status: was?.status ?? 'new', owner: was?.owner ?? null };
    const after = { status: change.status ?? before.status, owner: owner === undefined ? before.owner : owner };
    await tx
      .insert(leadStates)
      .values({ kind: source.kind, reference, ...after })
      .onConflictDoUpdate({
        target: [leadStates.kind, leadStates.reference],
        set: { ...after, updatedAt: sql`now()` },
      });
    await audit(
      {
        module: 'backoffice',
        action: AUDIT_ACTIONS.UPDATE_LEAD,
        key: reference,
        outcome: 'SUCCESS',
        detail: `${source.kind} ${before.status} -> ${after.status}`,
        data: { kind: source.kind, reference, before, after },
      },
      tx,
    );
    return readLead(tx, source, reference);
  });
}

const noteOf = (n: typeof leadNotes.$inferSelect): LeadNote => ({
  id: n.id,
  kind: n.kind,
  reference: n.reference,
  author: n.author,
  body: n.body,
  createdAt: n.createdAt.toISOString(),
});

/** `POST backoffice/leads/{kind}/{reference}/notes`: a staff note on the lead, audited. */
export async function addLeadNote(db: Db, kind: string, ref: string, author: string, text: string, audit: AuditWriter) {
  const { source, reference } = leadKey(kind, ref);
  const body = text.trim();
  if (!body) throw new InvalidError('A note needs some text');
  noNul(body, 'A note');
  return db.transaction(async (tx) => {
    await lockLead(tx, source, reference);
    const [note] = await tx.insert(leadNotes).values({ kind: source.kind, reference, author, body }).returning();
    await audit(
      {
        module: 'backoffice',
        action: AUDIT_ACTIONS.ADD_LEAD_NOTE,
        key: reference,
        outcome: 'SUCCESS',
        data: { kind: source.kind, reference, noteId: note!.id },
      },
      tx,
    );
    return noteOf(note!);
  });
}

/** `GET backoffice/leads/{kind}/{reference}/notes`: the lead's notes, oldest first. */
export async function leadNotesOf(db: Db, kind: string, ref: string) {
  const { source, reference } = leadKey(kind, ref);
  await readLead(db, source, reference);
  const notes = await db
    .select()
    .from(leadNotes)
    .where(and(eq(leadNotes.kind, source.kind), eq(leadNotes.reference, reference)))
    .orderBy(asc(leadNotes.createdAt), asc(leadNotes.id));
  return { notes: notes.map(noteOf) };
}

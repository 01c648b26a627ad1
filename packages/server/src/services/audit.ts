import type { AUDIT_SORT_FIELDS, AuditQuery } from '@lnf/sdk';
import { and, asc, count, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db';
import { auditLogs } from '../db/schema';
import { InvalidError, NotFoundError } from '../domainErrors';
import { AUDIT_ACTIONS, type AuditAction } from './auditActions';

/** The audit log (DESIGN.md section 3): one row per state-changing call, and the admin's reads of it. */

export interface AuditEntry {
  module: string;
  action: AuditAction;
  key?: string;
  outcome: 'SUCCESS' | 'FAILURE';
  detail?: string;
  /** Overrides the principal's email, e.g. the email that tried to log in. */
  actor?: string;
  /** Structured facts of the row (a login's `{ method }`), kept beside the text. */
  data?: Record<string, unknown>;
}

/**
 * Writes one audit row, in the service's transaction when it passes one, so the row commits with
 * the change it records. The route binds it to the request (who asked, from where): services
 * never see HTTP.
 */
export type AuditWriter = (entry: AuditEntry, tx?: Tx) => Promise<void>;

/** Inserts one audit row for `actor` calling from `ip`. */
export async function writeAudit(db: Db | Tx, entry: AuditEntry, actor: string, ip: string): Promise<void> {
  await db.insert(auditLogs).values({
    actor: entry.actor ?? actor,
    module: entry.module,
    action: entry.action,
    key: entry.key ?? '',
    outcome: entry.outcome,
    ip,
    detail: entry.detail ?? null,
    data: entry.data ?? null,
  });
}

/**
 * The browsers (`detail`, e.g. 'Chrome on Windows') of an account's successful logins so far, one
 * each; null for logins recorded before the browser was. Empty: the account never logged in.
 */
export async function loginBrowsers(db: Db | Tx, email: string): Promise<(string | null)[]> {
  const rows = await db
    .selectDistinct({ detail: auditLogs.detail })
    .from(auditLogs)
    .where(and(eq(auditLogs.action, AUDIT_ACTIONS.LOGIN), eq(auditLogs.outcome, 'SUCCESS'), eq(auditLogs.key, email)));
  return rows.map((r) => r.detail);
}

type AuditRow = typeof auditLogs.$inferSelect;

/** Columns `sortBy` may name (the sdk's AUDIT_SORT_FIELDS). */
const SORT_COLUMNS = {
  time: auditLogs.time,
  actor: auditLogs.actor,
  module: auditLogs.module,
  action: auditLogs.action,
  key: auditLogs.key,
  outcome: auditLogs.outcome,
  ip: auditLogs.ip,
} satisfies Record<(typeof AUDIT_SORT_FIELDS)[number], unknown>;

/** Fields `search` may filter on (case-insensitive contains). */
const SEARCH_COLUMNS = {
  actor: auditLogs.actor,
  module: auditLogs.module,
  action: auditLogs.action,
  key: auditLogs.key,
  outcome: auditLogs.outcome,
  ip: auditLogs.ip,
  detail: auditLogs.detail,
} as const;

const SEARCH_FORMAT = `search must be field:value pairs separated by commas, e.g. module:support,key:LNF; fields: ${Object.keys(SEARCH_COLUMNS).join(', ')}`;

/** `%`, `_` and `\` match themselves. */
const likeContains = (value: string) => `%${value.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** `module:x,key:value` -> ILIKE conditions; anything else is invalid. */
export function parseSearch(search: string): SQL[] {
  const conditions: SQL[] = [];
  for (const part of search.split(',')) {
    if (!part.trim()) continue;
    const colon = part.indexOf(':');
    if (colon <= 0) throw new InvalidError(SEARCH_FORMAT);
    const field = part.slice(0, colon).trim();
    const value = part.slice(colon + 1).trim();
    if (!Object.hasOwn(SEARCH_COLUMNS, field))
      throw new InvalidError(`Unknown search field '${field}'; ${SEARCH_FORMAT}`);
    if (!value) throw new InvalidError(`Search field '${field}' needs a value; ${SEARCH_FORMAT}`);
    conditions.push(ilike(SEARCH_COLUMNS[field as keyof typeof SEARCH_COLUMNS], likeContains(value)));
  }
  return conditions;
}

/** The answer shape of one row (sdk AuditLog). */
export function auditAnswer(r: AuditRow) {
  return {
    id: r.id,
    time: r.time.toISOString(),
    actor: r.actor,
    module: r.module,
    action: r.action,
    key: r.key,
    outcome: r.outcome,
    ip: r.ip,
    detail: r.detail,
  };
}

const DAY = 86_400_000;

/** One page of the log, sorted and filtered as the query says (sdk AuditPage). */
export async function listAuditLogs(db: Db, q: AuditQuery) {
  const conditions = q.search ? parseSearch(q.search) : [];
  // from and to are whole UTC days, both inclusive.
  const from = q.from ? new Date(`${q.from}T00:00:00Z`) : null;
  const to = q.to ? new Date(new Date(`${q.to}T00:00:00Z`).getTime() + DAY) : null;
  if (from && to && from >= to) throw new InvalidError("'from' must not be after 'to'");
  if (from) conditions.push(gte(auditLogs.time, from));
  if (to) conditions.push(lt(auditLogs.time, to));
  const where = conditions.length ? and(...conditions) : undefined;
  const direction = q.sortOrder === 'asc' ? asc : desc;
  const rows = await db
    .select()
    .from(auditLogs)
    .where(where)
    .orderBy(direction(SORT_COLUMNS[q.sortBy ?? 'time']), direction(auditLogs.id))
    .limit(q.size)
    .offset(q.page * q.size);
  const [total] = await db.select({ n: count() }).from(auditLogs).where(where);
  return { content: rows.map(auditAnswer), totalElements: Number(total?.n ?? 0), page: q.page, size: q.size };
}

/** One row by its id (as the path gives it); anything that names no row is not found. */
export async function findAuditLog(db: Db, id: string) {
  if (!/^[1-9]\d{0,14}$/.test(id)) throw new NotFoundError('Audit log not found');
  const [row] = await db
    .select()
    .from(auditLogs)
    .where(eq(auditLogs.id, Number(id)))
    .limit(1);
  if (!row) throw new NotFoundError('Audit log not found');
  return auditAnswer(row);
}

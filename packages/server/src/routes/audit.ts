import { AuditQuery, type AUDIT_SORT_FIELDS } from '@lnf/sdk';
import { and, asc, count, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import { auditLogs } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import { requireAdmin, type AppEnv, type Services } from '../http/context';
import { queryParams } from '../http/validate';

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

/** `module:x,key:value` -> ILIKE conditions; anything else is a 400. */
export function parseSearch(search: string): SQL[] {
  const conditions: SQL[] = [];
  for (const part of search.split(',')) {
    if (!part.trim()) continue;
    const colon = part.indexOf(':');
    if (colon <= 0) throw badRequest(SEARCH_FORMAT);
    const field = part.slice(0, colon).trim();
    const value = part.slice(colon + 1).trim();
    if (!Object.hasOwn(SEARCH_COLUMNS, field)) throw badRequest(`Unknown search field '${field}'; ${SEARCH_FORMAT}`);
    if (!value) throw badRequest(`Search field '${field}' needs a value; ${SEARCH_FORMAT}`);
    conditions.push(ilike(SEARCH_COLUMNS[field as keyof typeof SEARCH_COLUMNS], likeContains(value)));
  }
  return conditions;
}

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

/** The audit service: a paged, sorted, filtered list and one row, admin only. */
export function auditRoutes(s: Services) {
  const app = new Hono<AppEnv>();

  app.get('/audit-logs/date-range', async (c) => {
    requireAdmin(c);
    const q = queryParams(c, AuditQuery);
    const conditions = q.search ? parseSearch(q.search) : [];
    // from and to are whole UTC days, both inclusive.
    const from = q.from ? new Date(`${q.from}T00:00:00Z`) : null;
    const to = q.to ? new Date(new Date(`${q.to}T00:00:00Z`).getTime() + DAY) : null;
    if (from && to && from >= to) throw badRequest("'from' must not be after 'to'");
    if (from) conditions.push(gte(auditLogs.time, from));
    if (to) conditions.push(lt(auditLogs.time, to));
    const where = conditions.length ? and(...conditions) : undefined;
    const direction = q.sortOrder === 'asc' ? asc : desc;
    const rows = await s.db
      .select()
      .from(auditLogs)
      .where(where)
      .orderBy(direction(SORT_COLUMNS[q.sortBy ?? 'time']), direction(auditLogs.id))
      .limit(q.size)
      .offset(q.page * q.size);
    const [total] = await s.db.select({ n: count() }).from(auditLogs).where(where);
    return c.json({ content: rows.map(auditAnswer), totalElements: Number(total?.n ?? 0), page: q.page, size: q.size });
  });

  app.get('/audit-logs/:id', async (c) => {
    requireAdmin(c);
    const id = c.req.param('id');
    if (!/^[1-9]\d{0,14}$/.test(id)) throw notFound('Audit log not found');
    const [row] = await s.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.id, Number(id)))
      .limit(1);
    if (!row) throw notFound('Audit log not found');
    return c.json(auditAnswer(row));
  });

  return app;
}

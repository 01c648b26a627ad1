import { TICKET_CLOSED_STATUS, TicketRequest, TicketStatusChange, TicketUpdate } from '@lnf/sdk';
import { desc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { createTracker, type TicketTracker } from '../adapters/tickets';
import type { Principal } from '../auth/tokens';
import { tickets } from '../db/schema';
import { badRequest, forbidden, notFound } from '../http/errors';
import { audit, requireUser, type AppEnv, type Ctx, type Services } from '../http/context';
import { jsonBody, queryParams } from '../http/validate';
import { configList } from '../services/configuration';

const MINUTE = 60_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const OPEN = 'Open';
const CLOSED = TICKET_CLOSED_STATUS;

type TicketRow = typeof tickets.$inferSelect;

/** The answer shape (sdk Ticket), plus the external tracker's key when there is one. */
export function ticketAnswer(t: TicketRow) {
  return {
    reference: t.reference,
    title: t.title,
    summary: t.summary,
    description: t.description,
    priority: t.priority,
    reporter: t.reporter,
    ticketNumber: t.ticketNumber,
    status: t.status,
    issueType: t.issueType,
    labels: t.labels,
    projectKey: t.projectKey,
    createdAt: t.createdAt.toISOString(),
    externalKey: t.externalKey,
  };
}

/** Checks values against a support configuration list; the message names the allowed ones. */
async function allowed(s: Services, key: string, label: string, values: string[]): Promise<void> {
  const list = await configList(s, 'support', key);
  for (const v of values) {
    if (!list.includes(v)) throw badRequest(`${label} '${v}' is not allowed; use one of: ${list.join(', ')}`);
  }
}

function parseLabels(raw: string | undefined): string[] {
  const labels = (raw ?? '')
    .split(',')
    .map((l) => l.trim())
    .filter(Boolean);
  return [...new Set(labels)];
}

function requirePortalUser(c: Ctx): Principal {
  const p = requireUser(c);
  if (!p.isPortalUser) throw forbidden('Only portal users can use support tickets');
  return p;
}

/** A ticket the caller may see, by reference (UUID) or ticket number: someone else's answers like an unknown one. */
async function findTicket(s: Services, p: Principal, id: string): Promise<TicketRow> {
  const where = UUID.test(id) ? eq(tickets.reference, id) : eq(tickets.ticketNumber, id);
  const [row] = await s.db.select().from(tickets).where(where).limit(1);
  if (!row || (!p.isAdmin && row.userId !== p.userId)) throw notFound('Ticket not found');
  return row;
}

/**
 * Support tickets (DESIGN.md section 3). Every ticket has a row here (reference, ticketNumber
 * `{projectKey}-{n}`, status); with Jira configured the issue is also opened, edited and moved there.
 */
export function supportRoutes(s: Services, tracker: TicketTracker = createTracker(s.config)) {
  const app = new Hono<AppEnv>();

  app.post('/portal/support/ticket', async (c) => {
    const p = requirePortalUser(c);
    await s.limiter.hit(
      `ticket:user:${p.userId}`,
      20,
      MINUTE,
      'Too many tickets raised, please wait a minute and try again',
    );
    const q = queryParams(c, TicketRequest);
    const labels = parseLabels(q.labels);
    await allowed(s, 'project_key', 'Project key', [q.projectKey]);
    await allowed(s, 'priority', 'Priority', [q.priorityName]);
    await allowed(s, 'labels', 'Label', labels);
    // The tracker is called before the row is written, so no transaction waits on the network.
    const external = await tracker.create({
      projectKey: q.projectKey,
      summary: q.summary,
      description: q.description,
      issueType: q.issueTypeName,
      priority: q.priorityName,
      labels,
      reporter: q.reporterName,
    });
    const row = await s.db.transaction(async (tx) => {
      // One writer per project at a time, so {projectKey}-{n} numbers never collide.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`ticket:${q.projectKey}`}))`);
      const [last] = await tx
        .select({ n: sql<number>`coalesce(max(substring(${tickets.ticketNumber} from '([0-9]+)$')::int), 0)::int` })
        .from(tickets)
        .where(eq(tickets.projectKey, q.projectKey));
      const [row] = await tx
        .insert(tickets)
        .values({
          ticketNumber: `${q.projectKey}-${Number(last?.n ?? 0) + 1}`,
          projectKey: q.projectKey,
          userId: p.userId,
          title: q.summary,
          summary: q.summary,
          description: q.description,
          priority: q.priorityName,
          reporter: q.reporterName,
          issueType: q.issueTypeName,
          labels,
          status: OPEN,
          externalKey: external?.key ?? null,
        })
        .returning();
      await audit(
        s,
        c,
        {
          module: 'support',
          action: 'RAISE_TICKET',
          key: row!.reference,
          outcome: 'SUCCESS',
          detail: row!.ticketNumber,
        },
        tx,
      );
      return row!;
    });
    return c.json(ticketAnswer(row), 201);
  });

  app.get('/portal/support/tickets', async (c) => {
    const p = requirePortalUser(c);
    const query = s.db.select().from(tickets);
    const rows = await (p.isAdmin ? query : query.where(eq(tickets.userId, p.userId))).orderBy(
      desc(tickets.createdAt),
      desc(sql`substring(${tickets.ticketNumber} from '([0-9]+)$')::int`),
    );
    return c.json(rows.map(ticketAnswer));
  });

  app.get('/portal/support/ticket/:id', async (c) => {
    const p = requirePortalUser(c);
    return c.json(ticketAnswer(await findTicket(s, p, c.req.param('id'))));
  });

  app.put('/portal/support/ticket/:ticketNumber', async (c) => {
    const p = requirePortalUser(c);
    const ticket = await findTicket(s, p, c.req.param('ticketNumber'));
    const body = await jsonBody(c, TicketUpdate);
    if (Object.values(body).every((v) => v === undefined))
      throw badRequest('Nothing to update: send summary, description, priority or labels');
    const labels =
      body.labels === undefined ? undefined : [...new Set(body.labels.map((l) => l.trim()).filter(Boolean))];
    if (body.priority !== undefined) await allowed(s, 'priority', 'Priority', [body.priority]);
    if (labels !== undefined) await allowed(s, 'labels', 'Label', labels);
    const changes = { summary: body.summary, description: body.description, priority: body.priority, labels };
    if (ticket.externalKey) await tracker.update(ticket.externalKey, changes);
    const row = await s.db.transaction(async (tx) => {
      const [row] = await tx
        .update(tickets)
        .set({
          ...(changes.summary !== undefined ? { summary: changes.summary, title: changes.summary } : {}),
          ...(changes.description !== undefined ? { description: changes.description } : {}),
          ...(changes.priority !== undefined ? { priority: changes.priority } : {}),
          ...(changes.labels !== undefined ? { labels: changes.labels } : {}),
        })
        .where(eq(tickets.reference, ticket.reference))
        .returning();
      const fields = Object.keys(body).filter((k) => body[k as keyof typeof body] !== undefined);
      await audit(
        s,
        c,
        {
          module: 'support',
          action: 'UPDATE_TICKET',
          key: ticket.reference,
          outcome: 'SUCCESS',
          detail: `${ticket.ticketNumber}: ${fields.join(', ')}`,
        },
        tx,
      );
      return row!;
    });
    return c.json(ticketAnswer(row));
  });

  app.patch('/portal/support/:reference', async (c) => {
    const p = requirePortalUser(c);
    const ticket = await findTicket(s, p, c.req.param('reference'));
    const { status } = await jsonBody(c, TicketStatusChange);
    await allowed(s, 'status', 'Status', [status]);
    if (!p.isAdmin && status !== CLOSED) throw forbidden(`Customers may only set their own ticket to '${CLOSED}'`);
    if (ticket.externalKey && status !== ticket.status) await tracker.transition(ticket.externalKey, status);
    const row = await s.db.transaction(async (tx) => {
      const [row] = await tx.update(tickets).set({ status }).where(eq(tickets.reference, ticket.reference)).returning();
      await audit(
        s,
        c,
        {
          module: 'support',
          action: 'CHANGE_STATUS',
          key: ticket.reference,
          outcome: 'SUCCESS',
          detail: `${ticket.ticketNumber}: ${ticket.status} -> ${status}`,
        },
        tx,
      );
      return row!;
    });
    return c.json(ticketAnswer(row));
  });

  return app;
}

import { TICKET_CLOSED_STATUS, TICKET_OPEN_STATUS, type TicketRequest, type TicketUpdate } from '@lnf/sdk';
import { desc, eq, sql } from 'drizzle-orm';
import type { TicketTracker } from '../adapters/tickets';
import type { Principal } from '../auth/tokens';
import type { Db } from '../db';
import { tickets } from '../db/schema';
import { ForbiddenError, InvalidError, NotFoundError } from '../domainErrors';
import type { AuditWriter } from './audit';
import { AUDIT_ACTIONS } from './auditActions';

/**
 * Support tickets (DESIGN.md section 3): the rules. Every ticket has a row here (reference,
 * ticketNumber `{projectKey}-{n}`, status); with Jira configured the issue is also opened, edited
 * and moved there, always before the row is written, so no transaction waits on the network.
 * Values a ticket may take come from the support configuration; a customer sees and changes only
 * their own tickets, and may only close them.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CLOSED = TICKET_CLOSED_STATUS;

export type TicketRow = typeof tickets.$inferSelect;

/** What the ticket rules need from the rest of the server. */
export interface TicketDeps {
  db: Db;
  tracker: TicketTracker;
  /** A list of the support configuration (project_key, priority, labels, status). */
  allowedValues: (key: string) => Promise<string[]>;
  audit: AuditWriter;
}

/** Trimmed, without blanks or repeats. */
const cleanLabels = (labels: string[]) => [...new Set(labels.map((l) => l.trim()).filter(Boolean))];

export class TicketService {
  constructor(private readonly deps: TicketDeps) {}

  /** Checks values against a support configuration list; the message names the allowed ones. */
  private async allowed(key: string, label: string, values: string[]): Promise<void> {
    const list = await this.deps.allowedValues(key);
    for (const v of values) {
      if (!list.includes(v)) throw new InvalidError(`${label} '${v}' is not allowed; use one of: ${list.join(', ')}`);
    }
  }

  /** Raises a ticket as `p`, numbered next in its project. */
  async raise(p: Principal, q: TicketRequest): Promise<TicketRow> {
    const labels = cleanLabels((q.labels ?? '').split(','));
    await this.allowed('project_key', 'Project key', [q.projectKey]);
    await this.allowed('priority', 'Priority', [q.priorityName]);
    await this.allowed('labels', 'Label', labels);
    const external = await this.deps.tracker.create({
      projectKey: q.projectKey,
      summary: q.summary,
      description: q.description,
      issueType: q.issueTypeName,
      priority: q.priorityName,
      labels,
      reporter: q.reporterName,
    });
    return this.deps.db.transaction(async (tx) => {
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
          status: TICKET_OPEN_STATUS,
          externalKey: external?.key ?? null,
        })
        .returning();
      await this.deps.audit(
        {
          module: 'support',
          action: AUDIT_ACTIONS.RAISE_TICKET,
          key: row!.reference,
          outcome: 'SUCCESS',
          detail: row!.ticketNumber,
        },
        tx,
      );
      return row!;
    });
  }

  /** The caller's tickets (an admin's: everyone's), newest first. */
  list(p: Principal): Promise<TicketRow[]> {
    const query = this.deps.db.select().from(tickets);
    return (p.isAdmin ? query : query.where(eq(tickets.userId, p.userId))).orderBy(
      desc(tickets.createdAt),
      desc(sql`substring(${tickets.ticketNumber} from '([0-9]+)$')::int`),
    );
  }

  /** A ticket the caller may see, by reference (UUID) or ticket number: someone else's answers like an unknown one. */
  async find(p: Principal, id: string): Promise<TicketRow> {
    const where = UUID.test(id) ? eq(tickets.reference, id) : eq(tickets.ticketNumber, id);
    const [row] = await this.deps.db.select().from(tickets).where(where).limit(1);
    if (!row || (!p.isAdmin && row.userId !== p.userId)) throw new NotFoundError('Ticket not found');
    return row;
  }

  /** Edits a ticket's summary, description, priority or labels (found with `find`). */
  async update(ticket: TicketRow, body: TicketUpdate): Promise<TicketRow> {
    if (Object.values(body).every((v) => v === undefined))
      throw new InvalidError('Nothing to update: send summary, description, priority or labels');
    const labels = body.labels === undefined ? undefined : cleanLabels(body.labels);
    if (body.priority !== undefined) await this.allowed('priority', 'Priority', [body.priority]);
    if (labels !== undefined) await this.allowed('labels', 'Label', labels);
    const changes = { summary: body.summary, description: body.description, priority: body.priority, labels };
    if (ticket.externalKey) await this.deps.tracker.update(ticket.externalKey, changes);
    return this.deps.db.transaction(async (tx) => {
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
      await this.deps.audit(
        {
          module: 'support',
          action: AUDIT_ACTIONS.UPDATE_TICKET,
          key: ticket.reference,
          outcome: 'SUCCESS',
          detail: `${ticket.ticketNumber}: ${fields.join(', ')}`,
        },
        tx,
      );
      return row!;
    });
  }

  /** Moves a ticket (found with `find`) to a configured status; a customer may only close it. */
  async changeStatus(p: Principal, ticket: TicketRow, status: string): Promise<TicketRow> {
    await this.allowed('status', 'Status', [status]);
    if (!p.isAdmin && status !== CLOSED)
      throw new ForbiddenError(`Customers may only set their own ticket to '${CLOSED}'`);
    if (ticket.externalKey && status !== ticket.status) await this.deps.tracker.transition(ticket.externalKey, status);
    return this.deps.db.transaction(async (tx) => {
      const [row] = await tx.update(tickets).set({ status }).where(eq(tickets.reference, ticket.reference)).returning();
      await this.deps.audit(
        {
          module: 'support',
          action: AUDIT_ACTIONS.CHANGE_STATUS,
          key: ticket.reference,
          outcome: 'SUCCESS',
          detail: `${ticket.ticketNumber}: ${ticket.status} -> ${status}`,
        },
        tx,
      );
      return row!;
    });
  }
}

import {
  BILLED_STATUSES,
  firstResponseDue,
  firstResponseHours,
  holidaySet,
  TICKET_CLOSED_STATUS,
  TICKET_OPEN_STATUS,
  ticketTransitionRefusal,
  type TicketActor,
  type TicketRequest,
  type TicketUpdate,
} from '@lnf/sdk';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { TicketTracker } from '../adapters/tickets';
import type { Principal } from '../auth/tokens';
import type { Db, Tx } from '../db';
import { orders, subscriptions, tickets, users } from '../db/schema';
import { ConflictError, ForbiddenError, InvalidError, NotFoundError } from '../domainErrors';
import type { AuditWriter } from './audit';
import { AUDIT_ACTIONS, type AuditAction } from './auditActions';
import { notifyCustomer } from './notifications/outbox';
import { notifyStaffOfCustomer } from './staffNotices';
import { isSupportStaff } from './supportStaff';

/**
 * Support tickets (DESIGN.md section 3): the rules. Every ticket has a row here (reference,
 * ticketNumber `{projectKey}-{n}`, status); with Jira configured the issue is also opened, edited
 * and moved there, always before the row is written, so no transaction waits on the network.
 * Values a ticket may take come from the support configuration, moves between them from the sdk
 * domain's workflow; a customer sees and changes only their own tickets, and may only close them.
 * Support staff (`isSupportStaff`) see and move every ticket. The conversation (replies, the
 * staff's workflow and queue, the auto-close job) is services/ticketConversations.ts.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type TicketRow = typeof tickets.$inferSelect;

/** A ticket with its assignee's name, as the answer shows it. */
export type TicketView = TicketRow & { assignee: { id: string; name: string } | null };

/** A user's name as the portal shows it. */
export const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

/** Adds each ticket's assignee name (one query for all of them). */
export async function withAssignees(db: Db | Tx, rows: TicketRow[]): Promise<TicketView[]> {
  const ids = [...new Set(rows.map((r) => r.assigneeId).filter((id): id is string => id !== null))];
  const names = new Map<string, string>();
  if (ids.length) {
    const found = await db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(inArray(users.id, ids));
    for (const u of found) names.set(u.id, fullName(u));
  }
  return rows.map((r) => ({
    ...r,
    assignee: r.assigneeId ? { id: r.assigneeId, name: names.get(r.assigneeId) ?? '' } : null,
  }));
}

/** The first-response target of a customer: the fastest of the plans they hold (or the default). */
export async function customerTargetHours(db: Db | Tx, userId: string): Promise<number> {
  const held = await db
    .selectDistinct({ plan: subscriptions.planId })
    .from(subscriptions)
    .innerJoin(orders, eq(orders.id, subscriptions.orderId))
    .where(and(eq(orders.userId, userId), inArray(subscriptions.status, [...BILLED_STATUSES])));
  return firstResponseHours(held.map((h) => h.plan));
}

/**
 * Moves a ticket's row to `to` in `tx` (the caller checked the move and told the tracker), with its
 * audit row; staff's and the job's moves tell the customer (mail and bell). Answers the new row,
 * or null when the ticket was no longer in `from` (someone moved it meanwhile).
 */
export async function moveTicket(
  tx: Tx,
  audit: AuditWriter,
  ticket: TicketRow,
  to: string,
  o: { actor: TicketActor; action: AuditAction; at?: Date; detail?: string },
): Promise<TicketRow | null> {
  const [row] = await tx
    .update(tickets)
    .set({ status: to, statusChangedAt: o.at ?? new Date() })
    .where(and(eq(tickets.reference, ticket.reference), eq(tickets.status, ticket.status)))
    .returning();
  if (!row) return null;
  await audit(
    {
      module: 'support',
      action: o.action,
      key: ticket.reference,
      outcome: 'SUCCESS',
      detail: o.detail ?? `${ticket.ticketNumber}: ${ticket.status} -> ${to}`,
    },
    tx,
  );
  if (o.actor !== 'customer' && ticket.userId && to !== ticket.status) {
    const [owner] = await tx.select({ email: users.email }).from(users).where(eq(users.id, ticket.userId));
    if (owner)
      await notifyCustomer(
        tx,
        { email: owner.email, userId: ticket.userId },
        {
          event: 'ticket.status_changed',
          // One notice per move: the ticket at the moment it moved.
          entityId: `${ticket.reference}@${row.statusChangedAt.getTime()}`,
          template: 'ticket-status',
          payload: {
            reference: ticket.reference,
            ticketNumber: ticket.ticketNumber,
            summary: ticket.summary,
            from: ticket.status,
            to,
          },
        },
      );
  }
  return row;
}

/**
 * moveTicket for a move the portal made and already told the tracker: when the tracker's webhook
 * brought the same move back first (services/jiraMirror.ts), the ticket is already at `to` and
 * that is the answer. Null when someone moved it elsewhere meanwhile.
 */
export async function movePortalTicket(
  tx: Tx,
  audit: AuditWriter,
  ticket: TicketRow,
  to: string,
  o: { actor: TicketActor; action: AuditAction; at?: Date; detail?: string },
): Promise<TicketRow | null> {
  const row = await moveTicket(tx, audit, ticket, to, o);
  if (row || !ticket.externalKey) return row;
  const [now] = await tx.select().from(tickets).where(eq(tickets.reference, ticket.reference));
  return now?.status === to ? now : null;
}

/** What the ticket rules need from the rest of the server. */
export interface TicketDeps {
  db: Db;
  tracker: TicketTracker;
  /** A list of the support configuration (project_key, priority, labels, status, holidays). */
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

  /** Raises a ticket as `p`, numbered next in its project; a customer's tells support staff (mail and bell). */
  async raise(p: Principal, q: TicketRequest): Promise<TicketRow> {
    const labels = cleanLabels((q.labels ?? '').split(','));
    await this.allowed('project_key', 'Project key', [q.projectKey]);
    await this.allowed('priority', 'Priority', [q.priorityName]);
    await this.allowed('labels', 'Label', labels);
    const raisedAt = new Date();
    // Business hours skip the national holidays and the support configuration's `holidays`.
    const due = firstResponseDue(
      raisedAt,
      await customerTargetHours(this.deps.db, p.userId),
      holidaySet(await this.deps.allowedValues('holidays')),
    );
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
          firstResponseDue: due,
          createdAt: raisedAt,
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
      if (!isSupportStaff(p))
        await notifyStaffOfCustomer(tx, row!, {
          kind: 'raised',
          entityId: row!.reference,
          author: p.name,
          body: q.description,
          attachments: 0,
        });
      return row!;
    });
  }

  /** Adds the assignee's name to tickets, for the answer. */
  views(rows: TicketRow[]): Promise<TicketView[]> {
    return withAssignees(this.deps.db, rows);
  }

  /** One ticket with its assignee's name. */
  async view(row: TicketRow): Promise<TicketView> {
    return (await this.views([row]))[0]!;
  }

  /** The caller's tickets (staff's: everyone's), newest first. */
  list(p: Principal): Promise<TicketRow[]> {
    const query = this.deps.db.select().from(tickets);
    return (isSupportStaff(p) ? query : query.where(eq(tickets.userId, p.userId))).orderBy(
      desc(tickets.createdAt),
      desc(sql`substring(${tickets.ticketNumber} from '([0-9]+)$')::int`),
    );
  }

  /** A ticket the caller may see, by reference (UUID) or ticket number: someone else's answers like an unknown one. */
  async find(p: Principal, id: string): Promise<TicketRow> {
    const where = UUID.test(id) ? eq(tickets.reference, id) : eq(tickets.ticketNumber, id);
    const [row] = await this.deps.db.select().from(tickets).where(where).limit(1);
    if (!row || (!isSupportStaff(p) && row.userId !== p.userId)) throw new NotFoundError('Ticket not found');
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

  /**
   * Moves a ticket (found with `find`) to a configured status: a customer may only close it, staff
   * follow the domain's workflow, and nothing leaves Closed. The same status again changes nothing.
   */
  async changeStatus(p: Principal, ticket: TicketRow, status: string): Promise<TicketRow> {
    await this.allowed('status', 'Status', [status]);
    const actor = isSupportStaff(p) ? 'staff' : 'customer';
    const refusal = ticketTransitionRefusal(ticket.status, status, actor);
    // A customer may only close (403); a move the ticket's state refuses is a conflict (409).
    if (refusal)
      throw actor === 'customer' && status !== TICKET_CLOSED_STATUS
        ? new ForbiddenError(refusal)
        : new ConflictError(refusal);
    if (status === ticket.status) return ticket;
    if (ticket.externalKey) await this.deps.tracker.transition(ticket.externalKey, status);
    return this.deps.db.transaction(async (tx) => {
      const row = await movePortalTicket(tx, this.deps.audit, ticket, status, {
        actor,
        action: AUDIT_ACTIONS.CHANGE_STATUS,
      });
      if (!row) throw new ConflictError('The ticket changed meanwhile; reload it and try again');
      return row;
    });
  }
}

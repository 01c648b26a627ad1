import {
  autoCloseCutoff,
  firstResponseBreached,
  isClosedTicket,
  reopensOnCustomerReply,
  TICKET_AUTO_CLOSE_DAYS,
  TICKET_CLOSED_STATUS,
  TICKET_OPEN_STATUS,
  TICKET_RESOLVED_STATUS,
  ticketTransitionRefusal,
  type TicketReplyRequest,
  type TicketWorkflowChange,
} from '@lnf/sdk';
import { and, asc, count, desc, eq, lte, ne, sql } from 'drizzle-orm';
import type { FileStorage } from '../adapters/storage';
import type { TicketTracker } from '../adapters/tickets';
import type { Principal } from '../auth/tokens';
import type { Db } from '../db';
import { ticketAttachments, ticketReplies, tickets, users } from '../db/schema';
import { ConflictError, InvalidError, NotFoundError } from '../domainErrors';
import type { AuditWriter } from './audit';
import { AUDIT_ACTIONS } from './auditActions';
import { isUniqueViolation } from './customer';
import { notifyCustomer } from './notifications/outbox';
import { notifyStaffOfCustomer } from './staffNotices';
import { isSupportStaff } from './supportStaff';
import {
  attachmentRows,
  attachmentsOf,
  checkFiles,
  findAttachment,
  removeFiles,
  storeFiles,
  type AttachmentRow,
  type IncomingFile,
  type StoredFile,
} from './ticketAttachments';
import { fullName, movePortalTicket, moveTicket, withAssignees, type TicketRow, type TicketView } from './tickets';

/**
 * A ticket as a conversation (Zendesk, Freshdesk, GitHub issues): replies from the customer and
 * staff, staff-only internal notes, the staff's workflow (status, assignee) and queue with
 * first-response targets, and the job that closes Resolved tickets nobody answered for a week.
 * With Jira, a reply becomes a comment and a move a transition before the row is written (the
 * comment is removed again if the row cannot be); comments and moves made in Jira come back through
 * its webhook (services/jiraMirror.ts: `importComment`, `mirrorStatus`).
 * Attachments (services/ticketAttachments.ts) are stored before the reply's transaction and their
 * rows written in it; they are not mirrored to Jira yet.
 */

/** A reply and its attachments. */
export type ReplyRow = typeof ticketReplies.$inferSelect & { attachments: AttachmentRow[] };

/** What the conversation rules need from the rest of the server. */
export interface ConversationDeps {
  db: Db;
  tracker: TicketTracker;
  /** A list of the support configuration (status). */
  allowedValues: (key: string) => Promise<string[]>;
  audit: AuditWriter;
  /** Where attachments' bytes live. */
  storage: FileStorage;
}

/** The longest part of a reply a notice carries (the portal has the whole of it). */
const NOTICE_BODY_CHARS = 2_000;

const fileCount = (n: number) => (n === 0 ? '' : n === 1 ? ', 1 attachment' : `, ${n} attachments`);

export class TicketConversationService {
  constructor(private readonly deps: ConversationDeps) {}

  /** The conversation of a ticket (found with `find`), oldest first; a customer's has no internal notes. */
  async replies(p: Principal, ticket: TicketRow): Promise<ReplyRow[]> {
    const own = eq(ticketReplies.ticketReference, ticket.reference);
    const rows = await this.deps.db
      .select()
      .from(ticketReplies)
      .where(isSupportStaff(p) ? own : and(own, eq(ticketReplies.internal, false)))
      .orderBy(asc(ticketReplies.createdAt), asc(ticketReplies.id));
    const files = await attachmentsOf(
      this.deps.db,
      rows.map((r) => r.id),
    );
    return rows.map((r) => ({ ...r, attachments: files.get(r.id) ?? [] }));
  }

  /**
   * An attachment `p` may read as far as the reply goes (an internal note's: staff only; unknown:
   * 404). The caller still checks the ticket is `p`'s with `find`.
   */
  async attachment(p: Principal, id: string): Promise<AttachmentRow> {
    const row = await findAttachment(this.deps.db, id);
    if (row.internal && !isSupportStaff(p)) throw new NotFoundError('Attachment not found');
    return row;
  }

  /** The bytes of an attachment (found with `attachment`) as stored; gone from the storage: 404. */
  async attachmentFile(row: AttachmentRow): Promise<{ bytes: Buffer; contentType: string }> {
    const file = await this.deps.storage.get(row.storageKey);
    if (!file) {
      console.error(`attachment ${row.id} has no object ${row.storageKey} in the storage`);
      throw new NotFoundError('Attachment not found');
    }
    return { bytes: file.bytes, contentType: row.contentType };
  }

  /**
   * Adds a reply as `p` to a ticket (found with `find`). Staff may write internal notes; a
   * customer's reply on a Resolved or Waiting-on-customer ticket opens it again; a Closed ticket
   * takes none. A staff member's public reply tells the customer (mail and bell), a customer's
   * tells staff. `raisedWith`: the files a ticket was raised with, part of raising it: the raise
   * told staff, and they neither answer the ticket (even when staff raised it) nor change its reply times.
   * `files` are checked before anything is written, then stored, and their rows written with the
   * reply's: if anything fails, neither the reply nor any file is kept.
   */
  async reply(
    p: Principal,
    ticket: TicketRow,
    q: TicketReplyRequest,
    files: readonly IncomingFile[] = [],
    options: { raisedWith?: boolean } = {},
  ): Promise<ReplyRow> {
    const role = isSupportStaff(p) ? 'staff' : 'customer';
    const internal = q.internal ?? false;
    if (internal && role === 'customer') throw new InvalidError('Only support staff may write internal notes');
    if (isClosedTicket(ticket.status)) throw new ConflictError('This ticket is closed');
    const checked = checkFiles(files);
    const reopen = role === 'customer' && reopensOnCustomerReply(ticket.status);
    const id = crypto.randomUUID();
    const { tracker, storage } = this.deps;
    const stored = await storeFiles(storage, checked);
    let comment: { id: string } | null = null;
    try {
      comment = ticket.externalKey
        ? await tracker.comment(ticket.externalKey, { replyId: id, body: q.body, author: p.name, internal })
        : null;
      if (reopen && ticket.externalKey) await tracker.transition(ticket.externalKey, TICKET_OPEN_STATUS);
      return await this.write({
        id,
        ticket,
        author: { userId: p.userId, name: p.name, role },
        body: q.body,
        internal,
        externalId: comment?.id ?? null,
        stored,
        opening: options.raisedWith ?? false,
      });
    } catch (error) {
      // The row is not written: take the files and the mirrored comment back, so nothing of this
      // reply is left and a retry does not post it twice.
      await removeFiles(storage, stored);
      const mirrored = comment;
      if (mirrored && ticket.externalKey)
        await tracker.deleteComment(ticket.externalKey, mirrored.id).catch((e: unknown) => {
          console.error(`could not remove Jira comment ${mirrored.id}: ${e instanceof Error ? e.message : e}`);
        });
      throw error;
    }
  }

  /**
   * Writes a reply's row, its attachments' rows and the ticket's reply times in one transaction:
   * a customer's reply reopens a Resolved or Waiting-on-customer ticket and tells staff (the
   * assignee, or every staff user; `notifyStaffOfCustomer`), and a staff member's public reply tells
   * the customer (mail and bell). A Closed ticket takes none (409).
   */
  private async write(r: {
    id: string;
    ticket: TicketRow;
    author: { userId: string | null; name: string; role: 'customer' | 'staff' };
    body: string;
    internal: boolean;
    externalId: string | null;
    stored: readonly StoredFile[];
    /** The files a ticket is raised with: no staff notice, no change to the ticket's reply times. @default false */
    opening?: boolean;
    /** Where the reply came from, for the audit row (a Jira comment). */
    from?: string;
  }): Promise<ReplyRow> {
    const { id, ticket, internal, stored } = r;
    const { role } = r.author;
    return this.deps.db.transaction(async (tx) => {
      const [current] = await tx.select().from(tickets).where(eq(tickets.reference, ticket.reference)).for('update');
      if (!current || isClosedTicket(current.status)) throw new ConflictError('This ticket is closed');
      const now = new Date();
      const [row] = await tx
        .insert(ticketReplies)
        .values({
          id,
          ticketReference: ticket.reference,
          authorId: r.author.userId,
          authorName: r.author.name,
          authorRole: role,
          body: r.body,
          internal,
          externalId: r.externalId,
          createdAt: now,
        })
        .returning();
      const attachments = stored.length
        ? await tx
            .insert(ticketAttachments)
            .values(attachmentRows(id, ticket.reference, stored, now))
            .returning()
        : [];
      if (!internal && !r.opening)
        await tx
          .update(tickets)
          .set({
            lastReplyAt: now,
            awaitingStaff: role === 'customer',
            ...(role === 'staff' && !current.firstStaffReplyAt ? { firstStaffReplyAt: now } : {}),
          })
          .where(eq(tickets.reference, ticket.reference));
      const reopened =
        role === 'customer' && reopensOnCustomerReply(current.status)
          ? await moveTicket(tx, this.deps.audit, current, TICKET_OPEN_STATUS, {
              actor: 'customer',
              action: AUDIT_ACTIONS.CHANGE_STATUS,
              at: now,
              detail: `${current.ticketNumber}: ${current.status} -> ${TICKET_OPEN_STATUS} (customer replied)`,
            })
          : null;
      await this.deps.audit(
        {
          module: 'support',
          action: AUDIT_ACTIONS.REPLY_TICKET,
          key: ticket.reference,
          outcome: 'SUCCESS',
          // Never the body: the audit log is read more widely than the ticket.
          detail: `${ticket.ticketNumber}: ${internal ? 'internal note' : `${role} reply`}${fileCount(stored.length)}${reopened ? ', reopened' : ''}${r.from ? ` (${r.from})` : ''}`,
        },
        tx,
      );
      if (role === 'customer' && !internal && !r.opening)
        await notifyStaffOfCustomer(tx, current, {
          kind: 'replied',
          entityId: id,
          author: r.author.name,
          body: r.body,
          attachments: stored.length,
        });
      if (role === 'staff' && !internal && !r.opening && current.userId && current.userId !== r.author.userId) {
        const [owner] = await tx.select({ email: users.email }).from(users).where(eq(users.id, current.userId));
        if (owner)
          await notifyCustomer(
            tx,
            { email: owner.email, userId: current.userId },
            {
              event: 'ticket.replied',
              entityId: id,
              template: 'ticket-reply',
              payload: {
                reference: current.reference,
                ticketNumber: current.ticketNumber,
                summary: current.summary,
                author: r.author.name,
                body: r.body.slice(0, NOTICE_BODY_CHARS),
              },
            },
          );
      }
      return { ...row!, attachments };
    });
  }

  /**
   * A comment made in the tracker, as a staff reply to a ticket (found by its external key): the
   * tracker's author's name, no portal author, the comment's id as the reply's `externalId`, and an
   * internal note when the tracker hides the comment from customers. Written like a staff member's
   * reply (`write`: the customer is told of a public one). Answers null when that comment is
   * already a reply (a redelivery, or one the portal wrote); a Closed ticket is a ConflictError.
   */
  async importComment(
    ticket: TicketRow,
    comment: { externalId: string; authorName: string; body: string; internal: boolean },
  ): Promise<ReplyRow | null> {
    const [known] = await this.deps.db
      .select({ id: ticketReplies.id })
      .from(ticketReplies)
      .where(eq(ticketReplies.externalId, comment.externalId))
      .limit(1);
    if (known) return null;
    try {
      return await this.write({
        id: crypto.randomUUID(),
        ticket,
        author: { userId: null, name: comment.authorName, role: 'staff' },
        body: comment.body,
        internal: comment.internal,
        externalId: comment.externalId,
        stored: [],
        from: `from Jira comment ${comment.externalId}`,
      });
    } catch (error) {
      // The same comment delivered twice at once: the unique external id lets one row in.
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  }

  /** Why staff may not move `ticket` to `status` (not a configured status, or the workflow refuses); null: they may. */
  private async statusRefusal(ticket: TicketRow, status: string): Promise<string | null> {
    const list = await this.deps.allowedValues('status');
    if (!list.includes(status)) return `Status '${status}' is not allowed; use one of: ${list.join(', ')}`;
    return ticketTransitionRefusal(ticket.status, status, 'staff');
  }

  /**
   * A status change made in the tracker at `at`, applied as staff's move (moveTicket: the audit row
   * and the customer's notice) without telling the tracker again. Answers what happened: `same`
   * (already there: the portal's own move coming back, or a redelivery), `moved`, or `ignored` with
   * the reason (a status the portal does not have or the workflow refuses, a change older than the
   * ticket's last move, a ticket moved meanwhile), which is audited.
   */
  async mirrorStatus(
    ticket: TicketRow,
    status: string,
    at: Date,
    source: string,
  ): Promise<{ outcome: 'same' | 'moved' | 'ignored'; reason?: string }> {
    if (status === ticket.status) return { outcome: 'same' };
    const reason =
      at.getTime() < ticket.statusChangedAt.getTime()
        ? "older than the ticket's last move"
        : await this.statusRefusal(ticket, status);
    const moved = reason
      ? null
      : await this.deps.db.transaction((tx) =>
          moveTicket(tx, this.deps.audit, ticket, status, {
            actor: 'staff',
            action: AUDIT_ACTIONS.CHANGE_STATUS,
            detail: `${ticket.ticketNumber}: ${ticket.status} -> ${status} (${source})`,
          }),
        );
    if (moved) return { outcome: 'moved' };
    const why = reason ?? 'the ticket changed meanwhile';
    await this.deps.audit({
      module: 'support',
      action: AUDIT_ACTIONS.JIRA_WEBHOOK,
      key: ticket.reference,
      outcome: 'FAILURE',
      detail: `${ticket.ticketNumber}: ignored ${source} to '${status}': ${why}`,
    });
    return { outcome: 'ignored', reason: why };
  }

  /**
   * Staff's workflow on a ticket (found with `find`): a status the domain's workflow allows from the
   * current one (409 otherwise; nothing leaves Closed), and/or the assignee (a staff user, or null).
   */
  async updateWorkflow(p: Principal, ticket: TicketRow, change: TicketWorkflowChange): Promise<TicketRow> {
    if (change.status === undefined && change.assignee === undefined)
      throw new InvalidError('Nothing to change: send status or assignee');
    if (isClosedTicket(ticket.status)) throw new ConflictError('This ticket is closed');
    const status = change.status;
    if (status !== undefined) {
      const list = await this.deps.allowedValues('status');
      if (!list.includes(status))
        throw new InvalidError(`Status '${status}' is not allowed; use one of: ${list.join(', ')}`);
      const refusal = await this.statusRefusal(ticket, status);
      if (refusal) throw new ConflictError(refusal);
    }
    let assigneeName: string | null = null;
    if (change.assignee) {
      const [who] = await this.deps.db.select().from(users).where(eq(users.id, change.assignee));
      if (!who || !isSupportStaff(who)) throw new InvalidError('The assignee must be a support staff user');
      assigneeName = fullName(who);
    }
    const moves = status !== undefined && status !== ticket.status;
    if (moves && ticket.externalKey) await this.deps.tracker.transition(ticket.externalKey, status);
    return this.deps.db.transaction(async (tx) => {
      let row: TicketRow | null = ticket;
      if (moves) {
        row = await movePortalTicket(tx, this.deps.audit, ticket, status, {
          actor: 'staff',
          action: AUDIT_ACTIONS.CHANGE_STATUS,
        });
        if (!row) throw new ConflictError('The ticket changed meanwhile; reload it and try again');
      }
      if (change.assignee !== undefined) {
        [row] = await tx
          .update(tickets)
          .set({ assigneeId: change.assignee })
          .where(eq(tickets.reference, ticket.reference))
          .returning();
      }
      const parts = [
        ...(moves ? [`${ticket.status} -> ${status}`] : []),
        ...(change.assignee !== undefined ? [`assignee ${assigneeName ?? 'none'}`] : []),
      ];
      await this.deps.audit(
        {
          module: 'support',
          action: AUDIT_ACTIONS.TICKET_WORKFLOW,
          key: ticket.reference,
          outcome: 'SUCCESS',
          detail: `${ticket.ticketNumber}: ${parts.join('; ') || 'no change'} by ${p.email}`,
        },
        tx,
      );
      return row!;
    });
  }

  /**
   * Staff's queue: tickets not closed, soonest first response due first (a ticket raised before
   * targets existed counts as due at its raising), a page at a time.
   */
  async queue(page: { limit: number; offset: number }, now = new Date()) {
    const due = sql`coalesce(${tickets.firstResponseDue}, ${tickets.createdAt})`;
    const open = ne(tickets.status, TICKET_CLOSED_STATUS);
    const [rows, [total]] = await Promise.all([
      this.deps.db
        .select()
        .from(tickets)
        .where(open)
        .orderBy(asc(due), asc(tickets.createdAt), asc(tickets.reference))
        .limit(page.limit)
        .offset(page.offset),
      this.deps.db.select({ n: count() }).from(tickets).where(open),
    ]);
    const views = await withAssignees(this.deps.db, rows);
    return {
      items: views.map((ticket: TicketView) => {
        const dueAt = ticket.firstResponseDue ?? ticket.createdAt;
        return {
          ticket,
          firstResponseDue: dueAt,
          firstStaffReplyAt: ticket.firstStaffReplyAt,
          breached: firstResponseBreached(dueAt, ticket.firstStaffReplyAt, now),
        };
      }),
      total: Number(total?.n ?? 0),
      ...page,
    };
  }
}

/**
 * The job: closes every Resolved ticket with no reply and no move for TICKET_AUTO_CLOSE_DAYS as of
 * `now`, telling each customer. A ticket the tracker will not move is left for the next run.
 * Answers how many it closed.
 */
export async function closeResolvedTickets(
  deps: Omit<ConversationDeps, 'allowedValues' | 'storage'>,
  now = new Date(),
) {
  const cutoff = autoCloseCutoff(now);
  const due = await deps.db
    .select()
    .from(tickets)
    .where(
      and(
        eq(tickets.status, TICKET_RESOLVED_STATUS),
        lte(
          sql`greatest(${tickets.statusChangedAt}, coalesce(${tickets.lastReplyAt}, ${tickets.statusChangedAt}))`,
          cutoff,
        ),
      ),
    )
    .orderBy(desc(tickets.statusChangedAt))
    .limit(500);
  let closed = 0;
  for (const ticket of due) {
    try {
      if (ticket.externalKey) await deps.tracker.transition(ticket.externalKey, TICKET_CLOSED_STATUS);
      const row = await deps.db.transaction(async (tx) => {
        // A reply or a move since the read above keeps the ticket open.
        const [current] = await tx.select().from(tickets).where(eq(tickets.reference, ticket.reference)).for('update');
        const last = Math.max(current?.statusChangedAt.getTime() ?? 0, current?.lastReplyAt?.getTime() ?? 0);
        if (!current || current.status !== TICKET_RESOLVED_STATUS || last > cutoff.getTime()) return null;
        return moveTicket(tx, deps.audit, current, TICKET_CLOSED_STATUS, {
          actor: 'system',
          action: AUDIT_ACTIONS.AUTO_CLOSE_TICKET,
          at: now,
          detail: `${ticket.ticketNumber}: ${ticket.status} -> ${TICKET_CLOSED_STATUS} (no reply for ${TICKET_AUTO_CLOSE_DAYS} days)`,
        });
      });
      if (row) closed++;
    } catch (error) {
      console.error(`auto-close of ${ticket.ticketNumber} failed: ${error instanceof Error ? error.message : error}`);
    }
  }
  return closed;
}

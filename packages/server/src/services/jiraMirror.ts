import { REPLY_MAX_LENGTH } from '@lnf/sdk';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { commentText, portalReplyId } from '../adapters/tickets';
import { tickets } from '../db/schema';
import { ConflictError, InvalidError } from '../domainErrors';
import { AUDIT_ACTIONS } from './auditActions';
import type { ConversationDeps, TicketConversationService } from './ticketConversations';

/**
 * Jira's webhooks back into the portal (https://developer.atlassian.com/cloud/jira/platform/webhooks/):
 * a comment made in Jira becomes a staff reply, a status change a move, each once. Jira retries a
 * delivery that answers 408, 409, 425, 429 or 5xx, or none ("Retry policy"), so everything this
 * decides not to apply (an unknown issue, a status the portal lacks) is answered 200.
 */

/**
 * "Secure admin webhooks": an admin webhook with a secret carries X-Hub-Signature: sha256=<hex
 * HMAC-SHA256 of the raw body under the secret> (WebSub's method=signature). Compared in constant time.
 */
export function verifyJiraSignature(rawBody: string, header: string | undefined, secret: string): boolean {
  const match = /^sha256=([0-9a-f]{64})$/i.exec(header?.trim() ?? '');
  if (!match) return false;
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  const given = Buffer.from(match[1]!, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The part of a delivery this server reads. */
export interface JiraEvent {
  webhookEvent: string;
  /** When Jira raised the event (ms since the epoch). */
  timestamp: number;
  issueKey: string | null;
  comment: { id: string; body: unknown; authorName: string; internal: boolean } | null;
  /** The changelog's `status` item: the status's name before and after. */
  status: { from: string | null; to: string } | null;
  /**
   * Who caused the delivery: `user.accountId` of an issue event, the comment's author of
   * `comment_created` (its `updateAuthor` of `comment_updated`); null when the delivery names nobody.
   */
  actorAccountId: string | null;
}

const str = (v: unknown) => (typeof v === 'string' && v ? v : null);
/** A changelog item's own field (`toString` is also every object's method). */
const field = (item: Record<string, unknown>, name: string) => (Object.hasOwn(item, name) ? item[name] : undefined);

/** Reads a delivery; a body that is not a Jira event is the sender's mistake (400, which Jira does not retry). */
export function parseJiraEvent(rawBody: string): JiraEvent {
  let value: unknown;
  try {
    value = JSON.parse(rawBody);
  } catch {
    throw new InvalidError('Malformed JSON body');
  }
  const e = value as {
    webhookEvent?: unknown;
    timestamp?: unknown;
    issue?: { key?: unknown };
    comment?: {
      id?: unknown;
      body?: unknown;
      author?: { displayName?: unknown; accountId?: unknown };
      updateAuthor?: { accountId?: unknown };
      jsdPublic?: unknown;
      visibility?: unknown;
    };
    changelog?: { items?: unknown };
    user?: { accountId?: unknown };
  } | null;
  if (!e || typeof e !== 'object' || typeof e.webhookEvent !== 'string') throw new InvalidError('Not a Jira event');
  const c = e.comment;
  const id = str(c?.id);
  const items = Array.isArray(e.changelog?.items) ? (e.changelog.items as Record<string, unknown>[]) : [];
  const change = items.find((i) => i && i.field === 'status' && str(field(i, 'toString')));
  return {
    webhookEvent: e.webhookEvent,
    timestamp: typeof e.timestamp === 'number' ? e.timestamp : 0,
    issueKey: str(e.issue?.key),
    comment:
      c && id
        ? {
            id,
            body: c.body,
            authorName: str(c.author?.displayName) ?? 'Jira',
            // A Jira Service Management internal comment (jsdPublic false), or one restricted to a
            // group or role (visibility), is not for the customer.
            internal: c.jsdPublic === false || (typeof c.visibility === 'object' && c.visibility !== null),
          }
        : null,
    status: change ? { from: str(change.fromString), to: field(change, 'toString') as string } : null,
    actorAccountId: e.webhookEvent.startsWith('comment_')
      ? str((e.webhookEvent === 'comment_updated' ? c?.updateAuthor?.accountId : null) ?? c?.author?.accountId)
      : str(e.user?.accountId),
  };
}

export type JiraOutcome = 'imported' | 'moved' | 'duplicate' | 'own' | 'ignored';

/**
 * Applies one verified delivery: `comment_created` (a comment the portal did not write, not yet
 * imported) through `importComment`, `jira:issue_updated` with a status change through
 * `mirrorStatus`. Anything else, and issues no ticket has, change nothing. A delivery caused by the
 * tracker's own API account (`TicketTracker.accountId`) is the portal's own comment or move coming
 * back, possibly before the portal has written it, or after a later move: `own`, and nothing is
 * written, not even an audit row. When that account cannot be read, the delivery fails (Jira
 * retries it) rather than being taken for someone else's.
 */
export async function applyJiraEvent(
  deps: ConversationDeps,
  conversation: TicketConversationService,
  rawBody: string,
): Promise<{ outcome: JiraOutcome; reference?: string; reason?: string }> {
  const e = parseJiraEvent(rawBody);
  const handled =
    (e.webhookEvent === 'comment_created' && e.comment) || (e.webhookEvent === 'jira:issue_updated' && e.status);
  if (!handled || !e.issueKey) return { outcome: 'ignored', reason: 'not an event the portal mirrors' };
  if (e.actorAccountId && e.actorAccountId === (await deps.tracker.accountId()))
    return { outcome: 'own', reason: "the portal's own change" };
  const [ticket] = await deps.db.select().from(tickets).where(eq(tickets.externalKey, e.issueKey)).limit(1);
  if (!ticket) return { outcome: 'ignored', reason: `no ticket has issue ${e.issueKey}` };
  const source = `from Jira ${e.issueKey}`;

  if (e.webhookEvent === 'jira:issue_updated') {
    const result = await conversation.mirrorStatus(ticket, e.status!.to, new Date(e.timestamp), source);
    return {
      outcome: result.outcome === 'same' ? 'duplicate' : result.outcome,
      reference: ticket.reference,
      reason: result.reason,
    };
  }

  const comment = e.comment!;
  const text = commentText(comment.body).trim();
  // The portal's own reply coming back: its row may not even be written yet.
  if (portalReplyId(text)) return { outcome: 'duplicate', reference: ticket.reference };
  const ignore = async (reason: string) => {
    await deps.audit({
      module: 'support',
      action: AUDIT_ACTIONS.JIRA_WEBHOOK,
      key: ticket.reference,
      outcome: 'FAILURE',
      detail: `${ticket.ticketNumber}: ignored Jira comment ${comment.id}: ${reason}`,
    });
    return { outcome: 'ignored' as const, reference: ticket.reference, reason };
  };
  if (!text) return ignore('no text');
  try {
    const row = await conversation.importComment(ticket, {
      externalId: comment.id,
      authorName: comment.authorName,
      // Replies hold at most REPLY_MAX_LENGTH characters; the whole comment stays in Jira.
      body: text.length > REPLY_MAX_LENGTH ? `${text.slice(0, REPLY_MAX_LENGTH - 1)}…` : text,
      internal: comment.internal,
    });
    return row
      ? { outcome: 'imported', reference: ticket.reference }
      : { outcome: 'duplicate', reference: ticket.reference };
  } catch (error) {
    if (error instanceof ConflictError) return ignore(error.message);
    throw error;
  }
}

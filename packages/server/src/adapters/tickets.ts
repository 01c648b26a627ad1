import type { Config } from '../config';
import { ConflictError, ProviderError } from '../domainErrors';

/** What the tracker needs to open an issue. */
export interface NewIssue {
  projectKey: string;
  summary: string;
  description: string;
  issueType: string;
  priority: string;
  labels: string[];
  reporter: string;
}

/** Fields to change on an existing issue; absent fields stay as they are. */
export interface IssueChanges {
  summary?: string;
  description?: string;
  priority?: string;
  labels?: string[];
}

/**
 * Where tickets are tracked besides the portal's own table (DESIGN.md section 1, adapters). The
 * portal always keeps its ticket row (reference, ticketNumber, status); an external tracker also
 * gets the issue, and its key is stored as the row's externalKey.
 */
export interface TicketTracker {
  readonly kind: 'database' | 'jira';
  /** Opens the issue; answers the external key, or null when the database is the tracker. */
  create(issue: NewIssue): Promise<{ id: string; key: string } | null>;
  /** Applies field changes to the external issue. */
  update(externalKey: string, changes: IssueChanges): Promise<void>;
  /** Moves the external issue to `status`. */
  transition(externalKey: string, status: string): Promise<void>;
  /**
   * Adds a reply as a comment; answers the external comment's id (null when the database is the
   * tracker). `replyId` is the portal's id of the reply, kept on the comment so it can be matched.
   */
  comment(externalKey: string, reply: IssueComment): Promise<{ id: string } | null>;
  /** Removes a comment again (a reply whose row could not be written). */
  deleteComment(externalKey: string, commentId: string): Promise<void>;
  /**
   * The tracker's account id of the portal's API user: the changes it reports as made by this
   * account are the portal's own. Null when the database is the tracker.
   */
  accountId(): Promise<string | null>;
}

/** A reply to mirror as a comment. */
export interface IssueComment {
  replyId: string;
  body: string;
  author: string;
  /** A staff-only note: marked internal for Jira Service Management (`sd.public.comment`). */
  internal: boolean;
}

/** The local default: the tickets table is the whole tracker, so there is nothing else to tell. */
export class DatabaseTracker implements TicketTracker {
  readonly kind = 'database' as const;
  async create() {
    return null;
  }
  async update() {}
  async transition() {}
  async comment() {
    return null;
  }
  async deleteComment() {}
  async accountId() {
    return null;
  }
}

/** Atlassian Document Format for plain text: one paragraph per block, hard line breaks kept. */
export function adfDocument(text: string) {
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => ({
      type: 'paragraph',
      content: block
        .split('\n')
        .flatMap((line, i) => [
          ...(i > 0 ? [{ type: 'hardBreak' }] : []),
          ...(line ? [{ type: 'text', text: line }] : []),
        ]),
    }));
  return { type: 'doc', version: 1, content: paragraphs };
}

/**
 * The text of a comment body: a string (webhook payloads carry REST API v2's wiki markup) or an
 * Atlassian Document Format document (v3), paragraphs apart by a blank line.
 */
export function commentText(body: unknown): string {
  const walk = (node: unknown): string => {
    if (typeof node === 'string') return node;
    if (!node || typeof node !== 'object') return '';
    const n = node as { type?: unknown; text?: unknown; content?: unknown };
    if (n.type === 'text') return typeof n.text === 'string' ? n.text : '';
    if (n.type === 'hardBreak') return '\n';
    const inner = Array.isArray(n.content) ? n.content.map(walk) : [];
    return inner.join(n.type === 'doc' ? '\n\n' : '');
  };
  return walk(body);
}

/**
 * The footer of a mirrored reply: who wrote it and the portal's reply id. The id is in the text
 * because a webhook's comment carries no properties, and Jira may send it back before the reply's
 * row (with the comment's id) is written.
 */
const replyFooter = (reply: IssueComment) =>
  `${reply.internal ? 'Internal note by' : 'Reply by'}: ${reply.author} (portal reply ${reply.replyId})`;

/** The portal reply id a comment's text ends with, if the portal wrote it. */
export function portalReplyId(text: string): string | null {
  return /\(portal reply ([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\)\s*$/i.exec(text)?.[1] ?? null;
}

export interface JiraOptions {
  baseUrl: string;
  email: string;
  apiToken: string;
  fetch?: typeof fetch;
  /** Abort a Jira call after this long. @default 10 s */
  timeoutMs?: number;
}

/** Jira Cloud REST v3 with basic auth (account email + API token). */
export class JiraTracker implements TicketTracker {
  readonly kind = 'jira' as const;
  private readonly base: string;
  private readonly auth: string;
  private readonly fetchImpl: typeof fetch;
  private readonly timeoutMs: number;
  /** The API user's account id, read once (a failed read is tried again next time). */
  private self: Promise<string> | null = null;

  constructor(options: JiraOptions) {
    this.base = options.baseUrl.replace(/\/+$/, '');
    this.auth = `Basic ${Buffer.from(`${options.email}:${options.apiToken}`).toString('base64')}`;
    this.fetchImpl = options.fetch ?? ((...args) => globalThis.fetch(...args));
    this.timeoutMs = options.timeoutMs ?? 10_000;
  }

  private async call(method: string, path: string, body?: unknown): Promise<unknown> {
    let res: Response;
    try {
      res = await this.fetchImpl(`${this.base}${path}`, {
        method,
        headers: {
          authorization: this.auth,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      console.error(`Jira ${method} ${path} failed:`, error instanceof Error ? error.message : error);
      throw new ProviderError('The ticket tracker is not reachable, please try again later');
    }
    const text = await res.text();
    if (!res.ok) {
      // Jira's errorMessages/errors are safe to log; the request (with its auth header) is not logged.
      console.error(`Jira ${method} ${path} answered ${res.status}: ${text.slice(0, 500)}`);
      throw new ProviderError(`The ticket tracker refused the request (${res.status})`);
    }
    return text ? (JSON.parse(text) as unknown) : null;
  }

  async create(issue: NewIssue) {
    const answer = (await this.call('POST', '/rest/api/3/issue', {
      fields: {
        project: { key: issue.projectKey },
        summary: issue.summary,
        description: adfDocument(`${issue.description}\n\nReported by: ${issue.reporter}`),
        issuetype: { name: issue.issueType },
        priority: { name: issue.priority },
        // Jira labels cannot hold spaces.
        labels: issue.labels.map((l) => l.replace(/\s+/g, '_')),
      },
    })) as { id?: unknown; key?: unknown } | null;
    if (!answer || typeof answer.key !== 'string' || typeof answer.id !== 'string') {
      throw new ProviderError('The ticket tracker gave an unexpected answer');
    }
    return { id: answer.id, key: answer.key };
  }

  async update(externalKey: string, changes: IssueChanges) {
    const fields: Record<string, unknown> = {};
    if (changes.summary !== undefined) fields.summary = changes.summary;
    if (changes.description !== undefined) fields.description = adfDocument(changes.description);
    if (changes.priority !== undefined) fields.priority = { name: changes.priority };
    if (changes.labels !== undefined) fields.labels = changes.labels.map((l) => l.replace(/\s+/g, '_'));
    if (Object.keys(fields).length === 0) return;
    await this.call('PUT', `/rest/api/3/issue/${encodeURIComponent(externalKey)}`, { fields });
  }

  async transition(externalKey: string, status: string) {
    const path = `/rest/api/3/issue/${encodeURIComponent(externalKey)}/transitions`;
    const answer = (await this.call('GET', path)) as {
      transitions?: { id: string; name?: string; to?: { name?: string } }[];
    } | null;
    const wanted = status.toLowerCase();
    const match = (answer?.transitions ?? []).find(
      (t) => (t.to?.name ?? t.name ?? '').toLowerCase() === wanted || (t.name ?? '').toLowerCase() === wanted,
    );
    if (!match) throw new ConflictError(`The ticket cannot move to '${status}' from its current status`);
    await this.call('POST', path, { transition: { id: match.id } });
  }

  async comment(externalKey: string, reply: IssueComment) {
    const answer = (await this.call('POST', `/rest/api/3/issue/${encodeURIComponent(externalKey)}/comment`, {
      body: adfDocument(`${reply.body}\n\n${replyFooter(reply)}`),
      properties: [
        { key: 'lnf.reply', value: { id: reply.replyId } },
        // Jira Service Management shows a comment to the customer unless it is marked internal.
        { key: 'sd.public.comment', value: { internal: reply.internal } },
      ],
    })) as { id?: unknown } | null;
    if (!answer || typeof answer.id !== 'string')
      throw new ProviderError('The ticket tracker gave an unexpected answer');
    return { id: answer.id };
  }

  async deleteComment(externalKey: string, commentId: string) {
    await this.call(
      'DELETE',
      `/rest/api/3/issue/${encodeURIComponent(externalKey)}/comment/${encodeURIComponent(commentId)}`,
    );
  }

  /**
   * Get current user (https://developer.atlassian.com/cloud/jira/platform/rest/v3/api-group-myself/#api-rest-api-3-myself-get):
   * the account the API token belongs to. It does not change while the token is the same, so it is
   * asked once per tracker.
   */
  accountId(): Promise<string> {
    this.self ??= this.call('GET', '/rest/api/3/myself').then((answer) => {
      const id = (answer as { accountId?: unknown } | null)?.accountId;
      if (typeof id !== 'string' || !id) throw new ProviderError('The ticket tracker gave an unexpected answer');
      return id;
    });
    const asked = this.self;
    asked.catch(() => {
      if (this.self === asked) this.self = null;
    });
    return asked;
  }
}

/** Jira when JIRA_BASE_URL, JIRA_EMAIL and JIRA_API_TOKEN are set; otherwise the database. */
export function createTracker(config: Config): TicketTracker {
  return config.jira ? new JiraTracker(config.jira) : new DatabaseTracker();
}

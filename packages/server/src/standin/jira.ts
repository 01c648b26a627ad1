/**
 * A stand-in for Jira Cloud: the REST API v3 operations the portal's adapter calls
 * (adapters/tickets.ts), and the admin webhooks Jira sends back, each as its page documents it.
 * Issues live in memory; a test plays the people working in Jira with `commentAs` and `moveAs`.
 *
 * REST API v3: https://developer.atlassian.com/cloud/jira/platform/rest/v3/
 * Webhooks: https://developer.atlassian.com/cloud/jira/platform/webhooks/
 */
import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A user as Jira shows one (UserDetails). */
export interface JiraUser {
  accountId: string;
  displayName: string;
  active: boolean;
  accountType: 'atlassian' | 'app' | 'customer';
}

/** An Atlassian Document Format document (https://developer.atlassian.com/cloud/jira/platform/apis/document/structure/). */
export interface AdfDoc {
  type: 'doc';
  version: 1;
  content: unknown[];
}

export interface StandinComment {
  id: string;
  self: string;
  author: JiraUser;
  updateAuthor: JiraUser;
  body: AdfDoc;
  created: string;
  updated: string;
  jsdPublic: boolean;
  properties: { key: string; value: unknown }[];
}

export interface StandinIssue {
  id: string;
  key: string;
  self: string;
  fields: {
    project: { key: string };
    summary: string;
    description: AdfDoc | null;
    issuetype: { name: string };
    priority: { name: string } | null;
    labels: string[];
    status: { id: string; name: string };
  };
  comments: StandinComment[];
}

/** An admin webhook: where to, its secret, and the events it is for. */
export interface JiraWebhookRegistration {
  url: string;
  /** The admin webhook's secret: each delivery then carries X-Hub-Signature. */
  secret?: string;
  events: string[];
}

/** One webhook request as sent, to send again. */
export interface JiraDelivery {
  identifier: string;
  event: string;
  body: string;
  headers: Record<string, string>;
  /** Our endpoint's answer (0: the connection failed). */
  status: number;
}

export interface JiraStandinOptions {
  email: string;
  apiToken: string;
  /** The workflow's statuses; any status may move to any other (a team-managed project's default). */
  statuses?: readonly string[];
  /** Who the API account is, as comments made with it show. @default 'LNF Portal' */
  botName?: string;
}

export interface JiraStandin {
  url: string;
  issues: Map<string, StandinIssue>;
  /** Every API request: method, path and whether its credentials were accepted. */
  requests: { method: string; path: string; authorized: boolean; body: unknown }[];
  deliveries: JiraDelivery[];
  /** The API account (GET /rest/api/3/myself): the author of the comments and moves made through the API. */
  bot: JiraUser;
  /**
   * With `true`, an API call that raises webhooks answers only once they are delivered: the
   * receiver sees its own change come back before its call has returned, which Jira allows (a
   * delivery is sent on its own, in no order with the answer of the call that caused it).
   */
  deliverBeforeAnswer(on: boolean): void;
  /** Registers (replaces) the admin webhook. */
  registerWebhook(registration: JiraWebhookRegistration): void;
  /** A person comments in Jira (`jsdPublic: false`: an internal JSM comment); the webhooks follow. */
  commentAs(key: string, displayName: string, text: string, o?: { jsdPublic?: boolean }): StandinComment;
  /** A person moves the issue in Jira; the webhook follows. */
  moveAs(key: string, displayName: string, status: string): void;
  /** Sends a delivery again, as Jira's retry does (X-Atlassian-Webhook-Retry). */
  redeliver(delivery: JiraDelivery): Promise<number>;
  /** Waits until every webhook due so far has been delivered. */
  settled(): Promise<void>;
  close(): Promise<void>;
}

const DEFAULT_STATUSES = ['Open', 'In Progress', 'Waiting on customer', 'Resolved', 'Closed'];

/** Jira's error collection: https://developer.atlassian.com/cloud/jira/platform/rest/v3/intro/#status-codes */
class JiraFail extends Error {
  constructor(
    readonly status: number,
    readonly errorMessages: string[],
    readonly errors: Record<string, string> = {},
  ) {
    super(errorMessages[0] ?? Object.values(errors)[0] ?? String(status));
  }
}

const NO_ISSUE = 'Issue does not exist or you do not have permission to see it.';

const isAdf = (v: unknown): v is AdfDoc =>
  typeof v === 'object' &&
  v !== null &&
  (v as AdfDoc).type === 'doc' &&
  (v as AdfDoc).version === 1 &&
  Array.isArray((v as AdfDoc).content);

/** An ADF document's text: paragraphs apart by a blank line, hard breaks as line breaks. */
export function adfPlainText(doc: unknown): string {
  const walk = (node: unknown): string => {
    if (!node || typeof node !== 'object') return '';
    const n = node as { type?: string; text?: string; content?: unknown[] };
    if (n.type === 'text') return n.text ?? '';
    if (n.type === 'hardBreak') return '\n';
    const inner = (n.content ?? []).map(walk);
    return n.type === 'doc' ? inner.join('\n\n') : inner.join('');
  };
  return walk(doc);
}

export async function startJiraStandin(options: JiraStandinOptions): Promise<JiraStandin> {
  const statuses = options.statuses ?? DEFAULT_STATUSES;
  const statusId = (name: string) => String(statuses.indexOf(name) + 1);
  const issues = new Map<string, StandinIssue>();
  const requests: JiraStandin['requests'] = [];
  const deliveries: JiraDelivery[] = [];
  const counters = new Map<string, number>();
  let nextId = 10_000;
  let nextComment = 20_000;
  let nextChange = 30_000;
  let webhook: JiraWebhookRegistration | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  let early = false;
  let base = '';
  const user = (displayName: string, type: JiraUser['accountType'] = 'atlassian'): JiraUser => ({
    accountId: `557058:${createHmac('sha256', 'standin').update(displayName).digest('hex').slice(0, 24)}`,
    displayName,
    active: true,
    accountType: type,
  });
  const bot = user(options.botName ?? 'LNF Portal', 'app');
  // Basic auth for REST APIs: the account's email and an API token,
  // https://developer.atlassian.com/cloud/jira/platform/basic-auth-for-rest-apis/
  const expectedAuth = `Basic ${Buffer.from(`${options.email}:${options.apiToken}`).toString('base64')}`;

  const issueOr404 = (key: string) => issues.get(key) ?? fail(404, [NO_ISSUE]);

  /**
   * Webhooks: https://developer.atlassian.com/cloud/jira/platform/webhooks/ . A POST of JSON with
   * `timestamp` and `webhookEvent`; an admin webhook with a secret signs the raw body, X-Hub-Signature:
   * sha256=<hex HMAC-SHA256> ("Secure admin webhooks"); X-Atlassian-Webhook-Identifier is the same on
   * every retry of one delivery ("Retry policy"). Sent after the call that caused it has answered.
   */
  const emit = (event: string, payload: Record<string, unknown>) => {
    const reg = webhook;
    if (!reg || !reg.events.includes(event)) return;
    const body = JSON.stringify({ timestamp: Date.now(), webhookEvent: event, ...payload });
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'x-atlassian-webhook-identifier': randomUUID(),
    };
    if (reg.secret)
      headers['x-hub-signature'] = `sha256=${createHmac('sha256', reg.secret).update(body).digest('hex')}`;
    const delivery: JiraDelivery = {
      identifier: headers['x-atlassian-webhook-identifier']!,
      event,
      body,
      headers,
      status: 0,
    };
    deliveries.push(delivery);
    queue = queue.then(
      () =>
        new Promise<void>((resolve) =>
          setImmediate(() => void post(reg.url, delivery, delivery.headers).finally(resolve)),
        ),
    );
  };
  const post = async (url: string, delivery: JiraDelivery, headers: Record<string, string>) => {
    try {
      const res = await fetch(url, { method: 'POST', headers, body: delivery.body });
      await res.arrayBuffer();
      delivery.status = res.status;
    } catch {
      delivery.status = 0;
    }
    return delivery.status;
  };

  /** The issue as a webhook carries it (a subset of its fields). */
  const webhookIssue = (issue: StandinIssue) => ({
    id: issue.id,
    self: issue.self,
    key: issue.key,
    fields: {
      summary: issue.fields.summary,
      status: { ...issue.fields.status, self: `${base}/rest/api/2/status/${issue.fields.status.id}` },
      issuetype: issue.fields.issuetype,
      project: issue.fields.project,
      priority: issue.fields.priority,
    },
  });
  /**
   * comment_created: {timestamp, webhookEvent, comment, issue}, and the issue's own
   * jira:issue_updated (`issue_commented`) with `user`. Webhook payloads carry the REST API v2
   * representation, so `comment.body` is the comment's text (wiki markup), not a document; who
   * acted is `comment.author` (an accountId and displayName, as any UserDetails) and, on the issue
   * event, `user` (https://developer.atlassian.com/cloud/jira/platform/webhooks/, the example
   * payloads). A comment made through the API is the API account's (`bot`).
   */
  const commentEvents = (issue: StandinIssue, comment: StandinComment) => {
    const asSent = { ...comment, body: adfPlainText(comment.body), self: comment.self.replace('/api/3/', '/api/2/') };
    emit('comment_created', { comment: asSent, issue: webhookIssue(issue) });
    emit('jira:issue_updated', {
      issue_event_type_name: 'issue_commented',
      user: comment.author,
      issue: webhookIssue(issue),
      comment: asSent,
    });
  };
  const addComment = (issue: StandinIssue, author: JiraUser, body: AdfDoc, extra: Partial<StandinComment> = {}) => {
    const id = String(nextComment++);
    const now = new Date().toISOString();
    const comment: StandinComment = {
      id,
      self: `${base}/rest/api/3/issue/${issue.id}/comment/${id}`,
      author,
      updateAuthor: author,
      body,
      created: now,
      updated: now,
      jsdPublic: true,
      properties: [],
      ...extra,
    };
    issue.comments.push(comment);
    commentEvents(issue, comment);
    return comment;
  };
  /**
   * jira:issue_updated with `user`, who made the change (the API account for a transition made
   * through the API), and the changelog item of field `status` (fromString, toString).
   */
  const move = (issue: StandinIssue, by: JiraUser, to: string) => {
    const from = issue.fields.status;
    issue.fields.status = { id: statusId(to), name: to };
    emit('jira:issue_updated', {
      issue_event_type_name: 'issue_generic',
      user: by,
      issue: webhookIssue(issue),
      changelog: {
        id: String(nextChange++),
        items: [
          {
            field: 'status',
            fieldtype: 'jira',
            fieldId: 'status',
            from: from.id,
            fromString: from.name,
            to: issue.fields.status.id,
            toString: to,
          },
        ],
      },
    });
  };
  /** Any status but the current one, as a global transition whose id is 10 times the target's. */
  const transitionsOf = (issue: StandinIssue) =>
    statuses
      .filter((s) => s !== issue.fields.status.name)
      .map((name) => ({
        id: String(Number(statusId(name)) * 10 + 1),
        name,
        to: { self: `${base}/rest/api/3/status/${statusId(name)}`, id: statusId(name), name },
        hasScreen: false,
        isGlobal: true,
        isInitial: false,
        isAvailable: true,
        isConditional: false,
        isLooped: false,
      }));

  const api = (method: string, path: string, body: Record<string, unknown>): [number, unknown] => {
    // Get current user: https://developer.atlassian.com/cloud/jira/platform/rest/v3/api-group-myself/#api-rest-api-3-myself-get
    // 200 with the User the credentials belong to (accountId, accountType, displayName, ...).
    if (method === 'GET' && path === '/rest/api/3/myself')
      return [
        200,
        {
          self: `${base}/rest/api/3/user?accountId=${encodeURIComponent(bot.accountId)}`,
          ...bot,
          emailAddress: options.email,
          timeZone: 'Asia/Kolkata',
          locale: 'en_US',
        },
      ];
    // Create issue: https://developer.atlassian.com/cloud/jira/platform/rest/v3/api-group-issues/#api-rest-api-3-issue-post
    // 201 {id, key, self}; 400 with the field's error when a required field is missing or invalid.
    if (method === 'POST' && path === '/rest/api/3/issue') {
      const fields = (body.fields ?? {}) as Record<string, unknown>;
      const errors: Record<string, string> = {};
      const projectKey = (fields.project as { key?: unknown } | undefined)?.key;
      if (typeof projectKey !== 'string' || !projectKey) errors.project = 'Specify a valid project ID or key';
      if (typeof fields.summary !== 'string' || !fields.summary.trim())
        errors.summary = 'You must specify a summary of the issue.';
      if (typeof (fields.issuetype as { name?: unknown } | undefined)?.name !== 'string')
        errors.issuetype = 'Specify an issue type';
      // v3 takes rich text as ADF only: https://developer.atlassian.com/cloud/jira/platform/apis/document/structure/
      if (fields.description !== undefined && !isAdf(fields.description))
        errors.description = 'Operation value must be an Atlassian Document (see the Atlassian Document Format)';
      const labels = (fields.labels ?? []) as unknown[];
      const spaced = labels.find((l) => typeof l !== 'string' || /\s/.test(l));
      if (spaced !== undefined) errors.labels = `The label '${String(spaced)}' contains spaces which is invalid.`;
      if (Object.keys(errors).length) fail(400, [], errors);
      const n = (counters.get(projectKey as string) ?? 0) + 1;
      counters.set(projectKey as string, n);
      const id = String(nextId++);
      const key = `${projectKey as string}-${n}`;
      issues.set(key, {
        id,
        key,
        self: `${base}/rest/api/3/issue/${id}`,
        fields: {
          project: { key: projectKey as string },
          summary: fields.summary as string,
          description: (fields.description as AdfDoc | undefined) ?? null,
          issuetype: { name: (fields.issuetype as { name: string }).name },
          priority: fields.priority ? { name: String((fields.priority as { name?: unknown }).name) } : null,
          labels: labels as string[],
          status: { id: statusId(statuses[0]!), name: statuses[0]! },
        },
        comments: [],
      });
      return [201, { id, key, self: `${base}/rest/api/3/issue/${id}` }];
    }
    const issuePath = /^\/rest\/api\/3\/issue\/([^/]+)(\/transitions|\/comment(?:\/([^/]+))?)?$/.exec(path);
    if (!issuePath) fail(404, [`No API at ${method} ${path} in this stand-in`]);
    const issue = issueOr404(decodeURIComponent(issuePath![1]!));
    const [, , sub, commentId] = issuePath!;
    // Edit issue: https://developer.atlassian.com/cloud/jira/platform/rest/v3/api-group-issues/#api-rest-api-3-issue-issueidorkey-put
    // 204 No Content; 404 for an unknown issue.
    if (method === 'PUT' && !sub) {
      const fields = (body.fields ?? {}) as Record<string, unknown>;
      if (fields.description !== undefined && !isAdf(fields.description))
        fail(400, [], {
          description: 'Operation value must be an Atlassian Document (see the Atlassian Document Format)',
        });
      if (typeof fields.summary === 'string') issue.fields.summary = fields.summary;
      if (fields.description !== undefined) issue.fields.description = fields.description as AdfDoc;
      if (fields.priority) issue.fields.priority = { name: String((fields.priority as { name?: unknown }).name) };
      if (Array.isArray(fields.labels)) issue.fields.labels = fields.labels as string[];
      return [204, undefined];
    }
    // Get transitions: https://developer.atlassian.com/cloud/jira/platform/rest/v3/api-group-issues/#api-rest-api-3-issue-issueidorkey-transitions-get
    // 200 {transitions: [{id, name, to: {id, name}, hasScreen, isGlobal, ...}]}.
    if (method === 'GET' && sub === '/transitions') return [200, { transitions: transitionsOf(issue) }];
    // Transition issue: https://developer.atlassian.com/cloud/jira/platform/rest/v3/api-group-issues/#api-rest-api-3-issue-issueidorkey-transitions-post
    // {transition: {id}}: 204; 400 when the id is not one the issue can take now.
    if (method === 'POST' && sub === '/transitions') {
      const id = String((body.transition as { id?: unknown } | undefined)?.id ?? '');
      const match = transitionsOf(issue).find((t) => t.id === id);
      if (!match) fail(400, [`Transition id '${id}' is not valid for this issue.`]);
      move(issue, bot, match!.to.name);
      return [204, undefined];
    }
    // Add comment: https://developer.atlassian.com/cloud/jira/platform/rest/v3/api-group-issue-comments/#api-rest-api-3-issue-issueidorkey-comment-post
    // body in ADF; optional `properties` and `visibility`; 201 with the Comment.
    if (method === 'POST' && sub === '/comment') {
      if (!isAdf(body.body)) fail(400, [], { comment: 'Comment body is not valid!' });
      const properties = Array.isArray(body.properties) ? (body.properties as StandinComment['properties']) : [];
      // Jira Service Management reads sd.public.comment {internal} as the comment's visibility to customers.
      const internal = properties.some(
        (p) => p.key === 'sd.public.comment' && (p.value as { internal?: unknown })?.internal === true,
      );
      return [201, addComment(issue, bot, body.body as AdfDoc, { properties, jsdPublic: !internal })];
    }
    // Delete comment: https://developer.atlassian.com/cloud/jira/platform/rest/v3/api-group-issue-comments/#api-rest-api-3-issue-issueidorkey-comment-id-delete
    // 204; 404 for an unknown comment.
    if (method === 'DELETE' && sub?.startsWith('/comment/')) {
      const at = issue.comments.findIndex((c) => c.id === decodeURIComponent(commentId!));
      if (at < 0) fail(404, ['Can not find a comment for the id: ' + commentId + '.']);
      issue.comments.splice(at, 1);
      return [204, undefined];
    }
    return fail(405, [`${method} is not supported here`]);
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', 'http://jira.local').pathname;
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const authorized = req.headers.authorization === expectedAuth;
    let body: Record<string, unknown> = {};
    const answer = (status: number, json: unknown) => {
      res.writeHead(status, json === undefined ? {} : { 'content-type': 'application/json;charset=UTF-8' });
      res.end(json === undefined ? undefined : JSON.stringify(json));
    };
    try {
      if (raw) {
        try {
          body = JSON.parse(raw) as Record<string, unknown>;
        } catch {
          fail(400, ['Unexpected character in the request body: it is not JSON.']);
        }
      }
      requests.push({ method: req.method ?? '', path, authorized, body: raw ? body : undefined });
      // Each operation: "401 Returned if the authentication credentials are incorrect or missing."
      if (!authorized) fail(401, ['You are not authenticated. Authentication required to perform this operation.']);
      const before = queue;
      const [status, json] = api(req.method ?? 'GET', path, body);
      // Only this call's own deliveries are waited for: one of them may call the API again.
      if (early && queue !== before) await queue;
      answer(status, json);
    } catch (error) {
      const f = error instanceof JiraFail ? error : new JiraFail(500, [String(error)]);
      answer(f.status, { errorMessages: f.errorMessages, errors: f.errors });
    }
  };

  const http = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;

  return {
    url: base,
    issues,
    requests,
    deliveries,
    bot,
    deliverBeforeAnswer: (on) => {
      early = on;
    },
    registerWebhook: (registration) => {
      webhook = registration;
    },
    commentAs: (key, displayName, text, o = {}) =>
      addComment(
        issueOr404(key),
        user(displayName),
        { type: 'doc', version: 1, content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] },
        { jsdPublic: o.jsdPublic ?? true },
      ),
    moveAs: (key, displayName, status) => {
      if (!statuses.includes(status)) throw new Error(`The stand-in's workflow has no status '${status}'`);
      move(issueOr404(key), user(displayName), status);
    },
    redeliver: async (delivery) => {
      const retry = Number(delivery.headers['x-atlassian-webhook-retry'] ?? 0) + 1;
      delivery.headers['x-atlassian-webhook-retry'] = String(retry);
      return post(webhook?.url ?? '', delivery, delivery.headers);
    },
    settled: async () => {
      let seen: Promise<unknown>;
      do {
        seen = queue;
        await seen;
      } while (seen !== queue);
    },
    close: () => new Promise<void>((resolve) => http.close(() => resolve())),
  };
}

function fail(status: number, errorMessages: string[], errors: Record<string, string> = {}): never {
  throw new JiraFail(status, errorMessages, errors);
}

import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MAX_FILES,
  isClosedTicket,
  REPLY_MAX_LENGTH,
  SupportQueueQuery,
  TicketReplyRequest,
  TicketRequest,
  TicketStatusChange,
  TicketUpdate,
  TicketWorkflowChange,
} from '@lnf/sdk';
import { Hono, type Context } from 'hono';
import { createTracker, type TicketTracker } from '../adapters/tickets';
import type { Principal } from '../auth/tokens';
import { ForbiddenError, InvalidError } from '../domainErrors';
import { auditWriter, requireUser, type AppEnv, type Ctx, type Services } from '../http/context';
import { isMultipart, multipartBody } from '../http/multipart';
import { check, jsonBody, queryParams } from '../http/validate';
import { configList } from '../services/configuration';
import { isSupportStaff } from '../services/supportStaff';
import { checkFiles, tooLargeMessage, type IncomingFile } from '../services/ticketAttachments';
import { TicketConversationService, type ReplyRow } from '../services/ticketConversations';
import { TicketService, type TicketView } from '../services/tickets';

const MINUTE = 60_000;

/**
 * The largest body with files (the app's body limit for these routes): every file at its limit,
 * the text, and the form's own bytes. A Content-Length above it is refused before reading.
 */
export const UPLOAD_LIMIT_BYTES = ATTACHMENT_MAX_FILES * ATTACHMENT_MAX_BYTES + 256 * 1024;

/** The two requests that may carry files: a new ticket and a reply. */
const UPLOAD_PATHS = [/\/portal\/support\/ticket$/, /\/portal\/support\/ticket\/[^/]+\/replies$/];

/** A request with files: the ones the app lets past its 64 KB body limit, up to UPLOAD_LIMIT_BYTES. */
export const isUpload = (c: Context) =>
  c.req.method === 'POST' && isMultipart(c) && UPLOAD_PATHS.some((path) => path.test(new URL(c.req.url).pathname));

/** The first thread entry of a ticket raised with files: they are the customer's, from the start. */
export const RAISED_WITH_FILES_NOTE = 'Attached when the ticket was raised.';

/**
 * Reads a multipart body of up to 5 `files` and the given text fields, refusing any other file
 * field. The reader stops each file at ATTACHMENT_MAX_BYTES.
 */
async function filesForm(c: Context, fields: number): Promise<{ fields: Map<string, string>; files: IncomingFile[] }> {
  const form = await multipartBody(c, {
    fileBytes: ATTACHMENT_MAX_BYTES,
    files: ATTACHMENT_MAX_FILES,
    fields,
    // UTF-8 takes up to 4 bytes a character.
    fieldBytes: REPLY_MAX_LENGTH * 4 + 1024,
    tooLarge: tooLargeMessage,
  });
  const stray = form.files.find((f) => f.field !== 'files');
  if (stray) throw new InvalidError(`Unknown file field '${stray.field}': send files as 'files'`);
  return { fields: form.fields, files: form.files.map((f) => ({ filename: f.filename, bytes: f.bytes })) };
}

/** A reply sent as multipart/form-data: `body`, `internal` ('true' or 'false') and up to 5 `files`. */
async function replyForm(c: Context): Promise<{ reply: TicketReplyRequest; files: IncomingFile[] }> {
  const { fields, files } = await filesForm(c, 2);
  const internal = fields.get('internal');
  if (internal !== undefined && internal !== 'true' && internal !== 'false')
    throw new InvalidError("At internal: expected 'true' or 'false'");
  const reply = check(
    {
      ...Object.fromEntries(fields),
      ...(internal !== undefined ? { internal: internal === 'true' } : {}),
    },
    TicketReplyRequest,
  );
  return { reply, files };
}

/** The answer shape (sdk Ticket), plus the external tracker's key when there is one. */
export function ticketAnswer(t: TicketView) {
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
    closed: isClosedTicket(t.status),
    assignee: t.assignee,
    lastReplyAt: t.lastReplyAt?.toISOString() ?? null,
    awaitingStaff: t.awaitingStaff && !isClosedTicket(t.status),
    externalKey: t.externalKey,
  };
}

/** The answer shape of a reply (sdk TicketReply): plain text, never HTML, and its attachments. */
export function replyAnswer(r: ReplyRow) {
  return {
    id: r.id,
    ticketReference: r.ticketReference,
    authorName: r.authorName,
    authorRole: r.authorRole,
    body: r.body,
    internal: r.internal,
    createdAt: r.createdAt.toISOString(),
    attachments: r.attachments.map((a) => ({ id: a.id, name: a.name, size: a.size, contentType: a.contentType })),
  };
}

/**
 * Content-Disposition for a download (RFC 6266 section 4.3): `attachment`, so a browser saves it
 * rather than shows it, with an ASCII fallback and the UTF-8 name (RFC 8187, was 5987).
 */
export function attachmentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

function requirePortalUser(c: Ctx): Principal {
  const p = requireUser(c);
  if (!p.isPortalUser) throw new ForbiddenError('Only portal users can use support tickets');
  return p;
}

/** Support staff only (`isSupportStaff`, the one place that decides who is). */
function requireSupportStaff(c: Ctx): Principal {
  const p = requireUser(c);
  if (!isSupportStaff(p)) throw new ForbiddenError('Only support staff may do this');
  return p;
}

/**
 * Support tickets (`portal/support`): portal users raise, read, edit, reply to and close their own
 * tickets, support staff anyone's, and staff run the workflow and the queue. The rules (allowed
 * values, numbering, the tracker, the conversation) are services/tickets.ts and
 * services/ticketConversations.ts.
 */
export function supportRoutes(s: Services, tracker: TicketTracker = createTracker(s.config)) {
  const app = new Hono<AppEnv>();
  const service = (c: Ctx) =>
    new TicketService({
      db: s.db,
      tracker,
      allowedValues: (key) => configList(s, 'support', key),
      audit: auditWriter(s, c),
    });
  const conversation = (c: Ctx) =>
    new TicketConversationService({
      db: s.db,
      tracker,
      allowedValues: (key) => configList(s, 'support', key),
      audit: auditWriter(s, c),
      storage: s.storage,
    });

  app.post('/portal/support/ticket', async (c) => {
    const p = requirePortalUser(c);
    await s.limiter.hit(
      `ticket:user:${p.userId}`,
      20,
      MINUTE,
      'Too many tickets raised, please wait a minute and try again',
    );
    const q = queryParams(c, TicketRequest);
    // Files come as a multipart body (the fields stay in the query). Every file is read and
    // checked before the ticket is raised, so a bad one refuses the whole request and changes nothing.
    let files: IncomingFile[] = [];
    if (isMultipart(c)) {
      const form = await filesForm(c, 0);
      checkFiles(form.files);
      files = form.files;
    }
    const tickets = service(c);
    const ticket = await tickets.raise(p, q);
    if (files.length)
      await conversation(c).reply(p, ticket, { body: RAISED_WITH_FILES_NOTE }, files, { raisedWith: true });
    return c.json(ticketAnswer(await tickets.view(ticket)), 201);
  });

  app.get('/portal/support/tickets', async (c) => {
    const p = requirePortalUser(c);
    const tickets = service(c);
    return c.json((await tickets.views(await tickets.list(p))).map(ticketAnswer));
  });

  app.get('/portal/support/queue', async (c) => {
    requireSupportStaff(c);
    const page = queryParams(c, SupportQueueQuery);
    const queue = await conversation(c).queue(page);
    return c.json({
      ...queue,
      items: queue.items.map((i) => ({
        ticket: ticketAnswer(i.ticket),
        firstResponseDue: i.firstResponseDue.toISOString(),
        firstStaffReplyAt: i.firstStaffReplyAt?.toISOString() ?? null,
        breached: i.breached,
      })),
    });
  });

  app.get('/portal/support/ticket/:id', async (c) => {
    const p = requirePortalUser(c);
    const tickets = service(c);
    return c.json(ticketAnswer(await tickets.view(await tickets.find(p, c.req.param('id')))));
  });

  app.get('/portal/support/ticket/:reference/replies', async (c) => {
    const p = requirePortalUser(c);
    const ticket = await service(c).find(p, c.req.param('reference'));
    return c.json((await conversation(c).replies(p, ticket)).map(replyAnswer));
  });

  app.post('/portal/support/ticket/:reference/replies', async (c) => {
    const p = requirePortalUser(c);
    await s.limiter.hit(
      `ticket-reply:user:${p.userId}`,
      30,
      MINUTE,
      'Too many replies, please wait a minute and try again',
    );
    if (!isMultipart(c)) {
      const body = await jsonBody(c, TicketReplyRequest);
      const ticket = await service(c).find(p, c.req.param('reference'));
      return c.json(replyAnswer(await conversation(c).reply(p, ticket, body)), 201);
    }
    // Files are read only for someone who may reply to this ticket.
    const ticket = await service(c).find(p, c.req.param('reference'));
    const { reply, files } = await replyForm(c);
    return c.json(replyAnswer(await conversation(c).reply(p, ticket, reply, files)), 201);
  });

  app.get('/portal/support/attachments/:id', async (c) => {
    const p = requirePortalUser(c);
    const conv = conversation(c);
    const attachment = await conv.attachment(p, c.req.param('id'));
    // Someone else's ticket answers like an unknown attachment.
    await service(c).find(p, attachment.ticketReference);
    const file = await conv.attachmentFile(attachment);
    return c.body(new Uint8Array(file.bytes), 200, {
      'content-type': file.contentType,
      'content-length': String(file.bytes.length),
      'content-disposition': attachmentDisposition(attachment.name),
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
  });

  app.patch('/portal/support/ticket/:reference/workflow', async (c) => {
    const p = requireSupportStaff(c);
    const change = await jsonBody(c, TicketWorkflowChange);
    const tickets = service(c);
    const ticket = await tickets.find(p, c.req.param('reference'));
    return c.json(ticketAnswer(await tickets.view(await conversation(c).updateWorkflow(p, ticket, change))));
  });

  app.put('/portal/support/ticket/:ticketNumber', async (c) => {
    const p = requirePortalUser(c);
    const tickets = service(c);
    const ticket = await tickets.find(p, c.req.param('ticketNumber'));
    const body = await jsonBody(c, TicketUpdate);
    return c.json(ticketAnswer(await tickets.view(await tickets.update(ticket, body))));
  });

  app.patch('/portal/support/:reference', async (c) => {
    const p = requirePortalUser(c);
    const tickets = service(c);
    const ticket = await tickets.find(p, c.req.param('reference'));
    const { status } = await jsonBody(c, TicketStatusChange);
    return c.json(ticketAnswer(await tickets.view(await tickets.changeStatus(p, ticket, status))));
  });

  return app;
}

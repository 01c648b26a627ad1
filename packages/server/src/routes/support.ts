import {
  isClosedTicket,
  SupportQueueQuery,
  TicketReplyRequest,
  TicketRequest,
  TicketStatusChange,
  TicketUpdate,
  TicketWorkflowChange,
} from '@lnf/sdk';
import { Hono } from 'hono';
import { createTracker, type TicketTracker } from '../adapters/tickets';
import type { Principal } from '../auth/tokens';
import { ForbiddenError } from '../domainErrors';
import { auditWriter, requireUser, type AppEnv, type Ctx, type Services } from '../http/context';
import { jsonBody, queryParams } from '../http/validate';
import { configList } from '../services/configuration';
import { isSupportStaff } from '../services/supportStaff';
import { TicketConversationService, type ReplyRow } from '../services/ticketConversations';
import { TicketService, type TicketView } from '../services/tickets';

const MINUTE = 60_000;

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

/** The answer shape of a reply (sdk TicketReply): plain text, never HTML. */
export function replyAnswer(r: ReplyRow) {
  return {
    id: r.id,
    ticketReference: r.ticketReference,
    authorName: r.authorName,
    authorRole: r.authorRole,
    body: r.body,
    internal: r.internal,
    createdAt: r.createdAt.toISOString(),
  };
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
    const tickets = service(c);
    return c.json(ticketAnswer(await tickets.view(await tickets.raise(p, q))), 201);
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
    const body = await jsonBody(c, TicketReplyRequest);
    const ticket = await service(c).find(p, c.req.param('reference'));
    return c.json(replyAnswer(await conversation(c).reply(p, ticket, body)), 201);
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

import { isClosedTicket, TicketRequest, TicketStatusChange, TicketUpdate } from '@lnf/sdk';
import { Hono } from 'hono';
import { createTracker, type TicketTracker } from '../adapters/tickets';
import type { Principal } from '../auth/tokens';
import { ForbiddenError } from '../domainErrors';
import { auditWriter, requireUser, type AppEnv, type Ctx, type Services } from '../http/context';
import { jsonBody, queryParams } from '../http/validate';
import { configList } from '../services/configuration';
import { TicketService, type TicketRow } from '../services/tickets';

const MINUTE = 60_000;

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
    closed: isClosedTicket(t.status),
    externalKey: t.externalKey,
  };
}

function requirePortalUser(c: Ctx): Principal {
  const p = requireUser(c);
  if (!p.isPortalUser) throw new ForbiddenError('Only portal users can use support tickets');
  return p;
}

/**
 * Support tickets (`portal/support`): portal users raise, read, edit and close their own tickets,
 * admins anyone's. The rules (allowed values, numbering, the tracker) are services/tickets.ts.
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

  app.post('/portal/support/ticket', async (c) => {
    const p = requirePortalUser(c);
    await s.limiter.hit(
      `ticket:user:${p.userId}`,
      20,
      MINUTE,
      'Too many tickets raised, please wait a minute and try again',
    );
    const q = queryParams(c, TicketRequest);
    return c.json(ticketAnswer(await service(c).raise(p, q)), 201);
  });

  app.get('/portal/support/tickets', async (c) => {
    const p = requirePortalUser(c);
    return c.json((await service(c).list(p)).map(ticketAnswer));
  });

  app.get('/portal/support/ticket/:id', async (c) => {
    const p = requirePortalUser(c);
    return c.json(ticketAnswer(await service(c).find(p, c.req.param('id'))));
  });

  app.put('/portal/support/ticket/:ticketNumber', async (c) => {
    const p = requirePortalUser(c);
    const tickets = service(c);
    const ticket = await tickets.find(p, c.req.param('ticketNumber'));
    const body = await jsonBody(c, TicketUpdate);
    return c.json(ticketAnswer(await tickets.update(ticket, body)));
  });

  app.patch('/portal/support/:reference', async (c) => {
    const p = requirePortalUser(c);
    const tickets = service(c);
    const ticket = await tickets.find(p, c.req.param('reference'));
    const { status } = await jsonBody(c, TicketStatusChange);
    return c.json(ticketAnswer(await tickets.changeStatus(p, ticket, status)));
  });

  return app;
}

import { LeadListQuery, LeadNoteInput, LeadUpdate } from '@lnf/sdk';
import { Hono } from 'hono';
import { stream } from 'hono/streaming';
import { audit, auditWriter, requireStaff, type AppEnv, type Services } from '../http/context';
import { redactedError } from '../http/errors';
import { jsonBody, queryParams } from '../http/validate';
import { AUDIT_ACTIONS } from '../services/auditActions';
import { csvLine } from '../services/customerSearch';
import { addLeadNote, LEAD_CSV_HEADER, leadCsv, leadNotesOf, listLeads, updateLead } from '../services/leads';

/** The last line of an export that failed part way: the answer's status was sent with its first line. */
const EXPORT_FAILED = 'The export stopped early because of an error on our side: download it again';

/** The leads inbox (support staff and up): the list and its CSV, status and owner, notes. */
export function backofficeLeadsRoutes(s: Services) {
  const app = new Hono<AppEnv>();

  app.get('/backoffice/leads', async (c) => {
    requireStaff(c, 'customers.read');
    return c.json(await listLeads(s.db, queryParams(c, LeadListQuery)));
  });

  /**
   * The leads the filters match as CSV, written as it is read (one chunk per batch, as the
   * customer export is), so the server holds one batch at a time. Audited before the first byte.
   */
  app.get('/backoffice/leads.csv', async (c) => {
    requireStaff(c, 'customers.read');
    const { status, kind, owner, q } = queryParams(c, LeadListQuery);
    const filters = { status, kind, owner, q };
    const rows = leadCsv(s.db, filters);
    await audit(s, c, {
      module: 'backoffice',
      action: AUDIT_ACTIONS.EXPORT_LEADS,
      key: 'leads.csv',
      outcome: 'SUCCESS',
      data: { filters },
    });
    c.header('content-type', 'text/csv; charset=utf-8');
    c.header('content-disposition', `attachment; filename="lnf-leads-${new Date().toISOString().slice(0, 10)}.csv"`);
    c.header('cache-control', 'private, no-store');
    return stream(
      c,
      async (out) => {
        await out.write(csvLine(LEAD_CSV_HEADER));
        for await (const chunk of rows) {
          // The client went away: stop reading (leaving the loop ends the generator's queries).
          if (out.aborted) break;
          await out.write(chunk);
        }
      },
      async (error, out) => {
        console.error(`leads.csv export failed: ${redactedError(error)}`);
        await out.write(csvLine([EXPORT_FAILED]));
      },
    );
  });

  app.patch('/backoffice/leads/:kind/:reference', async (c) => {
    requireStaff(c, 'customers.note');
    const change = await jsonBody(c, LeadUpdate);
    return c.json(await updateLead(s.db, c.req.param('kind'), c.req.param('reference'), change, auditWriter(s, c)));
  });

  app.get('/backoffice/leads/:kind/:reference/notes', async (c) => {
    requireStaff(c, 'customers.read');
    return c.json(await leadNotesOf(s.db, c.req.param('kind'), c.req.param('reference')));
  });

  app.post('/backoffice/leads/:kind/:reference/notes', async (c) => {
    const staff = requireStaff(c, 'customers.note');
    const { body } = await jsonBody(c, LeadNoteInput);
    return c.json(
      await addLeadNote(s.db, c.req.param('kind'), c.req.param('reference'), staff.email, body, auditWriter(s, c)),
      201,
    );
  });

  return app;
}

import { LeadListQuery, LeadNoteInput, LeadUpdate } from '@lnf/sdk';
import { Hono } from 'hono';
import { auditWriter, requireStaff, type AppEnv, type Services } from '../http/context';
import { csvDownload } from '../http/csvDownload';
import { jsonBody, queryParams } from '../http/validate';
import { AUDIT_ACTIONS } from '../services/auditActions';
import { addLeadNote, LEAD_CSV_HEADER, leadCsv, leadNotesOf, listLeads, updateLead } from '../services/leads';

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
  app.get('/backoffice/leads.csv', (c) => {
    requireStaff(c, 'customers.read');
    const { status, kind, owner, q } = queryParams(c, LeadListQuery);
    const filters = { status, kind, owner, q };
    return csvDownload(s, c, {
      name: 'leads',
      action: AUDIT_ACTIONS.EXPORT_LEADS,
      header: LEAD_CSV_HEADER,
      rows: leadCsv(s.db, filters),
      data: { filters },
    });
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

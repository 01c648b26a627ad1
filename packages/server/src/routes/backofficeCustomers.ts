import { BackofficeCustomerListQuery, BackofficeSearchQuery, StaffNoteInput, ViewAsRequest } from '@lnf/sdk';
import { Hono } from 'hono';
import { auditWriter, requireStaff, type AppEnv, type Services } from '../http/context';
import { csvDownload } from '../http/csvDownload';
import { jsonBody, queryParams } from '../http/validate';
import { AUDIT_ACTIONS } from '../services/auditActions';
import { addStaffNote, customerPage, findCustomer } from '../services/customer360';
import { CUSTOMER_CSV_HEADER, customerCsv, listCustomers, searchEverything } from '../services/customerSearch';
import { viewAsCustomer } from '../services/viewAs';

/**
 * Customers in the back-office: search, the customer page, notes, view as customer, the paged list
 * and its CSV export (the other lists are routes/backofficeLists.ts).
 */
export function backofficeCustomersRoutes(s: Services) {
  const app = new Hono<AppEnv>();

  app.get('/backoffice/search', async (c) => {
    requireStaff(c, 'customers.read');
    return c.json(await searchEverything(s.db, queryParams(c, BackofficeSearchQuery)));
  });

  app.get('/backoffice/customers', async (c) => {
    requireStaff(c, 'customers.read');
    return c.json(await listCustomers(s.db, queryParams(c, BackofficeCustomerListQuery)));
  });

  app.get('/backoffice/customers.csv', (c) => {
    requireStaff(c, 'customers.read');
    return csvDownload(s, c, {
      name: 'customers',
      action: AUDIT_ACTIONS.EXPORT_CUSTOMERS,
      header: CUSTOMER_CSV_HEADER,
      rows: customerCsv(s.db),
    });
  });

  app.get('/backoffice/customers/:id', async (c) => {
    requireStaff(c, 'customers.read');
    return c.json(await customerPage(s.db, c.req.param('id')));
  });

  app.post('/backoffice/customers/:id/notes', async (c) => {
    const staff = requireStaff(c, 'customers.note');
    const customer = await findCustomer(s.db, c.req.param('id'));
    const { body } = await jsonBody(c, StaffNoteInput);
    return c.json(await addStaffNote(s.db, customer, staff.email, body, auditWriter(s, c)), 201);
  });

  app.post('/backoffice/customers/:id/view-as', async (c) => {
    const staff = requireStaff(c, 'customers.viewAs');
    const customer = await findCustomer(s.db, c.req.param('id'));
    const { reason } = await jsonBody(c, ViewAsRequest);
    await s.limiter.hit(`view-as:${staff.userId}`, 30, 60 * 60_000, 'Too many view-as tokens: try again in an hour');
    return c.json(
      await viewAsCustomer({ db: s.db, tokens: s.tokens, audit: auditWriter(s, c) }, staff, customer, reason),
    );
  });

  return app;
}

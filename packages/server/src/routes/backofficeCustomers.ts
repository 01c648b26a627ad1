import { BackofficeCustomerListQuery, BackofficeSearchQuery, StaffNoteInput, ViewAsRequest } from '@lnf/sdk';
import { Hono } from 'hono';
import { stream } from 'hono/streaming';
import { audit, auditWriter, requireStaff, type AppEnv, type Ctx, type Services } from '../http/context';
import { redactedError } from '../http/errors';
import { jsonBody, queryParams } from '../http/validate';
import { AUDIT_ACTIONS, type AuditAction } from '../services/auditActions';
import { addStaffNote, customerPage, findCustomer } from '../services/customer360';
import {
  CUSTOMER_CSV_HEADER,
  customerCsv,
  csvLine,
  listCustomers,
  ORDER_CSV_HEADER,
  orderCsv,
  searchEverything,
} from '../services/customerSearch';
import { viewAsCustomer } from '../services/viewAs';

/** The last line of an export that failed part way: the answer's status was sent with its first line. */
const EXPORT_FAILED = 'The export stopped early because of an error on our side: download it again';

/** Customers in the back-office: search, the customer page, notes, view as customer, paged lists and CSV exports. */
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

  /**
   * A CSV download written as it is read: the header, then one chunk per batch of rows, so the
   * server holds one batch of an export of any size. Audited before the first byte.
   */
  const csvDownload = async (
    c: Ctx,
    name: string,
    action: AuditAction,
    header: string[],
    rows: AsyncGenerator<string>,
  ) => {
    requireStaff(c, 'customers.read');
    await audit(s, c, { module: 'backoffice', action, key: `${name}.csv`, outcome: 'SUCCESS' });
    c.header('content-type', 'text/csv; charset=utf-8');
    c.header('content-disposition', `attachment; filename="lnf-${name}-${new Date().toISOString().slice(0, 10)}.csv"`);
    c.header('cache-control', 'private, no-store');
    return stream(
      c,
      async (out) => {
        await out.write(csvLine(header));
        for await (const chunk of rows) {
          // The client went away: stop reading (leaving the loop ends the generator's queries).
          if (out.aborted) break;
          await out.write(chunk);
        }
      },
      async (error, out) => {
        console.error(`${name}.csv export failed: ${redactedError(error)}`);
        await out.write(csvLine([EXPORT_FAILED]));
      },
    );
  };

  app.get('/backoffice/customers.csv', (c) =>
    csvDownload(c, 'customers', AUDIT_ACTIONS.EXPORT_CUSTOMERS, CUSTOMER_CSV_HEADER, customerCsv(s.db)),
  );

  app.get('/backoffice/orders.csv', (c) =>
    csvDownload(c, 'orders', AUDIT_ACTIONS.EXPORT_ORDERS, ORDER_CSV_HEADER, orderCsv(s.db)),
  );

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

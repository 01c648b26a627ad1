import {
  BackofficeAuditListQuery,
  BackofficeInvoiceListQuery,
  BackofficeOrderListQuery,
  BackofficePaymentListQuery,
  BackofficeSubscriptionListQuery,
  BackofficeTicketListQuery,
  type BackofficeList,
} from '@lnf/sdk';
import { Hono } from 'hono';
import type { Struct } from 'superstruct';
import { requireStaff, type AppEnv, type Services } from '../http/context';
import { csvDownload } from '../http/csvDownload';
import { queryParams } from '../http/validate';
import { AUDIT_ACTIONS, type AuditAction } from '../services/auditActions';
import {
  AUDIT_LIST,
  INVOICE_LISTS,
  ORDER_LIST,
  PAYMENT_LIST,
  SUBSCRIPTION_LIST,
  TICKET_LIST,
} from '../services/backofficeLists';
import { listRecords, recordsCsv, type ListQuery, type RecordList } from '../services/recordList';
import type { Permission } from '../services/staffRoles';

/**
 * The back-office's record lists (services/backofficeLists.ts, read by services/recordList.ts): for each, `GET backoffice/{list}`
 * (a keyset page) and `GET backoffice/{list}.csv` (every row the same filters match, in the same
 * order, streamed and audited). Support staff and up read the money lists too; audit logs are the
 * admin's (`staff.manage`).
 */
export function backofficeListsRoutes(s: Services) {
  const app = new Hono<AppEnv>();

  /** Mounts one list: its query schema, who may read it, its export's audit action, and the list to read. */
  const mount = <Q extends ListQuery>(
    path: BackofficeList,
    schema: Struct<Q>,
    permission: Permission,
    action: AuditAction,
    listOf: (q: Q) => RecordList<Q>,
  ) => {
    app.get(`/backoffice/${path}`, async (c) => {
      requireStaff(c, permission);
      const query = queryParams(c, schema);
      return c.json(await listRecords(s.db, listOf(query), query));
    });
    app.get(`/backoffice/${path}.csv`, async (c) => {
      requireStaff(c, permission);
      const query = queryParams(c, schema);
      const list = listOf(query);
      const { limit: _limit, after: _after, ...filters } = query;
      return csvDownload(s, c, {
        name: path,
        action,
        header: list.header,
        rows: await recordsCsv(s.db, list, query),
        data: { filters },
      });
    });
  };

  mount('orders', BackofficeOrderListQuery, 'customers.read', AUDIT_ACTIONS.EXPORT_ORDERS, () => ORDER_LIST);
  mount('payments', BackofficePaymentListQuery, 'customers.read', AUDIT_ACTIONS.EXPORT_PAYMENTS, () => PAYMENT_LIST);
  mount(
    'subscriptions',
    BackofficeSubscriptionListQuery,
    'customers.read',
    AUDIT_ACTIONS.EXPORT_SUBSCRIPTIONS,
    () => SUBSCRIPTION_LIST,
  );
  mount(
    'invoices',
    BackofficeInvoiceListQuery,
    'customers.read',
    AUDIT_ACTIONS.EXPORT_INVOICES,
    (q) => INVOICE_LISTS[q.kind],
  );
  mount('tickets', BackofficeTicketListQuery, 'customers.read', AUDIT_ACTIONS.EXPORT_TICKETS, () => TICKET_LIST);
  mount('audit-logs', BackofficeAuditListQuery, 'staff.manage', AUDIT_ACTIONS.EXPORT_AUDIT_LOGS, () => AUDIT_LIST);

  return app;
}

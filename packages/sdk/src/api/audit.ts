import type { ApiClient } from '../client';
import { AUDIT_PAGE_SIZE } from '../constants';
import { AuditLog, AuditPage, type AuditQuery } from '../schemas/audit';

/** A page request; everything but `page` may be left out. */
export type AuditListQuery = Partial<AuditQuery>;

/** `GET audit-logs/date-range?page=&size=&sortBy=&sortOrder=&search=&from=&to=` (admin): one page, 0-based. */
export async function list(client: ApiClient, query: AuditListQuery = {}): Promise<AuditPage> {
  return client.request({
    call: 'audit.list',
    service: 'audit',
    method: 'GET',
    path: 'audit-logs/date-range',
    query: {
      page: query.page ?? 0,
      size: query.size ?? AUDIT_PAGE_SIZE,
      sortBy: query.sortBy,
      sortOrder: query.sortOrder,
      search: query.search,
      from: query.from,
      to: query.to,
    },
    schema: AuditPage,
  });
}

/** `GET audit-logs/{id}` (admin): one row. */
export async function get(client: ApiClient, id: string): Promise<AuditLog> {
  return client.request({
    call: 'audit.get',
    service: 'audit',
    method: 'GET',
    path: `audit-logs/${encodeURIComponent(id)}`,
    schema: AuditLog,
  });
}

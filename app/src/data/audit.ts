import { AUDIT_PAGE_SIZE, audit, type AUDIT_SORT_FIELDS } from '@lnf/sdk';
import { toastOnError, useApi } from './useApi';

/** One page of the audit trail as the table asks for it: pages counted from 1, as shown. */
export interface AuditLogsQuery {
  page: number;
  sortBy: (typeof AUDIT_SORT_FIELDS)[number];
  sortOrder: 'asc' | 'desc';
  /** `module:x,key:value`, or nothing for every entry. */
  search?: string;
}

/** One page of the audit trail, sorted and searched. */
export const auditLogsKey = ({ page, sortBy, sortOrder, search }: AuditLogsQuery) =>
  ['audit', page, sortBy, sortOrder, search ?? ''] as const;
/** One audit entry in full. */
export const auditEntryKey = (id: string) => ['audit-entry', id] as const;

/**
 * A page of the audit trail, 10 a page, sorted and searched on the server. The page shown stays
 * while the next loads, so the table keeps its size; a failure is toasted.
 */
export function useAuditLogs(query: AuditLogsQuery) {
  const { page, sortBy, sortOrder, search } = query;
  return useApi(
    auditLogsKey(query),
    (c) => audit.list(c, { page: page - 1, size: AUDIT_PAGE_SIZE, sortBy, sortOrder, search }),
    { keepPreviousData: true, ...toastOnError('audit.list') },
  );
}

/** One audit entry, read when its detail opens; a failure is toasted. */
export function useAuditEntry(id: string) {
  return useApi(auditEntryKey(id), (c) => audit.get(c, id), toastOnError('audit.get'));
}

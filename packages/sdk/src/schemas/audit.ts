import {
  array,
  coerce,
  defaulted,
  enums,
  integer,
  nullable,
  number,
  object,
  optional,
  size,
  string,
  type,
  type Infer,
} from 'superstruct';
import { AUDIT_PAGE_SIZE } from '../constants';
import { IsoDate, optionalText, QueryInteger } from './common';

/** Columns the audit list sorts by. */
export const AUDIT_SORT_FIELDS = ['time', 'actor', 'module', 'action', 'key', 'outcome', 'ip'] as const;

/**
 * Query of `GET audit-logs/date-range`. `page` is 0-based; `search` is `module:x,key:value`;
 * `from`/`to` are dates. Numbers may arrive as strings (server side).
 */
export const AuditQuery = object({
  page: defaulted(size(QueryInteger, 0, 1_000_000), 0),
  size: defaulted(size(QueryInteger, 1, 100), AUDIT_PAGE_SIZE),
  sortBy: optional(enums(AUDIT_SORT_FIELDS)),
  sortOrder: optional(enums(['asc', 'desc'] as const)),
  search: optional(optionalText(500)),
  from: optional(IsoDate),
  to: optional(IsoDate),
});
export type AuditQuery = Infer<typeof AuditQuery>;

/** One audit row; `id` is read as a string whatever the server's key type. */
export const AuditLog = type({
  id: coerce(string(), number(), (n) => String(n)),
  time: string(),
  actor: string(),
  module: string(),
  action: string(),
  key: string(),
  outcome: string(),
  ip: string(),
  detail: nullable(string()),
});
export type AuditLog = Infer<typeof AuditLog>;

/** A page of audit rows (Spring-style). */
export const AuditPage = type({ content: array(AuditLog), totalElements: integer(), page: integer(), size: integer() });
export type AuditPage = Infer<typeof AuditPage>;

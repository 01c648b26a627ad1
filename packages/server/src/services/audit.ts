import type { Tx } from '../db';
import { audit, type AuditEntry, type Ctx, type Services } from '../http/context';

/**
 * Writes one audit row in the service's transaction, so the row commits with the change it
 * records. The route binds it to the request (who asked, from where): services never see HTTP.
 */
export type AuditWriter = (entry: AuditEntry, tx: Tx) => Promise<void>;

/** The audit writer of one request. */
export const auditWriter =
  (s: Services, c: Ctx): AuditWriter =>
  (entry, tx) =>
    audit(s, c, entry, tx);

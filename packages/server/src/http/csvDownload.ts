import { stream } from 'hono/streaming';
import type { AuditAction } from '../services/auditActions';
import { csvLine } from '../services/keyset';
import { audit, type Ctx, type Services } from './context';
import { redactedError } from './errors';

/** The last line of an export that failed part way: the answer's status was sent with its first line. */
const EXPORT_FAILED = 'The export stopped early because of an error on our side: download it again';

/** One back-office export: its file name, audit action, header and rows (services/keyset.ts's csvBatches). */
export interface CsvExport {
  /** `lnf-{name}-{date}.csv`, and the audit row's key `{name}.csv`. */
  name: string;
  action: AuditAction;
  header: string[];
  rows: AsyncGenerator<string>;
  /** What the export was narrowed to (filters, sort), kept in the audit row. */
  data?: Record<string, unknown>;
}

/**
 * A CSV download written as it is read: the header, then one chunk per batch of rows, so the
 * server holds one batch of an export of any size. Audited before the first byte; the route checks
 * who may export before it calls this.
 */
export async function csvDownload(s: Services, c: Ctx, e: CsvExport): Promise<Response> {
  await audit(s, c, {
    module: 'backoffice',
    action: e.action,
    key: `${e.name}.csv`,
    outcome: 'SUCCESS',
    ...(e.data ? { data: e.data } : {}),
  });
  c.header('content-type', 'text/csv; charset=utf-8');
  c.header('content-disposition', `attachment; filename="lnf-${e.name}-${new Date().toISOString().slice(0, 10)}.csv"`);
  c.header('cache-control', 'private, no-store');
  return stream(
    c,
    async (out) => {
      await out.write(csvLine(e.header));
      for await (const chunk of e.rows) {
        // The client went away: stop reading (leaving the loop ends the generator's queries).
        if (out.aborted) break;
        await out.write(chunk);
      }
    },
    async (error, out) => {
      console.error(`${e.name}.csv export failed: ${redactedError(error)}`);
      await out.write(csvLine([EXPORT_FAILED]));
    },
  );
}

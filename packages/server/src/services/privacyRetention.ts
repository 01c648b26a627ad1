import { eq, lt, notExists, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { auditLogs, contacts, inquiries, leadNotes, leadStates, loginSessions } from '../db/schema';
import { writeAudit } from './audit';
import { AUDIT_ACTIONS } from './auditActions';
import { runExclusive } from './jobs';

/**
 * The privacy policy's retention promises (app/src/content/privacy-policy.ts, section 6), kept by a
 * scheduled job: enquiry and demo data (inquiries, contact messages) for 24 months, security logs
 * (every audit_logs row: who did what from which address, and each ended login's browser and
 * network in login_sessions) for 180 days; then deleted. A lead's sales status and notes (lead_states,
 * lead_notes) go with its enquiry in the same transaction: they are keyed by kind and reference, not
 * by a foreign key, since a lead is in one of two tables.
 * test/privacy-retention.test.ts reads the numbers from the policy's text and fails when they differ.
 */
export const ENQUIRY_RETENTION_MONTHS = 24;
export const SECURITY_LOG_RETENTION_DAYS = 180;

/** The job runs once a day across every instance (the job lease's `everyMs`)... */
export const RETENTION_EVERY_MS = 24 * 60 * 60_000;
/** ...and each instance's timer asks hourly, so a server restarted daily still runs it. */
export const RETENTION_TICK_MS = 60 * 60_000;
export const RETENTION_JOB = 'privacy-retention';
/** How long a holder keeps the lease: a crashed instance's lapses well before the next day. */
const RETENTION_LEASE_MS = 30 * 60_000;

export interface RetentionResult {
  inquiries: number;
  contacts: number;
  /** Lead states and notes of the enquiries deleted (and of any enquiry already gone). */
  leadStates: number;
  leadNotes: number;
  auditLogs: number;
  loginSessions: number;
}

/**
 * Deletes what is past its time, by the database's clock. Enquiries count from when they were
 * made: no later contact is recorded against them (docs/privacy.md). One audit row tells what went,
 * and it starts the next 180 days itself.
 */
export async function purgeExpired(db: Db): Promise<RetentionResult> {
  return db.transaction(async (tx) => {
    const enquiryCutoff = sql`now() - ${ENQUIRY_RETENTION_MONTHS}::int * interval '1 month'`;
    const logCutoff = sql`now() - ${SECURITY_LOG_RETENTION_DAYS}::int * interval '1 day'`;
    const goneInquiries = await tx
      .delete(inquiries)
      .where(lt(inquiries.createdAt, enquiryCutoff))
      .returning({ r: inquiries.reference });
    const goneContacts = await tx
      .delete(contacts)
      .where(lt(contacts.createdAt, enquiryCutoff))
      .returning({ r: contacts.reference });
    // Every state and note whose enquiry is gone: the ones just deleted, and any a crash left behind.
    // (Staff writing a state or note hold the enquiry's row FOR SHARE, so none is written for an
    // enquiry this transaction deletes.)
    const orphaned = (table: typeof leadStates | typeof leadNotes) =>
      sql`(${table.kind} = 'inquiry' and ${notExists(
        tx
          .select({ one: sql`1` })
          .from(inquiries)
          .where(eq(inquiries.reference, table.reference)),
      )}) or (${table.kind} = 'contact' and ${notExists(
        tx
          .select({ one: sql`1` })
          .from(contacts)
          .where(eq(contacts.reference, table.reference)),
      )})`;
    const goneStates = await tx.delete(leadStates).where(orphaned(leadStates)).returning({ r: leadStates.reference });
    const goneNotes = await tx.delete(leadNotes).where(orphaned(leadNotes)).returning({ id: leadNotes.id });
    const goneLogs = await tx.delete(auditLogs).where(lt(auditLogs.time, logCutoff)).returning({ id: auditLogs.id });
    // A login unused for 180 days ended long ago (a refresh token lives 30 days); its row is a
    // security log like the LOGIN row that started it.
    const goneSessions = await tx
      .delete(loginSessions)
      .where(lt(sql`coalesce(${loginSessions.endedAt}, ${loginSessions.lastUsedAt})`, logCutoff))
      .returning({ f: loginSessions.family });
    const result = {
      inquiries: goneInquiries.length,
      contacts: goneContacts.length,
      leadStates: goneStates.length,
      leadNotes: goneNotes.length,
      auditLogs: goneLogs.length,
      loginSessions: goneSessions.length,
    };
    if (Object.values(result).some((n) => n > 0))
      await writeAudit(
        tx,
        {
          module: 'privacy',
          action: AUDIT_ACTIONS.RETENTION_PURGE,
          outcome: 'SUCCESS',
          detail: `deleted ${result.inquiries} inquiries, ${result.contacts} contact messages, ${result.leadStates} lead states, ${result.leadNotes} lead notes, ${result.auditLogs} audit rows, ${result.loginSessions} ended sessions`,
        },
        'system',
        '',
      );
    return result;
  });
}

/** The job as the server schedules it: under the job lease, once per RETENTION_EVERY_MS across instances. */
export function retentionJob(db: Db, holder?: string): Promise<boolean> {
  return runExclusive(
    db,
    RETENTION_JOB,
    RETENTION_LEASE_MS,
    async () => void (await purgeExpired(db)),
    holder,
    RETENTION_EVERY_MS,
  );
}

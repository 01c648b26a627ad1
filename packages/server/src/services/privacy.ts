import {
  CONSENT_PURPOSES,
  type ConsentPurpose,
  type ConsentSource,
  type PrivacyRequestInput,
  type PrivacyRequestQuery,
  type PrivacyResolution,
} from '@lnf/sdk';
import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db';
import { consents, customers, nominees, privacyRequests } from '../db/schema';
import { ConflictError, NotFoundError } from '../domainErrors';
import { AUDIT_ACTIONS } from './auditActions';
import type { AuditWriter } from './audit';
import { notifyCustomer } from './notifications/outbox';

/**
 * The privacy centre's rules (DPDP Act 2023; docs/privacy.md): the consent ledger, and each right
 * as a request with a clock. The export and the erasure are privacyExport.ts and privacyErasure.ts;
 * the retention job is privacyRetention.ts.
 */

/**
 * The privacy notice in force: its 'last updated' date (app/src/content/privacy-policy.ts,
 * `updated`). Every consent row records it; test/privacy-policy-numbers.test.ts fails when the two differ.
 */
export const PRIVACY_NOTICE_VERSION = '2025-04-01';

/** A request is acknowledged within 48 hours and answered within 30 days (the policy, section 11). */
export const ACKNOWLEDGE_WITHIN_HOURS = 48;
export const ANSWER_WITHIN_DAYS = 30;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type ConsentRow = typeof consents.$inferSelect;
type RequestRow = typeof privacyRequests.$inferSelect;

/** The newest row of each purpose; a purpose never chosen is not granted. */
export async function currentConsents(db: Db | Tx, userId: string) {
  const rows = await db
    .select()
    .from(consents)
    .where(eq(consents.userId, userId))
    .orderBy(desc(consents.createdAt), desc(consents.id));
  const newest = new Map<string, ConsentRow>();
  for (const r of rows) if (!newest.has(r.purpose)) newest.set(r.purpose, r);
  return {
    noticeVersion: PRIVACY_NOTICE_VERSION,
    purposes: CONSENT_PURPOSES.map((purpose) => consentState(purpose, newest.get(purpose))),
  };
}

function consentState(purpose: ConsentPurpose, row: ConsentRow | undefined) {
  return {
    purpose,
    granted: row?.granted ?? false,
    noticeVersion: row?.noticeVersion ?? null,
    source: (row?.source as ConsentSource | undefined) ?? null,
    since: row?.createdAt.toISOString() ?? null,
  };
}

/** Whether the user may be sent mail for `purpose` now: their newest choice is a grant. */
export async function hasConsent(db: Db | Tx, userId: string, purpose: ConsentPurpose): Promise<boolean> {
  const [row] = await db
    .select({ granted: consents.granted })
    .from(consents)
    .where(and(eq(consents.userId, userId), eq(consents.purpose, purpose)))
    .orderBy(desc(consents.createdAt), desc(consents.id))
    .limit(1);
  return row?.granted ?? false;
}

/**
 * Grants or withdraws one purpose: one append-only row, on the notice in force, effective at once.
 * Marketing mail's choice is mirrored on the customer record's `marketing_preference`, which the
 * order form also writes, so whatever reads either sees the newest word.
 */
export async function changeConsent(
  db: Db,
  userId: string,
  purpose: ConsentPurpose,
  granted: boolean,
  source: ConsentSource,
  audit: AuditWriter,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(consents)
      .values({ userId, purpose, granted, noticeVersion: PRIVACY_NOTICE_VERSION, source })
      .returning();
    if (purpose === 'marketing_email')
      await tx.update(customers).set({ marketingPreference: granted }).where(eq(customers.userId, userId));
    await audit(
      {
        module: 'privacy',
        action: granted ? AUDIT_ACTIONS.GRANT_CONSENT : AUDIT_ACTIONS.WITHDRAW_CONSENT,
        key: purpose,
        outcome: 'SUCCESS',
        detail: `${source}, notice ${PRIVACY_NOTICE_VERSION}`,
      },
      tx,
    );
    return consentState(purpose, row);
  });
}

/** Every consent given or withdrawn, newest first. */
export async function consentHistory(db: Db, userId: string) {
  const rows = await db
    .select()
    .from(consents)
    .where(eq(consents.userId, userId))
    .orderBy(desc(consents.createdAt), desc(consents.id));
  return rows.map((r) => ({
    purpose: r.purpose as ConsentPurpose,
    granted: r.granted,
    noticeVersion: r.noticeVersion,
    source: r.source as ConsentSource,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** A request as its customer and staff see it, with its clock read against `now`. */
export function requestAnswer(r: RequestRow, now = new Date()) {
  const open = r.status === 'OPEN' || r.status === 'ACKNOWLEDGED';
  return {
    reference: r.reference,
    kind: r.kind as PrivacyRequestInput['kind'],
    status: r.status as 'OPEN' | 'ACKNOWLEDGED' | 'COMPLETED' | 'REJECTED',
    email: r.email,
    detail: r.detail,
    createdAt: r.createdAt.toISOString(),
    acknowledgeBy: r.acknowledgeBy.toISOString(),
    dueAt: r.dueAt.toISOString(),
    acknowledgedAt: r.acknowledgedAt?.toISOString() ?? null,
    resolvedAt: r.resolvedAt?.toISOString() ?? null,
    response: r.response,
    acknowledgementOverdue: r.status === 'OPEN' && now > r.acknowledgeBy,
    overdue: open && now > r.dueAt,
  };
}

/** Crockford's base32, as order references: read out on a call without I/L/O/U mix-ups. */
const BASE32 = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const newReference = (now: Date) =>
  `PR-${now.getUTCFullYear()}-${Array.from(randomBytes(8), (b) => BASE32[b & 31]).join('')}`;

export interface NewRequest {
  userId: string;
  email: string;
  kind: PrivacyRequestInput['kind'];
  detail: Record<string, unknown>;
  /** Answered at creation (access, nomination, erasure): the request is born COMPLETED. */
  completedWith?: string;
}

/**
 * Writes a request with its clock (acknowledge within 48 h, answer within 30 days) in `tx`. One that
 * waits for staff is confirmed to its customer by mail and on the bell, with its clock.
 */
export async function insertRequest(tx: Tx, n: NewRequest, now = new Date()): Promise<RequestRow> {
  for (let attempt = 0; ; attempt++) {
    const [row] = await tx
      .insert(privacyRequests)
      .values({
        reference: newReference(now),
        userId: n.userId,
        email: n.email,
        kind: n.kind,
        detail: n.detail,
        acknowledgeBy: new Date(now.getTime() + ACKNOWLEDGE_WITHIN_HOURS * HOUR),
        dueAt: new Date(now.getTime() + ANSWER_WITHIN_DAYS * DAY),
        createdAt: now,
        ...(n.completedWith === undefined
          ? {}
          : { status: 'COMPLETED', acknowledgedAt: now, resolvedAt: now, response: n.completedWith }),
      })
      .onConflictDoNothing({ target: privacyRequests.reference })
      .returning();
    if (row) {
      if (row.status === 'OPEN')
        await notifyCustomer(
          tx,
          { email: row.email, userId: row.userId },
          {
            event: 'privacy.request_received',
            entityId: row.reference,
            template: 'privacy-request-received',
            payload: {
              reference: row.reference,
              kind: row.kind,
              acknowledgeBy: row.acknowledgeBy.toISOString(),
              dueAt: row.dueAt.toISOString(),
            },
          },
        );
      return row;
    }
    if (attempt >= 4) throw new ConflictError('Could not number the request; try again');
  }
}

/** The caller's requests, newest first. */
export async function listOwnRequests(db: Db, userId: string) {
  const rows = await db
    .select()
    .from(privacyRequests)
    .where(eq(privacyRequests.userId, userId))
    .orderBy(desc(privacyRequests.createdAt));
  const now = new Date();
  return rows.map((r) => requestAnswer(r, now));
}

/** Upserts the caller's nominee (DPDP Act s.14). */
export async function saveNominee(tx: Tx, userId: string, n: { name: string; email: string; relationship: string }) {
  const values = { name: n.name, email: n.email.toLowerCase(), relationship: n.relationship, updatedAt: new Date() };
  await tx
    .insert(nominees)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: nominees.userId, set: values });
}

export async function findNominee(db: Db, userId: string) {
  const [row] = await db.select().from(nominees).where(eq(nominees.userId, userId));
  return row
    ? { name: row.name, email: row.email, relationship: row.relationship, updatedAt: row.updatedAt.toISOString() }
    : null;
}

const STATUS_FILTER: Record<PrivacyRequestQuery['status'], SQL | undefined> = {
  open: inArray(privacyRequests.status, ['OPEN', 'ACKNOWLEDGED']),
  closed: inArray(privacyRequests.status, ['COMPLETED', 'REJECTED']),
  all: undefined,
};

/** Staff's list: the most urgent (earliest due) first; breaches flagged on each row. */
export async function listRequests(db: Db, status: PrivacyRequestQuery['status'], limit = 500) {
  const rows = await db
    .select()
    .from(privacyRequests)
    .where(STATUS_FILTER[status])
    .orderBy(status === 'open' ? asc(privacyRequests.dueAt) : desc(privacyRequests.createdAt))
    .limit(limit);
  const now = new Date();
  return rows.map((r) => requestAnswer(r, now));
}

async function findForUpdate(tx: Tx, reference: string): Promise<RequestRow> {
  const [row] = await tx.select().from(privacyRequests).where(eq(privacyRequests.reference, reference)).for('update');
  if (!row) throw new NotFoundError('Privacy request not found');
  return row;
}

/** Staff acknowledge an open request (once; a second time changes nothing). */
export async function acknowledgeRequest(db: Db, reference: string, audit: AuditWriter) {
  return db.transaction(async (tx) => {
    const row = await findForUpdate(tx, reference);
    if (row.status !== 'OPEN' && row.status !== 'ACKNOWLEDGED')
      throw new ConflictError(`Request ${reference} is already ${row.status}`);
    const [updated] =
      row.status === 'OPEN'
        ? await tx
            .update(privacyRequests)
            .set({ status: 'ACKNOWLEDGED', acknowledgedAt: new Date() })
            .where(eq(privacyRequests.id, row.id))
            .returning()
        : [row];
    await audit(
      { module: 'privacy', action: AUDIT_ACTIONS.ACKNOWLEDGE_PRIVACY_REQUEST, key: reference, outcome: 'SUCCESS' },
      tx,
    );
    return updated!;
  });
}

/** Staff complete or reject an open request with the answer its customer reads. */
export async function resolveRequest(db: Db, reference: string, resolution: PrivacyResolution, audit: AuditWriter) {
  return db.transaction(async (tx) => {
    const row = await findForUpdate(tx, reference);
    if (row.status !== 'OPEN' && row.status !== 'ACKNOWLEDGED')
      throw new ConflictError(`Request ${reference} is already ${row.status}`);
    const now = new Date();
    const [updated] = await tx
      .update(privacyRequests)
      .set({
        status: resolution.status,
        response: resolution.response,
        resolvedAt: now,
        acknowledgedAt: row.acknowledgedAt ?? now,
      })
      .where(eq(privacyRequests.id, row.id))
      .returning();
    await notifyCustomer(
      tx,
      { email: row.email, userId: row.userId },
      {
        event: 'privacy.request_resolved',
        entityId: reference,
        template: 'privacy-request-resolved',
        payload: { reference, kind: row.kind, status: resolution.status, response: resolution.response },
      },
    );
    await audit(
      {
        module: 'privacy',
        action: AUDIT_ACTIONS.RESOLVE_PRIVACY_REQUEST,
        key: reference,
        outcome: 'SUCCESS',
        detail: resolution.status,
      },
      tx,
    );
    return updated!;
  });
}

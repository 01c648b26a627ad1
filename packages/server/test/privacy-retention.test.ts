import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLogs,
  contacts,
  inquiries,
  jobLeases,
  leadNotes,
  leadStates,
  loginSessions,
  users,
} from '../src/db/schema';
import { ACKNOWLEDGE_WITHIN_HOURS, ANSWER_WITHIN_DAYS, PRIVACY_NOTICE_VERSION } from '../src/services/privacy';
import {
  ENQUIRY_RETENTION_MONTHS,
  RETENTION_JOB,
  retentionJob,
  SECURITY_LOG_RETENTION_DAYS,
} from '../src/services/privacyRetention';
import { startTestServer, type TestServer } from './harness';

/**
 * The privacy policy's promises, kept by the code: the numbers in its text (app's content module)
 * are the retention job's and the request clock's, and the job deletes what is past its time.
 */

const policy = readFileSync(join(import.meta.dirname, '../../../app/src/content/privacy-policy.ts'), 'utf8');
const number = (re: RegExp) => {
  const m = re.exec(policy);
  if (!m) throw new Error(`the privacy policy no longer says ${re}`);
  return Number(m[1]);
};

describe('the privacy policy and the code say the same', () => {
  it('enquiries are kept 24 months and security logs 180 days', () => {
    expect(number(/enquiry and demo data for up to (\d+) months/)).toBe(ENQUIRY_RETENTION_MONTHS);
    expect(number(/security logs for (\d+) days/)).toBe(SECURITY_LOG_RETENTION_DAYS);
  });

  it('grievances are acknowledged within 48 hours and resolved within 30 days', () => {
    expect(number(/acknowledge grievances within (\d+) hours/)).toBe(ACKNOWLEDGE_WITHIN_HOURS);
    expect(number(/resolve them within (\d+) days/)).toBe(ANSWER_WITHIN_DAYS);
  });

  it('consents record the notice version the policy shows as its last update', () => {
    expect(/updated: '(\d{4}-\d{2}-\d{2})'/.exec(policy)?.[1]).toBe(PRIVACY_NOTICE_VERSION);
  });
});

describe('the retention job', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.stop());

  const DAY = 86_400_000;
  const ago = (days: number) => new Date(Date.now() - days * DAY);
  const inquiry = (email: string, createdAt: Date) => ({
    firstName: 'Priya',
    lastName: 'Raman',
    businessName: 'Raman Textiles',
    websiteUrl: 'https://raman.example',
    email,
    mobile: '+91 98450 12345',
    country: 'IN',
    description: 'A demo please',
    createdAt,
  });
  const contact = (email: string, createdAt: Date) => ({
    firstName: 'Priya',
    lastName: 'Raman',
    email,
    phoneNumber: '+91 98450 12345',
    company: 'Raman Textiles',
    country: 'IN',
    referralSource: 'search',
    message: 'Call me',
    createdAt,
  });

  it('deletes security-log rows older than 180 days and enquiries older than 24 months, and keeps the newer', async () => {
    const db = server.services.db;
    const logs = await db
      .insert(auditLogs)
      .values([
        {
          time: ago(SECURITY_LOG_RETENTION_DAYS + 1),
          actor: 'old@x.in',
          module: 'user',
          action: 'LOGIN',
          outcome: 'SUCCESS',
          ip: '203.0.113.9',
        },
        {
          time: ago(SECURITY_LOG_RETENTION_DAYS - 1),
          actor: 'new@x.in',
          module: 'user',
          action: 'LOGIN',
          outcome: 'SUCCESS',
          ip: '203.0.113.9',
        },
      ])
      .returning({ id: auditLogs.id });
    // 24 months is at most 731 days; 25 months is past it whatever the calendar.
    const [oldInquiry, newInquiry] = await db
      .insert(inquiries)
      .values([inquiry('old@x.in', ago(25 * 31)), inquiry('new@x.in', ago(23 * 30))])
      .returning({ r: inquiries.reference });
    const [oldContact, newContact] = await db
      .insert(contacts)
      .values([contact('old@x.in', ago(25 * 31)), contact('new@x.in', ago(23 * 30))])
      .returning({ r: contacts.reference });
    // Sales staff's status and notes on each: they go with their enquiry.
    const leads = [
      { kind: 'inquiry' as const, reference: oldInquiry!.r },
      { kind: 'inquiry' as const, reference: newInquiry!.r },
      { kind: 'contact' as const, reference: oldContact!.r },
      { kind: 'contact' as const, reference: newContact!.r },
    ];
    await db
      .insert(leadStates)
      .values(leads.map((l) => ({ ...l, status: 'contacted' as const, owner: 'sam@lnf.example' })));
    await db.insert(leadNotes).values(leads.map((l) => ({ ...l, author: 'sam@lnf.example', body: 'Called back' })));

    const [someone] = await db.select({ id: users.id }).from(users).limit(1);
    const ended = (days: number) => ({
      family: crypto.randomUUID(),
      userId: someone!.id,
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0',
      ipPrefix: '203.0.113.0/24',
      createdAt: ago(days + 30),
      lastUsedAt: ago(days + 1),
      endedAt: ago(days),
    });
    const sessions = await db
      .insert(loginSessions)
      .values([ended(SECURITY_LOG_RETENTION_DAYS + 1), ended(SECURITY_LOG_RETENTION_DAYS - 2)])
      .returning({ family: loginSessions.family });

    expect(await retentionJob(db, 'test-instance')).toBe(true);

    const leftSessions = await db
      .select({ family: loginSessions.family })
      .from(loginSessions)
      .where(
        inArray(
          loginSessions.family,
          sessions.map((x) => x.family),
        ),
      );
    expect(leftSessions.map((x) => x.family)).toEqual([sessions[1]!.family]);

    const leftLogs = await db
      .select({ id: auditLogs.id })
      .from(auditLogs)
      .where(
        inArray(
          auditLogs.id,
          logs.map((l) => l.id),
        ),
      );
    expect(leftLogs.map((l) => l.id)).toEqual([logs[1]!.id]);
    const leftInquiries = await db.select({ r: inquiries.reference }).from(inquiries);
    expect(leftInquiries.map((i) => i.r)).toContain(newInquiry!.r);
    expect(leftInquiries.map((i) => i.r)).not.toContain(oldInquiry!.r);
    const leftContacts = await db.select({ r: contacts.reference }).from(contacts);
    expect(leftContacts.map((c) => c.r)).toContain(newContact!.r);
    expect(leftContacts.map((c) => c.r)).not.toContain(oldContact!.r);
    const kept = [newInquiry!.r, newContact!.r].sort();
    const leftStates = await db.select({ r: leadStates.reference }).from(leadStates);
    expect(
      leftStates
        .map((x) => x.r)
        .filter((r) => leads.some((l) => l.reference === r))
        .sort(),
    ).toEqual(kept);
    const leftNotes = await db.select({ r: leadNotes.reference }).from(leadNotes);
    expect(
      leftNotes
        .map((x) => x.r)
        .filter((r) => leads.some((l) => l.reference === r))
        .sort(),
    ).toEqual(kept);
    const [purge] = await db.select().from(auditLogs).where(eq(auditLogs.action, 'RETENTION_PURGE'));
    expect(purge!.detail).toMatch(
      /deleted 1 inquiries, 1 contact messages, 2 lead states, 2 lead notes, 1 audit rows, 1 ended sessions/,
    );
  });

  it('runs under the job lease: once a day across instances', async () => {
    const db = server.services.db;
    await db
      .update(jobLeases)
      .set({ lastRunAt: ago(2) })
      .where(eq(jobLeases.name, RETENTION_JOB));
    expect(await retentionJob(db, 'instance-a')).toBe(true);
    // Just ran: another instance's timer a moment later is refused.
    expect(await retentionJob(db, 'instance-b')).toBe(false);
  });
});

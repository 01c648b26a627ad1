import { ApiError, backofficeLeads, type Lead } from '@lnf/sdk';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, contacts, inquiries, leadNotes, leadStates } from '../src/db/schema';
import { leadCsv } from '../src/services/leads';
import { startTestServer, type TestServer } from './harness';
import { createStaff, createUser, expectError, failure, rowCount, send, type TestUser } from './users';

/**
 * The leads inbox: demo requests and contact messages merged newest first, keyset-paged and
 * filtered; status and owner changes audited with before and after; notes; the CSV export; and who
 * may do any of it (support staff and up).
 */
const BASE = '/api/v1/lnf/backoffice/leads';

let server: TestServer;
let staff: TestUser;
let finance: TestUser;
let alice: TestUser;
/** Every seeded lead, newest first as the list must give them. */
let expected: { kind: 'inquiry' | 'contact'; reference: string }[];
let inquiryRef: string;
let contactRef: string;

const MINUTE = 60_000;
const base = Date.parse('2026-11-01T09:00:00.000Z');
const at = (minutes: number) => new Date(base + minutes * MINUTE);

const inquiry = (n: number, createdAt: Date, extra: Partial<typeof inquiries.$inferInsert> = {}) => ({
  firstName: `Asha${n}`,
  lastName: 'Rao',
  businessName: `Rao Stores ${n}`,
  websiteUrl: '',
  email: `asha${n}@shop.example`,
  mobile: `+9198000000${String(n).padStart(2, '0')}`,
  country: 'IN',
  description: `A demo for shop ${n}`,
  createdAt,
  ...extra,
});
const contact = (n: number, createdAt: Date, extra: Partial<typeof contacts.$inferInsert> = {}) => ({
  firstName: `Bala${n}`,
  lastName: 'Iyer',
  email: `bala${n}@firm.example`,
  phoneNumber: `+9199000000${String(n).padStart(2, '0')}`,
  company: `Iyer Firm ${n}`,
  country: 'IN',
  referralSource: 'search',
  message: `Call me about ${n}`,
  createdAt,
  ...extra,
});

const all = async (client: TestUser['client'], query: Parameters<typeof backofficeLeads.list>[1] = {}) => {
  const seen: Lead[] = [];
  let after: string | null = null;
  for (let pages = 0; pages < 100; pages++) {
    const page = await backofficeLeads.list(client, { ...query, after });
    seen.push(...page.results);
    if (!page.next) return seen;
    after = page.next;
  }
  throw new Error('the list never ended');
};
const keys = (leads: Lead[]) => leads.map((l) => `${l.kind}:${l.reference}`);

beforeAll(async () => {
  server = await startTestServer({ rateLimits: false });
  staff = await createStaff(server, 'sam.sales@test.local', 'support');
  finance = await createStaff(server, 'fay.finance@test.local', 'finance');
  alice = await createUser(server, 'alice.leads@test.local');
  const db = server.services.db;
  // Six of each, interleaved; the fourth pair made in the same microsecond (ties break by kind).
  const inq = await db
    .insert(inquiries)
    .values([0, 1, 2, 3, 4, 5].map((n) => inquiry(n, at(n * 10 + (n === 3 ? 5 : 0)))))
    .returning({ reference: inquiries.reference, createdAt: inquiries.createdAt });
  const con = await db
    .insert(contacts)
    .values(
      [0, 1, 2, 3, 4, 5].map((n) =>
        contact(n, at(n * 10 + 5), n === 2 ? { referralSource: 'brochure:hr', firstName: '=cmd|x' } : {}),
      ),
    )
    .returning({ reference: contacts.reference, createdAt: contacts.createdAt });
  expected = [
    ...inq.map((r) => ({ kind: 'inquiry' as const, ...r })),
    ...con.map((r) => ({ kind: 'contact' as const, ...r })),
  ]
    .sort(
      (a, b) =>
        b.createdAt.getTime() - a.createdAt.getTime() ||
        b.kind.localeCompare(a.kind) ||
        b.reference.localeCompare(a.reference),
    )
    .map(({ kind, reference }) => ({ kind, reference }));
  inquiryRef = inq[1]!.reference;
  contactRef = con[1]!.reference;
});
afterAll(() => server?.stop());

describe('the leads list', () => {
  it('merges demo requests and contact messages, newest first, each new with no owner', async () => {
    const page = await backofficeLeads.list(staff.client, { limit: 100 });
    expect(keys(page.results)).toEqual(expected.map((e) => `${e.kind}:${e.reference}`));
    expect(page.next).toBeNull();
    // The same microsecond: the demo request comes before the contact message.
    expect(page.results.slice(4, 6).map((l) => l.kind)).toEqual(['inquiry', 'contact']);
    expect(page.results.find((l) => l.reference === inquiryRef)).toEqual({
      kind: 'inquiry',
      reference: inquiryRef,
      name: 'Asha1 Rao',
      email: 'asha1@shop.example',
      phone: '+919800000001',
      company: 'Rao Stores 1',
      message: 'A demo for shop 1',
      createdAt: at(10).toISOString(),
      status: 'new',
      owner: null,
      notes: 0,
      booking: null,
    });
  });

  it('pages with a small limit give every lead once, in order', async () => {
    for (const limit of [1, 2, 5]) {
      const seen = [];
      let after: string | null = null;
      let pages = 0;
      do {
        const page = await backofficeLeads.list(staff.client, { limit, after });
        expect(page.results.length).toBeLessThanOrEqual(limit);
        seen.push(...page.results);
        after = page.next;
        pages++;
      } while (after);
      expect(keys(seen)).toEqual(expected.map((e) => `${e.kind}:${e.reference}`));
      expect(pages).toBe(Math.ceil(expected.length / limit));
    }
  });

  it('filters by kind, and by a prefix of name, email or company in any case', async () => {
    const onlyContacts = await all(staff.client, { kind: 'contact' });
    expect(onlyContacts.map((l) => l.kind)).toEqual(Array(6).fill('contact'));
    expect(keys(onlyContacts)).toEqual(
      expected.filter((e) => e.kind === 'contact').map((e) => `${e.kind}:${e.reference}`),
    );
    expect((await all(staff.client, { q: 'ASHA1 r' })).map((l) => l.reference)).toEqual([inquiryRef]);
    expect((await all(staff.client, { q: 'bala1@' })).map((l) => l.reference)).toEqual([contactRef]);
    expect((await all(staff.client, { q: 'iyer firm 1' })).map((l) => l.reference)).toEqual([contactRef]);
    // A prefix, not a substring; LIKE's wildcards match themselves.
    expect(await all(staff.client, { q: 'ao' })).toEqual([]);
    expect(await all(staff.client, { q: '%' })).toEqual([]);
  });

  it('a brochure request is a contact lead', async () => {
    const leads = await all(staff.client, { q: '=cmd' });
    expect(leads).toHaveLength(1);
    expect(leads[0]!.kind).toBe('contact');
  });
});

describe('status, owner and notes', () => {
  it('changes the status and owner, audited with before and after, and filters by them', async () => {
    const lead = await backofficeLeads.update(staff.client, 'inquiry', inquiryRef, {
      status: 'contacted',
      owner: 'FAY.finance@test.local',
    });
    expect(lead).toMatchObject({ reference: inquiryRef, status: 'contacted', owner: 'fay.finance@test.local' });
    const again = await backofficeLeads.update(staff.client, 'inquiry', inquiryRef, { status: 'qualified' });
    expect(again).toMatchObject({ status: 'qualified', owner: 'fay.finance@test.local' });
    await backofficeLeads.update(finance.client, 'contact', contactRef, { owner: staff.email });

    const rows = await server.services.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'UPDATE_LEAD'), eq(auditLogs.key, inquiryRef)))
      .orderBy(auditLogs.time);
    expect(rows.map((r) => [r.actor, r.data])).toEqual([
      [
        staff.email,
        {
          kind: 'inquiry',
          reference: inquiryRef,
          before: { status: 'new', owner: null },
          after: { status: 'contacted', owner: 'fay.finance@test.local' },
        },
      ],
      [
        staff.email,
        {
          kind: 'inquiry',
          reference: inquiryRef,
          before: { status: 'contacted', owner: 'fay.finance@test.local' },
          after: { status: 'qualified', owner: 'fay.finance@test.local' },
        },
      ],
    ]);

    expect((await all(staff.client, { status: 'qualified' })).map((l) => l.reference)).toEqual([inquiryRef]);
    expect((await all(staff.client, { owner: staff.email })).map((l) => l.reference)).toEqual([contactRef]);
    const fresh = await all(staff.client, { status: 'new' });
    expect(fresh).toHaveLength(expected.length - 1);
    expect(fresh.map((l) => l.reference)).not.toContain(inquiryRef);
    // Owner back to nobody.
    expect(await backofficeLeads.update(finance.client, 'contact', contactRef, { owner: null })).toMatchObject({
      owner: null,
      status: 'new',
    });
  });

  it('keeps notes on a lead, oldest first, and counts them in the list', async () => {
    const first = await backofficeLeads.addNote(staff.client, 'contact', contactRef, '  Called, no answer  ');
    expect(first).toMatchObject({
      kind: 'contact',
      reference: contactRef,
      author: staff.email,
      body: 'Called, no answer',
    });
    await backofficeLeads.addNote(finance.client, 'contact', contactRef, 'Wants a quote for 40 people');
    const { notes } = await backofficeLeads.notes(staff.client, 'contact', contactRef);
    expect(notes.map((n) => [n.author, n.body])).toEqual([
      [staff.email, 'Called, no answer'],
      [finance.email, 'Wants a quote for 40 people'],
    ]);
    expect((await backofficeLeads.notes(staff.client, 'inquiry', inquiryRef)).notes).toEqual([]);
    const [listed] = await all(staff.client, { q: 'bala1@' });
    expect(listed!.notes).toBe(2);
    const [audit] = await server.services.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'ADD_LEAD_NOTE'), eq(auditLogs.key, contactRef)));
    expect(audit!.data).toEqual({ kind: 'contact', reference: contactRef, noteId: first.id });
  });
});

describe('the CSV export', () => {
  it('streams the filtered leads newest first, quoted and guarded against formulas', async () => {
    const res = await send(server, 'GET', `${BASE}.csv?kind=contact`, { token: staff.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="lnf-leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers.get('content-length')).toBeNull();
    const text = await res.text();
    const lines = text.split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toBe(
      'kind,reference,created_at,status,owner,name,email,phone,company,message,notes,booking_starts_at,booking_status',
    );
    const contactsFirst = expected.filter((e) => e.kind === 'contact').map((e) => e.reference);
    expect(lines.slice(1, -1).map((l) => l.split(',')[1])).toEqual(contactsFirst);
    expect(text).toContain(",'=cmd|x Iyer,");
    expect(text).toContain(`contact,${contactRef},${at(15).toISOString()},new,,Bala1 Iyer,bala1@firm.example,`);
    const [audit] = await server.services.db.select().from(auditLogs).where(eq(auditLogs.action, 'EXPORT_LEADS'));
    expect(audit!.actor).toBe(staff.email);
  });

  it('reads in keyset batches: every lead once, one chunk per batch', async () => {
    const chunks: string[] = [];
    for await (const chunk of leadCsv(server.services.db, {}, 5)) chunks.push(chunk);
    expect(chunks).toHaveLength(Math.ceil(expected.length / 5));
    const refs = chunks
      .join('')
      .split('\r\n')
      .filter(Boolean)
      .map((l) => l.split(',').slice(0, 2).join(':'));
    expect(refs).toEqual(expected.map((e) => `${e.kind}:${e.reference}`));
    expect(chunks.join('').split('\r\n').filter(Boolean)).toHaveLength(expected.length);
  });
});

describe('who may, and bad input', () => {
  it('answers support staff, refuses customers (403) and anonymous callers (401)', async () => {
    expect((await send(server, 'GET', BASE, { token: staff.token })).status).toBe(200);
    expect((await failure<ApiError>(backofficeLeads.list(alice.client))).status).toBe(403);
    const before = await rowCount(server, leadStates);
    const notesBefore = await rowCount(server, leadNotes);
    for (const [method, path, body] of [
      ['GET', BASE, undefined],
      ['GET', `${BASE}.csv`, undefined],
      ['PATCH', `${BASE}/inquiry/${inquiryRef}`, { status: 'won' }],
      ['GET', `${BASE}/inquiry/${inquiryRef}/notes`, undefined],
      ['POST', `${BASE}/inquiry/${inquiryRef}/notes`, { body: 'x' }],
    ] as const) {
      await expectError(await send(server, method, path, { token: alice.token, body }), 403);
      await expectError(await send(server, method, path, { body }), 401);
    }
    expect(await rowCount(server, leadStates)).toBe(before);
    expect(await rowCount(server, leadNotes)).toBe(notesBefore);
  });

  it('answers 400 with a reason for bad input, and 404 for no such lead', async () => {
    const bad = async (method: string, path: string, message: string | RegExp, body?: unknown) =>
      expectError(await send(server, method, path, { token: staff.token, body }), 400, message);
    await bad('GET', `${BASE}?status=open`, /status/);
    await bad('GET', `${BASE}?kind=order`, /kind/);
    await bad('GET', `${BASE}?limit=0`, /limit/);
    await bad('GET', `${BASE}?after=nonsense`, "'after' is not a cursor");
    await bad('GET', `${BASE}.csv?status=open`, /status/);
    await bad('PATCH', `${BASE}/order/${inquiryRef}`, "'inquiry' or 'contact'", { status: 'won' });
    await bad('PATCH', `${BASE}/inquiry/not-a-uuid`, 'UUID', { status: 'won' });
    await bad('PATCH', `${BASE}/inquiry/${inquiryRef}`, "Send 'status', 'owner' or both", {});
    await bad('PATCH', `${BASE}/inquiry/${inquiryRef}`, /status/, { status: 'open' });
    await bad('PATCH', `${BASE}/inquiry/${inquiryRef}`, "staff member's email", { owner: alice.email });
    await bad('PATCH', `${BASE}/inquiry/${inquiryRef}`, /JSON|body/i, '{');
    await bad('POST', `${BASE}/inquiry/${inquiryRef}/notes`, 'some text', { body: '   ' });
    await bad('POST', `${BASE}/inquiry/${inquiryRef}/notes`, /body/, { body: 'x'.repeat(2001) });
    await bad('GET', `${BASE}?q=a%00b`, 'NUL');
    const missing = crypto.randomUUID();
    await expectError(
      await send(server, 'PATCH', `${BASE}/contact/${missing}`, { token: staff.token, body: { status: 'won' } }),
      404,
    );
    await expectError(await send(server, 'GET', `${BASE}/contact/${missing}/notes`, { token: staff.token }), 404);
    // An inquiry's reference is not a contact.
    await expectError(await send(server, 'GET', `${BASE}/contact/${inquiryRef}/notes`, { token: staff.token }), 404);
    expect((await backofficeLeads.list(staff.client, { q: 'asha1@' })).results[0]!.status).toBe('qualified');
  });
});

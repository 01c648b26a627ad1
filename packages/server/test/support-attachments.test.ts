import { existsSync, readdirSync } from 'node:fs';
import { request } from 'node:http';
import { ApiError, ATTACHMENT_MAX_BYTES, support, type Ticket } from '@lnf/sdk';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStorage } from '../src/adapters/storage';
import { auditLogs, ticketAttachments, ticketReplies } from '../src/db/schema';
import { checkFiles, storeFiles } from '../src/services/ticketAttachments';
import { startS3Standin, type S3Standin } from '../src/standin/s3';
import { startTestServer, type TestServer } from './harness';
import { createUser, expectError, failure, rowCount, serverWithTwoCustomers, type TestUser } from './users';

const BASE = '/api/v1/lnf/portal/support';
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0]);
const TXT = Buffer.from('Payslip for March shows ₹42,000 instead of ₹45,000.\n');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.from([0x90, 0, 3, 0, 0, 0, 4, 0]), Buffer.from('This program')]);

let server: TestServer;
let admin: string;
let a: TestUser;
let b: TestUser;

beforeAll(async () => {
  ({ server, admin, a, b } = await serverWithTwoCustomers('asha.files@test.local', 'binu.files@test.local'));
});
afterAll(() => server?.stop());

const file = (bytes: Buffer, name: string, type = 'application/octet-stream') =>
  new File([new Uint8Array(bytes)], name, { type });
const raise = (who: TestUser) =>
  support.raiseTicket(who.client, {
    projectKey: 'LNF',
    reporterName: 'Customer',
    priorityName: 'High',
    issueTypeName: 'Bug',
    labels: ['payroll'],
    summary: 'Payslips show last month',
    description: 'Since the 1st, payslips for March show February amounts.',
  });
const staff = () => server.client(admin);
const storedFiles = (s: TestServer = server) => {
  const where = s.services.config.attachments;
  if (where.kind !== 'folder') throw new Error('a folder storage was expected');
  return existsSync(where.dir) ? readdirSync(where.dir).length : 0;
};
/** What a refused upload must leave: the same replies, attachment rows and stored files. */
const snapshot = async () => [
  await rowCount(server, ticketReplies),
  await rowCount(server, ticketAttachments),
  storedFiles(),
];
const download = (token: string, id: string) =>
  server.raw(`${BASE}/attachments/${id}`, { headers: { authorization: `Bearer ${token}` } });

describe('replies with files', () => {
  let ticket: Ticket;
  beforeAll(async () => {
    ticket = await raise(a);
  });

  it('a customer attaches a PDF: the reply lists it, and it downloads byte for byte with safe headers', async () => {
    const name = 'Payslip März ₹ "final".pdf';
    const reply = await support.replyWithFiles(a.client, ticket.reference, {
      body: 'The payslip is attached',
      files: [file(PDF, name, 'image/gif')],
    });
    expect(reply.attachments).toEqual([
      { id: expect.any(String), name, size: PDF.length, contentType: 'application/pdf' },
    ]);
    const listed = (await support.replies(a.client, ticket.reference)).find((r) => r.id === reply.id);
    expect(listed?.attachments).toEqual(reply.attachments);

    const res = await download(a.token, reply.attachments[0]!.id);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(PDF)).toBe(true);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="Payslip M_rz _ _final_.pdf"; filename*=UTF-8''${encodeURIComponent(name)}`,
    );
    const blob = await support.downloadAttachment(a.client, reply.attachments[0]!.id);
    expect(Buffer.from(await blob.arrayBuffer()).equals(PDF)).toBe(true);
    // Staff read it too.
    expect((await download(admin, reply.attachments[0]!.id)).status).toBe(200);
  });

  it.each([
    ['a PNG', PNG, 'screenshot.png', 'image/png'],
    ['a JPEG', JPEG, 'photo.jpg', 'image/jpeg'],
    ['UTF-8 text', TXT, 'notes.txt', 'text/plain; charset=utf-8'],
    ['a PNG named .bin, sent as application/octet-stream', PNG, 'image.bin', 'image/png'],
  ])('takes %s, its type decided from the content', async (_what, bytes, name, contentType) => {
    const reply = await support.replyWithFiles(a.client, ticket.reference, {
      body: 'Attached',
      files: [file(bytes, name)],
    });
    expect(reply.attachments).toMatchObject([{ name, size: bytes.length, contentType }]);
    const res = await download(a.token, reply.attachments[0]!.id);
    expect(res.headers.get('content-type')).toBe(contentType);
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('takes up to five files in one reply, in order, and a file of exactly 10 MB', async () => {
    const big = Buffer.alloc(ATTACHMENT_MAX_BYTES, 0x61);
    const files = [file(PDF, '1.pdf'), file(PNG, '2.png'), file(JPEG, '3.jpg'), file(TXT, '4.txt'), file(big, '5.txt')];
    const reply = await support.replyWithFiles(a.client, ticket.reference, { body: 'Five', files });
    expect(reply.attachments.map((x) => [x.name, x.size])).toEqual([
      ['1.pdf', PDF.length],
      ['2.png', PNG.length],
      ['3.jpg', JPEG.length],
      ['4.txt', TXT.length],
      ['5.txt', ATTACHMENT_MAX_BYTES],
    ]);
    const listed = (await support.replies(a.client, ticket.reference)).find((r) => r.id === reply.id);
    expect(listed?.attachments.map((x) => x.name)).toEqual(['1.pdf', '2.png', '3.jpg', '4.txt', '5.txt']);
  });

  it('a JSON reply still works, with no attachments', async () => {
    const reply = await support.reply(a.client, ticket.reference, { body: 'No files this time' });
    expect(reply.attachments).toEqual([]);
  });

  it.each([
    ['an .exe named .pdf', [file(EXE, 'payslip.pdf', 'application/pdf')], /"payslip\.pdf" is not a file we take/],
    ['an empty file', [file(Buffer.alloc(0), 'empty.txt')], /"empty\.txt" is empty/],
    [
      '10 MB and one byte',
      [file(Buffer.alloc(ATTACHMENT_MAX_BYTES + 1, 0x61), 'huge.txt')],
      /"huge\.txt" is larger than 10 MB/,
    ],
    [
      'a good PDF with an executable after it',
      [file(PDF, 'good.pdf'), file(EXE, 'setup.exe')],
      /"setup\.exe" is not a file we take/,
    ],
    ['text with a NUL byte', [file(Buffer.from('abc\0def'), 'data.txt')], /"data\.txt" is not a file we take/],
    ['six files', Array.from({ length: 6 }, (_, i) => file(PDF, `${i}.pdf`)), /At most 5 files/],
  ])('refuses %s with 400 naming it, and stores nothing', async (_what, files, message) => {
    const before = await snapshot();
    const error = await failure<ApiError>(
      support.replyWithFiles(a.client, ticket.reference, { body: 'See attached', files }),
    );
    expect(error.status).toBe(400);
    expect(error.message).toMatch(message);
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ['an unknown field', (f: FormData) => f.set('html', '<b>hi</b>'), /Unknown field 'html'/],
    ['a file in another field', (f: FormData) => f.set('file', file(PDF, 'x.pdf')), /Unknown file field 'file'/],
    ['internal that is not a boolean', (f: FormData) => f.set('internal', 'yes'), /internal/],
    ['no body', (f: FormData) => f.delete('body'), /body/],
  ])('refuses a form with %s (400), storing nothing', async (_what, change, message) => {
    const form = new FormData();
    form.set('body', 'Hello');
    form.append('files', file(PDF, 'ok.pdf'));
    change(form);
    const before = await snapshot();
    const res = await server.raw(`${BASE}/ticket/${ticket.reference}/replies`, {
      method: 'POST',
      headers: { authorization: `Bearer ${a.token}` },
      body: form,
    });
    await expectError(res, 400, message);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a body whose Content-Length is over the upload limit before reading it (413)', async () => {
    const url = new URL(`${server.url}${BASE}/ticket/${ticket.reference}/replies`);
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${a.token}`,
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': String(60 * 1024 * 1024),
        },
      });
      req.on('response', (res) => {
        resolve(res.statusCode ?? 0);
        req.destroy();
      });
      req.on('error', reject);
      req.write('--x\r\n');
    });
    expect(status).toBe(413);
  });

  it("someone else's attachment, an unknown one and a malformed id answer 404; anonymous 401", async () => {
    const reply = await support.replyWithFiles(a.client, ticket.reference, {
      body: 'Mine',
      files: [file(PDF, 'mine.pdf')],
    });
    const id = reply.attachments[0]!.id;
    expect((await failure<ApiError>(support.downloadAttachment(b.client, id))).status).toBe(404);
    expect((await download(b.token, crypto.randomUUID())).status).toBe(404);
    expect((await download(b.token, "1' OR '1'='1")).status).toBe(404);
    expect((await server.raw(`${BASE}/attachments/${id}`)).status).toBe(401);
    const before = await snapshot();
    const error = await failure<ApiError>(
      support.replyWithFiles(b.client, ticket.reference, { body: 'Hijack', files: [file(PDF, 'x.pdf')] }),
    );
    expect(error.status).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it("an internal note's attachments are staff-only", async () => {
    const note = await support.replyWithFiles(staff(), ticket.reference, {
      body: 'Their old payslip, for us',
      internal: true,
      files: [file(PDF, 'internal.pdf')],
    });
    expect(note).toMatchObject({ internal: true, attachments: [{ name: 'internal.pdf' }] });
    const id = note.attachments[0]!.id;
    const mine = await support.replies(a.client, ticket.reference);
    expect(mine.flatMap((r) => r.attachments.map((x) => x.id))).not.toContain(id);
    expect((await download(a.token, id)).status).toBe(404);
    expect((await download(admin, id)).status).toBe(200);
    const error = await failure<ApiError>(
      support.replyWithFiles(a.client, ticket.reference, { body: 'x', internal: true, files: [file(PDF, 'x.pdf')] }),
    );
    expect([error.status, error.message]).toEqual([400, 'Only support staff may write internal notes']);
  });

  it('the audit row counts the files, never their names', async () => {
    await support.replyWithFiles(a.client, ticket.reference, {
      body: 'Two more',
      files: [file(PDF, 'secret-name.pdf'), file(PNG, 'b.png')],
    });
    const rows = await server.services.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.key, ticket.reference), eq(auditLogs.action, 'REPLY_TICKET')));
    expect(rows.map((r) => r.detail)).toContain(`${ticket.ticketNumber}: customer reply, 2 attachments`);
    expect(rows.some((r) => r.detail?.includes('secret-name'))).toBe(false);
  });
});

describe('raising a ticket with files', () => {
  const raiseWith = (files: File[], summary = 'Payslip attached') =>
    support.raiseTicket(a.client, {
      projectKey: 'LNF',
      reporterName: 'Customer',
      priorityName: 'High',
      issueTypeName: 'Bug',
      summary,
      description: 'The March payslip is attached.',
      files,
    });

  it("the files are the thread's first entry, the customer's, and download as sent", async () => {
    const ticket = await raiseWith([file(PDF, 'payslip.pdf', 'application/pdf'), file(PNG, 'screen.png')]);
    const [first, ...rest] = await support.replies(a.client, ticket.reference);
    expect(rest).toEqual([]);
    expect(first).toMatchObject({
      authorRole: 'customer',
      internal: false,
      body: 'Attached when the ticket was raised.',
    });
    expect(first!.attachments.map((x) => [x.name, x.contentType])).toEqual([
      ['payslip.pdf', 'application/pdf'],
      ['screen.png', 'image/png'],
    ]);
    const res = await download(a.token, first!.attachments[0]!.id);
    expect(Buffer.from(await res.arrayBuffer()).equals(PDF)).toBe(true);
    // The other customer sees neither the ticket nor its file.
    expect((await download(b.token, first!.attachments[0]!.id)).status).toBe(404);
  });

  it('files staff raise a ticket with are not its first response, and leave its reply times alone', async () => {
    const raised = await support.raiseTicket(staff(), {
      projectKey: 'LNF',
      reporterName: 'LNF Support',
      priorityName: 'High',
      issueTypeName: 'Task',
      summary: 'Raised by staff with a file',
      description: 'On behalf of a customer who phoned.',
      files: [file(PDF, 'call-notes.pdf')],
    });
    const [opening] = await support.replies(staff(), raised.reference);
    expect(opening).toMatchObject({ authorRole: 'staff', body: 'Attached when the ticket was raised.' });
    const queue = await support.queue(staff(), { limit: 100 });
    const item = queue.items.find((i) => i.ticket.reference === raised.reference)!;
    expect(item.firstStaffReplyAt).toBeNull();
    expect(item.ticket.lastReplyAt).toBeNull();
  });

  it.each([
    ['an .exe named .pdf', () => file(EXE, 'invoice.pdf', 'application/pdf'), /"invoice\.pdf" is not a file we take/],
    ['an empty file', () => file(Buffer.alloc(0), 'empty.txt'), /"empty\.txt" is empty/],
    [
      'a file over 10 MB',
      () => file(Buffer.alloc(ATTACHMENT_MAX_BYTES + 1, 0x61), 'big.txt'),
      /"big\.txt" is larger than 10 MB/,
    ],
  ])('refuses %s with a clear 400 and raises nothing', async (_what, make, message) => {
    const before = [...(await snapshot()), (await support.listTickets(a.client)).length];
    const error = await failure<ApiError>(raiseWith([file(PDF, 'fine.pdf'), make()]));
    expect(error.status).toBe(400);
    expect(error.message).toMatch(message);
    expect([...(await snapshot()), (await support.listTickets(a.client)).length]).toEqual(before);
  });

  it('refuses six files, and a file under another field name', async () => {
    const six = Array.from({ length: 6 }, (_, i) => file(TXT, `${i}.txt`));
    expect((await failure<ApiError>(raiseWith(six))).status).toBe(400);
    const form = new FormData();
    form.append('upload', file(PDF, 'x.pdf'));
    const query = new URLSearchParams({
      projectKey: 'LNF',
      reporterName: 'Customer',
      priorityName: 'High',
      issueTypeName: 'Bug',
      labels: '',
      summary: 'Stray field',
      description: 'A file under the wrong name',
    });
    const res = await server.raw(`${BASE}/ticket?${query}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${a.token}` },
      body: form,
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/Unknown file field 'upload'/);
    expect((await support.listTickets(a.client)).some((t) => t.summary === 'Stray field')).toBe(false);
  });
});

describe('storing files', () => {
  it('takes back the files already stored when a later one fails, and throws', async () => {
    const kept = new Map<string, Buffer>();
    let puts = 0;
    const flaky: FileStorage = {
      async put(key, bytes) {
        if (++puts === 2) throw new Error('disk full');
        kept.set(key, bytes);
      },
      get: async () => null,
      async delete(key) {
        kept.delete(key);
      },
    };
    const files = checkFiles([
      { filename: 'a.pdf', bytes: PDF },
      { filename: 'b.png', bytes: PNG },
    ]);
    await expect(storeFiles(flaky, files)).rejects.toThrow('disk full');
    expect(kept.size).toBe(0);
  });
});

describe('with S3Storage against the S3 stand-in', () => {
  let s3: S3Standin;
  let s3Server: TestServer;
  let c: TestUser;
  beforeAll(async () => {
    s3 = await startS3Standin(['lnf-attachments']);
    s3Server = await startTestServer({
      rateLimits: false,
      attachments: {
        kind: 's3',
        bucket: 'lnf-attachments',
        region: 'ap-south-1',
        endpoint: s3.url,
        credentials: { accessKeyId: 'AKIASTANDIN', secretAccessKey: 'standin-secret' },
      },
    });
    c = await createUser(s3Server, 'chitra.s3@test.local');
  });
  afterAll(async () => {
    await s3Server?.stop();
    await s3?.close();
  });

  it('uploads to the bucket under a UUID key and downloads the same bytes', async () => {
    const ticket = await support.raiseTicket(c.client, {
      projectKey: 'LNF',
      reporterName: 'Customer',
      priorityName: 'High',
      issueTypeName: 'Bug',
      summary: 'Invoice total is wrong',
      description: 'The October invoice shows 18% GST twice.',
    });
    const reply = await support.replyWithFiles(c.client, ticket.reference, {
      body: 'Invoice attached',
      files: [file(PDF, 'invoice.pdf'), file(TXT, 'notes.txt')],
    });
    const bucket = s3.buckets.get('lnf-attachments')!;
    expect(bucket.size).toBe(2);
    for (const [key, object] of bucket) {
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(['application/pdf', 'text/plain; charset=utf-8']).toContain(object.contentType);
    }
    const rows = await s3Server.services.db
      .select()
      .from(ticketAttachments)
      .where(eq(ticketAttachments.replyId, reply.id));
    expect(rows.map((r) => r.storageKey).sort()).toEqual([...bucket.keys()].sort());
    const blob = await support.downloadAttachment(c.client, reply.attachments[0]!.id);
    expect(blob.type).toBe('application/pdf');
    expect(Buffer.from(await blob.arrayBuffer()).equals(PDF)).toBe(true);
    const refused = await failure<ApiError>(
      support.replyWithFiles(c.client, ticket.reference, { body: 'x', files: [file(EXE, 'y.pdf')] }),
    );
    expect(refused.status).toBe(400);
    expect(bucket.size).toBe(2);
  });
});

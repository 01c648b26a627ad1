import { ApiError, captcha, customer, type ContactRequest } from '@lnf/sdk';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, contacts, inquiries, rateLimits } from '../src/db/schema';
import { RateLimiter } from '../src/http/rateLimit';
import type { TestServer } from './harness';
import { expectError, failure, rowCount, send, serverWithTwoCustomers, SQLI, type TestUser, XSS } from './users';

/** What a visitor sends the company: inquiries (behind the captcha), contacts and brochure requests. */
const BASE = '/api/v1/lnf/portal/customer';

let server: TestServer;
let admin: string;
let a: TestUser;
let b: TestUser;

beforeAll(async () => {
  ({ server, admin, a, b } = await serverWithTwoCustomers('alice.customer@test.local', 'bob.customer@test.local'));
});
afterAll(() => server?.stop());

async function verifiedToken(): Promise<string> {
  const res = await server.raw(`${BASE}/recaptcha/local-token`);
  const { token } = (await res.json()) as { token: string };
  expect((await captcha.verify(server.client(), token)).success).toBe(true);
  return token;
}

const inquiry = (recaptchaToken: string, over: Record<string, unknown> = {}) => ({
  firstName: 'Priya',
  lastName: 'Raman',
  businessName: 'Raman Textiles',
  websiteUrl: 'https://raman-textiles.in',
  email: 'priya@raman-textiles.in',
  mobile: '+91 98450 12345',
  country: 'IN',
  description: 'We want a demo of payroll for 40 people.',
  status: 'CREATED' as const,
  recaptchaToken,
  ...over,
});

describe('POST portal/customer/inquiry', () => {
  it('stores the inquiry as CREATED whatever the body says and spends the token', async () => {
    const token = await verifiedToken();
    const res = await send(server, 'POST', `${BASE}/inquiry`, { body: inquiry(token, { status: 'APPROVED' }) });
    expect(res.status).toBe(201);
    const stored = (await res.json()) as Record<string, string>;
    expect(stored).toMatchObject({
      firstName: 'Priya',
      businessName: 'Raman Textiles',
      country: 'IN',
      status: 'CREATED',
    });
    expect(stored.reference).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(stored.createdAt!).toISOString()).toBe(stored.createdAt);
    expect(stored).not.toHaveProperty('recaptchaToken');
    const before = await rowCount(server, inquiries);
    const replay = await failure<ApiError>(customer.submitInquiry(server.client(), inquiry(token)));
    expect(replay.status).toBe(400);
    expect(replay.message).toBe('Recaptcha Verification Failed');
    expect(await rowCount(server, inquiries)).toBe(before);
  });

  it('refuses a token that was issued but never verified, and one that is made up', async () => {
    const res = await server.raw(`${BASE}/recaptcha/local-token`);
    const { token } = (await res.json()) as { token: string };
    const before = await rowCount(server, inquiries);
    await expectError(
      await send(server, 'POST', `${BASE}/inquiry`, { body: inquiry(token) }),
      400,
      /^Recaptcha Verification Failed$/,
    );
    await expectError(
      await send(server, 'POST', `${BASE}/inquiry`, { body: inquiry('made-up') }),
      400,
      /^Recaptcha Verification Failed$/,
    );
    expect(await rowCount(server, inquiries)).toBe(before);
  });

  it.each([
    ['malformed JSON', '{"firstName":', 'Malformed JSON body'],
    ['a short first name', { firstName: 'Al' }, 'First name must be at least 3 characters'],
    ['a short business name', { businessName: 'Abc' }, 'Business name must be at least 5 characters'],
    ['a bad website', { websiteUrl: 'not a url' }, /Website must be a valid URL/],
    ['a bad email', { email: 'priya@' }, 'Email must be a valid'],
    ['a short mobile', { mobile: '12345' }, 'Mobile number must be at least 8 characters'],
    ['a missing country', { country: '' }, 'Country is required'],
    ['a short description', { description: 'demo pls' }, 'Description must be at least 10 characters'],
    ['a wrong type', { mobile: 9845012345 }, /mobile/],
    ['a missing field', { lastName: undefined }, "Field 'lastName' is required"],
    ['an unknown field', { admin: true }, "Unknown field 'admin'"],
    ['no captcha token', { recaptchaToken: '' }, /recaptchaToken/],
  ])('refuses %s with 400, stores nothing and leaves the token unspent', async (_what, over, message) => {
    const token = await verifiedToken();
    const before = await rowCount(server, inquiries);
    const body = typeof over === 'string' ? over : inquiry(token, over);
    await expectError(await send(server, 'POST', `${BASE}/inquiry`, { body }), 400, message);
    expect(await rowCount(server, inquiries)).toBe(before);
    // The token survives a refused body: the corrected form goes through with it.
    expect((await customer.submitInquiry(server.client(), inquiry(token))).status).toBe('CREATED');
  });

  it('stores SQL-looking and script text verbatim', async () => {
    const stored = await customer.submitInquiry(
      server.client(),
      inquiry(await verifiedToken(), { description: `${SQLI} ${XSS}`, businessName: `${XSS}` }),
    );
    expect(stored.description).toBe(`${SQLI} ${XSS}`);
    expect(stored.businessName).toBe(XSS);
    const [row] = await server.services.db.select().from(inquiries).where(eq(inquiries.reference, stored.reference));
    expect(row!.description).toBe(`${SQLI} ${XSS}`);
  });
});

describe('GET portal/customer/inquiries', () => {
  it('lists every inquiry newest first for an admin', async () => {
    const list = await customer.listInquiries(server.client(admin));
    expect(list.length).toBe(await rowCount(server, inquiries));
    const times = list.map((i) => i.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('answers 401 anonymous and 403 a customer', async () => {
    expect((await failure<ApiError>(customer.listInquiries(server.client()))).status).toBe(401);
    expect((await failure<ApiError>(customer.listInquiries(a.client))).status).toBe(403);
  });
});

const contact = (over: Partial<ContactRequest> = {}): ContactRequest => ({
  firstName: 'Ravi',
  lastName: 'Kumar',
  email: 'ravi@kumar-logistics.in',
  phoneNumber: '+91 99887 76655',
  company: 'Kumar Logistics',
  country: 'India',
  referralSource: 'LinkedIn',
  message: 'Please call me about LNF Books for 3 branches.',
  ...over,
});

describe('contacts', () => {
  it('stores a contact as NEW and lists it for an admin, newest first', async () => {
    const stored = await customer.submitContact(server.client(), contact({ message: `${SQLI} ${XSS} please call` }));
    expect(stored).toMatchObject({ firstName: 'Ravi', status: 'NEW', message: `${SQLI} ${XSS} please call` });
    const list = await customer.listContacts(server.client(admin));
    expect(list[0]!.reference).toBe(stored.reference);
    const [log] = await server.services.db.select().from(auditLogs).where(eq(auditLogs.key, stored.reference));
    expect(log).toMatchObject({ module: 'customer', action: 'SUBMIT_CONTACT', actor: 'anonymous' });
  });

  it('answers 401 anonymous and 403 a customer on the list', async () => {
    expect((await failure<ApiError>(customer.listContacts(server.client()))).status).toBe(401);
    expect((await failure<ApiError>(customer.listContacts(b.client))).status).toBe(403);
  });

  it.each([
    ['malformed JSON', '[', 'Malformed JSON body'],
    ['a bad email', { email: 'x' }, 'Email must be a valid'],
    ['a short message', { message: 'hi' }, 'Message must be at least 10 characters'],
    ['a wrong type', { phoneNumber: 123 }, /phoneNumber/],
    ['an unknown field', { status: 'DONE' }, "Unknown field 'status'"],
  ])('refuses %s with 400 and stores nothing', async (_what, over, message) => {
    const before = await rowCount(server, contacts);
    const body = typeof over === 'string' ? over : { ...contact(), ...over };
    await expectError(await send(server, 'POST', `${BASE}/contact`, { body }), 400, message);
    expect(await rowCount(server, contacts)).toBe(before);
  });

  it('rate-limits contact and inquiry per IP with 429', async () => {
    const original = server.services.limiter;
    // Fresh counters: earlier tests of this file spent some of this address's window.
    server.services.limiter = new RateLimiter(server.services.db);
    await server.services.db.delete(rateLimits);
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) statuses.push((await send(server, 'POST', `${BASE}/contact`, { body: '{' })).status);
      expect(statuses.slice(0, 10).every((st) => st === 400)).toBe(true);
      await expectError(await send(server, 'POST', `${BASE}/contact`, { body: contact() }), 429, /Too many requests/);
    } finally {
      server.services.limiter = original;
    }
  });
});

describe('brochures', () => {
  const details = { name: 'Meera Iyer', email: 'meera@iyer.co', mobile: '+91 90000 11111', company: 'Iyer & Co' };

  it('answers the PDF url, stores the requester as a contact, and serves a real PDF', async () => {
    const before = await rowCount(server, contacts);
    const { url } = await customer.requestBrochure(server.client(), 'lnf-people-360', details);
    expect(url).toBe('/api/v1/lnf/portal/customer/brochure/lnf-people-360.pdf');
    expect(await rowCount(server, contacts)).toBe(before + 1);
    const [row] = await server.services.db
      .select()
      .from(contacts)
      .where(eq(contacts.referralSource, 'brochure:lnf-people-360'));
    expect(row).toMatchObject({
      firstName: 'Meera',
      lastName: 'Iyer',
      email: 'meera@iyer.co',
      company: 'Iyer & Co',
      status: 'NEW',
    });
    const pdf = await server.raw(url);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(1000);
    // Generated once: the second answer is the same bytes.
    const again = new Uint8Array(await (await server.raw(url)).arrayBuffer());
    expect(Buffer.from(again).equals(Buffer.from(bytes))).toBe(true);
  });

  it.each([
    'lnf-recruiter',
    'lnf-extractify',
    'lnf-cognify',
    'lnf-books',
    'lnf-professional',
    'lnf-workforce',
    'lnf-vendor-management',
    'lnf-aspire',
    'lnf-analytics',
    'lnf-job-portal',
    'lnf-technology',
  ])('serves the %s brochure', async (slug) => {
    const res = await server.raw(`${BASE}/brochure/${slug}.pdf`);
    expect(res.status).toBe(200);
    expect(new TextDecoder().decode(new Uint8Array(await res.arrayBuffer()).slice(0, 4))).toBe('%PDF');
  });

  it('answers an unknown type with 404 and the catalogue message, storing nothing', async () => {
    const before = await rowCount(server, contacts);
    for (const type of ['lnf-nope', 'constructor', '__proto__', SQLI]) {
      const res = await send(server, 'POST', `${BASE}/brochure?type=${encodeURIComponent(type)}`, { body: details });
      await expectError(res, 404, /^The brochure isn\u2019t ready just yet$/);
    }
    await expectError(
      await server.raw(`${BASE}/brochure/lnf-nope.pdf`),
      404,
      /^The brochure isn\u2019t ready just yet$/,
    );
    await expectError(await server.raw(`${BASE}/brochure/lnf-books`), 404, /^The brochure isn\u2019t ready just yet$/);
    expect(await rowCount(server, contacts)).toBe(before);
  });

  it.each([
    ['no type', '', details, "Field 'type' is required"],
    ['malformed JSON', '?type=lnf-books', '{', 'Malformed JSON body'],
    ['a bad email', '?type=lnf-books', { ...details, email: 'meera' }, 'Email must be a valid'],
    ['a missing company', '?type=lnf-books', { ...details, company: undefined }, "Field 'company' is required"],
  ])('refuses %s with 400 and stores nothing', async (_what, query, body, message) => {
    const before = await rowCount(server, contacts);
    await expectError(await send(server, 'POST', `${BASE}/brochure${query}`, { body }), 400, message);
    expect(await rowCount(server, contacts)).toBe(before);
  });
});

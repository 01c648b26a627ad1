import { ApiError, captcha, customer, type Address, type ContactRequest } from '@lnf/sdk';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, auditLogs, contacts, customers, inquiries, rateLimits } from '../src/db/schema';
import { RateLimiter } from '../src/http/rateLimit';
import { ADMIN, startTestServer, type TestServer } from './harness';
import { createUser, failure, rowCount, send, type TestUser } from './users';

const BASE = '/api/v1/lnf/portal/customer';
const SQLI = "' OR 1=1 --";
const XSS = '<script>alert(1)</script>';

let server: TestServer;
let admin: string;
let a: TestUser;
let b: TestUser;
let custA: string;
let custB: string;
let primaryA: string;

beforeAll(async () => {
  server = await startTestServer({ rateLimits: false });
  admin = (await server.login(ADMIN.email, ADMIN.password)).access_token;
  a = await createUser(server, 'alice.customer@test.local');
  b = await createUser(server, 'bob.customer@test.local');
  const db = server.services.db;
  const [ra, rb] = await db
    .insert(customers)
    .values([
      {
        userId: a.id,
        email: a.email,
        name: 'Alice Customer',
        mobile: '+91 98765 43210',
        businessCategory: 'fintech',
        website: 'https://alice.example',
      },
      {
        userId: b.id,
        email: b.email,
        name: 'Bob Customer',
        mobile: '+91 91234 56789',
        businessCategory: 'banking',
        communication: 'EMAIL',
      },
    ])
    .returning();
  custA = ra!.id;
  custB = rb!.id;
  const [addr] = await db
    .insert(addresses)
    .values({
      customerId: custA,
      type: 'Primary',
      addressLine1: '1 MG Road',
      country: 'India',
      state: 'Karnataka',
      city: 'Bengaluru',
      postCode: '560001',
    })
    .returning();
  primaryA = addr!.id;
  await db.insert(addresses).values({
    customerId: custB,
    type: 'Primary',
    addressLine1: '9 Park St',
    country: 'India',
    state: 'West Bengal',
    city: 'Kolkata',
    postCode: '700016',
  });
});
afterAll(() => server?.stop());

const address = (over: Partial<Address> = {}): Address => ({
  addressLine1: '42 Residency Road',
  addressLine2: 'Floor 3',
  country: 'India',
  state: 'Karnataka',
  city: 'Bengaluru',
  town: 'Shanthala Nagar',
  postCode: '560025',
  type: 'Primary',
  ...over,
});

async function expectError(res: Response, status: number, message?: string | RegExp) {
  expect(res.status).toBe(status);
  const json = (await res.json()) as { status: number; error: string; message: string };
  expect(json.status).toBe(status);
  expect(typeof json.error).toBe('string');
  if (typeof message === 'string') expect(json.message).toContain(message);
  else if (message) expect(json.message).toMatch(message);
  return json;
}

describe('GET portal/customer/email/{email}', () => {
  it('answers the owner their record with addresses', async () => {
    const record = await customer.getByEmail(a.client, a.email);
    expect(record).toMatchObject({
      id: custA,
      name: 'Alice Customer',
      mobile: '+91 98765 43210',
      email: a.email,
      businessCategory: 'fintech',
      website: 'https://alice.example',
      marketingPreference: true,
      communication: 'MOBILE',
    });
    expect(record.addresses).toHaveLength(1);
    expect(record.addresses[0]).toMatchObject({
      id: primaryA,
      type: 'Primary',
      city: 'Bengaluru',
      addressLine2: '',
      town: '',
    });
  });

  it('accepts the email in another case', async () => {
    expect((await customer.getByEmail(a.client, a.email.toUpperCase())).id).toBe(custA);
  });

  it('lets an admin read any record', async () => {
    expect((await customer.getByEmail(server.client(admin), b.email)).communication).toBe('EMAIL');
  });

  it('answers 401 anonymous, and 404 for another customer (record or not) as when there is no record', async () => {
    expect((await failure<ApiError>(customer.getByEmail(server.client(), a.email))).status).toBe(401);
    expect((await failure<ApiError>(customer.getByEmail(b.client, a.email))).status).toBe(404);
    expect((await failure<ApiError>(customer.getByEmail(b.client, 'nobody@test.local'))).status).toBe(404);
    expect((await failure<ApiError>(customer.getByEmail(server.client(admin), 'nobody@test.local'))).status).toBe(404);
    const carol = await createUser(server, 'carol.norecord@test.local');
    await expectError(
      await send(server, 'GET', `${BASE}/email/${carol.email}`, { token: carol.token }),
      404,
      'No customer record for this email',
    );
  });

  it('treats SQL-looking emails as data', async () => {
    await expectError(await send(server, 'GET', `${BASE}/email/${encodeURIComponent(SQLI)}`, { token: admin }), 404);
  });
});

describe('PUT portal/customer/{customerId}/address/{addressId}', () => {
  it('updates the owner’s address and answers it', async () => {
    const saved = await customer.updateAddress(a.client, custA, primaryA, address());
    expect(saved).toEqual({ id: primaryA, ...address() });
    const record = await customer.getByEmail(a.client, a.email);
    expect(record.addresses).toEqual([{ id: primaryA, ...address() }]);
    const [log] = await server.services.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'UPDATE_ADDRESS'), eq(auditLogs.key, primaryA)));
    expect(log).toMatchObject({ module: 'customer', actor: a.email, outcome: 'SUCCESS' });
  });

  it('defaults the type to Primary', async () => {
    const { type: _t, ...rest } = address({ city: 'Mysuru' });
    const res = await send(server, 'PUT', `${BASE}/${custA}/address/${primaryA}`, { token: a.token, body: rest });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { type: string }).type).toBe('Primary');
  });

  it('adds one Other address at a new id, and refuses a second one', async () => {
    const otherId = crypto.randomUUID();
    const other = await customer.updateAddress(
      a.client,
      custA,
      otherId,
      address({ type: 'Other', city: 'Chennai', state: 'Tamil Nadu' }),
    );
    expect(other).toMatchObject({ id: otherId, type: 'Other', city: 'Chennai' });
    const before = await rowCount(server, addresses);
    const again = await failure<ApiError>(
      customer.updateAddress(a.client, custA, crypto.randomUUID(), address({ type: 'Other' })),
    );
    expect(again.status).toBe(409);
    expect(again.message).toBe('A customer has at most one Primary and one Other address');
    // Turning the Primary into a second Other is the same conflict.
    expect(
      (await failure<ApiError>(customer.updateAddress(a.client, custA, primaryA, address({ type: 'Other' })))).status,
    ).toBe(409);
    expect(await rowCount(server, addresses)).toBe(before);
    expect((await customer.getByEmail(a.client, a.email)).addresses.map((x) => x.type)).toEqual(['Primary', 'Other']);
  });

  it('answers 401 anonymous and 404 another customer, changing nothing; an admin may update', async () => {
    const before = (await customer.getByEmail(server.client(admin), a.email)).addresses;
    expect(
      (await failure<ApiError>(customer.updateAddress(server.client(), custA, primaryA, address({ city: 'Hacked' }))))
        .status,
    ).toBe(401);
    expect(
      (await failure<ApiError>(customer.updateAddress(b.client, custA, primaryA, address({ city: 'Hacked' })))).status,
    ).toBe(404);
    // B cannot move A's address under their own customer either.
    expect(
      (
        await failure<ApiError>(
          customer.updateAddress(b.client, custB, primaryA, address({ type: 'Other', city: 'Hacked' })),
        )
      ).status,
    ).toBe(404);
    expect((await customer.getByEmail(server.client(admin), a.email)).addresses).toEqual(before);
    const byAdmin = await customer.updateAddress(server.client(admin), custA, primaryA, address({ city: 'Hubballi' }));
    expect(byAdmin.city).toBe('Hubballi');
  });

  it.each([
    ['malformed JSON', '{"addressLine1":', 400, 'Malformed JSON body'],
    [
      'a missing field',
      { country: 'India', state: 'KA', city: 'X', postCode: '560001' },
      400,
      "Field 'addressLine1' is required",
    ],
    ['a wrong type', { ...address(), postCode: 560001 }, 400, /postCode/],
    ['an unknown type', { ...address(), type: 'Billing' }, 400, /type/],
    ['an unknown field', { ...address(), customerId: 'x' }, 400, "Unknown field 'customerId'"],
    ['an empty required field', { ...address(), city: '' }, 400, /City is required/],
    ['a bad post code', { ...address(), postCode: SQLI }, 400, /Post code/],
    ['an id that differs from the path', { ...address(), id: crypto.randomUUID() }, 400, /does not match/],
  ])('refuses %s with a JSON 4xx and changes nothing', async (_what, body, status, message) => {
    const before = await customer.getByEmail(a.client, a.email);
    const count = await rowCount(server, addresses);
    await expectError(
      await send(server, 'PUT', `${BASE}/${custA}/address/${primaryA}`, { token: a.token, body }),
      status,
      message,
    );
    expect(await customer.getByEmail(a.client, a.email)).toEqual(before);
    expect(await rowCount(server, addresses)).toBe(count);
  });

  it('answers 404 for ids that are not UUIDs or not there', async () => {
    await expectError(
      await send(server, 'PUT', `${BASE}/${encodeURIComponent(SQLI)}/address/${primaryA}`, {
        token: admin,
        body: address(),
      }),
      404,
    );
    await expectError(
      await send(server, 'PUT', `${BASE}/${crypto.randomUUID()}/address/${primaryA}`, {
        token: admin,
        body: address(),
      }),
      404,
    );
    await expectError(
      await send(server, 'PUT', `${BASE}/${custA}/address/not-a-uuid`, { token: a.token, body: address() }),
      404,
    );
  });

  it('stores SQL-looking and script strings verbatim', async () => {
    const saved = await customer.updateAddress(
      a.client,
      custA,
      primaryA,
      address({ addressLine1: SQLI, addressLine2: XSS, town: `${XSS}${SQLI}` }),
    );
    expect(saved).toMatchObject({ addressLine1: SQLI, addressLine2: XSS, town: `${XSS}${SQLI}` });
    const [row] = await server.services.db.select().from(addresses).where(eq(addresses.id, primaryA));
    expect(row).toMatchObject({ addressLine1: SQLI, addressLine2: XSS });
    expect(await rowCount(server, customers)).toBe(2);
  });
});

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

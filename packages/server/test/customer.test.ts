import { ApiError, customer, type Address } from '@lnf/sdk';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, auditLogs, customers } from '../src/db/schema';
import type { TestServer } from './harness';
import {
  createUser,
  expectError,
  failure,
  rowCount,
  send,
  serverWithTwoCustomers,
  SQLI,
  type TestUser,
  XSS,
} from './users';

const BASE = '/api/v1/lnf/portal/customer';

let server: TestServer;
let admin: string;
let a: TestUser;
let b: TestUser;
let custA: string;
let custB: string;
let primaryA: string;

beforeAll(async () => {
  ({ server, admin, a, b } = await serverWithTwoCustomers('alice.customer@test.local', 'bob.customer@test.local'));
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

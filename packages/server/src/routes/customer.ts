import { Address, GstinUpdate } from '@lnf/sdk';
import { and, eq, ne, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Principal } from '../auth/tokens';
import { addresses, customers } from '../db/schema';
import { conflict, notFound, badRequest } from '../http/errors';
import { audit, requireUser, type AppEnv, type Services } from '../http/context';
import { jsonBody } from '../http/validate';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type CustomerRow = typeof customers.$inferSelect;
type AddressRow = typeof addresses.$inferSelect;

/** The answer shape of a stored address (sdk SavedAddress). */
export function addressAnswer(a: AddressRow) {
  return {
    id: a.id,
    type: a.type,
    addressLine1: a.addressLine1,
    addressLine2: a.addressLine2,
    country: a.country,
    state: a.state,
    city: a.city,
    town: a.town,
    postCode: a.postCode,
  };
}

/** The record answer of `GET portal/customer/email/{email}` (sdk CustomerRecord). */
export function customerAnswer(row: CustomerRow, list: AddressRow[]) {
  const order = (t: string) => (t === 'Primary' ? 0 : 1);
  return {
    id: row.id,
    name: row.name,
    mobile: row.mobile,
    email: row.email,
    businessCategory: row.businessCategory,
    website: row.website,
    marketingPreference: row.marketingPreference,
    communication: row.communication,
    gstin: row.gstin ?? null,
    addresses: [...list].sort((a, b) => order(a.type) - order(b.type)).map(addressAnswer),
  };
}

/** The customer's own user (linked by id, or by the verified email of the token) or an admin. */
function mayAccess(p: Principal, row: CustomerRow): boolean {
  return p.isAdmin || row.userId === p.userId || row.email.toLowerCase() === p.email.toLowerCase();
}

/** Unique-index violations surface as SQLSTATE 23505, possibly wrapped by Drizzle. */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

const ONE_OF_EACH = 'A customer has at most one Primary and one Other address';

/** The customer service's records: `portal/customer/email/{email}` and the address update. */
export function customerRoutes(s: Services) {
  const app = new Hono<AppEnv>();

  app.get('/portal/customer/email/:email', async (c) => {
    const p = requireUser(c);
    const email = c.req.param('email').trim().toLowerCase();
    const [row] = await s.db
      .select()
      .from(customers)
      .where(eq(sql`lower(${customers.email})`, email))
      .limit(1);
    // Someone else's email answers like one without a record: no probing for customers.
    if (!row || (!p.isAdmin && email !== p.email.toLowerCase() && row.userId !== p.userId))
      throw notFound('No customer record for this email');
    const list = await s.db.select().from(addresses).where(eq(addresses.customerId, row.id));
    return c.json(customerAnswer(row, list));
  });

  app.put('/portal/customer/:customerId/address/:addressId', async (c) => {
    const p = requireUser(c);
    const { customerId, addressId } = c.req.param();
    if (!UUID.test(customerId)) throw notFound('Customer not found');
    const [customer] = await s.db.select().from(customers).where(eq(customers.id, customerId)).limit(1);
    if (!customer || !mayAccess(p, customer)) throw notFound('Customer not found');
    const body = await jsonBody(c, Address);
    if (!UUID.test(addressId)) throw notFound('Address not found');
    if (body.id !== undefined && body.id !== addressId)
      throw badRequest("The body's id does not match the address in the path");
    const values = {
      type: body.type,
      addressLine1: body.addressLine1,
      addressLine2: body.addressLine2 ?? '',
      country: body.country,
      state: body.state,
      city: body.city,
      town: body.town ?? '',
      postCode: body.postCode,
    };
    let saved: AddressRow;
    try {
      saved = await s.db.transaction(async (tx) => {
        const [existing] = await tx.select().from(addresses).where(eq(addresses.id, addressId)).limit(1).for('update');
        if (existing && existing.customerId !== customer.id) throw notFound('Address not found');
        // At most one address of each type: another address of the wanted type is a conflict.
        const [clash] = await tx
          .select({ id: addresses.id })
          .from(addresses)
          .where(
            and(eq(addresses.customerId, customer.id), eq(addresses.type, values.type), ne(addresses.id, addressId)),
          )
          .limit(1);
        if (clash) throw conflict(ONE_OF_EACH);
        const [row] = existing
          ? await tx.update(addresses).set(values).where(eq(addresses.id, addressId)).returning()
          : await tx
              .insert(addresses)
              .values({ id: addressId, customerId: customer.id, ...values })
              .returning();
        await audit(
          s,
          c,
          {
            module: 'customer',
            action: 'UPDATE_ADDRESS',
            key: addressId,
            outcome: 'SUCCESS',
            detail: `customer ${customer.id}, ${values.type}`,
          },
          tx,
        );
        return row!;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(ONE_OF_EACH);
      throw error;
    }
    return c.json(addressAnswer(saved));
  });

  // A GST registration for the customer's tax invoices (issue 12): checked for format, state code
  // and check character; '' removes it. Invoices already issued keep what they said.
  app.put('/portal/customer/:customerId/gstin', async (c) => {
    const p = requireUser(c);
    const { customerId } = c.req.param();
    if (!UUID.test(customerId)) throw notFound('Customer not found');
    const [customer] = await s.db.select().from(customers).where(eq(customers.id, customerId)).limit(1);
    if (!customer || !mayAccess(p, customer)) throw notFound('Customer not found');
    const body = await jsonBody(c, GstinUpdate);
    const gstin = body.gstin.trim().toUpperCase() || null;
    const [row] = await s.db.update(customers).set({ gstin }).where(eq(customers.id, customer.id)).returning();
    await audit(s, c, {
      module: 'customer',
      action: gstin ? 'UPDATE_GSTIN' : 'REMOVE_GSTIN',
      key: customer.id,
      outcome: 'SUCCESS',
    });
    const list = await s.db.select().from(addresses).where(eq(addresses.customerId, customer.id));
    return c.json(customerAnswer(row!, list));
  });

  return app;
}

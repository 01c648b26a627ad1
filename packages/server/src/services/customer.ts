import type { Address } from '@lnf/sdk';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Principal } from '../auth/tokens';
import type { Db } from '../db';
import { addresses, customers } from '../db/schema';
import { ConflictError, InvalidError, NotFoundError } from '../domainErrors';
import type { AuditWriter } from './audit';
import { AUDIT_ACTIONS } from './auditActions';

/**
 * Customer records (DESIGN.md section 3): the record a logged-in buyer's orders keep, its two
 * addresses and its GST registration. Only its own user (linked by id, or by the token's verified
 * email) or an admin reads or changes it; anyone else is told it does not exist.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ONE_OF_EACH = 'A customer has at most one Primary and one Other address';

export type CustomerRow = typeof customers.$inferSelect;
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
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

const withAddresses = async (db: Db, row: CustomerRow) =>
  customerAnswer(row, await db.select().from(addresses).where(eq(addresses.customerId, row.id)));

/** The record of `email` with its addresses; someone else's answers like one without a record. */
export async function customerByEmail(db: Db, p: Principal, rawEmail: string) {
  const email = rawEmail.trim().toLowerCase();
  const [row] = await db
    .select()
    .from(customers)
    .where(eq(sql`lower(${customers.email})`, email))
    .limit(1);
  // Someone else's email answers like one without a record: no probing for customers.
  if (!row || (!p.isAdmin && email !== p.email.toLowerCase() && row.userId !== p.userId))
    throw new NotFoundError('No customer record for this email');
  return withAddresses(db, row);
}

/** A record the caller may change, by its id (from the path). */
export async function ownedCustomer(db: Db, p: Principal, customerId: string): Promise<CustomerRow> {
  if (!UUID.test(customerId)) throw new NotFoundError('Customer not found');
  const [customer] = await db.select().from(customers).where(eq(customers.id, customerId)).limit(1);
  if (!customer || !mayAccess(p, customer)) throw new NotFoundError('Customer not found');
  return customer;
}

/**
 * Creates or replaces the address `addressId` of a customer found with ownedCustomer. At most one
 * address of each type: another address of the wanted type is a conflict.
 */
export async function saveAddress(db: Db, customer: CustomerRow, addressId: string, body: Address, audit: AuditWriter) {
  if (!UUID.test(addressId)) throw new NotFoundError('Address not found');
  if (body.id !== undefined && body.id !== addressId)
    throw new InvalidError("The body's id does not match the address in the path");
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
  try {
    const saved = await db.transaction(async (tx) => {
      const [existing] = await tx.select().from(addresses).where(eq(addresses.id, addressId)).limit(1).for('update');
      if (existing && existing.customerId !== customer.id) throw new NotFoundError('Address not found');
      const [clash] = await tx
        .select({ id: addresses.id })
        .from(addresses)
        .where(and(eq(addresses.customerId, customer.id), eq(addresses.type, values.type), ne(addresses.id, addressId)))
        .limit(1);
      if (clash) throw new ConflictError(ONE_OF_EACH);
      const [row] = existing
        ? await tx.update(addresses).set(values).where(eq(addresses.id, addressId)).returning()
        : await tx
            .insert(addresses)
            .values({ id: addressId, customerId: customer.id, ...values })
            .returning();
      await audit(
        {
          module: 'customer',
          action: AUDIT_ACTIONS.UPDATE_ADDRESS,
          key: addressId,
          outcome: 'SUCCESS',
          detail: `customer ${customer.id}, ${values.type}`,
        },
        tx,
      );
      return row!;
    });
    return addressAnswer(saved);
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(ONE_OF_EACH);
    throw error;
  }
}

/**
 * A GST registration for the customer's tax invoices (checked for format, state code and check
 * character by the sdk's schema); '' removes it. Invoices already issued keep what they said.
 */
export async function setGstin(db: Db, customer: CustomerRow, given: string, audit: AuditWriter) {
  const gstin = given.trim().toUpperCase() || null;
  const [row] = await db.update(customers).set({ gstin }).where(eq(customers.id, customer.id)).returning();
  await audit({
    module: 'customer',
    action: gstin ? AUDIT_ACTIONS.UPDATE_GSTIN : AUDIT_ACTIONS.REMOVE_GSTIN,
    key: customer.id,
    outcome: 'SUCCESS',
  });
  return withAddresses(db, row!);
}

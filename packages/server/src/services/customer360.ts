import { planLabel, toRupees } from '@lnf/sdk';
import { and, desc, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db';
import {
  addresses,
  auditLogs,
  contacts,
  creditNotes,
  customers,
  inquiries,
  orders,
  payments,
  refunds,
  staffNotes,
  subscriptions,
  taxInvoices,
  tickets,
  users,
} from '../db/schema';
import { InvalidError, NotFoundError } from '../domainErrors';
import type { AuditWriter } from './audit';
import { AUDIT_ACTIONS } from './auditActions';
import { addressAnswer, type CustomerRow } from './customer';
import { nextChargeAt } from './subscriptionView';

/**
 * The back-office's customer page: everything about one customer in one answer (their profile and
 * account, addresses, subscriptions, orders, payments with their refunds, tax invoices and credit
 * notes, tickets, leads and staff notes), and a timeline of what happened to them. A customer's
 * orders are those that name them, and the ones without a stored customer (bought before it was
 * kept) that carry their email or their user.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The most entries the timeline shows; older ones are left off and the answer says so. */
export const TIMELINE_LIMIT = 200;

/** A customer by the id in the path: 400 for one that is not a UUID, 404 for one that names nobody. */
export async function findCustomer(db: Db, id: string): Promise<CustomerRow> {
  if (!UUID.test(id)) throw new InvalidError('A customer id is a UUID, such as 0b7c1e3a-5d2f-4c8e-9a61-2f3b4c5d6e7f');
  const [row] = await db.select().from(customers).where(eq(customers.id, id)).limit(1);
  if (!row) throw new NotFoundError('Customer not found');
  return row;
}

/** `column in (values)`, or false for none (an empty IN list is not SQL). */
const within = <T>(column: Parameters<typeof inArray>[0], values: T[]): SQL =>
  values.length ? inArray(column, values) : sql`false`;

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** `GET backoffice/customers/{id}`. */
export async function customerPage(db: Db, id: string) {
  const customer = await findCustomer(db, id);
  const userId = customer.userId;
  const [user] = userId ? await db.select().from(users).where(eq(users.id, userId)).limit(1) : [];
  const orderRows = await db
    .select()
    .from(orders)
    .where(
      // Three branches, each on its own index (an OR inside the null test read every anonymous order).
      or(
        eq(orders.customerId, customer.id),
        and(eq(orders.email, customer.email), isNull(orders.customerId)),
        userId ? and(eq(orders.userId, userId), isNull(orders.customerId)) : undefined,
      ),
    )
    .orderBy(desc(orders.dateOrdered));
  const orderIds = orderRows.map((o) => o.id);
  const referenceOf = new Map(orderRows.map((o) => [o.id, o.reference]));

  const email = customer.email.toLowerCase();
  const [addressRows, subs, pays, invoices, notes, refundRows, ticketRows, inquiryRows, contactRows] =
    await Promise.all([
      db.select().from(addresses).where(eq(addresses.customerId, customer.id)),
      db
        .select()
        .from(subscriptions)
        .where(within(subscriptions.orderId, orderIds))
        .orderBy(desc(subscriptions.createdAt)),
      db.select().from(payments).where(within(payments.orderId, orderIds)).orderBy(desc(payments.createdAt)),
      db.select().from(taxInvoices).where(within(taxInvoices.orderId, orderIds)).orderBy(desc(taxInvoices.issuedAt)),
      db.select().from(staffNotes).where(eq(staffNotes.customerId, customer.id)).orderBy(desc(staffNotes.createdAt)),
      db.select().from(refunds).where(within(refunds.orderId, orderIds)).orderBy(desc(refunds.createdAt)),
      userId
        ? db.select().from(tickets).where(eq(tickets.userId, userId)).orderBy(desc(tickets.createdAt))
        : Promise.resolve([]),
      db
        .select()
        .from(inquiries)
        .where(eq(sql`lower(${inquiries.email})`, email))
        .orderBy(desc(inquiries.createdAt)),
      db
        .select()
        .from(contacts)
        .where(eq(sql`lower(${contacts.email})`, email))
        .orderBy(desc(contacts.createdAt)),
    ]);
  const creditNoteRows = await db
    .select()
    .from(creditNotes)
    .where(within(creditNotes.orderId, orderIds))
    .orderBy(desc(creditNotes.issuedAt));
  const creditNoteOf = new Map(creditNoteRows.map((n) => [n.refundId, n.number]));

  // The audit rows about them: by their email (as key or actor), by the id of their record, their
  // orders (by id and reference), subscriptions and tickets, and staff's rows that name them in
  // data. A note's own row is left out: the note is on the timeline itself.
  const keys = [
    customer.email,
    customer.id,
    ...orderRows.flatMap((o) => [o.id, o.reference]),
    ...subs.map((s) => s.id),
    ...ticketRows.map((t) => t.reference),
  ];
  // One newest-first read per way a row names them, each from its own index (key, actor,
  // data.customerId), merged here: with the three as one OR, PostgreSQL walks the whole time index
  // backwards filtering row by row (270 ms at a million audit rows; docs/performance.md).
  const newest = (about: SQL) =>
    db
      .select()
      .from(auditLogs)
      .where(and(about, ne(auditLogs.action, AUDIT_ACTIONS.ADD_STAFF_NOTE)))
      .orderBy(desc(auditLogs.time), desc(auditLogs.id))
      .limit(TIMELINE_LIMIT + 1);
  const branches = await Promise.all([
    newest(inArray(auditLogs.key, keys)),
    newest(eq(auditLogs.actor, customer.email)),
    newest(sql`(${auditLogs.data}->>'customerId') = ${customer.id}`),
  ]);
  const auditRows = [...new Map(branches.flat().map((r) => [r.id, r])).values()]
    .sort((a, b) => b.time.getTime() - a.time.getTime() || b.id - a.id)
    .slice(0, TIMELINE_LIMIT + 1);

  const noteAnswers = notes.map((n) => ({
    id: n.id,
    customerId: n.customerId,
    author: n.author,
    body: n.body,
    createdAt: n.createdAt.toISOString(),
  }));
  const entries = [
    ...auditRows.map((r) => ({
      kind: 'audit' as const,
      id: String(r.id),
      at: r.time.toISOString(),
      actor: r.actor,
      action: r.action,
      module: r.module,
      key: r.key,
      outcome: r.outcome,
      detail: r.detail,
      data: r.data,
      body: null,
    })),
    ...noteAnswers.map((n) => ({
      kind: 'note' as const,
      id: n.id,
      at: n.createdAt,
      actor: n.author,
      action: 'NOTE',
      module: null,
      key: null,
      outcome: null,
      detail: null,
      data: null,
      body: n.body,
    })),
  ].sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));

  return {
    profile: {
      id: customer.id,
      name: customer.name,
      email: customer.email,
      mobile: customer.mobile,
      gstin: customer.gstin,
      businessCategory: customer.businessCategory,
      website: customer.website,
      marketingPreference: customer.marketingPreference,
      communication: customer.communication,
      createdAt: customer.createdAt.toISOString(),
      user: user ? { id: user.id, email: user.email } : null,
      erased: Boolean(user?.erasedAt),
      erasedAt: iso(user?.erasedAt ?? null),
    },
    addresses: addressRows
      .sort((a, b) => (a.type === 'Primary' ? -1 : b.type === 'Primary' ? 1 : 0))
      .map(addressAnswer),
    subscriptions: subs.map((s) => ({
      id: s.id,
      plan: s.planId,
      planLabel: planLabel(s.planId),
      state: s.status,
      nextChargeAt: iso(
        nextChargeAt(
          s,
          Math.max(
            pays.filter((p) => p.subscriptionId === s.id && p.kind === 'cycle' && p.status === 'captured').length,
            s.paidCount,
          ),
        ),
      ),
      amount: toRupees(s.amountPaise),
      cardBrand: s.cardBrand,
      cardLast4: s.cardLast4,
      cancelAtPeriodEnd: s.cancelAtPeriodEnd,
      orderReference: referenceOf.get(s.orderId) ?? '',
    })),
    orders: orderRows.map((o) => ({
      id: o.id,
      reference: o.reference,
      status: o.status,
      total: toRupees(o.totalPaise),
      dateOrdered: o.dateOrdered.toISOString(),
    })),
    payments: pays.map((p) => ({
      id: p.id,
      transactionId: p.transactionId,
      orderReference: referenceOf.get(p.orderId) ?? '',
      subscriptionId: p.subscriptionId,
      amount: toRupees(p.amountPaise),
      status: p.status,
      createdAt: p.createdAt.toISOString(),
      cardBrand: p.cardBrand,
      cardLast4: p.cardLast4,
      refunds: refundRows
        .filter((r) => r.paymentId === p.id)
        .map((r) => ({
          id: r.id,
          amount: toRupees(r.amountPaise),
          status: r.status,
          reason: r.reason,
          requestedBy: r.requestedBy,
          createdAt: r.createdAt.toISOString(),
          processedAt: iso(r.processedAt),
          creditNoteNumber: creditNoteOf.get(r.id) ?? null,
        })),
    })),
    invoices: invoices.map((i) => ({
      number: i.number,
      issuedAt: i.issuedAt.toISOString(),
      total: toRupees(i.totalPaise),
      transactionId: i.transactionId,
      orderReference: referenceOf.get(i.orderId) ?? '',
    })),
    creditNotes: creditNoteRows.map((n) => ({
      number: n.number,
      issuedAt: n.issuedAt.toISOString(),
      total: toRupees(n.totalPaise),
      invoiceNumber: n.invoiceNumber,
    })),
    tickets: ticketRows.map((t) => ({
      reference: t.reference,
      number: t.ticketNumber,
      title: t.title,
      status: t.status,
      createdAt: t.createdAt.toISOString(),
    })),
    leads: [
      ...inquiryRows.map((r) => ({
        kind: 'inquiry' as const,
        reference: r.reference,
        status: r.status,
        name: `${r.firstName} ${r.lastName}`.trim(),
        message: r.description,
        createdAt: r.createdAt.toISOString(),
      })),
      ...contactRows.map((r) => ({
        kind: 'contact' as const,
        reference: r.reference,
        status: r.status,
        name: `${r.firstName} ${r.lastName}`.trim(),
        message: r.message,
        createdAt: r.createdAt.toISOString(),
      })),
    ].sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1)),
    notes: noteAnswers,
    timeline: {
      entries: entries.slice(0, TIMELINE_LIMIT),
      capped: entries.length > TIMELINE_LIMIT,
      limit: TIMELINE_LIMIT,
    },
  };
}

/** `POST backoffice/customers/{id}/notes`: the note, written with its audit row. */
export async function addStaffNote(db: Db, customer: CustomerRow, author: string, text: string, audit: AuditWriter) {
  const body = text.trim();
  if (!body) throw new InvalidError('A note needs some text');
  if (body.includes('\0')) throw new InvalidError('A note cannot contain a NUL character');
  return db.transaction(async (tx) => {
    const [note] = await tx.insert(staffNotes).values({ customerId: customer.id, author, body }).returning();
    await audit(
      {
        module: 'backoffice',
        action: AUDIT_ACTIONS.ADD_STAFF_NOTE,
        key: customer.id,
        outcome: 'SUCCESS',
        data: { customerId: customer.id, noteId: note!.id },
      },
      tx,
    );
    return {
      id: note!.id,
      customerId: note!.customerId,
      author: note!.author,
      body: note!.body,
      createdAt: note!.createdAt.toISOString(),
    };
  });
}

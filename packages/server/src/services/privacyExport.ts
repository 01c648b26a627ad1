import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { strToU8, zipSync, type Zippable } from 'fflate';
import type { FileStorage } from '../adapters/storage';
import type { Db } from '../db';
import {
  addresses,
  auditLogs,
  baskets,
  consents,
  contacts,
  customers,
  demoBookings,
  emailChanges,
  inAppNotifications,
  inquiries,
  loginSessions,
  nominees,
  notifications,
  orders,
  passkeys,
  payments,
  privacyRequests,
  subscriptions,
  taxInvoices,
  ticketAttachments,
  ticketReplies,
  tickets,
  totpFactors,
  users,
} from '../db/schema';
import { NotFoundError } from '../domainErrors';
import { orderAnswers } from './orders';
import { requestAnswer } from './privacy';
import { ENQUIRY_RETENTION_MONTHS, SECURITY_LOG_RETENTION_DAYS } from './privacyRetention';

/**
 * The access right (DPDP Act s.11): a summary of what is held and why, and every record about the
 * user with their PDFs as one ZIP. ZIP because an export with receipts, tax invoices and
 * attachments is many files: fflate (MIT, no dependencies, ~8 kB) writes it in memory, and the
 * JSON inside stays readable by any tool; base64 files inside JSON would be a third larger and
 * unreadable without a script.
 */

/** The most audit rows an export carries (the newest): 180 days of one person's calls is far fewer. */
const AUDIT_ROWS = 10_000;

const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;

/** Every record about the user, as plain JSON; `files` lists what the ZIP holds beside it. */
export async function collectRecords(db: Db, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new NotFoundError('Account not found');
  const { passwordHash: _secret, ...profile } = user;
  const customerRows = await db
    .select()
    .from(customers)
    .where(or(eq(customers.userId, userId), eq(customers.email, user.email)));
  const customerIds = customerRows.map((c) => c.id);
  const orderRows = await db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.dateOrdered));
  const orderIds = orderRows.map((o) => o.id);
  const ticketRows = await db.select().from(tickets).where(eq(tickets.userId, userId)).orderBy(desc(tickets.createdAt));
  const ticketRefs = ticketRows.map((t) => t.reference);
  const when = <T>(any: boolean, query: () => PromiseLike<T[]>): PromiseLike<T[]> =>
    any ? query() : Promise.resolve([]);
  // Forms are stored as typed: 'Asha@Example.in' is the user's enquiry too (the lower(email) indexes).
  const sentFrom = (column: typeof inquiries.email | typeof contacts.email) =>
    sql`lower(${column}) = ${user.email.toLowerCase()}`;
  const [
    addressRows,
    subscriptionRows,
    paymentRows,
    invoiceRows,
    basketRows,
    replyRows,
    attachmentRows,
    outboxRows,
    bellRows,
    consentRows,
    requestRows,
    nomineeRows,
    sessionRows,
    totpRows,
    passkeyRows,
    emailChangeRows,
    auditRows,
    inquiryRows,
    contactRows,
    bookingRows,
  ] = await Promise.all([
    when(customerIds.length > 0, () => db.select().from(addresses).where(inArray(addresses.customerId, customerIds))),
    when(orderIds.length > 0, () => db.select().from(subscriptions).where(inArray(subscriptions.orderId, orderIds))),
    when(orderIds.length > 0, () => db.select().from(payments).where(inArray(payments.orderId, orderIds))),
    when(orderIds.length > 0, () => db.select().from(taxInvoices).where(inArray(taxInvoices.orderId, orderIds))),
    db.select().from(baskets).where(eq(baskets.userId, userId)),
    // The conversation as the customer sees it: staff's internal notes are not theirs to read.
    when(ticketRefs.length > 0, () =>
      db
        .select()
        .from(ticketReplies)
        .where(and(inArray(ticketReplies.ticketReference, ticketRefs), eq(ticketReplies.internal, false)))
        .orderBy(ticketReplies.createdAt),
    ),
    when(ticketRefs.length > 0, () =>
      db
        .select({ a: ticketAttachments })
        .from(ticketAttachments)
        .innerJoin(ticketReplies, eq(ticketReplies.id, ticketAttachments.replyId))
        .where(and(inArray(ticketAttachments.ticketReference, ticketRefs), eq(ticketReplies.internal, false)))
        .then((rows) => rows.map((r) => r.a)),
    ),
    db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(desc(notifications.createdAt)),
    db
      .select()
      .from(inAppNotifications)
      .where(eq(inAppNotifications.userId, userId))
      .orderBy(desc(inAppNotifications.createdAt)),
    db.select().from(consents).where(eq(consents.userId, userId)).orderBy(desc(consents.createdAt)),
    db
      .select()
      .from(privacyRequests)
      .where(eq(privacyRequests.userId, userId))
      .orderBy(desc(privacyRequests.createdAt)),
    db.select().from(nominees).where(eq(nominees.userId, userId)),
    db.select().from(loginSessions).where(eq(loginSessions.userId, userId)).orderBy(desc(loginSessions.createdAt)),
    db.select().from(totpFactors).where(eq(totpFactors.userId, userId)),
    db.select().from(passkeys).where(eq(passkeys.userId, userId)),
    db.select().from(emailChanges).where(eq(emailChanges.userId, userId)),
    db
      .select()
      .from(auditLogs)
      .where(or(eq(auditLogs.actor, user.email), eq(auditLogs.key, user.email), eq(auditLogs.key, userId)))
      .orderBy(desc(auditLogs.time))
      .limit(AUDIT_ROWS),
    db.select().from(inquiries).where(sentFrom(inquiries.email)),
    db.select().from(contacts).where(sentFrom(contacts.email)),
    // The demo slots booked from their enquiries; the manage link's token hash is a credential, not theirs.
    db
      .select({
        id: demoBookings.id,
        enquiry: demoBookings.inquiryReference,
        startsAt: demoBookings.startsAt,
        endsAt: demoBookings.endsAt,
        status: demoBookings.status,
        timeZone: demoBookings.timeZone,
        createdAt: demoBookings.createdAt,
        updatedAt: demoBookings.updatedAt,
      })
      .from(demoBookings)
      .innerJoin(inquiries, eq(inquiries.reference, demoBookings.inquiryReference))
      .where(sentFrom(inquiries.email))
      .orderBy(asc(demoBookings.startsAt)),
  ]);
  const now = new Date();
  return {
    user,
    orderRows,
    invoiceRows,
    attachmentRows,
    records: {
      profile: { ...profile, createdAt: iso(profile.createdAt), erasedAt: iso(profile.erasedAt) },
      customers: customerRows.map((c) => ({
        ...c,
        createdAt: iso(c.createdAt),
        addresses: addressRows.filter((a) => a.customerId === c.id),
      })),
      orders: await orderAnswers(db, orderRows),
      subscriptions: subscriptionRows.map((s) => ({
        id: s.id,
        orderId: s.orderId,
        plan: s.planId,
        status: s.status,
        renewalTerm: s.renewalTerm,
        amountPaise: s.amountPaise,
        startAt: iso(s.startAt),
        currentEnd: iso(s.currentEnd),
        cancelAtPeriodEnd: s.cancelAtPeriodEnd,
        paymentMethod: s.paymentMethod,
        cardBrand: s.cardBrand,
        cardLast4: s.cardLast4,
        createdAt: iso(s.createdAt),
      })),
      // As stored: a card's brand and last four digits, never more.
      payments: paymentRows.map((p) => ({ ...p, createdAt: iso(p.createdAt) })),
      taxInvoices: invoiceRows.map((i) => ({ ...i, issuedAt: iso(i.issuedAt) })),
      baskets: basketRows.map((b) => ({ ...b, createdAt: iso(b.createdAt), updatedAt: iso(b.updatedAt) })),
      tickets: ticketRows.map((t) => ({
        reference: t.reference,
        ticketNumber: t.ticketNumber,
        summary: t.summary,
        description: t.description,
        priority: t.priority,
        issueType: t.issueType,
        labels: t.labels,
        status: t.status,
        createdAt: iso(t.createdAt),
        replies: replyRows
          .filter((r) => r.ticketReference === t.reference)
          .map((r) => ({
            id: r.id,
            author: r.authorName,
            authorRole: r.authorRole,
            body: r.body,
            createdAt: iso(r.createdAt),
            attachments: attachmentRows
              .filter((a) => a.replyId === r.id)
              .map((a) => ({
                id: a.id,
                name: a.name,
                contentType: a.contentType,
                size: a.size,
                file: attachmentPath(a),
              })),
          })),
      })),
      notifications: outboxRows.map((n) => ({
        event: n.event,
        channel: n.channel,
        to: n.toAddress,
        template: n.template,
        status: n.status,
        createdAt: iso(n.createdAt),
        sentAt: iso(n.sentAt),
      })),
      inAppNotifications: bellRows.map((n) => ({
        title: n.title,
        body: n.body,
        href: n.href,
        createdAt: iso(n.createdAt),
        readAt: iso(n.readAt),
      })),
      consents: consentRows.map((c) => ({
        purpose: c.purpose,
        granted: c.granted,
        noticeVersion: c.noticeVersion,
        source: c.source,
        createdAt: iso(c.createdAt),
      })),
      privacyRequests: requestRows.map((r) => requestAnswer(r, now)),
      nominee: nomineeRows.map((n) => ({ ...n, createdAt: iso(n.createdAt), updatedAt: iso(n.updatedAt) }))[0] ?? null,
      sessions: sessionRows.map((s) => ({
        userAgent: s.userAgent,
        ipPrefix: s.ipPrefix,
        method: s.method,
        createdAt: iso(s.createdAt),
        lastUsedAt: iso(s.lastUsedAt),
        endedAt: iso(s.endedAt),
      })),
      // That a factor exists and when, never its secret or key.
      secondFactors: {
        totp: totpRows.map((t) => ({ confirmedAt: iso(t.confirmedAt), createdAt: iso(t.createdAt) }))[0] ?? null,
        passkeys: passkeyRows.map((p) => ({
          name: p.name,
          createdAt: iso(p.createdAt),
          lastUsedAt: iso(p.lastUsedAt),
        })),
      },
      emailChanges: emailChangeRows.map((e) => ({
        oldEmail: e.oldEmail,
        newEmail: e.newEmail,
        createdAt: iso(e.createdAt),
        undoneAt: iso(e.undoneAt),
      })),
      auditLog: auditRows.map((a) => ({ ...a, time: iso(a.time) })),
      enquiries: inquiryRows.map((i) => ({ ...i, createdAt: iso(i.createdAt) })),
      demoBookings: bookingRows.map((b) => ({
        ...b,
        startsAt: iso(b.startsAt),
        endsAt: iso(b.endsAt),
        createdAt: iso(b.createdAt),
        updatedAt: iso(b.updatedAt),
      })),
      contactMessages: contactRows.map((c) => ({ ...c, createdAt: iso(c.createdAt) })),
    },
  };
}

type Attachment = typeof ticketAttachments.$inferSelect;
const safeName = (name: string) => name.replace(/[^\w.-]+/g, '_').slice(0, 120) || 'file';
const attachmentPath = (a: Attachment) => `attachments/${a.ticketReference}/${a.id}-${safeName(a.name)}`;

/** The export as one ZIP: `data.json` with every record, and the receipts, tax invoices and attachments. */
export async function exportArchive(
  db: Db,
  storage: FileStorage,
  supplierGstin: string,
  userId: string,
): Promise<Uint8Array> {
  const { records, orderRows, invoiceRows, attachmentRows } = await collectRecords(db, userId);
  const [{ renderReceipt }, { renderTaxInvoice }] = await Promise.all([
    import('../documents/receipt'),
    import('../documents/taxInvoice'),
  ]);
  // PDFs are compressed already: stored as they are.
  const files: Zippable = {};
  const answers = await orderAnswers(db, orderRows);
  for (const order of answers)
    files[`receipts/LNF-receipt-${order.reference}.pdf`] = [await renderReceipt(order), { level: 0 }];
  for (const invoice of invoiceRows)
    files[`tax-invoices/LNF-tax-invoice-${invoice.number.replace(/\//g, '-')}.pdf`] = [
      await renderTaxInvoice(invoice, supplierGstin),
      { level: 0 },
    ];
  for (const a of attachmentRows) {
    const stored = await storage.get(a.storageKey);
    if (stored) files[attachmentPath(a)] = [new Uint8Array(stored.bytes), { level: 0 }];
  }
  const data = { exportedAt: new Date().toISOString(), format: 'lnf-personal-data-export/1', ...records };
  files['data.json'] = strToU8(JSON.stringify(data, null, 2));
  return zipSync(files, { level: 6 });
}

/** What is held, why and for how long: the access right's summary (DPDP Act s.11(1)(a)). */
export async function dataSummary(db: Db, userId: string) {
  const { records } = await collectRecords(db, userId);
  const tickets = records.tickets;
  const category = (category: string, records: number, purpose: string, retention: string) => ({
    category,
    records,
    purpose,
    retention,
  });
  return {
    generatedAt: new Date().toISOString(),
    categories: [
      category(
        'Account',
        1,
        'To create and secure your account and sign you in.',
        'While your account is active; erased on request.',
      ),
      category(
        'Customer record and addresses',
        records.customers.length + records.customers.reduce((n, c) => n + c.addresses.length, 0),
        'To process orders and issue invoices.',
        'While your account is active; erased on request.',
      ),
      category(
        'Orders, subscriptions, payments and tax invoices',
        records.orders.length + records.subscriptions.length + records.payments.length + records.taxInvoices.length,
        'To provide what you bought and meet tax and accounting law.',
        'Eight years (CGST Act s.36(1), CGST Rules r.56); pseudonymised if you ask for erasure.',
      ),
      category(
        'Support tickets and replies',
        tickets.length + tickets.reduce((n, t) => n + t.replies.length, 0),
        'To answer your support requests.',
        'While your account is active; erased on request.',
      ),
      category(
        'Notifications',
        records.notifications.length + records.inAppNotifications.length,
        'To tell you about your orders, subscriptions, tickets and account.',
        'While your account is active; erased on request.',
      ),
      category(
        'Consents and privacy requests',
        records.consents.length + records.privacyRequests.length + (records.nominee ? 1 : 0),
        'To honour your choices and show that we did.',
        'Kept as the record of your choices and requests.',
      ),
      category(
        'Sign-ins and security log',
        records.sessions.length + records.auditLog.length,
        'To protect your account and our services against fraud and abuse.',
        `${SECURITY_LOG_RETENTION_DAYS} days.`,
      ),
      category(
        'Enquiries, demo bookings and contact messages',
        records.enquiries.length + records.demoBookings.length + records.contactMessages.length,
        'To answer your enquiries and demo requests, and give the demos you booked.',
        `${ENQUIRY_RETENTION_MONTHS} months.`,
      ),
    ],
    sharedWith: [
      'Cloud hosting in India',
      'Email delivery',
      'Payment processing (card, UPI and bank details are held by the payment partner, not LNF)',
      'Customer support tooling',
    ],
  };
}

/** The access request's answer: the summary as text the customer reads with the request. */
export function summaryText(summary: Awaited<ReturnType<typeof dataSummary>>): string {
  const lines = summary.categories.map(
    (c) => `${c.category}: ${c.records} record(s). Why: ${c.purpose} Kept: ${c.retention}`,
  );
  return [
    'What we hold about you, and why:',
    ...lines,
    `Shared only with: ${summary.sharedWith.join('; ')}.`,
    'Download every record and your documents from the privacy centre (one ZIP file).',
  ].join('\n');
}

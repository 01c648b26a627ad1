import { RUNNING_STATUSES } from '@lnf/sdk';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { FileStorage } from '../adapters/storage';
import type { TokenService } from '../auth/tokens';
import type { Db } from '../db';
import {
  addresses,
  auditLogs,
  consents,
  contacts,
  customers,
  demoBookings,
  emailChanges,
  emailGrants,
  inAppNotifications,
  inquiries,
  leadNotes,
  leadStates,
  loginSessions,
  mails,
  nominees,
  notifications,
  orders,
  otps,
  passkeys,
  recoveryCodes,
  subscriptions,
  taxInvoices,
  ticketAttachments,
  tickets,
  totpFactors,
  users,
  webauthnChallenges,
} from '../db/schema';
import { ConflictError, InvalidError, NotFoundError } from '../domainErrors';
import { eraseUserEvents } from './analytics';
import type { AuditWriter } from './audit';
import { AUDIT_ACTIONS } from './auditActions';
import { currentConsents, insertRequest, PRIVACY_NOTICE_VERSION } from './privacy';

/**
 * The erasure right (DPDP Act s.12(3)), carried out at once (docs/privacy.md, 'Erasure'):
 * everything the law does not make us keep is deleted; the orders, payments and tax invoices the
 * GST law keeps for eight years (CGST Act s.36(1) with CGST Rules r.56(13)) stay, their person
 * pseudonymised. The account cannot sign in again: its email is a placeholder, its password hash
 * matches nothing, its groups are gone and every session is revoked.
 */

/** Subscriptions that still charge, or may: the customer cancels them first (at the period's end is enough). */
const LIVE_STATUSES = [...RUNNING_STATUSES, 'pending', 'paused'];

export const ERASED_NAME = 'Erased';
export const erasedEmail = (userId: string) => `erased-${userId}@erased.invalid`;
/** Not a PHC string: argon2's verify rejects it, so no password matches. */
const NO_PASSWORD = '!erased';

export interface ErasureDeps {
  db: Db;
  tokens: TokenService;
  storage: FileStorage;
  audit: AuditWriter;
}

/** Erases the account of `userId`; `confirmEmail` must be its address. Answers the request row. */
export async function eraseAccount(deps: ErasureDeps, userId: string, confirmEmail: string, reason?: string) {
  const { db } = deps;
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user || user.erasedAt) throw new NotFoundError('Account not found');
  if (confirmEmail.trim().toLowerCase() !== user.email)
    throw new InvalidError('confirmEmail must be the email of the account to erase');
  const live = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .innerJoin(orders, eq(orders.id, subscriptions.orderId))
    .where(
      and(
        eq(orders.userId, userId),
        inArray(subscriptions.status, LIVE_STATUSES),
        // Cancelled at the period's end (the cancel the portal offers): it never renews again.
        eq(subscriptions.cancelAtPeriodEnd, false),
      ),
    );
  if (live.length)
    throw new ConflictError(
      `Cancel your subscription on the Billing page before erasing the account: ${live.length} ${live.length === 1 ? 'subscription still renews' : 'subscriptions still renew'}`,
    );
  const placeholder = erasedEmail(userId);
  const oldEmail = user.email;
  const given = await currentConsents(db, userId);
  const ticketRefs = (await db.select({ r: tickets.reference }).from(tickets).where(eq(tickets.userId, userId))).map(
    (t) => t.r,
  );
  const files = ticketRefs.length
    ? await db
        .select({ key: ticketAttachments.storageKey })
        .from(ticketAttachments)
        .where(inArray(ticketAttachments.ticketReference, ticketRefs))
    : [];

  const request = await db.transaction(async (tx) => {
    const now = new Date();
    // Consent withdrawn for every purpose that stood granted; the ledger stays as proof (s.6(10)).
    const granted = given.purposes.filter((p) => p.granted).map((p) => p.purpose);
    if (granted.length)
      await tx.insert(consents).values(
        granted.map((purpose) => ({
          userId,
          purpose,
          granted: false,
          noticeVersion: PRIVACY_NOTICE_VERSION,
          source: 'erasure',
        })),
      );
    await tx
      .update(users)
      .set({
        email: placeholder,
        firstName: ERASED_NAME,
        lastName: 'customer',
        userName: `erased-${userId.slice(0, 8)}`,
        passwordHash: NO_PASSWORD,
        emailVerified: false,
        mobileNumber: null,
        designation: null,
        picture: null,
        groups: [],
        realmRoles: [],
        erasedAt: now,
      })
      .where(eq(users.id, userId));
    // Second factors, sessions and pending changes: nothing to keep.
    for (const table of [totpFactors, recoveryCodes, passkeys, webauthnChallenges, emailChanges, nominees])
      await tx.delete(table).where(eq(table.userId, userId));
    await tx
      .update(loginSessions)
      .set({ endedAt: now, userAgent: null, ipPrefix: null })
      .where(eq(loginSessions.userId, userId));
    await deps.tokens.revokeUser(userId, tx);
    await tx.delete(otps).where(eq(otps.email, oldEmail));
    await tx.delete(emailGrants).where(eq(emailGrants.email, oldEmail));
    // The customer record: pseudonymised (orders point at it), its addresses deleted; the billing
    // address each order and tax invoice was issued to stays on them.
    const customerRows = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(or(eq(customers.userId, userId), eq(customers.email, oldEmail)));
    const customerIds = customerRows.map((c) => c.id);
    if (customerIds.length) {
      await tx.delete(addresses).where(inArray(addresses.customerId, customerIds));
      for (const [i, id] of customerIds.entries())
        await tx
          .update(customers)
          .set({
            userId,
            email: i === 0 ? placeholder : `erased-${id}@erased.invalid`,
            name: `${ERASED_NAME} customer`,
            mobile: '',
            website: '',
            gstin: null,
            marketingPreference: false,
          })
          .where(eq(customers.id, id));
    }
    // Orders: kept for the GST law, the person's contact details replaced. The billing address and
    // the buyer's name and GSTIN on tax invoices are particulars of the invoice (CGST Rules r.46):
    // kept as issued; the buyer's email is not one, and is replaced.
    await tx
      .update(orders)
      .set({
        email: placeholder,
        mobile: '',
        details: sql`case when ${orders.details} is null then null else jsonb_build_object(
          'name', ${`${ERASED_NAME} customer`}::text, 'mobile', '', 'website', '',
          'businessCategory', ${orders.details}->'businessCategory', 'marketingPreference', false,
          'communication', ${orders.details}->'communication') end`,
      })
      .where(eq(orders.userId, userId));
    await tx
      .update(taxInvoices)
      .set({ details: sql`jsonb_set(${taxInvoices.details}, '{buyerEmail}', to_jsonb(${placeholder}::text))` })
      .where(inArray(taxInvoices.orderId, tx.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId))));
    // Support: no law keeps a ticket, so the customer's tickets go with their replies and files.
    if (ticketRefs.length) await tx.delete(tickets).where(inArray(tickets.reference, ticketRefs));
    await tx
      .update(tickets)
      .set({ reporter: `${ERASED_NAME} customer` })
      .where(eq(tickets.reporter, oldEmail));
    // What was sent or is to be sent to them (a demo's mails go to the address as the form had
    // it, in any case), and the enquiries and contact messages they sent from the same address
    // (stored as typed: matched by the lower(email) indexes).
    await tx
      .delete(notifications)
      .where(or(eq(notifications.userId, userId), sql`lower(${notifications.toAddress}) = ${oldEmail}`));
    await tx.delete(inAppNotifications).where(eq(inAppNotifications.userId, userId));
    await tx.delete(mails).where(eq(mails.to, oldEmail));
    const enquiries = await tx
      .select({ r: inquiries.reference })
      .from(inquiries)
      .where(sql`lower(${inquiries.email}) = ${oldEmail}`)
      // Locked: a staff note or status written meanwhile (it holds the lead FOR SHARE) waits, then finds no lead.
      .for('update')
      .then((rows) => rows.map((i) => i.r));
    const messages = await tx
      .select({ r: contacts.reference })
      .from(contacts)
      .where(sql`lower(${contacts.email}) = ${oldEmail}`)
      .for('update')
      .then((rows) => rows.map((m) => m.r));
    if (enquiries.length) {
      // Their demo bookings (the time they booked, their zone): freed slots, nothing kept.
      await tx.delete(demoBookings).where(inArray(demoBookings.inquiryReference, enquiries));
      await tx.delete(inquiries).where(inArray(inquiries.reference, enquiries));
    }
    if (messages.length) await tx.delete(contacts).where(inArray(contacts.reference, messages));
    // Sales' status and notes on those leads go with them now, not at the retention job's next run.
    for (const [kind, refs] of [
      ['inquiry', enquiries],
      ['contact', messages],
    ] as const)
      if (refs.length)
        for (const table of [leadStates, leadNotes])
          await tx.delete(table).where(and(eq(table.kind, kind), inArray(table.reference, refs)));
    // The funnel's events of the visitor they signed up as: their browsing history on the site.
    await eraseUserEvents(tx, userId);
    // Security logs stay for their 180 days (the retention job), naming the placeholder.
    await tx.update(auditLogs).set({ actor: placeholder }).where(eq(auditLogs.actor, oldEmail));
    await tx.update(auditLogs).set({ key: placeholder }).where(eq(auditLogs.key, oldEmail));
    const row = await insertRequest(
      tx,
      {
        userId,
        email: oldEmail,
        kind: 'erasure',
        detail: reason ? { reason } : {},
        completedWith:
          'Your account is erased: your profile, addresses, tickets, notifications, second factors and sessions are deleted. ' +
          'Your orders, payments and tax invoices are kept for eight years as GST law requires (CGST Act s.36(1), CGST Rules r.56), ' +
          'with your name, email and phone replaced on them, except the name, address and GSTIN a tax invoice was issued to.',
      },
      now,
    );
    await deps.audit(
      {
        module: 'privacy',
        action: AUDIT_ACTIONS.ERASE_ACCOUNT,
        key: row.reference,
        outcome: 'SUCCESS',
        actor: placeholder,
      },
      tx,
    );
    return row;
  });
  // The files go once the rows that named them have: a failure here leaves an orphan file, never a
  // row without its file.
  for (const f of files) await deps.storage.delete(f.key).catch(() => undefined);
  return request;
}

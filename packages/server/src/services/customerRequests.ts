import { ERROR_MESSAGES, type BrochureRequest, type ContactRequest } from '@lnf/sdk';
import { desc } from 'drizzle-orm';
import type { CaptchaVerifier } from '../adapters/captcha';
import type { Brochure } from '../brochures';
import type { Db } from '../db';
import { contacts, inquiries } from '../db/schema';
import { DomainError, InvalidError } from '../domainErrors';
import type { AuditWriter } from './audit';
import { AUDIT_ACTIONS } from './auditActions';
import { issueBookingToken } from './demo/bookings';
import { notify } from './notifications/outbox';

/**
 * What the public forms leave with sales (DESIGN.md section 3): demo inquiries, contact messages
 * and brochure requests (stored as contacts), and the admin's lists of them.
 */

const LIST_LIMIT = 1000;

type InquiryRow = typeof inquiries.$inferSelect;
type ContactRow = typeof contacts.$inferSelect;

/** A demo inquiry as the form sends it; whatever status it carries, CREATED is stored. */
export interface NewInquiry {
  firstName: string;
  lastName: string;
  businessName: string;
  websiteUrl: string;
  email: string;
  mobile: string;
  country: string;
  description: string;
  recaptchaToken: string;
}

export function inquiryAnswer(r: InquiryRow) {
  return {
    reference: r.reference,
    firstName: r.firstName,
    lastName: r.lastName,
    businessName: r.businessName,
    websiteUrl: r.websiteUrl,
    email: r.email,
    mobile: r.mobile,
    country: r.country,
    description: r.description,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
  };
}

export function contactAnswer(r: ContactRow) {
  return {
    reference: r.reference,
    firstName: r.firstName,
    lastName: r.lastName,
    email: r.email,
    phoneNumber: r.phoneNumber,
    company: r.company,
    country: r.country,
    referralSource: r.referralSource,
    message: r.message,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
  };
}

/**
 * Stores a demo inquiry whose captcha token is verified and unspent; the token is spent in the
 * insert's transaction, so a failed insert leaves it unspent. A refusal is audited too. With the
 * row, the outbox gets the visitor's confirmation and, when `salesInbox` is set (LNF_SALES_INBOX),
 * the sales team's alert. The answer carries the token that books the demo's slot (services/demo/).
 */
export async function submitInquiry(
  db: Db,
  captcha: CaptchaVerifier,
  body: NewInquiry,
  audit: AuditWriter,
  salesInbox: string | null = null,
) {
  try {
    const saved = await db.transaction(async (tx) => {
      if (!(await captcha.consume(body.recaptchaToken, tx))) throw new InvalidError(ERROR_MESSAGES.recaptcha);
      const [row] = await tx
        .insert(inquiries)
        .values({
          firstName: body.firstName,
          lastName: body.lastName,
          businessName: body.businessName,
          websiteUrl: body.websiteUrl,
          email: body.email,
          mobile: body.mobile,
          country: body.country,
          description: body.description,
          status: 'CREATED',
        })
        .returning();
      await audit(
        { module: 'customer', action: AUDIT_ACTIONS.SUBMIT_INQUIRY, key: row!.reference, outcome: 'SUCCESS' },
        tx,
      );
      await notify(tx, {
        event: 'demo.requested',
        entityId: row!.reference,
        to: row!.email,
        channel: 'email',
        template: 'demo-request-received',
        payload: { reference: row!.reference },
      });
      if (salesInbox)
        await notify(tx, {
          event: 'demo.requested.sales',
          entityId: row!.reference,
          to: salesInbox,
          channel: 'email',
          template: 'demo-request-alert',
          payload: {
            reference: row!.reference,
            name: `${row!.firstName} ${row!.lastName}`.trim(),
            businessName: row!.businessName,
            websiteUrl: row!.websiteUrl,
            email: row!.email,
            mobile: row!.mobile,
            country: row!.country,
            description: row!.description,
          },
        });
      return { row: row!, bookingToken: await issueBookingToken(tx, row!.reference) };
    });
    return { ...inquiryAnswer(saved.row), bookingToken: saved.bookingToken };
  } catch (error) {
    if (error instanceof DomainError)
      await audit({
        module: 'customer',
        action: AUDIT_ACTIONS.SUBMIT_INQUIRY,
        outcome: 'FAILURE',
        detail: error.message,
      });
    throw error;
  }
}

/** The newest inquiries first (at most LIST_LIMIT). */
export async function listInquiries(db: Db) {
  const rows = await db
    .select()
    .from(inquiries)
    .orderBy(desc(inquiries.createdAt), desc(inquiries.reference))
    .limit(LIST_LIMIT);
  return rows.map(inquiryAnswer);
}

/** Stores a contact message as NEW. */
export async function submitContact(db: Db, body: ContactRequest, audit: AuditWriter) {
  const row = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contacts)
      .values({ ...body, status: 'NEW' })
      .returning();
    await audit(
      { module: 'customer', action: AUDIT_ACTIONS.SUBMIT_CONTACT, key: row!.reference, outcome: 'SUCCESS' },
      tx,
    );
    return row!;
  });
  return contactAnswer(row);
}

/** The newest contacts first (at most LIST_LIMIT). */
export async function listContacts(db: Db) {
  const rows = await db
    .select()
    .from(contacts)
    .orderBy(desc(contacts.createdAt), desc(contacts.reference))
    .limit(LIST_LIMIT);
  return rows.map(contactAnswer);
}

/** A brochure request, stored as a contact so sales sees who asked for which brochure. */
export async function requestBrochure(db: Db, brochure: Brochure, body: BrochureRequest, audit: AuditWriter) {
  const name = body.name.trim();
  const space = name.indexOf(' ');
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contacts)
      .values({
        firstName: space < 0 ? name : name.slice(0, space),
        lastName: space < 0 ? '' : name.slice(space + 1).trim(),
        email: body.email,
        phoneNumber: body.mobile,
        company: body.company,
        country: '',
        referralSource: `brochure:${brochure.slug}`,
        message: `Requested the ${brochure.title} brochure`,
        status: 'NEW',
      })
      .returning({ reference: contacts.reference });
    await audit(
      {
        module: 'customer',
        action: AUDIT_ACTIONS.REQUEST_BROCHURE,
        key: row!.reference,
        outcome: 'SUCCESS',
        detail: brochure.slug,
      },
      tx,
    );
  });
}

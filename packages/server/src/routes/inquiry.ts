import { ContactRequest, ERROR_MESSAGES, RULES, withRules } from '@lnf/sdk';
import { desc } from 'drizzle-orm';
import { Hono } from 'hono';
import { object, optional, size, string } from 'superstruct';
import { captchaFor, captchaUnavailable } from '../adapters/captcha';
import { contacts, inquiries } from '../db/schema';
import { badRequest, HttpError } from '../http/errors';
import { audit, clientKey, requireAdmin, type AppEnv, type Services } from '../http/context';
import { jsonBody } from '../http/validate';

const MINUTE = 60_000;
const LIST_LIMIT = 1000;

/**
 * Body of `POST portal/customer/inquiry`. Local rather than the sdk's DemoInquiryRequest: the sdk
 * requires `status: 'CREATED'`, while the server ignores whatever status the body carries and
 * stores CREATED (a client cannot pick a status). Same schedule-demo rules as the form.
 */
export const InquiryBody = withRules(
  object({
    firstName: string(),
    lastName: string(),
    businessName: string(),
    websiteUrl: string(),
    email: string(),
    mobile: string(),
    country: string(),
    description: string(),
    status: optional(size(string(), 0, 32)),
    recaptchaToken: size(string(), 1, 4096),
  }),
  RULES.scheduleDemo,
);

type InquiryRow = typeof inquiries.$inferSelect;
type ContactRow = typeof contacts.$inferSelect;

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

/** Demo inquiries and contact messages of the customer service. */
export function inquiryRoutes(s: Services) {
  const app = new Hono<AppEnv>();

  app.post('/portal/customer/inquiry', async (c) => {
    await s.limiter.hit(
      `inquiry:ip:${clientKey(c)}`,
      10,
      MINUTE,
      'Too many requests, please wait a minute and try again',
    );
    const body = await jsonBody(c, InquiryBody);
    const captcha = captchaFor(s);
    if (!captcha) throw captchaUnavailable();
    try {
      const row = await s.db.transaction(async (tx) => {
        // Spent in the insert's transaction: a failed insert leaves the token unspent.
        if (!(await captcha.consume(body.recaptchaToken, tx))) throw badRequest(ERROR_MESSAGES.recaptcha);
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
          s,
          c,
          { module: 'customer', action: 'SUBMIT_INQUIRY', key: row!.reference, outcome: 'SUCCESS' },
          tx,
        );
        return row!;
      });
      return c.json(inquiryAnswer(row), 201);
    } catch (error) {
      if (error instanceof HttpError)
        await audit(s, c, { module: 'customer', action: 'SUBMIT_INQUIRY', outcome: 'FAILURE', detail: error.message });
      throw error;
    }
  });

  app.get('/portal/customer/inquiries', async (c) => {
    requireAdmin(c);
    const rows = await s.db
      .select()
      .from(inquiries)
      .orderBy(desc(inquiries.createdAt), desc(inquiries.reference))
      .limit(LIST_LIMIT);
    return c.json(rows.map(inquiryAnswer));
  });

  app.post('/portal/customer/contact', async (c) => {
    await s.limiter.hit(
      `contact:ip:${clientKey(c)}`,
      10,
      MINUTE,
      'Too many requests, please wait a minute and try again',
    );
    const body = await jsonBody(c, ContactRequest);
    const row = await s.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(contacts)
        .values({ ...body, status: 'NEW' })
        .returning();
      await audit(s, c, { module: 'customer', action: 'SUBMIT_CONTACT', key: row!.reference, outcome: 'SUCCESS' }, tx);
      return row!;
    });
    return c.json(contactAnswer(row), 201);
  });

  app.get('/portal/customer/contacts', async (c) => {
    requireAdmin(c);
    const rows = await s.db
      .select()
      .from(contacts)
      .orderBy(desc(contacts.createdAt), desc(contacts.reference))
      .limit(LIST_LIMIT);
    return c.json(rows.map(contactAnswer));
  });

  return app;
}

import { ContactRequest, RULES, withRules } from '@lnf/sdk';
import { Hono } from 'hono';
import { object, optional, size, string } from 'superstruct';
import { captchaFor, captchaUnavailable } from '../adapters/captcha';
import { auditWriter, clientKey, requireAdmin, type AppEnv, type Services } from '../http/context';
import { jsonBody } from '../http/validate';
import { listContacts, listInquiries, submitContact, submitInquiry } from '../services/customerRequests';

const MINUTE = 60_000;

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

/** Demo inquiries and contact messages of the customer service (services/customerRequests.ts). */
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
    return c.json(await submitInquiry(s.db, captcha, body, auditWriter(s, c), s.config.salesInbox), 201);
  });

  app.get('/portal/customer/inquiries', async (c) => {
    requireAdmin(c);
    return c.json(await listInquiries(s.db));
  });

  app.post('/portal/customer/contact', async (c) => {
    await s.limiter.hit(
      `contact:ip:${clientKey(c)}`,
      10,
      MINUTE,
      'Too many requests, please wait a minute and try again',
    );
    const body = await jsonBody(c, ContactRequest);
    return c.json(await submitContact(s.db, body, auditWriter(s, c)), 201);
  });

  app.get('/portal/customer/contacts', async (c) => {
    requireAdmin(c);
    return c.json(await listContacts(s.db));
  });

  return app;
}

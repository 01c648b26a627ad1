import { BrochureRequest, ERROR_MESSAGES, servicePath } from '@lnf/sdk';
import { Hono } from 'hono';
import { BROCHURES, type Brochure } from '../brochures';
import { InvalidError, NotFoundError } from '../domainErrors';
import { auditWriter, clientKey, type AppEnv, type Services } from '../http/context';
import { jsonBody } from '../http/validate';
import { requestBrochure } from '../services/customerRequests';

const MINUTE = 60_000;

/** The brochure's address, which the portal opens. */
export const brochureUrl = (slug: string) => servicePath('customer', `portal/customer/brochure/${slug}.pdf`);

/** Rendered once per slug per process. */
const rendered = new Map<string, Promise<Uint8Array>>();

export function brochurePdf(b: Brochure): Promise<Uint8Array> {
  let pdf = rendered.get(b.slug);
  if (!pdf) {
    // pdf-lib loads on the first brochure, not at start-up.
    pdf = import('../documents/brochurePdf').then((m) => m.renderBrochure(b));
    rendered.set(b.slug, pdf);
    pdf.catch(() => rendered.delete(b.slug));
  }
  return pdf;
}

const notReady = () => new NotFoundError(ERROR_MESSAGES.brochure);

/** `POST portal/customer/brochure?type={slug}` and the PDF it points at. */
export function brochureRoutes(s: Services) {
  const app = new Hono<AppEnv>();

  app.post('/portal/customer/brochure', async (c) => {
    await s.limiter.hit(
      `brochure:ip:${clientKey(c)}`,
      10,
      MINUTE,
      'Too many requests, please wait a minute and try again',
    );
    const type = c.req.query('type');
    if (!type) throw new InvalidError("Field 'type' is required");
    const brochure = BROCHURES.get(type);
    if (!brochure) throw notReady();
    const body = await jsonBody(c, BrochureRequest);
    await requestBrochure(s.db, brochure, body, auditWriter(s, c));
    return c.json({ url: brochureUrl(brochure.slug) }, 201);
  });

  app.get('/portal/customer/brochure/:file', async (c) => {
    const m = /^(.+)\.pdf$/.exec(c.req.param('file'));
    const brochure = m ? BROCHURES.get(m[1]!) : undefined;
    if (!brochure) throw notReady();
    const pdf = await brochurePdf(brochure);
    return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="${brochure.slug}.pdf"`,
      'content-length': String(pdf.byteLength),
    });
  });

  return app;
}

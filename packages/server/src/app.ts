import { SERVICE_VERSIONS } from '@lnf/sdk';
import { sql } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { errorBody, httpAnswer, redactedError } from './http/errors';
import { authenticate, clientAddress, type AppEnv, type Services } from './http/context';
import { contentSecurityPolicy, loopbackHostsOnly, securityHeaders } from './http/security';
import type { StaticFile, StaticSite } from './http/static';
import { jsonLine, requestLine } from './log';
import { enqueuedHint } from './services/notifications/outbox';
import { basketRoutes } from './routes/basket';
import { devRoutes } from './routes/dev';
import { orderRoutes } from './routes/orders';
import { billingRoutes } from './routes/billing';
import { otpRoutes } from './routes/otp';
import { productRoutes } from './routes/product';
import { sessionRoutes } from './routes/user';
import { secondFactorRoutes } from './routes/secondFactor';
import { passkeyRoutes } from './routes/passkeys';
import { accountRoutes } from './routes/account';
import { backofficeFunnelRoutes, publicEventRoutes } from './routes/analytics';
import { auditRoutes } from './routes/audit';
import { brochureRoutes } from './routes/brochure';
import { captchaRoutes } from './routes/captcha';
import { configurationRoutes } from './routes/configuration';
import { customerRoutes } from './routes/customer';
import { inquiryRoutes } from './routes/inquiry';
import { backofficeDemoRoutes, demoRoutes } from './routes/demo';
import { notificationRoutes } from './routes/notifications';
import { backofficeCustomersRoutes } from './routes/backofficeCustomers';
import { backofficeMoneyRoutes } from './routes/backofficeMoney';
import { backofficeLeadsRoutes } from './routes/backofficeLeads';
import { backofficeListsRoutes } from './routes/backofficeLists';
import { backofficeStaffRoutes } from './routes/backofficeStaff';
import { backofficeRevenueRoutes } from './routes/backofficeRevenue';
import { privacyRoutes } from './routes/privacy';
import { stepUpRoutes } from './routes/stepUp';
import { isUpload, supportRoutes, UPLOAD_LIMIT_BYTES } from './routes/support';
import { JIRA_WEBHOOK_PATH, jiraWebhookRoutes, webhookRoutes } from './routes/webhooks';

export const BODY_LIMIT_BYTES = 64 * 1024;
/** The largest Jira webhook delivery taken. */
export const JIRA_WEBHOOK_LIMIT_BYTES = 1024 * 1024;
/** How long readiness waits for the database before answering 503. */
export const READY_TIMEOUT_MS = 2_000;
const REQUEST_ID = /^[\w.:-]{1,128}$/;

/** The pages that load Razorpay Checkout: the basket's payment step, and Billing's card change. */
export const CHECKOUT_PAGES: ReadonlySet<string> = new Set(['/basket', '/billing']);

/** The whole HTTP surface: API under /api/{version}/lnf/, health, and the built app. */
export function createApp(
  s: Services,
  site: StaticSite,
  runJobs: () => Promise<Record<string, boolean>> = async () => ({}),
) {
  const app = new Hono<AppEnv>();
  const cspOptions = { scriptHashes: site.routes.scriptHashes, recaptcha: Boolean(s.config.recaptcha) };
  const csp = contentSecurityPolicy(cspOptions);

  const json = s.config.logFormat === 'json';
  // The one place errors become answers: domain errors and the http layer's own by their kind
  // (http/errors.ts), anything else a logged 500 that says nothing of its cause.
  app.onError((error, c) => {
    const answer = httpAnswer(error);
    if (answer) {
      for (const [k, v] of Object.entries(answer.headers)) c.header(k, v);
      return c.json(errorBody(answer.status, answer.message, answer.code), answer.status);
    }
    const where = { method: c.req.method, url: new URL(c.req.url).pathname };
    if (json)
      process.stderr.write(
        jsonLine('error', `request failed: ${redactedError(error)}`, { reqId: c.get('reqId'), ...where }),
      );
    else console.error(`${where.method} ${where.url} failed: ${redactedError(error)}`);
    return c.json(errorBody(500, 'Something went wrong on our side'), 500);
  });
  app.use(async (c, next) => {
    s.lifecycle.inFlight++;
    try {
      await next();
    } finally {
      s.lifecycle.inFlight--;
    }
  });
  app.use(securityHeaders(() => csp, s.config.trustProxy));
  // DNS rebinding: a page elsewhere must not reach a development server through a name of its own.
  if (s.config.env === 'development') app.use(loopbackHostsOnly(s.config.allowedHosts));
  app.use(clientAddress(s.config.trustProxy));
  if (s.config.logRequests) {
    // Method, path and status only: query strings carry passwords on the reset call. The load
    // balancer's X-Request-Id is kept when it sends one, so its log and ours join on it.
    app.use(async (c, next) => {
      const t0 = performance.now();
      const given = c.req.header('x-request-id');
      const reqId = given && REQUEST_ID.test(given) ? given : crypto.randomUUID();
      c.set('reqId', reqId);
      c.header('x-request-id', reqId);
      await next();
      const line = requestLine(s.config.logFormat, {
        reqId,
        method: c.req.method,
        url: new URL(c.req.url).pathname,
        status: c.res.status,
        ms: Math.round((performance.now() - t0) * 10) / 10,
      });
      process.stdout.write(line);
    });
  }

  app.use(async (c, next) => {
    const url = new URL(c.req.url);
    // A path that does not decode is the client's mistake, wherever it was going.
    if (safeDecode(url.pathname) === null) return c.json(errorBody(400, 'Malformed path'), 400);
    if (url.pathname.length > 1 && url.pathname.endsWith('/')) {
      return c.redirect(`${sameOriginPath(url.pathname.replace(/\/+$/, ''))}${url.search}`, 301);
    }
    await next();
  });

  // A request that enqueued notifications pokes the worker once it has answered (its transaction
  // has committed by then), so mail goes out now rather than at the next poll.
  let enqueuedSeen = enqueuedHint.count;
  const pokeOutbox = () => {
    if (enqueuedHint.count === enqueuedSeen) return;
    enqueuedSeen = enqueuedHint.count;
    s.outbox?.kick();
  };

  const limitBody = bodyLimit({
    maxSize: BODY_LIMIT_BYTES,
    onError: (c) => c.json(errorBody(413, `Request body is larger than ${BODY_LIMIT_BYTES / 1024} KB`), 413),
  });
  // A ticket or reply with files has its own, larger limit; the multipart reader stops at each file's.
  const limitUpload = bodyLimit({
    maxSize: UPLOAD_LIMIT_BYTES,
    onError: (c) =>
      c.json(errorBody(413, `Request body is larger than ${Math.floor(UPLOAD_LIMIT_BYTES / 2 ** 20)} MB`), 413),
  });
  // Jira's issue events carry the whole issue (every field, the description's text): more than a
  // request of ours, and a delivery refused with 413 is not retried.
  const limitJira = bodyLimit({
    maxSize: JIRA_WEBHOOK_LIMIT_BYTES,
    onError: (c) => c.json(errorBody(413, `Request body is larger than ${JIRA_WEBHOOK_LIMIT_BYTES / 2 ** 20} MB`), 413),
  });
  app.use(
    '/api/*',
    // Only methods that carry a body are measured: for a GET the limiter still built a request
    // body reader, and under load that garbage grew the heap to ~500 MB (docs/operations.md).
    (c, next) =>
      c.req.method === 'GET' || c.req.method === 'HEAD'
        ? next()
        : isUpload(c)
          ? limitUpload(c, next)
          : new URL(c.req.url).pathname === JIRA_WEBHOOK_PATH
            ? limitJira(c, next)
            : limitBody(c, next),
    async (c, next) => {
      await next();
      // On the answer's own headers, as securityHeaders does: Hono's c.header() on a finished
      // answer rebuilds it around a stream of its body, which halved the throughput of small JSON
      // answers (docs/operations.md, 'Headers on a finished answer').
      // A route may say more (a download's `private, no-store`), never less.
      if (!/\bno-store\b/.test(c.res.headers.get('cache-control') ?? ''))
        c.res.headers.set('cache-control', 'no-store');
      pokeOutbox();
    },
    authenticate(s),
  );

  // Liveness: the process answers. Readiness: it can serve (the database answers) and is not draining.
  app.get('/api/health', (c) => c.json({ status: 'ok' }));
  app.get('/api/ready', async (c) => {
    if (s.lifecycle.draining) return c.json({ status: 'draining' }, 503);
    const ok = await Promise.race([
      s.db.execute(sql`select 1`).then(
        () => true,
        () => false,
      ),
      new Promise<boolean>((resolve) => setTimeout(resolve, READY_TIMEOUT_MS, false).unref()),
    ]);
    return ok ? c.json({ status: 'ready' }) : c.json({ status: 'database unavailable' }, 503);
  });
  app.route(`/api/${SERVICE_VERSIONS.user}/lnf`, sessionRoutes(s));
  app.route(`/api/${SERVICE_VERSIONS.user}/lnf`, secondFactorRoutes(s));
  app.route(`/api/${SERVICE_VERSIONS.user}/lnf`, passkeyRoutes(s));
  app.route(`/api/${SERVICE_VERSIONS.user}/lnf`, accountRoutes(s));
  app.route(`/api/${SERVICE_VERSIONS.customer}/lnf`, customerRoutes(s));
  app.route(`/api/${SERVICE_VERSIONS.customer}/lnf`, captchaRoutes(s));
  app.route(`/api/${SERVICE_VERSIONS.customer}/lnf`, inquiryRoutes(s));
  app.route(`/api/${SERVICE_VERSIONS.customer}/lnf`, demoRoutes(s));
  app.route(`/api/${SERVICE_VERSIONS.customer}/lnf`, publicEventRoutes(s));
  app.route(`/api/${SERVICE_VERSIONS.customer}/lnf`, brochureRoutes(s));
  app.route(`/api/${SERVICE_VERSIONS.configuration}/lnf`, configurationRoutes(s));
  app.route(`/api/${SERVICE_VERSIONS.support}/lnf`, supportRoutes(s));
  app.route(`/api/${SERVICE_VERSIONS.audit}/lnf`, auditRoutes(s));
  app.route(`/api/${SERVICE_VERSIONS.user}/lnf`, otpRoutes(s));
  app.route(`/api/${SERVICE_VERSIONS.product}/lnf`, productRoutes(s));
  app.route(`/api/${SERVICE_VERSIONS.basket}/lnf`, basketRoutes(s));
  app.route(`/api/${SERVICE_VERSIONS.order}/lnf`, orderRoutes(s));
  app.route(`/api/${SERVICE_VERSIONS.order}/lnf`, billingRoutes(s));
  app.route(`/api/${SERVICE_VERSIONS.notification}/lnf`, notificationRoutes(s));
  app.route(`/api/${SERVICE_VERSIONS.privacy}/lnf`, privacyRoutes(s));
  app.route(`/api/${SERVICE_VERSIONS.backoffice}/lnf`, backofficeCustomersRoutes(s));
  app.route(`/api/${SERVICE_VERSIONS.backoffice}/lnf`, backofficeMoneyRoutes(s));
  app.route(`/api/${SERVICE_VERSIONS.backoffice}/lnf`, stepUpRoutes(s));
  app.route(`/api/${SERVICE_VERSIONS.backoffice}/lnf`, backofficeLeadsRoutes(s));
  app.route(`/api/${SERVICE_VERSIONS.backoffice}/lnf`, backofficeListsRoutes(s));
  app.route(`/api/${SERVICE_VERSIONS.backoffice}/lnf`, backofficeStaffRoutes(s));
  app.route(`/api/${SERVICE_VERSIONS.backoffice}/lnf`, backofficeRevenueRoutes(s));
  app.route(`/api/${SERVICE_VERSIONS.backoffice}/lnf`, backofficeFunnelRoutes(s));
  app.route(`/api/${SERVICE_VERSIONS.backoffice}/lnf`, backofficeDemoRoutes(s));
  const webhookSecret = s.config.razorpay?.webhookSecret;
  if (webhookSecret) app.route(`/api/${SERVICE_VERSIONS.order}/lnf`, webhookRoutes(s, webhookSecret));
  const jiraSecret = s.config.jira?.webhookSecret;
  if (jiraSecret) app.route('/', jiraWebhookRoutes(s, jiraSecret));
  if (s.devMailbox) app.route('/', devRoutes(s.devMailbox, runJobs));
  app.all('/api/*', (c) =>
    c.json(errorBody(404, `No API route for ${c.req.method} ${new URL(c.req.url).pathname}`), 404),
  );

  // A page carries its own CSP: the global one plus the hashes of its inline styles (a prerendered
  // page's critical CSS, React Aria's touch-action style in every page). The basket pays and
  // Billing changes cards: with Razorpay configured, their documents alone may also load Checkout.
  const rzp = s.config.razorpay;
  const checkout = rzp ? [...new Set([new URL(rzp.checkoutUrl).origin, new URL(rzp.apiUrl).origin])] : [];
  const pageCsp = new Map<StaticFile, string>();
  const checkoutCsp = new Map<StaticFile, string>();
  const cspFor = (file: StaticFile, path: string) => {
    const withCheckout = checkout.length > 0 && CHECKOUT_PAGES.has(path);
    if (!withCheckout && !file.styleHashes.length) return null;
    const memo = withCheckout ? checkoutCsp : pageCsp;
    if (!memo.has(file))
      memo.set(
        file,
        contentSecurityPolicy({ ...cspOptions, styleHashes: file.styleHashes, checkout: withCheckout ? checkout : [] }),
      );
    return memo.get(file)!;
  };
  app.on(['GET', 'HEAD'], '*', (c) => serveSite(c, site, (file) => cspFor(file, new URL(c.req.url).pathname)));
  app.all('*', (c) => c.json(errorBody(405, 'Method not allowed'), 405, { allow: 'GET, HEAD' }));
  return app;
}

/** decodeURIComponent, or null for a malformed escape such as `/%`. */
export function safeDecode(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

/**
 * A redirect target that stays on this origin: browsers read `//host` and `/\\host` as another
 * origin, so leading slashes and backslashes collapse to one slash.
 */
export function sameOriginPath(path: string): string {
  return `/${path.replace(/^[/\\]+/, '')}`;
}

function serveSite(c: Context, site: StaticSite, cspFor: (file: StaticFile) => string | null) {
  const path = safeDecode(new URL(c.req.url).pathname) ?? '/';
  if (!site.ready) return c.text('The app is not built yet: run `npm run build`.', 404);
  const asset = site.file(path);
  const { file, status } = asset ? { file: asset, status: 200 as const } : site.page(path);
  const headers: Record<string, string> = {
    'content-type': file.type,
    etag: file.etag,
    vary: 'accept-encoding',
    'cache-control': file.immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
  };
  const csp = cspFor(file);
  if (csp) headers['content-security-policy'] = csp;
  if (status === 200 && c.req.header('if-none-match') === file.etag) return c.body(null, 304, headers);
  // Brotli when the build wrote a copy and the browser takes it (every current one does): the home
  // page's HTML is 11.1 KB against 13.5 KB gzipped, inside TCP's first window with its headers.
  const accepts = c.req.header('accept-encoding') ?? '';
  const br = file.brotli && /\bbr\b/.test(accepts) ? file.brotli : null;
  const gzip = br ? null : /\bgzip\b/.test(accepts) ? file.gzip() : null;
  if (br) headers['content-encoding'] = 'br';
  else if (gzip) headers['content-encoding'] = 'gzip';
  if (c.req.method === 'HEAD') return c.body(null, status, headers);
  return c.body((br ?? gzip ?? file.body) as Uint8Array<ArrayBuffer>, status, headers);
}

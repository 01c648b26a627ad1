import { createHmac } from 'node:crypto';
import type { Server } from 'node:http';
import { dirname, join } from 'node:path';
import { serve } from '@hono/node-server';
import { DevMailbox, SmtpMailer } from './adapters/mailer';
import { RazorpayProvider, TestPaymentProvider } from './adapters/payments';
import { createStorage } from './adapters/storage';
import { createTracker } from './adapters/tickets';
import { createApp } from './app';
import { defaultKeyFile, loadSigningKeys } from './auth/keys';
import { loadOtpSecret } from './auth/secrets';
import { TokenService } from './auth/tokens';
import { isLoopback, StartupError, startupProblems, type Config } from './config';
import { openDatabase, type Database } from './db';
import type { Services } from './http/context';
import { RateLimiter } from './http/rateLimit';
import { StaticSite } from './http/static';
import { seed, type SeedResult } from './seed';
import { writeAudit } from './services/audit';
import { runExclusive, schedule } from './services/jobs';
import { DevMessageChannel, type ChannelDeps } from './services/notifications/channels';
import { OutboxWorker, releaseOrphans } from './services/notifications/worker';
import { reconcileOrders } from './services/reconcile';
import { remindRenewals } from './services/renewalReminders';
import { RETENTION_TICK_MS, retentionJob } from './services/privacyRetention';
import { EVENT_RETENTION_TICK_MS, eventRetentionJob } from './services/analytics';
import { REVENUE_EVERY_MS, revenueJob } from './services/revenue';
import { closeResolvedTickets } from './services/ticketConversations';

/** How often the reconciliation job looks for orders left between states. */
export const RECONCILE_EVERY_MS = 5 * 60_000;

/** How often the support job closes Resolved tickets left without a reply (TICKET_AUTO_CLOSE_DAYS). */
export const CLOSE_TICKETS_EVERY_MS = 60 * 60_000;

/** How often the renewal reminders' job looks for charges due within RENEWAL_REMINDER_DAYS. */
export const REMIND_RENEWALS_EVERY_MS = 60 * 60_000;

export interface RunningServer {
  url: string;
  port: number;
  /** The address the server listens on (HOST). */
  address: string;
  services: Services;
  database: Database;
  /** The Hono app (its `routes` list every endpoint; tests check their coverage). */
  app: ReturnType<typeof createApp>;
  seeded: SeedResult;
  /** Runs the scheduled jobs now, as their timer would; resolves to whether this instance ran each. */
  runJobs(): Promise<{ reconcile: boolean }>;
  /**
   * Graceful stop: readiness answers 503, no new connection is accepted, requests in flight finish
   * (those still running after `config.shutdownGraceMs` are cut), then the database closes.
   */
  close(): Promise<void>;
}

/** Opens the database, migrates, seeds, and listens. */
export async function startServer(config: Config): Promise<RunningServer> {
  const problems = startupProblems(config);
  if (problems.length) throw new StartupError(problems);
  const database = await openDatabase(config);
  const [seeded, keys] = await Promise.all([
    seed(database.db, config),
    loadSigningKeys(config.jwtKeyFile ?? defaultKeyFile(config.dataDir), config.jwtPrivateKey),
  ]);
  const issuer = `${config.publicOrigin ?? 'http://localhost'}/realms/lnf`;
  const dev = config.env === 'development';
  const devMailbox = !config.smtpUrl && dev ? new DevMailbox(database.db) : null;
  const otpSecret = loadOtpSecret(
    config.otpSecret,
    join(config.jwtKeyFile ? dirname(config.jwtKeyFile) : join(config.dataDir, 'keys'), 'otp-secret'),
  );
  const services: Services = {
    config,
    db: database.db,
    tokens: new TokenService(database.db, keys, issuer),
    limiter: new RateLimiter(database.db, { enabled: config.rateLimits, scale: config.rateLimitScale }),
    mailer: config.smtpUrl ? new SmtpMailer(config.smtpUrl, config.mailFrom) : devMailbox,
    devMailbox,
    storage: createStorage(config.attachments),
    otpSecret,
    payments: config.razorpay
      ? new RazorpayProvider(config.razorpay.keyId, config.razorpay.keySecret, config.razorpay.apiUrl)
      : dev
        ? new TestPaymentProvider(config.testPaymentSecret ?? testPaymentSecret(otpSecret), database.db)
        : null,
    outbox: null,
    lifecycle: { draining: false, inFlight: 0 },
  };
  // Every customer-facing message goes through the outbox (services/notifications): this worker
  // sends what any instance enqueued, on its timer and when a request pokes it.
  const channels: ChannelDeps = {
    db: database.db,
    mailer: services.mailer,
    sms: devMailbox ? new DevMessageChannel('sms', devMailbox) : null,
    whatsapp: devMailbox ? new DevMessageChannel('whatsapp', devMailbox) : null,
    gstin: config.gstin,
    origin: config.publicOrigin ?? `http://localhost:${config.port}`,
  };
  if (database.kind === 'pglite') await releaseOrphans(database.db);
  const outbox = new OutboxWorker(channels, { pollMs: config.outboxPollMs, leaseMs: config.outboxLeaseMs });
  services.outbox = outbox;
  // Orders left between states are settled by asking the provider: once per period across every
  // instance on the database, whichever instance's timer comes first.
  const payments = services.payments;
  const reconcile = () =>
    payments
      ? runExclusive(
          database.db,
          'reconcile-orders',
          RECONCILE_EVERY_MS,
          async () => void (await reconcileOrders(database.db, payments)),
          undefined,
          RECONCILE_EVERY_MS,
        )
      : Promise.resolve(false);
  // Resolved tickets nobody answered for a week are closed, once per period across the instances.
  const closeTickets = () =>
    runExclusive(
      database.db,
      'close-resolved-tickets',
      CLOSE_TICKETS_EVERY_MS,
      async () =>
        void (await closeResolvedTickets({
          db: database.db,
          tracker: createTracker(config),
          audit: (entry, tx) => writeAudit(tx ?? database.db, entry, 'system', ''),
        })),
      undefined,
      CLOSE_TICKETS_EVERY_MS,
    );
  // Renewals charged within three days are reminded of, once each (the notice's key), once per
  // period across the instances; a customer who prefers a phone channel this server lacks gets mail.
  const remindOfRenewals = () =>
    runExclusive(
      database.db,
      'remind-renewals',
      REMIND_RENEWALS_EVERY_MS,
      async () =>
        void (await remindRenewals(database.db, {
          phoneChannels: { sms: channels.sms !== null, whatsapp: channels.whatsapp !== null },
        })),
      undefined,
      REMIND_RENEWALS_EVERY_MS,
    );
  // The privacy policy's retention promises (services/privacyRetention.ts): once a day across the instances.
  const keepRetentionPromises = () => retentionJob(database.db);
  const runJobs = async () => ({ reconcile: await reconcile() });
  const app = createApp(services, new StaticSite(config.staticDir), runJobs);
  const server = await new Promise<Server>((resolve) => {
    const s = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => resolve(s as Server));
  });
  const stopReconciling = payments ? schedule(RECONCILE_EVERY_MS, reconcile) : () => {};
  const stopClosingTickets = schedule(CLOSE_TICKETS_EVERY_MS, closeTickets);
  const stopReminding = schedule(REMIND_RENEWALS_EVERY_MS, remindOfRenewals);
  const stopRetention = schedule(RETENTION_TICK_MS, keepRetentionPromises);
  // The funnel's events are kept 13 months (services/analytics.ts): once a day across the instances.
  const stopEventRetention = schedule(EVENT_RETENTION_TICK_MS, () => eventRetentionJob(database.db));
  const stopRevenue = schedule(REVENUE_EVERY_MS, () => revenueJob(database.db));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${isLoopback(config.host) || config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host}:${port}`;
  channels.origin = config.publicOrigin ?? url;
  outbox.start().kick();
  return {
    url,
    port,
    address: typeof address === 'object' && address ? address.address : config.host,
    services,
    database,
    seeded,
    app,
    runJobs,
    async close() {
      services.lifecycle.draining = true;
      stopReconciling();
      stopClosingTickets();
      stopReminding();
      stopRetention();
      stopEventRetention();
      stopRevenue();
      await drain(server, config.shutdownGraceMs, () => services.lifecycle.inFlight);
      // The sends under way finish and are marked; what is still queued waits for the next start.
      await outbox.stop();
      services.mailer?.close?.();
      await database.close();
    },
  };
}

/**
 * Stops accepting connections and waits for the requests in flight: keep-alive connections are
 * closed as soon as they are idle (a load balancer then opens its next one to another instance),
 * and whatever still runs after `graceMs` is cut. A handler whose client hung up still runs to its
 * end (`inFlight`), so its writes are not cut off by the database closing under it.
 */
export async function drain(server: Server, graceMs: number, inFlight: () => number = () => 0): Promise<void> {
  const deadline = Date.now() + graceMs;
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  const idle = setInterval(() => server.closeIdleConnections(), 50);
  const cut = setTimeout(() => server.closeAllConnections(), graceMs);
  try {
    await closed;
    while (inFlight() > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  } finally {
    clearInterval(idle);
    clearTimeout(cut);
  }
}

/**
 * The test payment provider's signing secret when LNF_TEST_PAYMENT_SECRET is not set: derived from
 * the OTP key, so instances that share that key (as scaled-out instances must) verify each
 * other's test checkouts.
 */
function testPaymentSecret(otpSecret: Buffer): string {
  return createHmac('sha256', otpSecret).update('lnf test payment signing secret').digest('hex');
}

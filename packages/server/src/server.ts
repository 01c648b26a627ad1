import { dirname, join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { DevMailbox, SmtpMailer } from './adapters/mailer';
import { RazorpayProvider, TestPaymentProvider } from './adapters/payments';
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
import { runExclusive, schedule } from './services/jobs';
import { reconcileOrders } from './services/reconcile';

/** How often the reconciliation job looks for orders left between states. */
export const RECONCILE_EVERY_MS = 5 * 60_000;

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
  const services: Services = {
    config,
    db: database.db,
    tokens: new TokenService(database.db, keys, issuer),
    limiter: new RateLimiter(config.rateLimits, undefined, config.rateLimitScale),
    mailer: config.smtpUrl ? new SmtpMailer(config.smtpUrl, config.mailFrom) : devMailbox,
    devMailbox,
    otpSecret: loadOtpSecret(
      config.otpSecret,
      join(config.jwtKeyFile ? dirname(config.jwtKeyFile) : join(config.dataDir, 'keys'), 'otp-secret'),
    ),
    payments: config.razorpay
      ? new RazorpayProvider(config.razorpay.keyId, config.razorpay.keySecret, config.razorpay.apiUrl)
      : dev
        ? new TestPaymentProvider(config.testPaymentSecret ?? undefined, database.db)
        : null,
  };
  const app = createApp(services, new StaticSite(config.staticDir));
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => resolve(s));
  });
  // Orders left between states are settled by asking the provider, by one instance at a time.
  const payments = services.payments;
  const stopReconciling = payments
    ? schedule(RECONCILE_EVERY_MS, () =>
        runExclusive(
          database.db,
          'reconcile-orders',
          RECONCILE_EVERY_MS,
          async () => void (await reconcileOrders(database.db, payments)),
        ),
      )
    : () => {};
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  return {
    url: `http://${isLoopback(config.host) || config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host}:${port}`,
    port,
    address: typeof address === 'object' && address ? address.address : config.host,
    services,
    database,
    seeded,
    app,
    async close() {
      stopReconciling();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
    },
  };
}

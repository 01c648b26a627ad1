import type { DevMailbox, Mailer } from './adapters/mailer';
import type { PaymentProvider } from './adapters/payments';
import type { FileStorage } from './adapters/storage';
import type { TokenService } from './auth/tokens';
import type { Config } from './config';
import type { Db } from './db';
import type { RateLimiter } from './http/rateLimit';

/** The notification worker, as requests see it: poked after they enqueue, so it sends now. */
export interface OutboxKick {
  kick(): void;
}

/** Everything the routes and services work with; built once in createApp (the composition root). */
export interface Services {
  config: Config;
  db: Db;
  tokens: TokenService;
  limiter: RateLimiter;
  /** null in production without SMTP_URL: mail-dependent calls answer 503. */
  mailer: Mailer | null;
  /** The development mailbox, when it is the mailer. */
  devMailbox: DevMailbox | null;
  /** The notification outbox's worker (services/notifications); null while it does not run. */
  outbox: OutboxKick | null;
  /** null in production without Razorpay keys: online orders answer 503. */
  payments: PaymentProvider | null;
  /** Where attachments' bytes live (config.attachments: a folder, or an S3 bucket). */
  storage: FileStorage;
  /** The key of the OTP hash (auth/secrets.ts); never stored in the database. */
  otpSecret: Buffer;
  /**
   * draining: the server is shutting down (readiness answers 503 while requests in flight finish);
   * inFlight: requests whose handler has not finished, also those whose client has gone.
   */
  lifecycle: { draining: boolean; inFlight: number };
}

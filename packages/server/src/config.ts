import { resolve } from 'node:path';
import type { StorageConfig } from './adapters/storage';
import { REPO_ROOT } from './paths';

/** Everything the server reads from the environment (DESIGN.md section 6), parsed once. */
export interface Config {
  port: number;
  /** Interface to listen on: loopback unless HOST says otherwise. @default '127.0.0.1' */
  host: string;
  /** LNF_DEV_EXPOSE=1: a development server may listen beyond loopback (its dev endpoints leak every OTP). */
  exposeDevServer: boolean;
  /**
   * LNF_ALLOWED_HOSTS: Host names a development server answers besides loopback names and IP
   * addresses (comma-separated; `.example.test` also takes its subdomains). Production ignores it.
   * @default []
   */
  allowedHosts: string[];
  /** TRUST_PROXY: how many proxies in front append to X-Forwarded-For; 0 trusts no header. @default 0 */
  trustProxy: number;
  env: 'development' | 'production';
  dataDir: string;
  databaseUrl: string | null;
  /** LNF_PGLITE_FSYNC=off: the embedded database acknowledges commits before they reach the disk. @default true */
  pgliteFsync: boolean;
  adminEmail: string;
  /**
   * Staff must have a second factor before any admin-only call answers (docs/security.md, 'Staff
   * rule'). LNF_ADMIN_SECOND_FACTOR=off turns the rule off, for development and tests that log in
   * as the seeded admin; production refuses to start with it off. @default true
   */
  adminSecondFactor: boolean;
  /** null: generate one and print it on first start. */
  adminPassword: string | null;
  /** Directory of the built app (app/dist); null serves the API only. */
  staticDir: string | null;
  rateLimits: boolean;
  /** LNF_RATE_LIMIT_SCALE: every rate limit times this whole number (tests from one address). @default 1 */
  rateLimitScale: number;
  /** LNF_OTP_RESEND_SECONDS: how long after an OTP another may be sent to the same email. @default 30 */
  otpResendSeconds: number;
  /** Public origin used in links (brochure URLs, mails). */
  publicOrigin: string | null;
  /** LNF_JWT_PRIVATE_KEY: a private JWK, or a JWK Set whose first key signs (rotation), as JSON. */
  jwtPrivateKey: string | null;
  /** LNF_JWT_KEY_FILE: where the signing key set lives; null: `<dataDir>/keys/jwt-es256.json`. */
  jwtKeyFile: string | null;
  /** LNF_OTP_SECRET: the key of the OTP hash; null: a file beside the signing key. */
  otpSecret: string | null;
  /** LNF_ONLINE_ORDERS=off: orders become purchase requests whatever the stored configuration says. */
  onlineOrdersOff: boolean;
  smtpUrl: string | null;
  /** LNF_MAIL_FROM: the sender of every mail. @default 'LNF <no-reply@lnf.example>' */
  mailFrom: string;
  /**
   * LNF_SALES_INBOX: where a new demo request is announced to LNF's sales team; null (production
   * without it) announces nothing (the requests are still in the admin's list).
   * @default 'sales@lnf.local' in development, null in production
   */
  salesInbox: string | null;
  /** LNF_GSTIN: the supplier's GST registration printed on tax invoices; a well-formed demonstration number by default. */
  gstin: string;
  /** LNF_TEST_PAYMENT_SECRET: the test provider's signing secret, so signatures survive a restart; null: random per process. */
  testPaymentSecret: string | null;
  /** Razorpay: keys, the webhook secret (RAZORPAY_WEBHOOK_SECRET), and base URLs tests point at a stand-in. */
  razorpay: {
    keyId: string;
    keySecret: string;
    webhookSecret: string | null;
    apiUrl: string;
    checkoutUrl: string;
  } | null;
  recaptcha: { siteKey: string; secret: string } | null;
  /**
   * Jira (JIRA_BASE_URL, JIRA_EMAIL, JIRA_API_TOKEN). LNF_JIRA_WEBHOOK_SECRET: the admin webhook's
   * secret; with it, `POST /api/webhooks/jira` takes comments and status changes made in Jira.
   */
  jira: { baseUrl: string; email: string; apiToken: string; webhookSecret?: string | null } | null;
  /**
   * Where attachments' bytes live. LNF_S3_BUCKET: an S3 bucket (LNF_S3_REGION, default us-east-1;
   * LNF_S3_ENDPOINT for an S3-compatible service, path-style; credentials AWS_ACCESS_KEY_ID and
   * AWS_SECRET_ACCESS_KEY, else the AWS SDK's default chain). Otherwise a folder,
   * LNF_ATTACHMENTS_DIR.
   * @default { kind: 'folder', dir: '<dataDir>/attachments' }
   */
  attachments: StorageConfig;
  /** Log requests to stdout: LNF_LOG_REQUESTS=1, or by default with JSON logs (LNF_LOG_REQUESTS=0 turns it off). */
  logRequests: boolean;
  /**
   * LNF_LOG_FORMAT: `json` writes every line as one JSON object (time, level, msg, and for requests
   * reqId, method, url, status, ms); `text` is for a person at a terminal.
   * @default 'json' when NODE_ENV or LNF_ENV is production, else 'text'
   */
  logFormat: 'json' | 'text';
  /** DATABASE_POOL_MAX: connections each instance opens to PostgreSQL at most. @default 10 */
  databasePoolMax: number;
  /** LNF_SHUTDOWN_GRACE_SECONDS: how long SIGTERM waits for requests in flight before closing them. @default 10 */
  shutdownGraceMs: number;
  /** LNF_OUTBOX_POLL_MS: how often the notification worker looks for due rows (50-60000). @default 1000 */
  outboxPollMs: number;
  /**
   * LNF_OUTBOX_LEASE_SECONDS: how long a claimed notification is held before another worker may take
   * it (an instance that died mid-send). Longer than a send can take. @default 120
   */
  outboxLeaseMs: number;
}

const nonEmpty = (v: string | undefined) => (v && v.trim() ? v.trim() : null);

function parseEnv(value: string | undefined): Config['env'] {
  const v = value?.trim() || 'development';
  // A typo must not start a server with the development endpoints on.
  if (v !== 'development' && v !== 'production')
    throw new Error(`LNF_ENV must be 'development' or 'production', got ${value}`);
  return v;
}

function parseHops(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 0;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 10)
    throw new Error(`TRUST_PROXY must be the number of proxy hops (0-10), got ${value}`);
  return n;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const repoRoot = REPO_ROOT;
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const razorpayId = nonEmpty(env.RAZORPAY_KEY_ID);
  const razorpaySecret = nonEmpty(env.RAZORPAY_KEY_SECRET);
  const siteKey = nonEmpty(env.RECAPTCHA_SITE_KEY);
  const recaptchaSecret = nonEmpty(env.RECAPTCHA_SECRET);
  const jiraUrl = nonEmpty(env.JIRA_BASE_URL);
  const jiraEmail = nonEmpty(env.JIRA_EMAIL);
  const jiraToken = nonEmpty(env.JIRA_API_TOKEN);
  const mode = parseEnv(env.LNF_ENV);
  const dataDir = resolve(nonEmpty(env.LNF_DATA_DIR) ?? resolve(repoRoot, '.data'));
  const logFormat = parseLogFormat(env.LNF_LOG_FORMAT, env.NODE_ENV === 'production' || env.LNF_ENV === 'production');
  return {
    port,
    host: nonEmpty(env.HOST) ?? '127.0.0.1',
    exposeDevServer: env.LNF_DEV_EXPOSE === '1',
    allowedHosts: (env.LNF_ALLOWED_HOSTS ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
    trustProxy: parseHops(env.TRUST_PROXY),
    env: mode,
    dataDir,
    databaseUrl: nonEmpty(env.DATABASE_URL),
    pgliteFsync: env.LNF_PGLITE_FSYNC !== 'off',
    adminEmail: (nonEmpty(env.LNF_ADMIN_EMAIL) ?? 'admin@lnf.local').toLowerCase(),
    adminSecondFactor: parseSecondFactorRule(env.LNF_ADMIN_SECOND_FACTOR),
    adminPassword: nonEmpty(env.LNF_ADMIN_PASSWORD),
    staticDir: env.LNF_STATIC_DIR === '' ? null : resolve(env.LNF_STATIC_DIR ?? resolve(repoRoot, 'app/dist')),
    rateLimits: env.LNF_RATE_LIMITS !== 'off' && env.LNF_BENCH !== '1',
    otpResendSeconds: parseSeconds(env.LNF_OTP_RESEND_SECONDS, 30),
    rateLimitScale: parseSeconds(env.LNF_RATE_LIMIT_SCALE, 1) || 1,
    publicOrigin: nonEmpty(env.LNF_PUBLIC_ORIGIN),
    jwtPrivateKey: nonEmpty(env.LNF_JWT_PRIVATE_KEY),
    jwtKeyFile: nonEmpty(env.LNF_JWT_KEY_FILE) ? resolve(env.LNF_JWT_KEY_FILE!.trim()) : null,
    onlineOrdersOff: env.LNF_ONLINE_ORDERS === 'off',
    otpSecret: nonEmpty(env.LNF_OTP_SECRET),
    smtpUrl: nonEmpty(env.SMTP_URL),
    mailFrom: nonEmpty(env.LNF_MAIL_FROM) ?? 'LNF <no-reply@lnf.example>',
    salesInbox:
      (nonEmpty(env.LNF_SALES_INBOX) ?? (mode === 'development' ? 'sales@lnf.local' : null))?.toLowerCase() ?? null,
    gstin: (nonEmpty(env.LNF_GSTIN) ?? '36AABCL1234M1ZK').toUpperCase(),
    testPaymentSecret: nonEmpty(env.LNF_TEST_PAYMENT_SECRET),
    razorpay:
      razorpayId && razorpaySecret
        ? {
            keyId: razorpayId,
            keySecret: razorpaySecret,
            webhookSecret: nonEmpty(env.RAZORPAY_WEBHOOK_SECRET),
            apiUrl: (nonEmpty(env.RAZORPAY_API_URL) ?? 'https://api.razorpay.com/v1').replace(/\/+$/, ''),
            checkoutUrl: nonEmpty(env.RAZORPAY_CHECKOUT_URL) ?? 'https://checkout.razorpay.com/v1/checkout.js',
          }
        : null,
    recaptcha: siteKey && recaptchaSecret ? { siteKey, secret: recaptchaSecret } : null,
    jira:
      jiraUrl && jiraEmail && jiraToken
        ? {
            baseUrl: jiraUrl,
            email: jiraEmail,
            apiToken: jiraToken,
            webhookSecret: nonEmpty(env.LNF_JIRA_WEBHOOK_SECRET),
          }
        : null,
    attachments: parseStorage(env, dataDir),
    logRequests: env.LNF_LOG_REQUESTS === '1' || (logFormat === 'json' && env.LNF_LOG_REQUESTS !== '0'),
    logFormat,
    databasePoolMax: parseSeconds(env.DATABASE_POOL_MAX, 10) || 10,
    shutdownGraceMs: parseSeconds(env.LNF_SHUTDOWN_GRACE_SECONDS, 10) * 1000,
    outboxPollMs: parseWhole('LNF_OUTBOX_POLL_MS', env.LNF_OUTBOX_POLL_MS, 1000, 50, 60_000),
    outboxLeaseMs: parseWhole('LNF_OUTBOX_LEASE_SECONDS', env.LNF_OUTBOX_LEASE_SECONDS, 120, 1, 3600) * 1000,
    ...overrides,
  };
}

function parseStorage(env: NodeJS.ProcessEnv, dataDir: string): StorageConfig {
  const bucket = nonEmpty(env.LNF_S3_BUCKET);
  const endpoint = nonEmpty(env.LNF_S3_ENDPOINT);
  if (!bucket) {
    // An endpoint without a bucket would quietly keep files on this machine's disk.
    if (endpoint || nonEmpty(env.LNF_S3_REGION))
      throw new Error('LNF_S3_ENDPOINT or LNF_S3_REGION is set without LNF_S3_BUCKET: name the bucket');
    const dir = nonEmpty(env.LNF_ATTACHMENTS_DIR);
    return { kind: 'folder', dir: dir ? resolve(dir) : resolve(dataDir, 'attachments') };
  }
  if (endpoint && !/^https?:\/\/[^/]/i.test(endpoint))
    throw new Error(`LNF_S3_ENDPOINT must be an http(s) URL, got ${endpoint}`);
  const accessKeyId = nonEmpty(env.AWS_ACCESS_KEY_ID);
  const secretAccessKey = nonEmpty(env.AWS_SECRET_ACCESS_KEY);
  const sessionToken = nonEmpty(env.AWS_SESSION_TOKEN);
  return {
    kind: 's3',
    bucket,
    region: nonEmpty(env.LNF_S3_REGION) ?? 'us-east-1',
    endpoint,
    credentials:
      accessKeyId && secretAccessKey
        ? { accessKeyId, secretAccessKey, ...(sessionToken ? { sessionToken } : {}) }
        : null,
  };
}

function parseSecondFactorRule(value: string | undefined): boolean {
  const v = value?.trim();
  if (!v || v === 'required') return true;
  if (v === 'off') return false;
  throw new Error(`LNF_ADMIN_SECOND_FACTOR must be 'required' or 'off', got ${value}`);
}

function parseLogFormat(value: string | undefined, production: boolean): Config['logFormat'] {
  const v = value?.trim();
  if (!v) return production ? 'json' : 'text';
  if (v !== 'json' && v !== 'text') throw new Error(`LNF_LOG_FORMAT must be 'json' or 'text', got ${value}`);
  return v;
}

/** A whole number from 0 to 3600 (seconds, or a factor), or the fallback when unset. */
function parseSeconds(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 3600) throw new Error(`expected whole seconds from 0 to 3600, got ${value}`);
  return n;
}

/** A whole number from `min` to `max`, or the fallback when unset. */
function parseWhole(name: string, value: string | undefined, fallback: number, min: number, max: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got ${value}`);
  return n;
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|localhost)$/i;

/** True when `host` accepts connections from this machine only. */
export const isLoopback = (host: string) => LOOPBACK.test(host);

/**
 * What stops this configuration from starting, one line per missing or unsafe setting (empty: fine).
 * Production needs its real adapters; a development server exposes every OTP through its dev
 * mailbox, so it stays on loopback unless LNF_DEV_EXPOSE=1 accepts that.
 */
export function startupProblems(config: Config): string[] {
  const problems: string[] = [];
  if (config.env === 'production') {
    if (!config.smtpUrl)
      problems.push(
        'SMTP_URL is not set: production sends its mail (OTPs, receipts) through SMTP, smtp[s]://user:pass@host:port',
      );
    if (!config.jwtKeyFile && !config.jwtPrivateKey) {
      problems.push(
        'LNF_JWT_KEY_FILE or LNF_JWT_PRIVATE_KEY is not set: production signs tokens with a key kept where you choose (a JWK Set file, or the key as JSON)',
      );
    }
    if (!config.razorpay && !config.onlineOrdersOff) {
      problems.push(
        'RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are not set: give the Razorpay keys, or set LNF_ONLINE_ORDERS=off to take purchase requests instead of payments',
      );
    } else if (config.razorpay && !config.razorpay.webhookSecret) {
      problems.push(
        'RAZORPAY_WEBHOOK_SECRET is not set: renewals, failures and cancellations reach the server only through signed webhooks',
      );
    }
    if (!config.adminSecondFactor)
      problems.push(
        'LNF_ADMIN_SECOND_FACTOR=off: staff without a second factor would reach the admin APIs; it is for development and tests only',
      );
    if (config.rateLimitScale !== 1)
      problems.push(`LNF_RATE_LIMIT_SCALE=${config.rateLimitScale}: scaled rate limits are for tests only`);
    if (config.otpResendSeconds < 30) {
      problems.push(
        `LNF_OTP_RESEND_SECONDS=${config.otpResendSeconds} is below 30: a shorter wait between OTP mails is for tests only`,
      );
    }
    if (config.databaseUrl && !config.otpSecret) {
      problems.push(
        'LNF_OTP_SECRET is not set: instances sharing one PostgreSQL must share the key of the OTP hash (32 or more random characters)',
      );
    }
  } else if (!isLoopback(config.host) && !config.exposeDevServer) {
    problems.push(
      `HOST=${config.host} would expose the development endpoints (the dev mailbox shows every OTP) to the network: keep HOST=127.0.0.1, set LNF_ENV=production, or set LNF_DEV_EXPOSE=1 to accept the risk`,
    );
  }
  return problems;
}

/** Thrown by startServer when startupProblems finds any; main prints each line and exits 1. */
export class StartupError extends Error {
  constructor(readonly problems: string[]) {
    super(`The server cannot start:\n${problems.map((p) => `- ${p}`).join('\n')}`);
    this.name = 'StartupError';
  }
}

import { resolve } from 'node:path';
import { REPO_ROOT } from './paths';

/** Everything the server reads from the environment (DESIGN.md section 6), parsed once. */
export interface Config {
  port: number;
  /** Interface to listen on: loopback unless HOST says otherwise. @default '127.0.0.1' */
  host: string;
  /** LNF_DEV_EXPOSE=1: a development server may listen beyond loopback (its dev endpoints leak every OTP). */
  exposeDevServer: boolean;
  /** TRUST_PROXY: how many proxies in front append to X-Forwarded-For; 0 trusts no header. @default 0 */
  trustProxy: number;
  env: 'development' | 'production';
  dataDir: string;
  databaseUrl: string | null;
  adminEmail: string;
  /** null: generate one and print it on first start. */
  adminPassword: string | null;
  /** Directory of the built app (app/dist); null serves the API only. */
  staticDir: string | null;
  rateLimits: boolean;
  /** Public origin used in links (brochure URLs, mails). */
  publicOrigin: string | null;
  /** LNF_JWT_PRIVATE_KEY: a private JWK, or a JWK Set whose first key signs (rotation), as JSON. */
  jwtPrivateKey: string | null;
  /** LNF_JWT_KEY_FILE: where the signing key set lives; null: `<dataDir>/keys/jwt-es256.json`. */
  jwtKeyFile: string | null;
  /** LNF_ONLINE_ORDERS=off: orders become purchase requests whatever the stored configuration says. */
  onlineOrdersOff: boolean;
  smtpUrl: string | null;
  razorpay: { keyId: string; keySecret: string } | null;
  recaptcha: { siteKey: string; secret: string } | null;
  jira: { baseUrl: string; email: string; apiToken: string } | null;
  /** Log requests to stdout. */
  logRequests: boolean;
}

const nonEmpty = (v: string | undefined) => (v && v.trim() ? v.trim() : null);

function parseHops(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 0;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 10) throw new Error(`TRUST_PROXY must be the number of proxy hops (0-10), got ${value}`);
  return n;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const repoRoot = REPO_ROOT;
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const razorpayId = nonEmpty(env.RAZORPAY_KEY_ID);
  const razorpaySecret = nonEmpty(env.RAZORPAY_KEY_SECRET);
  const siteKey = nonEmpty(env.RECAPTCHA_SITE_KEY);
  const recaptchaSecret = nonEmpty(env.RECAPTCHA_SECRET);
  const jiraUrl = nonEmpty(env.JIRA_BASE_URL);
  const jiraEmail = nonEmpty(env.JIRA_EMAIL);
  const jiraToken = nonEmpty(env.JIRA_API_TOKEN);
  return {
    port,
    host: nonEmpty(env.HOST) ?? '127.0.0.1',
    exposeDevServer: env.LNF_DEV_EXPOSE === '1',
    trustProxy: parseHops(env.TRUST_PROXY),
    env: env.LNF_ENV === 'production' ? 'production' : 'development',
    dataDir: resolve(env.LNF_DATA_DIR ?? resolve(repoRoot, '.data')),
    databaseUrl: nonEmpty(env.DATABASE_URL),
    adminEmail: (nonEmpty(env.LNF_ADMIN_EMAIL) ?? 'admin@lnf.local').toLowerCase(),
    adminPassword: nonEmpty(env.LNF_ADMIN_PASSWORD),
    staticDir: env.LNF_STATIC_DIR === '' ? null : resolve(env.LNF_STATIC_DIR ?? resolve(repoRoot, 'app/dist')),
    rateLimits: env.LNF_RATE_LIMITS !== 'off' && env.LNF_BENCH !== '1',
    publicOrigin: nonEmpty(env.LNF_PUBLIC_ORIGIN),
    jwtPrivateKey: nonEmpty(env.LNF_JWT_PRIVATE_KEY),
    jwtKeyFile: nonEmpty(env.LNF_JWT_KEY_FILE) ? resolve(env.LNF_JWT_KEY_FILE!.trim()) : null,
    onlineOrdersOff: env.LNF_ONLINE_ORDERS === 'off',
    smtpUrl: nonEmpty(env.SMTP_URL),
    razorpay: razorpayId && razorpaySecret ? { keyId: razorpayId, keySecret: razorpaySecret } : null,
    recaptcha: siteKey && recaptchaSecret ? { siteKey, secret: recaptchaSecret } : null,
    jira: jiraUrl && jiraEmail && jiraToken ? { baseUrl: jiraUrl, email: jiraEmail, apiToken: jiraToken } : null,
    logRequests: env.LNF_LOG_REQUESTS === '1',
    ...overrides,
  };
}

import { resolve } from 'node:path';
import { REPO_ROOT } from './paths';

/** Everything the server reads from the environment (DESIGN.md section 6), parsed once. */
export interface Config {
  port: number;
  host: string;
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
  jwtPrivateKey: string | null;
  smtpUrl: string | null;
  razorpay: { keyId: string; keySecret: string } | null;
  recaptcha: { siteKey: string; secret: string } | null;
  jira: { baseUrl: string; email: string; apiToken: string } | null;
  /** Log requests to stdout. */
  logRequests: boolean;
}

const nonEmpty = (v: string | undefined) => (v && v.trim() ? v.trim() : null);

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
    host: env.HOST ?? '0.0.0.0',
    env: env.LNF_ENV === 'production' ? 'production' : 'development',
    dataDir: resolve(env.LNF_DATA_DIR ?? resolve(repoRoot, '.data')),
    databaseUrl: nonEmpty(env.DATABASE_URL),
    adminEmail: (nonEmpty(env.LNF_ADMIN_EMAIL) ?? 'admin@lnf.local').toLowerCase(),
    adminPassword: nonEmpty(env.LNF_ADMIN_PASSWORD),
    staticDir: env.LNF_STATIC_DIR === '' ? null : resolve(env.LNF_STATIC_DIR ?? resolve(repoRoot, 'app/dist')),
    rateLimits: env.LNF_RATE_LIMITS !== 'off' && env.LNF_BENCH !== '1',
    publicOrigin: nonEmpty(env.LNF_PUBLIC_ORIGIN),
    jwtPrivateKey: nonEmpty(env.LNF_JWT_PRIVATE_KEY),
    smtpUrl: nonEmpty(env.SMTP_URL),
    razorpay: razorpayId && razorpaySecret ? { keyId: razorpayId, keySecret: razorpaySecret } : null,
    recaptcha: siteKey && recaptchaSecret ? { siteKey, secret: recaptchaSecret } : null,
    jira: jiraUrl && jiraEmail && jiraToken ? { baseUrl: jiraUrl, email: jiraEmail, apiToken: jiraToken } : null,
    logRequests: env.LNF_LOG_REQUESTS === '1',
    ...overrides,
  };
}

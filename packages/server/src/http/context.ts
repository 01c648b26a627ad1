import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import type { TokenService, Principal } from '../auth/tokens';
import type { Config } from '../config';
import type { Db } from '../db';
import { auditLogs } from '../db/schema';
import { forbidden, HttpError, unauthorized } from './errors';
import type { RateLimiter } from './rateLimit';
import type { DevMailbox, Mailer } from '../adapters/mailer';
import type { PaymentProvider } from '../adapters/payments';

/** Everything a route needs; built once in createApp. */
export interface Services {
  config: Config;
  db: Db;
  tokens: TokenService;
  limiter: RateLimiter;
  /** null in production without SMTP_URL: mail-dependent calls answer 503. */
  mailer: Mailer | null;
  /** The development mailbox, when it is the mailer. */
  devMailbox: DevMailbox | null;
  /** null in production without Razorpay keys: online orders answer 503. */
  payments: PaymentProvider | null;
}

export type AppEnv = { Variables: { principal: Principal | null; authError: HttpError | null } };
export type Ctx = Context<AppEnv>;

/** The caller's address: the socket's, or the first X-Forwarded-For hop when TRUST_PROXY=1. */
export function clientIp(c: Context): string {
  if (process.env.TRUST_PROXY === '1') {
    const fwd = c.req.header('x-forwarded-for');
    if (fwd) return fwd.split(',')[0]!.trim();
  }
  try {
    return getConnInfo(c).remote.address ?? '';
  } catch {
    return '';
  }
}

/**
 * Reads the bearer token when there is one. A bad or expired token makes the caller anonymous on
 * routes where login is optional, and a 401 (with the reason) where it is required.
 */
export function authenticate(services: Services): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header('authorization');
    c.set('principal', null);
    c.set('authError', null);
    if (header) {
      const m = /^Bearer\s+(\S+)$/i.exec(header);
      if (!m) c.set('authError', unauthorized('Authorization must be a Bearer token'));
      else {
        try {
          c.set('principal', await services.tokens.principal(m[1]!));
        } catch (error) {
          c.set('authError', error instanceof HttpError ? error : unauthorized());
        }
      }
    }
    await next();
  };
}

export function requireUser(c: Ctx): Principal {
  const p = c.get('principal');
  if (!p) throw c.get('authError') ?? unauthorized();
  return p;
}

export function requireAdmin(c: Ctx): Principal {
  const p = requireUser(c);
  if (!p.isAdmin) throw forbidden();
  return p;
}

export interface AuditEntry {
  module: string;
  action: string;
  key?: string;
  outcome: 'SUCCESS' | 'FAILURE';
  detail?: string;
  /** Overrides the principal's email, e.g. the email that tried to log in. */
  actor?: string;
}

/** Writes one audit row (DESIGN.md section 3: every state-changing call). */
export async function audit(services: Services, c: Ctx, entry: AuditEntry, db: Db = services.db): Promise<void> {
  await db.insert(auditLogs).values({
    actor: entry.actor ?? c.get('principal')?.email ?? 'anonymous',
    module: entry.module,
    action: entry.action,
    key: entry.key ?? '',
    outcome: entry.outcome,
    ip: clientIp(c),
    detail: entry.detail ?? null,
  });
}

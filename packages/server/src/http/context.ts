import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import type { TokenService, Principal } from '../auth/tokens';
import type { Config } from '../config';
import type { Db, Tx } from '../db';
import { auditLogs } from '../db/schema';
import { forbidden, HttpError, unauthorized } from './errors';
import { ipKey, type RateLimiter } from './rateLimit';
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
  /** The key of the OTP hash (auth/secrets.ts); never stored in the database. */
  otpSecret: Buffer;
  /**
   * draining: the server is shutting down (readiness answers 503 while requests in flight finish);
   * inFlight: requests whose handler has not finished, also those whose client has gone.
   */
  lifecycle: { draining: boolean; inFlight: number };
}

export type AppEnv = {
  Variables: { principal: Principal | null; authError: HttpError | null; clientIp: string; reqId: string };
};
export type Ctx = Context<AppEnv>;

/**
 * The caller's address. Each trusted proxy appends the address it saw to X-Forwarded-For, so with
 * `hops` proxies in front the client is the entry `hops` places from the right (counting the socket's
 * peer, the nearest proxy); everything further left was written by the client and may be forged.
 */
export function resolveClientIp(socket: string, forwardedFor: string | undefined, hops: number): string {
  if (hops <= 0 || !forwardedFor) return socket;
  const chain = [
    ...forwardedFor
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean),
    socket,
  ];
  const candidate = chain[Math.max(0, chain.length - 1 - hops)]!;
  return isIP(candidate) ? candidate : socket;
}

/** Sets the client address once per request (TRUST_PROXY hops, see resolveClientIp). */
export function clientAddress(trustProxy: number): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    let socket = '';
    try {
      socket = getConnInfo(c).remote.address ?? '';
    } catch {
      // A request built in memory (app.request in tests) has no socket: no address.
    }
    c.set('clientIp', resolveClientIp(socket, c.req.header('x-forwarded-for'), trustProxy));
    await next();
  };
}

/** True when the client reached us over TLS (directly, or as a trusted proxy says). */
export function isHttps(c: Context, trustProxy: number): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  return trustProxy > 0 && c.req.header('x-forwarded-proto')?.split(',').at(-1)?.trim() === 'https';
}

/** The caller's address as clientAddress found it. */
export function clientIp(c: Context): string {
  return (c.get('clientIp') as string | undefined) ?? '';
}

/** The caller's address as a rate-limit key: IPv6 by /64. */
export const clientKey = (c: Context): string => ipKey(clientIp(c));

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
export async function audit(services: Services, c: Ctx, entry: AuditEntry, db: Db | Tx = services.db): Promise<void> {
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

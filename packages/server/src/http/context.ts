import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, Handler, MiddlewareHandler } from 'hono';
import type { Principal } from '../auth/tokens';
import type { Db, Tx } from '../db';
import type { Services } from '../container';
import { ForbiddenError, SecondFactorRequiredError, UnauthenticatedError } from '../domainErrors';
import { hasSecondFactor } from '../services/secondFactor';
import { isSupportStaff } from '../services/supportStaff';
import { ALL_STAFF_GROUPS, can, type Permission } from '../services/staffRoles';
import { writeAudit, type AuditEntry, type AuditWriter } from '../services/audit';
import { ipKey } from '../net';

/** Routes take the container from here, with the rest of what a handler needs. */
export type { Services } from '../container';

export type AppEnv = {
  Variables: {
    /** The verified bearer's user; read it with requireUser or withOptionalUser, never directly. */
    principal: Principal | null;
    /** Why the Authorization header that came could not be used; null when none came or it was good. */
    authError: Error | null;
    clientIp: string;
    reqId: string;
    /**
     * The bearer is staff without a confirmed second factor while the staff rule is on: `principal`
     * holds them as a customer, and requireAdmin answers 403 'second_factor_required'.
     */
    secondFactorMissing: boolean;
  };
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
 * Reads the bearer token when there is one, and notes who it names or why it cannot be used. A
 * route decides what that means: anonymous routes ignore the header, required ones answer 401
 * (requireUser), and where login is optional a token that came and is bad is 401 too, never
 * anonymous (withOptionalUser).
 */
export function authenticate(services: Services): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header('authorization');
    c.set('principal', null);
    c.set('authError', null);
    c.set('secondFactorMissing', false);
    if (header) {
      const m = /^Bearer\s+(\S+)$/i.exec(header);
      if (!m) c.set('authError', new UnauthenticatedError('Authorization must be a Bearer token', 'invalid'));
      else {
        try {
          c.set('principal', await staffRule(services, c, await services.tokens.principal(m[1]!)));
        } catch (error) {
          // A refused token is the client's; anything else (the database) is a fault the route reports.
          c.set('authError', error instanceof Error ? error : new Error(String(error)));
        }
      }
    }
    const actor = c.get('principal')?.actor;
    if (actor) viewAsRule(c);
    await next();
  };
}

/** What a view-as token is refused with: anything but a read. */
export class ReadOnlyError extends ForbiddenError {
  readonly code = 'read_only';
  constructor() {
    super('Viewing as a customer is read-only');
  }
}

/** The back-office and admin paths under any service's `/api/{version}/lnf/`. */
const STAFF_PATH = /^\/api\/[^/]+\/lnf\/(?:backoffice|admin|audit-logs)(?:\/|$)/;

/**
 * A view-as token (services/viewAs.ts: staff see the portal as one customer) reads and does
 * nothing else: every method but GET and HEAD answers 403 'read_only', whatever the route, and no
 * staff page opens with it. Checked here, once for every API call, so no route can forget it.
 */
function viewAsRule(c: Ctx): void {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') throw new ReadOnlyError();
  if (STAFF_PATH.test(new URL(c.req.url).pathname))
    throw new ForbiddenError('A view-as token cannot open staff pages: use your own sign-in');
}

/**
 * Staff must have a second factor (docs/security.md, 'Staff rule'): checked on the server for every
 * request, so no client can skip it. Staff without a confirmed one are held as a customer (no admin
 * group, no admin flag) and may sign in and enrol; every admin-only call answers 403
 * 'second_factor_required'. LNF_ADMIN_SECOND_FACTOR=off (development only) turns the rule off.
 */
async function staffRule(services: Services, c: Context, p: Principal): Promise<Principal> {
  if (!services.config.adminSecondFactor || !(p.isAdmin || isSupportStaff(p))) return p;
  if (await hasSecondFactor(services.db, p.userId)) return p;
  c.set('secondFactorMissing', true);
  return { ...p, isAdmin: false, groups: p.groups.filter((g) => !ALL_STAFF_GROUPS.includes(g)), isPortalUser: true };
}

/** The caller; 401 without a token, or with one that is invalid, expired or revoked. */
export function requireUser(c: Ctx): Principal {
  const p = c.get('principal');
  if (!p) throw c.get('authError') ?? new UnauthenticatedError();
  return p;
}

export function requireAdmin(c: Ctx): Principal {
  const p = requireUser(c);
  if (p.actor) throw new ForbiddenError('A view-as token cannot open staff pages: use your own sign-in');
  if (!p.isAdmin) throw c.get('secondFactorMissing') ? new SecondFactorRequiredError() : new ForbiddenError();
  return p;
}

/**
 * A staff member whose role grants `permission` (services/staffRoles.ts); 403 for anyone else, and
 * 403 'second_factor_required' for staff who have not enrolled one.
 */
export function requireStaff(c: Ctx, permission: Permission): Principal {
  const p = requireUser(c);
  if (p.actor) throw new ForbiddenError('A view-as token cannot open staff pages: use your own sign-in');
  if (!can(p, permission)) throw c.get('secondFactorMissing') ? new SecondFactorRequiredError() : new ForbiddenError();
  return p;
}

const OPTIONAL_LOGIN = new WeakSet<object>();

/**
 * A handler of a route where login is optional: it gets the caller, or null when no token came. A
 * token that came and cannot be used answers 401 with `WWW-Authenticate: Bearer
 * error="invalid_token"` (RFC 6750 section 3.1) before the handler runs, so nothing is written
 * for a caller who meant to be someone: their basket is not made anonymous by an expired token.
 */
export function withOptionalUser(
  handler: (c: Ctx, principal: Principal | null) => Response | Promise<Response>,
): Handler<AppEnv> {
  const wrapped: Handler<AppEnv> = (c) => {
    const error = c.get('authError');
    if (error) throw error;
    return handler(c, c.get('principal'));
  };
  OPTIONAL_LOGIN.add(wrapped);
  return wrapped;
}

/** Whether a registered handler is one of withOptionalUser's (tests enumerate the app's routes with it). */
export const takesOptionalUser = (handler: unknown): boolean =>
  typeof handler === 'function' && OPTIONAL_LOGIN.has(handler);

/**
 * Writes one audit row for this request: its user (or 'anonymous') from its address. A row written
 * under a view-as token also names the staff member behind it (`data.viewAsBy`).
 */
export async function audit(services: Services, c: Ctx, entry: AuditEntry, db: Db | Tx = services.db): Promise<void> {
  const p = c.get('principal');
  const row = p?.actor ? { ...entry, data: { ...entry.data, viewAsBy: p.actor.email } } : entry;
  await writeAudit(db, row, p?.email ?? 'anonymous', clientIp(c));
}

/** The audit writer of one request, for services that write in their own transactions. */
export const auditWriter =
  (s: Services, c: Ctx): AuditWriter =>
  (entry, tx) =>
    audit(s, c, entry, tx);

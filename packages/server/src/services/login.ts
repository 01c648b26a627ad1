import { eq } from 'drizzle-orm';
import { verifyPassword } from '../auth/passwords';
import { loginIssuedTo, type UserRow } from '../auth/tokens';
import type { Db } from '../db';
import { loginSessions, users } from '../db/schema';
import { describeBrowser, ipPrefix } from './accountSecurity';
import { loginBrowsers, type AuditWriter } from './audit';
import { AUDIT_ACTIONS } from './auditActions';
import { notify } from './notifications/outbox';

/**
 * The user whose email and password these are, or null. An unknown email costs the same argon2
 * check as a wrong password (verifyPassword with no hash), so timing tells neither apart.
 */
export async function checkPassword(db: Db, email: string, password: string): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  const ok = await verifyPassword(user?.passwordHash ?? null, password);
  return user && ok ? user : null;
}

/** An address's network for a notice: IPv4 without its last number (`203.0.113.x`), IPv6 as its /64. */
export function networkOf(addressKey: string): string {
  const v4 = /^(\d+\.\d+\.\d+)\.\d+$/.exec(addressKey);
  return v4 ? `${v4[1]}.x` : addressKey;
}

export interface SignInFrom {
  /** The request's User-Agent. */
  userAgent: string | null | undefined;
  /** The caller's network: IPv4 as is, IPv6 by /64 (the rate limiter's key); the last IPv4 number is dropped here. */
  addressKey: string;
  /**
   * The login (refresh family) this sign-in started; by default the one `TokenService.issue` last
   * started for the same user row.
   */
  family?: string;
  /** How the login was proven: 'password' (the default), 'password+totp', 'password+recovery', 'passkey'. */
  method?: string;
}

/**
 * Records a successful login (its audit row names the browser, e.g. 'Chrome on Windows') and, in
 * the same transaction, mails the account when the browser is new to it: the account logged in
 * before, every earlier login recorded a browser or some did, and none was this one. An account's
 * first login sends nothing, nor does one whose earlier logins predate the browser's record.
 */
export async function recordSignIn(
  db: Db,
  user: Pick<UserRow, 'id' | 'email'>,
  from: SignInFrom,
  audit: AuditWriter,
  now: Date = new Date(),
): Promise<{ newBrowser: boolean }> {
  const browser = describeBrowser(from.userAgent);
  const family = from.family ?? loginIssuedTo(user);
  return db.transaction(async (tx) => {
    // The login's session row (written by TokenService.issue) learns its browser and network.
    if (family) {
      const seen = { userAgent: from.userAgent?.slice(0, 512) ?? null, ipPrefix: ipPrefix(from.addressKey) };
      // The method stays as the caller set it unless it is given here.
      await tx
        .insert(loginSessions)
        .values({ family, userId: user.id, method: from.method ?? 'password', ...seen })
        .onConflictDoUpdate({
          target: loginSessions.family,
          set: { ...seen, ...(from.method ? { method: from.method } : {}) },
        });
    }
    const earlier = await loginBrowsers(tx, user.email);
    await audit(
      {
        module: 'user',
        action: AUDIT_ACTIONS.LOGIN,
        key: user.email,
        outcome: 'SUCCESS',
        actor: user.email,
        detail: browser,
        data: { method: from.method ?? 'password' },
      },
      tx,
    );
    const known = earlier.filter((b): b is string => b !== null);
    const newBrowser = known.length > 0 && !known.includes(browser);
    if (newBrowser)
      await notify(tx, {
        event: 'account.new_sign_in',
        entityId: `${user.id}@${now.getTime()}`,
        userId: user.id,
        to: user.email,
        channel: 'email',
        template: 'new-sign-in',
        payload: { browser, at: now.toISOString(), ipPrefix: networkOf(from.addressKey) },
      });
    return { newBrowser };
  });
}

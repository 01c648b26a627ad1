import { createHash, randomBytes } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import Bowser from 'bowser';
import { and, count, desc, eq, gt, isNull, lt, ne, or, type SQL } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { REFRESH_TTL_S, type TokenService } from '../auth/tokens';
import type { Db, Tx } from '../db';
import { auditLogs, emailChanges, loginSessions, users } from '../db/schema';
import { ConflictError, InvalidError, NotFoundError } from '../domainErrors';
import { ipKey } from '../net';
import type { AuditWriter } from './audit';
import { AUDIT_ACTIONS } from './auditActions';
import { notify } from './notifications/outbox';
import type { OtpService } from './otp';

/**
 * A customer's own account security (the portal's Security page): the logins they can see and end,
 * their sign-in history, a password change with the current password, and a change of email proven
 * by a code to the new address and undoable from the old one for 7 days. The routes (routes/account.ts)
 * rate-limit and answer; this holds the rules.
 */

/** How long the old address may undo a change of email. */
export const EMAIL_UNDO_MS = 7 * 24 * 3600_000;
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * The network part of an address, the most a session list shows of it: IPv4 by its /24
 * ('203.0.113.0/24'), IPv6 by its /48 ('2001:db8:1::/48'). Takes an address or the rate limiter's
 * key (IPv6 already cut to '/64'); null for anything else (a request without a socket).
 */
export function ipPrefix(address: string): string | null {
  const key = ipKey(address);
  if (isIPv4(key)) return `${key.split('.').slice(0, 3).join('.')}.0/24`;
  const v6 = /^([0-9a-f:]+)::\/64$/i.exec(key);
  if (v6 || isIPv6(address)) {
    const groups = (v6 ? v6[1]! : ipKey(address).replace(/::\/64$/, '')).split(':');
    const head = groups.slice(0, 3).map((g) => g.replace(/^0+(?=.)/, '') || '0');
    while (head.length < 3) head.push('0');
    return `${head.join(':')}::/48`;
  }
  return null;
}

/** Bowser's longer names, as a person says them. */
const SHORT_NAMES: Record<string, string> = {
  'Microsoft Edge': 'Edge',
  'Samsung Internet for Android': 'Samsung Internet',
  'Chrome OS': 'ChromeOS',
};
const short = (name: string | undefined) => (name ? (SHORT_NAMES[name] ?? name) : undefined);

/**
 * A User-Agent as a person reads it, by bowser's tables: 'Desktop · Windows 10' and 'Chrome 131'
 * for the session list.
 */
export function describeDevice(userAgent: string | null | undefined): { device: string; browser: string } {
  if (!userAgent?.trim()) return { device: 'Unknown device', browser: 'Unknown browser' };
  const p = Bowser.parse(userAgent);
  const kind = p.platform.type ? p.platform.type[0]!.toUpperCase() + p.platform.type.slice(1) : null;
  const os = [short(p.os.name), p.os.versionName ?? p.os.version].filter(Boolean).join(' ') || null;
  const device = [kind, os].filter(Boolean).join(' · ') || 'Unknown device';
  const major = p.browser.version?.split('.')[0];
  const name = short(p.browser.name);
  const browser = name ? [name, major].filter(Boolean).join(' ') : 'Unknown browser';
  return { device, browser };
}

/**
 * The same reading, without versions, for the sign-in history and the new-browser mail: 'Chrome on
 * Windows', 'Safari on iOS'. Versions are left out so an update is not a new browser.
 */
export function describeBrowser(userAgent: string | null | undefined): string {
  if (!userAgent?.trim()) return 'an unknown browser on an unknown system';
  const p = Bowser.parse(userAgent);
  return `${short(p.browser.name) ?? 'an unknown browser'} on ${short(p.os.name) ?? 'an unknown system'}`;
}

/**
 * The second factor a login's method names: 'password+totp' is 'totp', 'password+recovery'
 * 'recovery', 'password+passkey' and a passkey alone 'passkey' (it proves both); a password alone
 * and rows from before methods were recorded, null.
 */
export function secondFactorOf(method: unknown): string | null {
  if (method === 'passkey') return 'passkey';
  const m = typeof method === 'string' ? /^password\+(totp|recovery|passkey)$/.exec(method) : null;
  return m ? m[1]! : null;
}

/** 'a***@example.com': enough for the owner of the old address to recognise, not to harvest. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at <= 0 ? '***' : `${email[0]}***${email.slice(at)}`;
}

export interface AccountSecurityDeps {
  db: Db;
  tokens: TokenService;
  otp: OtpService;
}

export class AccountSecurity {
  constructor(private readonly deps: AccountSecurityDeps) {}

  /** The user's live logins, the most recently used first; `current` marks the caller's own. */
  async sessions(userId: string, currentSid: string | undefined) {
    const rows = await this.deps.db
      .select()
      .from(loginSessions)
      .where(
        and(
          eq(loginSessions.userId, userId),
          isNull(loginSessions.endedAt),
          gt(loginSessions.lastUsedAt, new Date(Date.now() - REFRESH_TTL_S * 1000)),
        ),
      )
      .orderBy(desc(loginSessions.lastUsedAt));
    return rows.map((r) => ({
      id: r.family,
      ...describeDevice(r.userAgent),
      ipPrefix: r.ipPrefix,
      method: r.method,
      createdAt: r.createdAt.toISOString(),
      lastUsedAt: r.lastUsedAt.toISOString(),
      current: r.family === currentSid,
    }));
  }

  /** Ends one of the user's logins: its refresh family is revoked and its access tokens denied at once. */
  async endSession(userId: string, id: string): Promise<void> {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
    const [row] = uuid
      ? await this.deps.db
          .select({ family: loginSessions.family })
          .from(loginSessions)
          .where(and(eq(loginSessions.family, id), eq(loginSessions.userId, userId), isNull(loginSessions.endedAt)))
      : [];
    // Someone else's login answers like a missing one (docs/security.md, item 8).
    if (!row) throw new NotFoundError('No such session');
    await this.deps.db.transaction((tx) => this.deps.tokens.revokeLogins(userId, [row.family], tx));
  }

  /** Ends every login of the user but `currentSid`; answers how many ended. */
  async endOtherSessions(userId: string, currentSid: string | undefined): Promise<number> {
    return this.deps.db.transaction((tx) => this.deps.tokens.revokeUser(userId, tx, currentSid ?? ''));
  }

  /**
   * Sign-in attempts on the user's account (the audit log's LOGIN rows, successes and failures),
   * newest first: those under the current address, and under an earlier one until it was changed.
   */
  async signInHistory(userId: string, page: number, size: number) {
    const db = this.deps.db;
    const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (!user) throw new NotFoundError('No such user');
    const changes = await db
      .select({ oldEmail: emailChanges.oldEmail, at: emailChanges.createdAt })
      .from(emailChanges)
      .where(eq(emailChanges.userId, userId));
    const keys: SQL[] = [eq(auditLogs.key, user.email)];
    for (const c of changes)
      if (c.oldEmail !== user.email) keys.push(and(eq(auditLogs.key, c.oldEmail), lt(auditLogs.time, c.at))!);
    const where = and(eq(auditLogs.action, AUDIT_ACTIONS.LOGIN), or(...keys));
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(auditLogs)
        .where(where)
        .orderBy(desc(auditLogs.time), desc(auditLogs.id))
        .limit(size)
        .offset(page * size),
      db.select({ n: count() }).from(auditLogs).where(where),
    ]);
    return {
      content: rows.map((r) => ({
        time: r.time.toISOString(),
        outcome: r.outcome === 'SUCCESS' ? ('SUCCESS' as const) : ('FAILURE' as const),
        browser: r.outcome === 'SUCCESS' ? r.detail : null,
        ipPrefix: ipPrefix(r.ip),
        secondFactor: r.outcome === 'SUCCESS' ? secondFactorOf(r.data?.method) : null,
      })),
      totalElements: Number(total?.n ?? 0),
      page,
      size,
    };
  }

  /**
   * A new password for a signed-in user who knows the current one. The caller counts the attempt
   * against the login limits before this runs (argon2 is the cost an attacker would buy).
   * `signOutOthers` ends every other login; the caller's own (`currentSid`) stays.
   */
  async changePassword(
    userId: string,
    body: { currentPassword: string; newPwd: string; signOutOthers: boolean },
    currentSid: string | undefined,
    audit: AuditWriter,
  ): Promise<'wrong-password' | 'ok'> {
    const [user] = await this.deps.db.select().from(users).where(eq(users.id, userId));
    const ok = await verifyPassword(user?.passwordHash ?? null, body.currentPassword);
    if (!user || !ok) {
      await audit({
        module: 'user',
        action: AUDIT_ACTIONS.CHANGE_PASSWORD,
        key: user?.email ?? '',
        outcome: 'FAILURE',
      });
      return 'wrong-password';
    }
    if (body.newPwd === body.currentPassword)
      throw new InvalidError('The new password must differ from the current one');
    const passwordHash = await hashPassword(body.newPwd);
    await this.deps.db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
      const ended = body.signOutOthers ? await this.deps.tokens.revokeUser(user.id, tx, currentSid ?? '') : 0;
      const at = new Date();
      await notify(tx, {
        event: 'password.changed',
        entityId: `${user.id}@${at.getTime()}`,
        userId: user.id,
        to: user.email,
        channel: 'email',
        template: 'password-changed',
        payload: { at: at.toISOString(), signedOut: body.signOutOthers ? 'others' : 'none' },
      });
      await audit(
        {
          module: 'user',
          action: AUDIT_ACTIONS.CHANGE_PASSWORD,
          key: user.email,
          outcome: 'SUCCESS',
          detail: body.signOutOthers ? `other sessions signed out: ${ended}` : 'other sessions kept',
        },
        tx,
      );
    });
    return 'ok';
  }

  /** Refuses an address the user has or another account uses; otherwise a code goes to it. */
  async requestEmailChange(userId: string, email: string): Promise<void> {
    const [user] = await this.deps.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (!user) throw new NotFoundError('No such user');
    if (user.email === email) throw new InvalidError('This is already your email address');
    await this.assertFree(this.deps.db, userId, email);
    await this.deps.otp.issue(email);
  }

  private async assertFree(db: Db | Tx, userId: string, email: string): Promise<void> {
    const [other] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, email), ne(users.id, userId)));
    if (other) throw new ConflictError('Another account uses this email address');
  }

  /**
   * With the code mailed to the new address, the account takes it; the old address is told, with a
   * link that undoes the change for 7 days (its token stored as SHA-256, like the OTP proof).
   * Answers null for a wrong or expired code.
   */
  async confirmEmailChange(userId: string, email: string, code: string, audit: AuditWriter): Promise<string | null> {
    if (!(await this.deps.otp.spend(email, code))) return null;
    const token = randomBytes(32).toString('base64url');
    await this.deps.db.transaction(async (tx) => {
      const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
      if (!user) throw new NotFoundError('No such user');
      if (user.email === email) throw new InvalidError('This is already your email address');
      await this.assertFree(tx, userId, email);
      const at = new Date();
      const undoUntil = new Date(at.getTime() + EMAIL_UNDO_MS);
      await tx.update(users).set({ email, emailVerified: true }).where(eq(users.id, userId));
      const [change] = await tx
        .insert(emailChanges)
        .values({ userId, oldEmail: user.email, newEmail: email, undoTokenHash: sha256(token), undoUntil })
        .returning({ id: emailChanges.id });
      await notify(tx, {
        event: 'account.email_changed',
        entityId: change!.id,
        userId,
        to: user.email,
        channel: 'email',
        template: 'email-changed',
        payload: { newEmail: maskEmail(email), at: at.toISOString(), undoUntil: undoUntil.toISOString(), token },
      });
      await audit(
        { module: 'user', action: AUDIT_ACTIONS.CHANGE_EMAIL, key: user.email, outcome: 'SUCCESS', detail: email },
        tx,
      );
    });
    return email;
  }

  /**
   * The old address's undo: its email comes back, every session of the account ends (whoever
   * changed it is signed out), and every other open undo of the account is spent, so a later change
   * cannot be used to flip it back. Answers the restored address, or null for an unknown, spent or
   * expired token.
   */
  async undoEmailChange(token: string, audit: AuditWriter): Promise<string | null> {
    return this.deps.db.transaction(async (tx) => {
      const [change] = await tx
        .select()
        .from(emailChanges)
        .where(
          and(
            eq(emailChanges.undoTokenHash, sha256(token)),
            isNull(emailChanges.undoneAt),
            gt(emailChanges.undoUntil, new Date()),
          ),
        )
        .for('update');
      if (!change) return null;
      await this.assertFree(tx, change.userId, change.oldEmail);
      await tx.update(users).set({ email: change.oldEmail, emailVerified: true }).where(eq(users.id, change.userId));
      await tx
        .update(emailChanges)
        .set({ undoneAt: new Date() })
        .where(and(eq(emailChanges.userId, change.userId), isNull(emailChanges.undoneAt)));
      await this.deps.tokens.revokeUser(change.userId, tx);
      await audit(
        {
          module: 'user',
          action: AUDIT_ACTIONS.UNDO_EMAIL_CHANGE,
          key: change.oldEmail,
          outcome: 'SUCCESS',
          actor: change.oldEmail,
          detail: change.newEmail,
        },
        tx,
      );
      return change.oldEmail;
    });
  }
}

import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { Db, Tx } from '../db';
import { loginSessions, refreshTokens, revokedTokens, users } from '../db/schema';
import { UnauthenticatedError } from '../domainErrors';
import { JWT_ALG, type SigningKeys } from './keys';

export const ACCESS_TTL_S = 5 * 60;
/** The life of a view-as token (services/viewAs.ts): long enough to look around, never renewed. */
export const VIEW_AS_TTL_S = 15 * 60;
export const REFRESH_TTL_S = 30 * 24 * 60 * 60;
export const AUDIENCE = 'lnf-portal';

export type UserRow = typeof users.$inferSelect;

export interface TokenSet {
  access_token: string;
  refresh_token: string;
  id_token: string;
  expires_in: number;
  refresh_expires_in: number;
  token_type: 'Bearer';
}

/** What a verified access token says about its bearer. */
export interface Principal {
  userId: string;
  email: string;
  name: string;
  groups: string[];
  roles: string[];
  isAdmin: boolean;
  isPortalUser: boolean;
  /** The login (refresh family) the token belongs to; absent on tokens issued before logins were named. */
  sid?: string;
  /**
   * The staff member acting as this customer, on a view-as token only (its `act` claim, RFC 8693
   * section 4.1): such a token reads the portal as the customer and changes nothing (http/context.ts).
   */
  actor?: { userId: string; email: string };
}

/**
 * The `actor` of a token's `act` claim (a view-as token), none without one; a claim that names no
 * one is refused rather than read as an ordinary token, which could write.
 */
function actorOf(act: unknown): Pick<Principal, 'actor'> {
  if (act === undefined) return {};
  const { sub, email } = (act ?? {}) as { sub?: unknown; email?: unknown };
  if (typeof sub !== 'string' || typeof email !== 'string')
    throw new UnauthenticatedError('Invalid or expired token', 'invalid');
  return { actor: { userId: sub, email } };
}

/** How often a login's last use is written: a refresh within this long of the last write writes nothing. */
export const LAST_USED_GRANULARITY_MS = 60_000;

/**
 * The family each user row was last given a new login under, so the sign-in record that follows
 * (recordSignIn, with the same row) writes its browser and network onto that login's session.
 */
const newLogins = new WeakMap<object, string>();
/** The family `issue` started for this user row (the same object), if it started one. */
export const loginIssuedTo = (user: object): string | undefined => newLogins.get(user);

export const ADMIN_GROUP = '/PortalGroup/PortalAdminGroup';
export const PORTAL_GROUP = '/PortalGroup';

/** How often an instance reads the deny-list others wrote (a revocation on another instance takes at most this long). */
export const DENY_LIST_SYNC_MS = 1_000;
/** Overlap of each read, for rows committed late or stamped by a slightly different clock. */
const SYNC_OVERLAP_MS = 5_000;

/**
 * Issues, rotates, revokes and verifies Keycloak-shaped tokens signed with the server's keys.
 * Access tokens cannot be recalled once issued, so revocation is a deny-list (`revoked_tokens`) of
 * token ids (`jti`) and logins (`sid`, the refresh family) kept until the last access token it covers
 * has expired. Each instance holds it in memory: its own revocations apply at once, others' within
 * DENY_LIST_SYNC_MS (one small indexed read per second at most, never one per request).
 */
export class TokenService {
  private readonly denied = new Map<string, number>();
  private syncedAt = 0;
  private cursor = new Date(0);
  private syncing: Promise<void> | null = null;
  private prunedAt = 0;

  constructor(
    private readonly db: Db,
    private readonly keys: SigningKeys,
    private readonly issuer: string,
    private readonly now: () => number = Date.now,
  ) {}

  private sign(claims: JWTPayload, typ: string, ttl: number, now: number) {
    return new SignJWT({ ...claims, typ })
      .setProtectedHeader({ alg: JWT_ALG, kid: this.keys.kid, typ: 'JWT' })
      .setIssuer(this.issuer)
      .setAudience(AUDIENCE)
      .setIssuedAt(now)
      .setExpirationTime(now + ttl)
      .setJti(crypto.randomUUID())
      .sign(this.keys.privateKey);
  }

  /**
   * The token set of a new login (`family`: its id, random unless the caller chose one). Its
   * session row (login_sessions, what the Security page lists) is written here, so no path that
   * signs someone in can leave a login its owner cannot see and end; recordSignIn adds the browser.
   */
  async issue(user: UserRow, family: string = crypto.randomUUID(), db: Db | Tx = this.db): Promise<TokenSet> {
    await db.insert(loginSessions).values({ family, userId: user.id }).onConflictDoNothing();
    newLogins.set(user, family);
    return this.mint(user, family, db);
  }

  /** A token set of the login `family` (a new one, or the next of a rotation). */
  private async mint(user: UserRow, family: string, db: Db | Tx): Promise<TokenSet> {
    const now = Math.floor(this.now() / 1000);
    const name = `${user.firstName} ${user.lastName}`.trim();
    const profile = {
      sub: user.id,
      email: user.email,
      email_verified: user.emailVerified,
      name,
      given_name: user.firstName,
      family_name: user.lastName,
      preferred_username: user.userName,
      ...(user.mobileNumber ? { mobileNumber: user.mobileNumber } : {}),
      ...(user.designation ? { designation: user.designation } : {}),
      ...(user.picture ? { picture: user.picture } : {}),
    };
    const jti = crypto.randomUUID();
    await db.insert(refreshTokens).values({
      jti,
      family,
      userId: user.id,
      expiresAt: new Date((now + REFRESH_TTL_S) * 1000),
    });
    const [access, id, refresh] = await Promise.all([
      this.sign(
        { ...profile, realm_access: { roles: user.realmRoles }, group: user.groups, azp: AUDIENCE, sid: family },
        'Bearer',
        ACCESS_TTL_S,
        now,
      ),
      this.sign({ ...profile, azp: AUDIENCE, sid: family }, 'ID', ACCESS_TTL_S, now),
      new SignJWT({ sub: user.id, typ: 'Refresh', sid: family })
        .setProtectedHeader({ alg: JWT_ALG, kid: this.keys.kid, typ: 'JWT' })
        .setIssuer(this.issuer)
        .setAudience(AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + REFRESH_TTL_S)
        .setJti(jti)
        .sign(this.keys.privateKey),
    ]);
    return {
      access_token: access,
      refresh_token: refresh,
      id_token: id,
      expires_in: ACCESS_TTL_S,
      refresh_expires_in: REFRESH_TTL_S,
      token_type: 'Bearer',
    };
  }

  /**
   * A view-as token: an access token of `user` for VIEW_AS_TTL_S whose `act` claim names the staff
   * member (RFC 8693 section 4.1). No refresh token and no login: it ends when it expires, and
   * authenticate (http/context.ts) lets it read only.
   */
  async issueViewAs(
    user: UserRow,
    actor: { userId: string; email: string },
  ): Promise<{ accessToken: string; expiresAt: Date }> {
    const now = Math.floor(this.now() / 1000);
    const accessToken = await this.sign(
      {
        sub: user.id,
        email: user.email,
        email_verified: user.emailVerified,
        name: `${user.firstName} ${user.lastName}`.trim(),
        given_name: user.firstName,
        family_name: user.lastName,
        preferred_username: user.userName,
        realm_access: { roles: user.realmRoles },
        group: user.groups,
        azp: AUDIENCE,
        act: { sub: actor.userId, email: actor.email },
      },
      'Bearer',
      VIEW_AS_TTL_S,
      now,
    );
    return { accessToken, expiresAt: new Date((now + VIEW_AS_TTL_S) * 1000) };
  }

  /** `expiredFor`: seconds past `exp` still accepted (logout by an access token, see revoke). */
  private async verify(token: string, typ: string, expiredFor = 0): Promise<JWTPayload> {
    try {
      const { payload } = await jwtVerify(token, this.keys.verifier, {
        issuer: this.issuer,
        audience: AUDIENCE,
        algorithms: [JWT_ALG],
        currentDate: new Date(this.now()),
        clockTolerance: expiredFor,
      });
      if (payload.typ !== typ) throw new Error('wrong token type');
      return payload;
    } catch {
      throw typ === 'Refresh'
        ? new UnauthenticatedError('Invalid or expired refresh token', null)
        : new UnauthenticatedError('Invalid or expired token', 'invalid');
    }
  }

  /** Verifies a bearer token; groups and roles come from the token, as Keycloak's would. */
  async principal(accessToken: string): Promise<Principal> {
    const p = await this.verify(accessToken, 'Bearer');
    if (await this.isDenied(p)) throw new UnauthenticatedError('Invalid or expired token', 'invalid');
    const groups = Array.isArray(p.group) ? (p.group as string[]) : [];
    const roles = ((p.realm_access as { roles?: string[] } | undefined)?.roles ?? []).map((r) => r.toLowerCase());
    return {
      userId: String(p.sub),
      email: String(p.email ?? ''),
      name: String(p.name ?? ''),
      groups,
      roles,
      isAdmin: groups.includes(ADMIN_GROUP),
      isPortalUser: groups.includes(PORTAL_GROUP) || groups.includes(ADMIN_GROUP),
      ...(typeof p.sid === 'string' ? { sid: p.sid } : {}),
      ...actorOf(p.act),
    };
  }

  /**
   * Rotation with reuse detection: a refresh token works once. Presenting one that was already
   * used (or revoked) revokes every token of its family, so a stolen copy dies with the original.
   */
  async rotate(refreshToken: string): Promise<TokenSet> {
    const p = await this.verify(refreshToken, 'Refresh');
    const jti = String(p.jti);
    const result = await this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(refreshTokens).where(eq(refreshTokens.jti, jti)).for('update');
      if (!row || row.expiresAt.getTime() < Date.now()) return 'invalid' as const;
      if (row.usedAt || row.revokedAt) {
        // Committed before answering: the revocation must survive the 401 that follows. The
        // family's access tokens die with it, or a thief keeps one for its last minutes.
        await this.revokeFamilies([row.family], tx);
        return 'reused' as const;
      }
      await tx.update(refreshTokens).set({ usedAt: new Date() }).where(eq(refreshTokens.jti, jti));
      const [user] = await tx.select().from(users).where(eq(users.id, row.userId));
      if (!user) return 'invalid' as const;
      // The session's last use, written at most once a minute however often its tabs refresh.
      const stale = new Date(this.now() - LAST_USED_GRANULARITY_MS);
      await tx
        .update(loginSessions)
        .set({ lastUsedAt: new Date(this.now()) })
        .where(and(eq(loginSessions.family, row.family), lt(loginSessions.lastUsedAt, stale)));
      return this.mint(user, row.family, tx);
    });
    if (result === 'reused')
      throw new UnauthenticatedError('Refresh token was already used; the session is revoked', null);
    if (result === 'invalid') throw new UnauthenticatedError('Invalid or expired refresh token', null);
    return result;
  }

  /**
   * Logout: revokes the whole family of the given refresh token, its access tokens included.
   * Without a refresh token (a browser's sits in an HttpOnly cookie scoped to the refresh path, which
   * logout never receives) the access token names the family by its `sid`; it may have expired, since
   * a tab often logs out after its 5 minutes: it still proves its holder was given that login.
   * Unknown tokens are ignored.
   */
  async revoke(refreshToken: string | undefined, accessToken?: string): Promise<string | null> {
    if (!refreshToken) {
      const a = accessToken ? await this.verify(accessToken, 'Bearer', REFRESH_TTL_S).catch(() => null) : null;
      if (typeof a?.sid !== 'string') return null;
      await this.revokeFamilies([a.sid]);
      return String(a.sub);
    }
    let p: JWTPayload;
    try {
      p = await this.verify(refreshToken, 'Refresh');
    } catch {
      return null;
    }
    await this.revokeFamilies([String(p.sid)]);
    if (accessToken) {
      // The family covers this login's access tokens; a token issued before they named their login
      // (no sid) is denied by its id. Another login of the same user is not this logout's business.
      const a = await this.verify(accessToken, 'Bearer').catch(() => null);
      if (a?.jti && a.sub === p.sub && a.sid === undefined) await this.deny([String(a.jti)], (a.exp ?? 0) * 1000);
    }
    return String(p.sub);
  }

  /**
   * A password change: every login of the user ends, refresh and access tokens alike; all but
   * `except` (the caller's own login, when they chose to stay signed in). Answers how many ended.
   */
  async revokeUser(userId: string, db: Db | Tx = this.db, except?: string): Promise<number> {
    const rows = await db
      .selectDistinct({ family: refreshTokens.family })
      .from(refreshTokens)
      .where(
        and(
          eq(refreshTokens.userId, userId),
          gt(refreshTokens.expiresAt, new Date(this.now())),
          isNull(refreshTokens.revokedAt),
        ),
      );
    const families = rows.map((r) => r.family).filter((f) => f !== except);
    await this.revokeFamilies(families, db);
    return families.length;
  }

  /** Ends logins of `userId` by their family (the Security page's sign-out); others' are left alone. */
  async revokeLogins(userId: string, families: string[], db: Db | Tx = this.db): Promise<void> {
    const owned = families.length
      ? await db
          .selectDistinct({ family: refreshTokens.family })
          .from(refreshTokens)
          .where(and(eq(refreshTokens.userId, userId), inArray(refreshTokens.family, families)))
      : [];
    await this.revokeFamilies(
      owned.map((r) => r.family),
      db,
    );
  }

  private async revokeFamilies(families: string[], db: Db | Tx = this.db): Promise<void> {
    if (families.length === 0) return;
    await db
      .update(refreshTokens)
      .set({ revokedAt: new Date(this.now()) })
      .where(and(inArray(refreshTokens.family, families), isNull(refreshTokens.revokedAt)));
    await db
      .update(loginSessions)
      .set({ endedAt: new Date(this.now()) })
      .where(and(inArray(loginSessions.family, families), isNull(loginSessions.endedAt)));
    // An access token of the family may have been issued a moment ago: deny for its whole life.
    await this.deny(families, this.now() + ACCESS_TTL_S * 1000, db);
  }

  private async deny(ids: string[], untilMs: number, db: Db | Tx = this.db): Promise<void> {
    const expiresAt = new Date(untilMs);
    await db
      .insert(revokedTokens)
      .values(ids.map((id) => ({ id, expiresAt })))
      .onConflictDoUpdate({
        target: revokedTokens.id,
        set: { expiresAt: sql`greatest(${revokedTokens.expiresAt}, excluded.expires_at)` },
      });
    for (const id of ids) this.denied.set(id, Math.max(this.denied.get(id) ?? 0, untilMs));
  }

  private async isDenied(p: JWTPayload): Promise<boolean> {
    if (this.now() - this.syncedAt >= DENY_LIST_SYNC_MS) await this.sync();
    const now = this.now();
    return [p.jti, p.sid].some((id) => typeof id === 'string' && (this.denied.get(id) ?? 0) > now);
  }

  /** Reads what every instance added to the deny-list since the last read; one read at a time. */
  private sync(): Promise<void> {
    this.syncing ??= (async () => {
      try {
        const since = new Date(this.cursor.getTime() - SYNC_OVERLAP_MS);
        const rows = await this.db
          .select()
          .from(revokedTokens)
          .where(and(gt(revokedTokens.createdAt, since), gt(revokedTokens.expiresAt, new Date(this.now()))));
        for (const r of rows) {
          this.denied.set(r.id, Math.max(this.denied.get(r.id) ?? 0, r.expiresAt.getTime()));
          if (r.createdAt > this.cursor) this.cursor = r.createdAt;
        }
        const now = this.now();
        for (const [id, until] of this.denied) if (until <= now) this.denied.delete(id);
        this.syncedAt = now;
        if (now - this.prunedAt > 10 * 60_000) {
          this.prunedAt = now;
          await this.pruneDenyList();
        }
      } finally {
        this.syncing = null;
      }
    })();
    return this.syncing;
  }

  /** Deletes deny-list rows whose tokens have all expired (any instance may run it). */
  async pruneDenyList(): Promise<void> {
    await this.db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, new Date(this.now())));
  }
}

import { and, eq, isNull } from 'drizzle-orm';
import { jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { Db } from '../db';
import { refreshTokens, users } from '../db/schema';
import { unauthorized } from '../http/errors';
import { JWT_ALG, type SigningKeys } from './keys';

export const ACCESS_TTL_S = 5 * 60;
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
}

export const ADMIN_GROUP = '/PortalGroup/PortalAdminGroup';
export const PORTAL_GROUP = '/PortalGroup';

/** Issues, rotates, revokes and verifies Keycloak-shaped tokens signed with the server's key. */
export class TokenService {
  constructor(
    private readonly db: Db,
    private readonly keys: SigningKeys,
    private readonly issuer: string,
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

  /** A new token set; `family` continues a login across rotations. */
  async issue(user: UserRow, family: string = crypto.randomUUID()): Promise<TokenSet> {
    const now = Math.floor(Date.now() / 1000);
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
    await this.db.insert(refreshTokens).values({
      jti,
      family,
      userId: user.id,
      expiresAt: new Date((now + REFRESH_TTL_S) * 1000),
    });
    const [access, id, refresh] = await Promise.all([
      this.sign({ ...profile, realm_access: { roles: user.realmRoles }, group: user.groups, azp: AUDIENCE }, 'Bearer', ACCESS_TTL_S, now),
      this.sign({ ...profile, azp: AUDIENCE }, 'ID', ACCESS_TTL_S, now),
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

  private async verify(token: string, typ: string): Promise<JWTPayload> {
    try {
      const { payload } = await jwtVerify(token, this.keys.publicKey, { issuer: this.issuer, audience: AUDIENCE, algorithms: [JWT_ALG] });
      if (payload.typ !== typ) throw new Error('wrong token type');
      return payload;
    } catch {
      throw unauthorized(typ === 'Refresh' ? 'Invalid or expired refresh token' : 'Invalid or expired token');
    }
  }

  /** Verifies a bearer token; groups and roles come from the token, as Keycloak's would. */
  async principal(accessToken: string): Promise<Principal> {
    const p = await this.verify(accessToken, 'Bearer');
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
        // Committed before answering: the revocation must survive the 401 that follows.
        await tx.update(refreshTokens).set({ revokedAt: new Date() }).where(and(eq(refreshTokens.family, row.family), isNull(refreshTokens.revokedAt)));
        return 'reused' as const;
      }
      await tx.update(refreshTokens).set({ usedAt: new Date() }).where(eq(refreshTokens.jti, jti));
      const [user] = await tx.select().from(users).where(eq(users.id, row.userId));
      if (!user) return 'invalid' as const;
      return new TokenService(tx as unknown as Db, this.keys, this.issuer).issue(user, row.family);
    });
    if (result === 'reused') throw unauthorized('Refresh token was already used; the session is revoked');
    if (result === 'invalid') throw unauthorized('Invalid or expired refresh token');
    return result;
  }

  /** Logout: revokes the whole family of the given refresh token. Unknown tokens are ignored. */
  async revoke(refreshToken: string): Promise<string | null> {
    let p: JWTPayload;
    try {
      p = await this.verify(refreshToken, 'Refresh');
    } catch {
      return null;
    }
    await this.db.update(refreshTokens).set({ revokedAt: new Date() }).where(and(eq(refreshTokens.family, String(p.sid)), isNull(refreshTokens.revokedAt)));
    return String(p.sub);
  }
}

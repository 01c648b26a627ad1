import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_COUNTDOWN_SECONDS, OTP_LENGTH } from '@lnf/sdk';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import { otpDigest } from '../auth/secrets';
import { PORTAL_GROUP, type TokenService } from '../auth/tokens';
import type { Db, Tx } from '../db';
import { emailGrants, otps, users } from '../db/schema';
import { RateLimitedError } from '../domainErrors';
import { notify } from './notifications/outbox';

/**
 * One-time codes and the grants they give (DESIGN.md section 3): an OTP to the email, verified
 * once, gives a 10-minute grant for that email to the client that verified it (a random proof,
 * stored hashed); creating an account and resetting a password need both. The routes carry the
 * proof in a cookie, rate-limit, audit and answer.
 */

export const OTP_MAX_TRIES = 5;
/** How long a verified email stays proven. */
export const GRANT_MS = 10 * 60_000;
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const sameDigest = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));

export interface OtpDeps {
  db: Db;
  /** The key of the OTP hash (auth/secrets.ts). */
  secret: Buffer;
  tokens: TokenService;
}

export interface NewAccount {
  firstName: string;
  lastName: string;
  userName: string;
  password: string;
}

export class OtpService {
  constructor(private readonly deps: OtpDeps) {}

  private digest(email: string, code: string) {
    return otpDigest(this.deps.secret, email, code);
  }

  /** Refuses (rate limited, with the wait) a new code for `email` sooner than `cooldownMs` after the last. */
  async checkResend(email: string, cooldownMs: number): Promise<void> {
    const [last] = await this.deps.db
      .select({ createdAt: otps.createdAt })
      .from(otps)
      .where(eq(otps.email, email))
      .orderBy(desc(otps.createdAt))
      .limit(1);
    if (last && Date.now() - last.createdAt.getTime() < cooldownMs) {
      const wait = Math.ceil((cooldownMs - (Date.now() - last.createdAt.getTime())) / 1000);
      throw new RateLimitedError(`Please wait ${wait} seconds before asking for another OTP`, wait);
    }
  }

  /**
   * A new code for `email`, which voids the ones before it; only its hash is stored. Its mail is
   * enqueued in the same transaction (the outbox); the caller pokes the worker to send it now.
   */
  async issue(email: string): Promise<void> {
    const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
    await this.deps.db.transaction(async (tx) => {
      await tx
        .update(otps)
        .set({ consumedAt: new Date() })
        .where(and(eq(otps.email, email), isNull(otps.consumedAt)));
      const [row] = await tx
        .insert(otps)
        .values({
          email,
          codeHash: this.digest(email, code),
          expiresAt: new Date(Date.now() + OTP_COUNTDOWN_SECONDS * 1000),
        })
        .returning({ id: otps.id });
      await notify(tx, {
        event: 'otp.requested',
        entityId: row!.id,
        to: email,
        channel: 'email',
        template: 'otp',
        payload: { code, minutes: OTP_COUNTDOWN_SECONDS / 60 },
      });
    });
  }

  /** Checks the newest live code; right, it is spent and the answer is the proof of a new grant, wrong, null. */
  async verify(email: string, code: string): Promise<string | null> {
    const proof = randomBytes(32).toString('base64url');
    const ok = await this.deps.db.transaction(async (tx) => {
      if (!(await this.spendIn(tx, email, code))) return false;
      const expiresAt = new Date(Date.now() + GRANT_MS);
      const proofHash = sha256(proof);
      await tx
        .insert(emailGrants)
        .values({ email, proofHash, expiresAt })
        .onConflictDoUpdate({ target: emailGrants.email, set: { proofHash, expiresAt } });
      return true;
    });
    return ok ? proof : null;
  }

  /**
   * Checks the newest live code and spends it, without a grant: for a proof of the mailbox that is
   * used at once (a signed-in user's change of email), not carried to a later call.
   */
  async spend(email: string, code: string): Promise<boolean> {
    return this.deps.db.transaction((tx) => this.spendIn(tx, email, code));
  }

  private async spendIn(tx: Tx, email: string, code: string): Promise<boolean> {
    const [row] = await tx
      .select()
      .from(otps)
      .where(and(eq(otps.email, email), isNull(otps.consumedAt), gt(otps.expiresAt, new Date())))
      .orderBy(desc(otps.createdAt))
      .limit(1)
      .for('update');
    if (!row) return false;
    if (!sameDigest(row.codeHash, this.digest(email, code))) {
      const attempts = row.attempts + 1;
      // The fifth wrong try voids the code: brute force gets 5 guesses in 10^6 per mail.
      await tx
        .update(otps)
        .set({ attempts, consumedAt: attempts >= OTP_MAX_TRIES ? new Date() : null })
        .where(eq(otps.id, row.id));
      return false;
    }
    await tx.update(otps).set({ consumedAt: new Date() }).where(eq(otps.id, row.id));
    return true;
  }

  /** The grant `proof` proves for `email`, if it is still valid (cheap: no argon2 before it). */
  private async provenGrant(email: string, proof: string | undefined, db: Db | Tx = this.deps.db, lock = false) {
    if (!proof || !/^[A-Za-z0-9_-]{43}$/.test(proof)) return null;
    const q = db
      .select()
      .from(emailGrants)
      .where(
        and(
          eq(emailGrants.email, email),
          eq(emailGrants.proofHash, sha256(proof)),
          gt(emailGrants.expiresAt, new Date()),
        ),
      );
    const [grant] = await (lock ? q.for('update') : q);
    return grant ?? null;
  }

  /** A new password for the proven email's account, which ends every session of it; the grant is spent. */
  async resetPassword(email: string, proof: string | undefined, newPassword: string) {
    if (!(await this.provenGrant(email, proof))) return 'no-grant' as const;
    const passwordHash = await hashPassword(newPassword);
    return this.deps.db.transaction(async (tx) => {
      if (!(await this.provenGrant(email, proof, tx, true))) return 'no-grant' as const;
      const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
      if (!user) return 'no-user' as const;
      await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
      await tx.delete(emailGrants).where(eq(emailGrants.email, email));
      // A new password ends every session of the account, access tokens included.
      await this.deps.tokens.revokeUser(user.id, tx);
      // The account hears of it, with what to do if it was not them (transactional: no unsubscribe).
      const at = new Date();
      await notify(tx, {
        event: 'password.changed',
        entityId: `${user.id}@${at.getTime()}`,
        userId: user.id,
        to: email,
        channel: 'email',
        template: 'password-changed',
        payload: { at: at.toISOString() },
      });
      return 'ok' as const;
    });
  }

  /** A portal customer's account for the proven email; the grant is spent. */
  async createAccount(email: string, proof: string | undefined, account: NewAccount) {
    if (!(await this.provenGrant(email, proof))) return 'no-grant' as const;
    const passwordHash = await hashPassword(account.password);
    return this.deps.db.transaction(async (tx) => {
      if (!(await this.provenGrant(email, proof, tx, true))) return 'no-grant' as const;
      const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
      if (existing) return 'exists' as const;
      // Whatever the request says, a self-registered account is a portal customer; only admins make admins.
      await tx.insert(users).values({
        email,
        firstName: account.firstName.trim(),
        lastName: account.lastName.trim(),
        userName: account.userName.trim(),
        passwordHash,
        emailVerified: true,
        groups: [PORTAL_GROUP],
        realmRoles: [],
      });
      await tx.delete(emailGrants).where(eq(emailGrants.email, email));
      return 'ok' as const;
    });
  }
}

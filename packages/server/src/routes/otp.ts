import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  CreateUserRequest,
  OTP_COUNTDOWN_SECONDS,
  SERVICE_VERSIONS,
  OTP_LENGTH,
  SendOtpQuery,
  UpdatePasswordQuery,
  ValidateOtpQuery,
} from '@lnf/sdk';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { otpMail } from '../adapters/mailer';
import { hashPassword } from '../auth/passwords';
import { otpDigest } from '../auth/secrets';
import { PORTAL_GROUP } from '../auth/tokens';
import type { Db, Tx } from '../db';
import { emailGrants, otps, users } from '../db/schema';
import { audit, clientKey, isHttps, type AppEnv, type Ctx, type Services } from '../http/context';
import { conflict, forbidden, HttpError, notFound } from '../http/errors';
import { jsonBody, queryParams } from '../http/validate';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
export const OTP_MAX_TRIES = 5;
/** DESIGN.md: resend allowed after 30 s (config `otpResendSeconds`, LNF_OTP_RESEND_SECONDS; tests shorten it). */
export const OTP_RESEND_COOLDOWN_MS = 30_000;
const GRANT_MS = 10 * MINUTE;
/** Per account, from any address: mails sent, and wrong codes tried, in an hour. */
export const OTP_MAILS_PER_HOUR = 5;
export const OTP_FAILURES_PER_HOUR = 10;

/** The verifier's proof (ASVS 5.0 6.6.2): an HttpOnly cookie that only the user API receives. */
export const PROOF_COOKIE = 'lnf_otp_proof';
const PROOF_PATH = `/api/${SERVICE_VERSIONS.user}/lnf/user`;
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const sameDigest = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));
const TOO_MANY = 'Too many attempts, please wait a few minutes and try again';

/**
 * Sign-up and password reset (DESIGN.md section 3): an OTP to the email, verified once, gives a
 * 10-minute grant for that email to the client that verified it (a random proof in an HttpOnly,
 * SameSite=Strict cookie, stored hashed); `user/create` and `otp/update` need both. Answers do not
 * say whether an account exists, except 'User not found' at the reset's last step, which only
 * someone who proved control of the mailbox reaches.
 */
export function otpRoutes(s: Services) {
  const app = new Hono<AppEnv>();
  const digest = (email: string, code: string) => otpDigest(s.otpSecret, email, code);

  /** The grant this client proved, if it is still valid (cheap: no argon2 before it). */
  const provenGrant = async (c: Ctx, email: string, db: Db | Tx = s.db, lock = false) => {
    const proof = getCookie(c, PROOF_COOKIE);
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
  };
  const spendProof = (c: Ctx) =>
    deleteCookie(c, PROOF_COOKIE, { path: PROOF_PATH, secure: isHttps(c, s.config.trustProxy) });

  app.post('/user/portal/otp', async (c) => {
    const { email: raw } = queryParams(c, SendOtpQuery);
    const email = raw.toLowerCase();
    if (!s.mailer) throw new HttpError(503, 'Mail is not configured on this server');
    await s.limiter.hit(`otp:ip:${clientKey(c)}`, 20, 10 * MINUTE, 'Too many OTP requests, please try again later');
    const [last] = await s.db
      .select({ createdAt: otps.createdAt })
      .from(otps)
      .where(eq(otps.email, email))
      .orderBy(desc(otps.createdAt))
      .limit(1);
    const cooldown = s.config.otpResendSeconds * 1000;
    if (last && Date.now() - last.createdAt.getTime() < cooldown) {
      const wait = Math.ceil((cooldown - (Date.now() - last.createdAt.getTime())) / 1000);
      throw new HttpError(429, `Please wait ${wait} seconds before asking for another OTP`, {
        'retry-after': String(wait),
      });
    }
    // Every email alike, account or not: the limit reveals nothing.
    await s.limiter.hit(
      `otp:email:${email}`,
      OTP_MAILS_PER_HOUR,
      HOUR,
      'Too many OTP requests for this email, please try again later',
    );
    const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
    await s.db.transaction(async (tx) => {
      await tx
        .update(otps)
        .set({ consumedAt: new Date() })
        .where(and(eq(otps.email, email), isNull(otps.consumedAt)));
      await tx.insert(otps).values({
        email,
        codeHash: digest(email, code),
        expiresAt: new Date(Date.now() + OTP_COUNTDOWN_SECONDS * 1000),
      });
    });
    await s.mailer.send(otpMail(email, code, OTP_COUNTDOWN_SECONDS / 60));
    await audit(s, c, { module: 'user', action: 'SEND_OTP', key: email, outcome: 'SUCCESS' });
    return c.json({ message: 'OTP has been successfully sent' }, 201);
  });

  app.post('/user/reset-password/otp/validate', async (c) => {
    const q = queryParams(c, ValidateOtpQuery);
    const email = q.email.toLowerCase();
    await s.limiter.hit(
      `otp-validate:ip:${clientKey(c)}`,
      30,
      10 * MINUTE,
      'Too many OTP attempts, please try again later',
    );
    // Wrong codes for one account from every address together: a fresh code every 30 s gives no more guesses.
    const failures = `otp-validate:email:${email}`;
    await s.limiter.check(failures, OTP_FAILURES_PER_HOUR, 'Too many OTP attempts, please try again later');
    const proof = randomBytes(32).toString('base64url');
    const ok = await s.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(otps)
        .where(and(eq(otps.email, email), isNull(otps.consumedAt), gt(otps.expiresAt, new Date())))
        .orderBy(desc(otps.createdAt))
        .limit(1)
        .for('update');
      if (!row) return false;
      if (!sameDigest(row.codeHash, digest(email, q.otp))) {
        const attempts = row.attempts + 1;
        // The fifth wrong try voids the code: brute force gets 5 guesses in 10^6 per mail.
        await tx
          .update(otps)
          .set({ attempts, consumedAt: attempts >= OTP_MAX_TRIES ? new Date() : null })
          .where(eq(otps.id, row.id));
        return false;
      }
      await tx.update(otps).set({ consumedAt: new Date() }).where(eq(otps.id, row.id));
      const expiresAt = new Date(Date.now() + GRANT_MS);
      const proofHash = sha256(proof);
      await tx
        .insert(emailGrants)
        .values({ email, proofHash, expiresAt })
        .onConflictDoUpdate({ target: emailGrants.email, set: { proofHash, expiresAt } });
      return true;
    });
    await audit(s, c, { module: 'user', action: 'VALIDATE_OTP', key: email, outcome: ok ? 'SUCCESS' : 'FAILURE' });
    if (!ok) {
      await s.limiter.record(failures, HOUR);
      throw new HttpError(400, 'Invalid OTP');
    }
    await s.limiter.reset(failures);
    setCookie(c, PROOF_COOKIE, proof, {
      httpOnly: true,
      sameSite: 'Strict',
      path: PROOF_PATH,
      maxAge: GRANT_MS / 1000,
      secure: isHttps(c, s.config.trustProxy),
    });
    return c.json({ message: 'OTP Verified Successfully' }, 201);
  });

  app.post('/user/reset-password/otp/update', async (c) => {
    const q = queryParams(c, UpdatePasswordQuery);
    const email = q.email.toLowerCase();
    await s.limiter.hit(`otp-update:ip:${clientKey(c)}`, 20, 10 * MINUTE, TOO_MANY);
    const refuse = async () => {
      await audit(s, c, { module: 'user', action: 'RESET_PASSWORD', key: email, outcome: 'FAILURE' });
      return forbidden('Verify the OTP sent to your email first');
    };
    if (!(await provenGrant(c, email))) throw await refuse();
    const passwordHash = await hashPassword(q.newPwd);
    const outcome = await s.db.transaction(async (tx) => {
      if (!(await provenGrant(c, email, tx, true))) return 'no-grant' as const;
      const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
      if (!user) return 'no-user' as const;
      await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
      await tx.delete(emailGrants).where(eq(emailGrants.email, email));
      // A new password ends every session of the account, access tokens included.
      await s.tokens.revokeUser(user.id, tx);
      return 'ok' as const;
    });
    if (outcome === 'no-grant') throw await refuse();
    await audit(s, c, {
      module: 'user',
      action: 'RESET_PASSWORD',
      key: email,
      outcome: outcome === 'ok' ? 'SUCCESS' : 'FAILURE',
    });
    if (outcome === 'no-user') throw notFound('User not found');
    spendProof(c);
    return c.json({ message: 'Success, Please wait...' }, 201);
  });

  app.post('/user/create', async (c) => {
    const body = await jsonBody(c, CreateUserRequest);
    const email = body.email.toLowerCase();
    await s.limiter.hit(`user-create:ip:${clientKey(c)}`, 20, 10 * MINUTE, TOO_MANY);
    const refuse = async () => {
      await audit(s, c, { module: 'user', action: 'CREATE_USER', key: email, outcome: 'FAILURE' });
      return forbidden('Verify your email with the OTP first');
    };
    if (!(await provenGrant(c, email))) throw await refuse();
    const passwordHash = await hashPassword(body.password);
    const outcome = await s.db.transaction(async (tx) => {
      if (!(await provenGrant(c, email, tx, true))) return 'no-grant' as const;
      const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
      if (existing) return 'exists' as const;
      // Whatever the body says, a self-registered account is a portal customer; only admins make admins.
      await tx.insert(users).values({
        email,
        firstName: body.firstName.trim(),
        lastName: body.lastName.trim(),
        userName: body.userName.trim(),
        passwordHash,
        emailVerified: true,
        groups: [PORTAL_GROUP],
        realmRoles: [],
      });
      await tx.delete(emailGrants).where(eq(emailGrants.email, email));
      return 'ok' as const;
    });
    if (outcome === 'no-grant') throw await refuse();
    await audit(s, c, {
      module: 'user',
      action: 'CREATE_USER',
      key: email,
      outcome: outcome === 'ok' ? 'SUCCESS' : 'FAILURE',
    });
    if (outcome === 'exists') throw conflict('An account with this email already exists');
    spendProof(c);
    return c.text('User created successfully', 201);
  });

  return app;
}

import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  hkdfSync,
  randomBytes,
  randomInt,
} from 'node:crypto';
import { and, count, eq, gt, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { UserRow } from '../auth/tokens';
import type { Db, Tx } from '../db';
import { recoveryCodes, totpFactors, users, webauthnChallenges } from '../db/schema';
import { ConflictError, InvalidError, UnauthenticatedError } from '../domainErrors';
import type { AuditWriter } from './audit';
import { AUDIT_ACTIONS } from './auditActions';
import { checkPassword } from './login';
import { notify } from './notifications/outbox';

/**
 * Second factors (docs/security.md, 'Second factors'): an authenticator app (TOTP, RFC 6238, with
 * otplib) and ten single-use recovery codes. The app's secret has to be read to check a code, so it
 * is stored encrypted (AES-256-GCM, the row's user id as associated data) under a key derived with
 * HKDF-SHA256 from the server's OTP secret (LNF_OTP_SECRET or its key file) and never kept in the
 * database. Recovery codes are stored as HMAC-SHA256 under a second derived key.
 */

export const TOTP_ISSUER = 'LNF';
/** ±1 step of 30 s: a code from the step before or after the server's still works. */
const EPOCH_TOLERANCE_S = 30;
const TOTP_PERIOD_S = 30;
export const RECOVERY_CODE_COUNT = 10;
/** How long the login's second step may wait after the password. */
export const CHALLENGE_TTL_MS = 5 * 60_000;
const CHALLENGE_PURPOSE = 'login-second-factor';
/** Wrong second-factor codes per account in 15 minutes, from every address and every step together. */
export const SECOND_FACTOR_FAILURES = 5;
export const SECOND_FACTOR_WINDOW_MS = 15 * 60_000;
export const TOO_MANY_CODES = 'Too many wrong codes, please wait a few minutes and try again';
/** The limiter key every code check of one account counts against, before it is checked. */
export const secondFactorKey = (userId: string) => `second-factor:${userId}`;
/** Lower case letters and digits without 0/o, 1/l/i: read aloud and typed without mistakes. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** The keys derived from the server's OTP secret; derived once per secret. */
export interface SecondFactorKeys {
  encryption: Buffer;
  recovery: Buffer;
}
const derived = new WeakMap<Buffer, SecondFactorKeys>();
export function secondFactorKeys(otpSecret: Buffer): SecondFactorKeys {
  let keys = derived.get(otpSecret);
  if (!keys) {
    const key = (info: string) => Buffer.from(hkdfSync('sha256', otpSecret, Buffer.alloc(0), info, 32));
    keys = { encryption: key('lnf/totp-secret/aes-256-gcm/v1'), recovery: key('lnf/recovery-code/hmac-sha256/v1') };
    derived.set(otpSecret, keys);
  }
  return keys;
}

/** `v1.<iv>.<ciphertext>.<tag>`, base64url; the user id is authenticated, so a row cannot be moved to another user. */
export function encryptSecret(keys: SecondFactorKeys, userId: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keys.encryption, iv);
  cipher.setAAD(Buffer.from(userId));
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv, body, cipher.getAuthTag()]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

export function decryptSecret(keys: SecondFactorKeys, userId: string, stored: string): string {
  const [version, iv, body, tag] = stored.split('.');
  if (version !== 'v1' || !iv || !body || !tag) throw new Error('unknown TOTP secret format');
  const decipher = createDecipheriv('aes-256-gcm', keys.encryption, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(userId));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

/** Lower case without spaces or dashes: how a code is compared, whatever way it was typed. */
const normalise = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');
const recoveryDigest = (keys: SecondFactorKeys, userId: string, code: string) =>
  createHmac('sha256', keys.recovery)
    .update(`${userId}\n${normalise(code)}`)
    .digest('hex');

/** Ten characters (~49 bits) from a CSPRNG, printed `abcde-fghij`. */
function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** Replaces the user's recovery codes with ten new ones and returns them (the only time they are readable). */
async function replaceRecoveryCodes(tx: Tx, keys: SecondFactorKeys, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.insert(recoveryCodes).values(codes.map((c) => ({ userId, codeHash: recoveryDigest(keys, userId, c) })));
  return codes;
}

/** Mails the account that its app was turned on or off, in the change's transaction (the outbox). */
async function factorChanged(tx: Tx, user: Pick<UserRow, 'id' | 'email'>, change: 'added' | 'removed') {
  const at = new Date();
  await notify(tx, {
    event: `account.second_factor_${change}`,
    entityId: `${user.id}@${at.getTime()}`,
    userId: user.id,
    to: user.email,
    channel: 'email',
    template: 'second-factor-changed',
    payload: { change, at: at.toISOString() },
  });
}

/** Whether the user's sign-in needs a second step. */
export async function hasSecondFactor(db: Db | Tx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: totpFactors.userId })
    .from(totpFactors)
    .where(and(eq(totpFactors.userId, userId), isNotNull(totpFactors.confirmedAt)))
    .limit(1);
  return Boolean(row);
}

export interface SecondFactorState {
  totp: { enabled: boolean; confirmedAt: string | null };
  recoveryCodesLeft: number;
}

export async function secondFactorStatus(db: Db, userId: string): Promise<SecondFactorState> {
  const [[factor], [left]] = await Promise.all([
    db.select().from(totpFactors).where(eq(totpFactors.userId, userId)),
    db
      .select({ n: count() })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt))),
  ]);
  const confirmedAt = factor?.confirmedAt ?? null;
  return {
    totp: { enabled: Boolean(confirmedAt), confirmedAt: confirmedAt?.toISOString() ?? null },
    recoveryCodesLeft: confirmedAt ? (left?.n ?? 0) : 0,
  };
}

/**
 * Checks a code from the app against the user's factor and, when right, records its step so the
 * same code (or one of an earlier step) is never accepted again: one conditional update, so two
 * requests racing with the same code cannot both pass. `confirmed`: which state the factor must be in.
 */
async function acceptTotp(
  tx: Db | Tx,
  keys: SecondFactorKeys,
  userId: string,
  code: string,
  confirmed: boolean,
): Promise<boolean> {
  const [factor] = await tx.select().from(totpFactors).where(eq(totpFactors.userId, userId));
  if (!factor || Boolean(factor.confirmedAt) !== confirmed) return false;
  const epoch = Math.floor(Date.now() / 1000);
  const result = await verify({
    secret: decryptSecret(keys, userId, factor.secret),
    token: code,
    epoch,
    epochTolerance: EPOCH_TOLERANCE_S,
    ...(factor.lastStep !== null ? { afterTimeStep: factor.lastStep } : {}),
  });
  if (!result.valid) return false;
  const timeStep = Math.floor(epoch / TOTP_PERIOD_S) + result.delta;
  const taken = await tx
    .update(totpFactors)
    .set({ lastStep: timeStep, ...(confirmed ? {} : { confirmedAt: new Date() }) })
    .where(and(eq(totpFactors.userId, userId), or(isNull(totpFactors.lastStep), lt(totpFactors.lastStep, timeStep))))
    .returning({ userId: totpFactors.userId });
  return taken.length === 1;
}

/** Marks one unused recovery code used; false when it is wrong or was used. */
async function acceptRecoveryCode(tx: Db | Tx, keys: SecondFactorKeys, userId: string, code: string) {
  const used = await tx
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, recoveryDigest(keys, userId, code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return used.length === 1;
}

/** A code from the app, or a recovery code. */
export type SecondFactorProof = { code: string } | { recoveryCode: string };
/** A check of the login's second step run in its transaction (a passkey's: services/passkeys.ts). */
export type LoginProofCheck = (tx: Tx, userId: string) => Promise<boolean>;

/** Checks (and consumes) a proof of a confirmed factor. */
export function acceptProof(tx: Db | Tx, keys: SecondFactorKeys, userId: string, proof: SecondFactorProof) {
  return 'code' in proof
    ? acceptTotp(tx, keys, userId, proof.code, true)
    : acceptRecoveryCode(tx, keys, userId, proof.recoveryCode);
}

export const methodOf = (proof: SecondFactorProof) => ('code' in proof ? 'password+totp' : 'password+recovery');

/**
 * Starts (or starts again) enrolling an authenticator app: a new secret, its otpauth:// URI and the
 * URI as an SVG QR code. An app already confirmed must be turned off first: starting again would
 * let whoever holds a session (without the second factor) replace it.
 */
export async function startTotp(
  db: Db,
  keys: SecondFactorKeys,
  user: Pick<UserRow, 'id' | 'email'>,
  audit: AuditWriter,
) {
  const secret = generateSecret();
  const uri = generateURI({ issuer: TOTP_ISSUER, label: user.email, secret });
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  await db.transaction(async (tx) => {
    const [existing] = await tx.select().from(totpFactors).where(eq(totpFactors.userId, user.id)).for('update');
    if (existing?.confirmedAt) throw new ConflictError('An authenticator app is already set up; turn it off first');
    const row = { secret: encryptSecret(keys, user.id, secret), confirmedAt: null, lastStep: null };
    await tx
      .insert(totpFactors)
      .values({ userId: user.id, ...row })
      .onConflictDoUpdate({ target: totpFactors.userId, set: row });
    await audit({ module: 'user', action: AUDIT_ACTIONS.SECOND_FACTOR_START, key: user.email, outcome: 'SUCCESS' }, tx);
  });
  return { secret, uri, qrSvg: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/** The first code from the app turns the factor on; the ten recovery codes come back, once. */
export async function confirmTotp(
  db: Db,
  keys: SecondFactorKeys,
  user: Pick<UserRow, 'id' | 'email'>,
  code: string,
  audit: AuditWriter,
): Promise<string[]> {
  const codes = await db.transaction(async (tx) => {
    if (!(await acceptTotp(tx, keys, user.id, code, false))) return null;
    const fresh = await replaceRecoveryCodes(tx, keys, user.id);
    await audit(
      { module: 'user', action: AUDIT_ACTIONS.SECOND_FACTOR_CONFIRM, key: user.email, outcome: 'SUCCESS' },
      tx,
    );
    await factorChanged(tx, user, 'added');
    return fresh;
  });
  if (!codes) {
    await audit({ module: 'user', action: AUDIT_ACTIONS.SECOND_FACTOR_CONFIRM, key: user.email, outcome: 'FAILURE' });
    throw new InvalidError('That code is not right: enter the 6 digits your app shows now');
  }
  return codes;
}

/** New recovery codes (the old ones stop working), for a current code from the app. */
export async function regenerateRecoveryCodes(
  db: Db,
  keys: SecondFactorKeys,
  user: Pick<UserRow, 'id' | 'email'>,
  code: string,
  audit: AuditWriter,
): Promise<string[]> {
  const codes = await db.transaction(async (tx) => {
    if (!(await acceptTotp(tx, keys, user.id, code, true))) return null;
    const fresh = await replaceRecoveryCodes(tx, keys, user.id);
    await audit(
      { module: 'user', action: AUDIT_ACTIONS.RECOVERY_CODES_REGENERATE, key: user.email, outcome: 'SUCCESS' },
      tx,
    );
    return fresh;
  });
  if (!codes) {
    await audit({
      module: 'user',
      action: AUDIT_ACTIONS.RECOVERY_CODES_REGENERATE,
      key: user.email,
      outcome: 'FAILURE',
    });
    throw new InvalidError('That code is not right: enter the 6 digits your app shows now');
  }
  return codes;
}

/** Turns the app off and deletes the recovery codes: needs the password and a code (app or recovery). */
export async function disableTotp(
  db: Db,
  keys: SecondFactorKeys,
  user: Pick<UserRow, 'id' | 'email'>,
  password: string,
  proof: SecondFactorProof,
  audit: AuditWriter,
): Promise<void> {
  const fail = async (message: string) => {
    await audit({ module: 'user', action: AUDIT_ACTIONS.SECOND_FACTOR_DISABLE, key: user.email, outcome: 'FAILURE' });
    return new InvalidError(message);
  };
  if (!(await checkPassword(db, user.email, password))) throw await fail('The password is not right');
  const done = await db.transaction(async (tx) => {
    if (!(await acceptProof(tx, keys, user.id, proof))) return false;
    await tx.delete(totpFactors).where(eq(totpFactors.userId, user.id));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    await audit(
      { module: 'user', action: AUDIT_ACTIONS.SECOND_FACTOR_DISABLE, key: user.email, outcome: 'SUCCESS' },
      tx,
    );
    await factorChanged(tx, user, 'removed');
    return true;
  });
  if (!done) throw await fail('That code is not right');
}

const challengeDigest = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The login's second step: a random 256-bit token, stored as its SHA-256, bound to the user, valid
 * for CHALLENGE_TTL_MS and used once (kept in `webauthn_challenges`, purpose 'login-second-factor').
 */
export async function createLoginChallenge(db: Db, userId: string, now = Date.now()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(webauthnChallenges).values({
    userId,
    challenge: challengeDigest(token),
    purpose: CHALLENGE_PURPOSE,
    expiresAt: new Date(now + CHALLENGE_TTL_MS),
  });
  return token;
}

/** The user a live, unused challenge names, or null. */
export async function challengeUser(db: Db, token: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: webauthnChallenges.userId })
    .from(webauthnChallenges)
    .where(
      and(
        eq(webauthnChallenges.challenge, challengeDigest(token)),
        eq(webauthnChallenges.purpose, CHALLENGE_PURPOSE),
        isNull(webauthnChallenges.usedAt),
        gt(webauthnChallenges.expiresAt, new Date()),
      ),
    );
  return row?.userId ?? null;
}

/**
 * Completes a login's second step: in one transaction the challenge is locked, the proof checked
 * and consumed, and the challenge marked used. 'expired': the challenge is unknown, used or past
 * its time (sign in again); 'wrong': the proof failed and the challenge stays for another try.
 */
export async function completeLoginChallenge(
  db: Db,
  keys: SecondFactorKeys,
  token: string,
  proof: SecondFactorProof | LoginProofCheck,
): Promise<UserRow | 'expired' | 'wrong'> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(webauthnChallenges)
      .where(
        and(
          eq(webauthnChallenges.challenge, challengeDigest(token)),
          eq(webauthnChallenges.purpose, CHALLENGE_PURPOSE),
        ),
      )
      .for('update');
    if (!row?.userId || row.usedAt || row.expiresAt.getTime() <= Date.now()) return 'expired' as const;
    const proven =
      typeof proof === 'function' ? await proof(tx, row.userId) : await acceptProof(tx, keys, row.userId, proof);
    if (!proven) return 'wrong' as const;
    await tx.update(webauthnChallenges).set({ usedAt: new Date() }).where(eq(webauthnChallenges.id, row.id));
    const [user] = await tx.select().from(users).where(eq(users.id, row.userId));
    return user ?? ('expired' as const);
  });
}

/** Refuses a challenge in a form no client of ours sends (not base64url of 32 bytes). */
export function assertChallengeShape(token: string): void {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token))
    throw new UnauthenticatedError('This sign-in has expired; sign in again', null);
}

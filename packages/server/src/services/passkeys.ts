import { createHash, randomBytes } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
  type WebAuthnCredential,
} from '@simplewebauthn/server';
import { and, asc, count, eq, gt, isNull, lt } from 'drizzle-orm';
import { PASSKEY_TRANSPORTS } from '@lnf/sdk';
import type { UserRow } from '../auth/tokens';
import type { Db, Tx } from '../db';
import { passkeys, users, webauthnChallenges } from '../db/schema';
import { ConflictError, InvalidError, NotFoundError } from '../domainErrors';
import type { AuditWriter } from './audit';
import { AUDIT_ACTIONS } from './auditActions';
import { checkPassword } from './login';
import { notify } from './notifications/outbox';
import { acceptProof, CHALLENGE_TTL_MS, type SecondFactorKeys } from './secondFactor';

type AuthenticatorTransportFuture = NonNullable<WebAuthnCredential['transports']>[number];

/**
 * Passkeys (WebAuthn, with SimpleWebAuthn; docs/security.md, 'Passkeys'): a sign-in without a
 * password, and a second factor at the login's second step for accounts with two-factor on. Every
 * passkey is discoverable and user-verifying (residentKey and userVerification required), so the
 * same credential serves both. Challenges are 256 random bits, stored as their SHA-256 in
 * `webauthn_challenges`, valid 5 minutes and taken by one conditional update, so each works once.
 */

/** The site passkeys are bound to: its domain (rpID) and the one origin whose pages may use them. */
export interface RelyingParty {
  id: string;
  name: string;
  origin: string;
}

/** A user's passkeys beyond this many are refused: each one is another key to the account. */
export const MAX_PASSKEYS = 20;
const REGISTER = 'passkey-register';
const SIGN_IN = 'passkey-sign-in';

/** What a passkey looks like to its owner. */
export interface PasskeyView {
  id: string;
  name: string;
  deviceType: string | null;
  backedUp: boolean;
  transports: string[];
  createdAt: string;
  lastUsedAt: string | null;
}

type PasskeyRow = typeof passkeys.$inferSelect;

const view = (row: PasskeyRow): PasskeyView => ({
  id: row.id,
  name: row.name,
  deviceType: row.deviceType,
  backedUp: row.backedUp,
  transports: row.transports ?? [],
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

const digest = (challenge: string) => createHash('sha256').update(challenge).digest('hex');
const bytes = (b64url: string) => new Uint8Array(Buffer.from(b64url, 'base64url'));
/** The WebAuthn user handle: the user id's 16 bytes, nothing personal. */
const userHandle = (userId: string) => new Uint8Array(Buffer.from(userId.replace(/-/g, ''), 'hex'));

/** The challenge a response signed, read from its clientDataJSON; null when it is not readable. */
export function signedChallenge(response: { response: { clientDataJSON: string } }): string | null {
  try {
    const data = JSON.parse(Buffer.from(response.response.clientDataJSON, 'base64url').toString('utf8')) as unknown;
    const challenge = (data as { challenge?: unknown }).challenge;
    return typeof challenge === 'string' && /^[A-Za-z0-9_-]{43}$/.test(challenge) ? challenge : null;
  } catch {
    return null;
  }
}

async function storeChallenge(db: Db, purpose: string, userId: string | null): Promise<Uint8Array<ArrayBuffer>> {
  const challenge = new Uint8Array(randomBytes(32));
  await db.insert(webauthnChallenges).values({
    userId,
    purpose,
    challenge: digest(Buffer.from(challenge).toString('base64url')),
    expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
  });
  return challenge;
}

/**
 * Takes a live challenge of `purpose` (and of `userId`, for a registration) by one conditional
 * update: of two requests racing with it, one gets it. Taken whatever the outcome of the check that
 * follows, so a response is checked once.
 */
async function takeChallenge(db: Db, purpose: string, challenge: string, userId: string | null): Promise<boolean> {
  const taken = await db
    .update(webauthnChallenges)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(webauthnChallenges.challenge, digest(challenge)),
        eq(webauthnChallenges.purpose, purpose),
        userId ? eq(webauthnChallenges.userId, userId) : isNull(webauthnChallenges.userId),
        isNull(webauthnChallenges.usedAt),
        gt(webauthnChallenges.expiresAt, new Date()),
      ),
    )
    .returning({ id: webauthnChallenges.id });
  return taken.length === 1;
}

/** Mails the account that a passkey was added or removed, in the change's transaction (the outbox). */
async function passkeyChanged(tx: Tx, user: Pick<UserRow, 'id' | 'email'>, change: 'added' | 'removed', name: string) {
  const at = new Date();
  await notify(tx, {
    event: `account.passkey_${change}`,
    entityId: `${user.id}@${at.getTime()}`,
    userId: user.id,
    to: user.email,
    channel: 'email',
    template: 'passkey-changed',
    payload: { change, name, at: at.toISOString() },
  });
}

export async function listPasskeys(db: Db, userId: string): Promise<PasskeyView[]> {
  const rows = await db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt));
  return rows.map(view);
}

/** Whether the user has a passkey (the login's second step then offers it). */
export async function hasPasskey(db: Db | Tx, userId: string): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  return (row?.n ?? 0) > 0;
}

/** Options for `navigator.credentials.create`: a discoverable, user-verifying credential, attestation none. */
export async function registrationOptions(
  db: Db,
  rp: RelyingParty,
  user: Pick<UserRow, 'id' | 'email'>,
  audit: AuditWriter,
) {
  const existing = await db
    .select({ id: passkeys.id, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, user.id));
  if (existing.length >= MAX_PASSKEYS) throw new ConflictError(`You have ${MAX_PASSKEYS} passkeys; remove one first`);
  const challenge = await storeChallenge(db, REGISTER, user.id);
  await audit({ module: 'user', action: AUDIT_ACTIONS.PASSKEY_REGISTER_START, key: user.email, outcome: 'SUCCESS' });
  return generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userDisplayName: user.email,
    userID: userHandle(user.id),
    challenge,
    timeout: CHALLENGE_TTL_MS,
    attestationType: 'none',
    // The same authenticator twice would be one key under two names.
    excludeCredentials: existing.map((p) => ({
      id: p.id,
      transports: (p.transports ?? []) as AuthenticatorTransportFuture[],
    })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
}

/** Checks a registration against its challenge, the origin and the rpID, and stores the credential. */
export async function registerPasskey(
  db: Db,
  rp: RelyingParty,
  user: Pick<UserRow, 'id' | 'email'>,
  name: string,
  response: RegistrationResponseJSON,
  audit: AuditWriter,
): Promise<PasskeyView> {
  const fail = async (message: string) => {
    await audit({ module: 'user', action: AUDIT_ACTIONS.PASSKEY_REGISTER, key: user.email, outcome: 'FAILURE' });
    return new InvalidError(message);
  };
  const challenge = signedChallenge(response);
  if (!challenge || !(await takeChallenge(db, REGISTER, challenge, user.id)))
    throw await fail('This passkey request has expired; try again');
  const result = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
  }).catch(() => null);
  if (!result?.verified) throw await fail('The passkey could not be checked; try again');
  const { credential, credentialDeviceType, credentialBackedUp } = result.registrationInfo;
  const row = await db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(passkeys)
      .values({
        id: credential.id,
        userId: user.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: (credential.transports ?? []).filter((t) => (PASSKEY_TRANSPORTS as readonly string[]).includes(t)),
        deviceType: credentialDeviceType,
        backedUp: credentialBackedUp,
        name,
      })
      .onConflictDoNothing()
      .returning();
    if (!stored) return null;
    await audit(
      { module: 'user', action: AUDIT_ACTIONS.PASSKEY_REGISTER, key: user.email, outcome: 'SUCCESS', detail: name },
      tx,
    );
    await passkeyChanged(tx, user, 'added', name);
    return stored;
  });
  if (!row) throw new ConflictError('This passkey is already registered');
  return view(row);
}

export async function renamePasskey(
  db: Db,
  user: Pick<UserRow, 'id' | 'email'>,
  id: string,
  name: string,
  audit: AuditWriter,
): Promise<PasskeyView> {
  const [row] = await db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, user.id)))
    .returning();
  if (!row) throw new NotFoundError('No such passkey');
  await audit({
    module: 'user',
    action: AUDIT_ACTIONS.PASSKEY_RENAME,
    key: user.email,
    outcome: 'SUCCESS',
    detail: name,
  });
  return view(row);
}

/** What removing a passkey takes: the password, or a current code from the authenticator app. */
export type RemovalProof = { password: string } | { code: string };

export async function removePasskey(
  db: Db,
  keys: SecondFactorKeys,
  user: Pick<UserRow, 'id' | 'email'>,
  id: string,
  proof: RemovalProof,
  audit: AuditWriter,
): Promise<void> {
  const fail = async (message: string) => {
    await audit({ module: 'user', action: AUDIT_ACTIONS.PASSKEY_REMOVE, key: user.email, outcome: 'FAILURE' });
    return new InvalidError(message);
  };
  if ('password' in proof && !(await checkPassword(db, user.email, proof.password)))
    throw await fail('The password is not right');
  const removed = await db.transaction(async (tx) => {
    if ('code' in proof && !(await acceptProof(tx, keys, user.id, { code: proof.code }))) return 'wrong' as const;
    const [row] = await tx
      .delete(passkeys)
      .where(and(eq(passkeys.id, id), eq(passkeys.userId, user.id)))
      .returning();
    if (!row) return null;
    await audit(
      { module: 'user', action: AUDIT_ACTIONS.PASSKEY_REMOVE, key: user.email, outcome: 'SUCCESS', detail: row.name },
      tx,
    );
    await passkeyChanged(tx, user, 'removed', row.name);
    return row;
  });
  if (removed === 'wrong') throw await fail('That code is not right');
  if (!removed) throw new NotFoundError('No such passkey');
}

/**
 * Checks an assertion by `row`'s key against `challenge`, the origin and the rpID, with the user
 * verified, and moves the stored counter forward by one conditional update. A counter that does
 * not move forward (a cloned authenticator, or a replay) is refused; authenticators that keep no
 * counter send 0 every time and are let through while the stored one is 0 too.
 */
async function acceptAssertion(
  tx: Db | Tx,
  rp: RelyingParty,
  row: PasskeyRow,
  response: AuthenticationResponseJSON,
  challenge: string,
): Promise<boolean> {
  const result = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    credential: {
      id: row.id,
      publicKey: bytes(row.publicKey),
      counter: row.counter,
      transports: (row.transports ?? []) as AuthenticatorTransportFuture[],
    },
    requireUserVerification: true,
  }).catch(() => null);
  if (!result?.verified) return false;
  const next = result.authenticationInfo.newCounter;
  const moved = await tx
    .update(passkeys)
    .set({ counter: next, lastUsedAt: new Date(), backedUp: result.authenticationInfo.credentialBackedUp })
    .where(and(eq(passkeys.id, row.id), next === 0 ? eq(passkeys.counter, 0) : lt(passkeys.counter, next)))
    .returning({ id: passkeys.id });
  return moved.length === 1;
}

/** Options for `navigator.credentials.get` with a discoverable credential (no user named yet). */
export async function signInOptions(db: Db, rp: RelyingParty) {
  const challenge = await storeChallenge(db, SIGN_IN, null);
  return generateAuthenticationOptions({
    rpID: rp.id,
    challenge,
    timeout: CHALLENGE_TTL_MS,
    userVerification: 'required',
  });
}

/**
 * A sign-in with a passkey alone: the challenge is taken, then the credential found by its id, its
 * user handle matched to its owner, the assertion checked and the counter moved. 'expired': the
 * challenge is unknown, used or too old; 'wrong': the credential or its signature is not right.
 */
export async function passkeySignIn(
  db: Db,
  rp: RelyingParty,
  response: AuthenticationResponseJSON,
): Promise<UserRow | 'expired' | 'wrong'> {
  const challenge = signedChallenge(response);
  if (!challenge || !(await takeChallenge(db, SIGN_IN, challenge, null))) return 'expired';
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(passkeys).where(eq(passkeys.id, response.id)).for('update');
    if (!row) return 'wrong' as const;
    const handle = response.response.userHandle;
    if (handle && handle !== Buffer.from(userHandle(row.userId)).toString('base64url')) return 'wrong' as const;
    if (!(await acceptAssertion(tx, rp, row, response, challenge))) return 'wrong' as const;
    const [user] = await tx.select().from(users).where(eq(users.id, row.userId));
    return user && !user.erasedAt ? user : ('wrong' as const);
  });
}

/** Options for the login's second step: the login's own challenge, the user's passkeys allowed. */
export async function secondStepOptions(db: Db, rp: RelyingParty, userId: string, loginChallenge: string) {
  const rows = await db
    .select({ id: passkeys.id, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, userId));
  return generateAuthenticationOptions({
    rpID: rp.id,
    challenge: bytes(loginChallenge),
    timeout: CHALLENGE_TTL_MS,
    userVerification: 'required',
    allowCredentials: rows.map((r) => ({
      id: r.id,
      transports: (r.transports ?? []) as AuthenticatorTransportFuture[],
    })),
  });
}

/**
 * The login's second step by passkey, inside completeLoginChallenge's transaction: the credential
 * must be the challenge's user's, and the assertion must have signed the login's challenge.
 */
export function passkeyProof(rp: RelyingParty, response: AuthenticationResponseJSON, loginChallenge: string) {
  return async (tx: Tx, userId: string): Promise<boolean> => {
    const [row] = await tx
      .select()
      .from(passkeys)
      .where(and(eq(passkeys.id, response.id), eq(passkeys.userId, userId)))
      .for('update');
    return Boolean(row) && (await acceptAssertion(tx, rp, row!, response, loginChallenge));
  };
}

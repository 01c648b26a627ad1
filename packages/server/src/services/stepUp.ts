import { and, eq, isNull } from 'drizzle-orm';
import type { Principal } from '../auth/tokens';
import type { Db } from '../db';
import { loginSessions } from '../db/schema';
import { ForbiddenError, ReauthenticationRequiredError } from '../domainErrors';
import { acceptProof, type SecondFactorKeys } from './secondFactor';
import { checkPassword } from './login';
import { STEP_UP_MS } from './staffRoles';

/**
 * The step-up before a money action (docs/api.md, 'Back-office: money'): a staff member proves again
 * who they are (their password, or a code from their authenticator app), and their login
 * (`login_sessions`, the access token's `sid`) records when. A money action then needs that, or
 * the login itself, to be under STEP_UP_MS old: a token taken from an unattended desk or a stolen
 * refresh cookie moves no money without the secret behind the sign-in.
 */

/** The caller's login, which the step-up marks; a token without one (issued before logins were named) cannot. */
function sessionOf(principal: Principal): string {
  if (!principal.sid) throw new ForbiddenError('Sign in again: this session cannot confirm who you are');
  return principal.sid;
}

/** When the caller's login last proved who they are: its step-up, or its sign-in; null for a login that ended. */
async function provenAt(db: Db, principal: Principal): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: loginSessions.createdAt, reauthenticatedAt: loginSessions.reauthenticatedAt })
    .from(loginSessions)
    .where(
      and(
        eq(loginSessions.family, sessionOf(principal)),
        eq(loginSessions.userId, principal.userId),
        isNull(loginSessions.endedAt),
      ),
    );
  if (!row) return null;
  const step = row.reauthenticatedAt?.getTime() ?? 0;
  return new Date(Math.max(step, row.createdAt.getTime()));
}

/**
 * Throws 403 'reauthentication_required' unless the caller's login was signed in, or stepped up,
 * within STEP_UP_MS.
 */
export async function requireFreshAuth(db: Db, principal: Principal, now = Date.now()): Promise<void> {
  const at = await provenAt(db, principal);
  if (!at || at.getTime() <= now - STEP_UP_MS) throw new ReauthenticationRequiredError();
}

/** What a step-up proves with: the password (already taken out of its envelope), or a code from the app. */
export type StepUpProof = { password: string } | { code: string };

/**
 * Checks the proof and, when right, marks the caller's login re-authenticated now; false when the
 * proof is wrong (the caller counts it against the login limits first). A code is consumed as a
 * login's is: it works once.
 */
export async function stepUp(
  db: Db,
  keys: SecondFactorKeys,
  principal: Principal,
  proof: StepUpProof,
  now = new Date(),
): Promise<{ reauthenticatedAt: string; validUntil: string } | false> {
  const sid = sessionOf(principal);
  if ('password' in proof) {
    const user = await checkPassword(db, principal.email, proof.password);
    if (user?.id !== principal.userId) return false;
  } else if (!(await acceptProof(db, keys, principal.userId, { code: proof.code }))) return false;
  const marked = await db
    .update(loginSessions)
    .set({ reauthenticatedAt: now })
    .where(
      and(eq(loginSessions.family, sid), eq(loginSessions.userId, principal.userId), isNull(loginSessions.endedAt)),
    )
    .returning({ family: loginSessions.family });
  if (marked.length === 0) throw new ForbiddenError('Sign in again: this session has ended');
  return {
    reauthenticatedAt: now.toISOString(),
    validUntil: new Date(now.getTime() + STEP_UP_MS).toISOString(),
  };
}

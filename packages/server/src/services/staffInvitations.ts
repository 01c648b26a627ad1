import { randomBytes } from 'node:crypto';
import { and, eq, isNotNull, max, or, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import { PORTAL_GROUP, type TokenService } from '../auth/tokens';
import type { Db, Tx } from '../db';
import { loginSessions, totpFactors, users } from '../db/schema';
import { ConflictError, NotFoundError } from '../domainErrors';
import type { AuditWriter } from './audit';
import { AUDIT_ACTIONS } from './auditActions';
import { notify } from './notifications/outbox';
import { ALL_STAFF_GROUPS, STAFF_GROUPS, staffRole, type StaffRole } from './staffRoles';

/**
 * Staff accounts (docs/backoffice.md, 'Staff'): an admin invites a member, changes their role or
 * removes their access. Staff are never self-registered: an invited account starts with a random
 * password nobody knows and the role's group, and its owner sets a password with 'Forgot password'
 * (an OTP to the invited address proves the mailbox, as for any account). A change of role or a
 * removal ends every session of the account, so no access token keeps the old groups.
 */

export interface StaffRow {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: StaffRole;
  /** A confirmed authenticator app, the second factor the staff rule asks for. */
  secondFactor: boolean;
  /** invited: never signed in (within the retention of sign-in records); active: signed in. */
  status: 'invited' | 'active';
  lastSignInAt: string | null;
  createdAt: string;
}

export interface Invitation {
  email: string;
  firstName: string;
  lastName: string;
  role: StaffRole;
}

/** The staff member who acts: named in the invitation mail and the audit rows. */
export interface Inviter {
  userId: string;
  email: string;
  name: string;
}

/** Holds any staff group (jsonb containment); `staffRole` still decides each row. */
const isStaff = or(...ALL_STAFF_GROUPS.map((g) => sql`${users.groups} @> ${JSON.stringify([g])}::jsonb`));

/** The groups without any staff group, plus the role's when one is given. */
const withRole = (groups: readonly string[], role: StaffRole | null) => [
  ...groups.filter((g) => !ALL_STAFF_GROUPS.includes(g)),
  ...(role ? [STAFF_GROUPS[role]] : []),
];

/** Every staff member (any staff group), the newest first. */
export async function listStaff(db: Db | Tx, id?: string): Promise<StaffRow[]> {
  const signedIn = db
    .select({ userId: loginSessions.userId, last: max(loginSessions.createdAt).as('last') })
    .from(loginSessions)
    .groupBy(loginSessions.userId)
    .as('signed_in');
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      groups: users.groups,
      totp: totpFactors.confirmedAt,
      lastSignInAt: signedIn.last,
      createdAt: users.createdAt,
    })
    .from(users)
    .leftJoin(totpFactors, and(eq(totpFactors.userId, users.id), isNotNull(totpFactors.confirmedAt)))
    .leftJoin(signedIn, eq(signedIn.userId, users.id))
    .where(id ? and(eq(users.id, id), isStaff) : isStaff)
    .orderBy(sql`${users.createdAt} desc`, users.email);
  return rows.flatMap((r) => {
    const role = staffRole(r);
    if (!role) return [];
    const last = r.lastSignInAt ? new Date(r.lastSignInAt as unknown as string) : null;
    return [
      {
        id: r.id,
        email: r.email,
        firstName: r.firstName,
        lastName: r.lastName,
        role,
        secondFactor: r.totp !== null,
        status: last ? 'active' : 'invited',
        lastSignInAt: last?.toISOString() ?? null,
        createdAt: r.createdAt.toISOString(),
      } satisfies StaffRow,
    ];
  });
}

/** One staff member, or 404 (an unknown id, or an account that is not staff). */
export async function staffMember(db: Db | Tx, id: string): Promise<StaffRow> {
  const [row] = await listStaff(db, id);
  if (!row) throw new NotFoundError('Staff member not found');
  return row;
}

/**
 * Makes the account of a new staff member and mails the invitation, in one transaction with its
 * audit row. 409 when the email has an account already, a customer's or staff's: an invitation
 * never takes over an account.
 */
export async function inviteStaff(
  deps: { db: Db; audit: AuditWriter },
  by: Inviter,
  invite: Invitation,
): Promise<StaffRow> {
  const email = invite.email.trim().toLowerCase();
  const exists = () =>
    new ConflictError(`${email} already has an LNF account: change its role in the staff list, or use another email`);
  // A real hash of a secret nobody is told: the account signs in only after 'Forgot password'.
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  const id = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({
        email,
        firstName: invite.firstName.trim(),
        lastName: invite.lastName.trim(),
        userName: email,
        passwordHash,
        emailVerified: false,
        groups: withRole([PORTAL_GROUP], invite.role),
        realmRoles: [],
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!row) throw exists();
    await notify(tx, {
      event: 'staff.invited',
      entityId: row.id,
      userId: row.id,
      to: email,
      channel: 'email',
      template: 'staff-invited',
      payload: {
        invitedBy: by.name.trim() || by.email,
        invitedByEmail: by.email,
        role: invite.role,
        email,
      },
    });
    await deps.audit(
      {
        module: 'backoffice',
        action: AUDIT_ACTIONS.INVITE_STAFF,
        key: email,
        outcome: 'SUCCESS',
        data: { role: invite.role, staffId: row.id },
      },
      tx,
    );
    return row.id;
  });
  return staffMember(deps.db, id);
}

/** 409 for the caller's own account: an admin cannot lock the last admin (themselves) out. */
function notSelf(by: Inviter, id: string, what: string) {
  if (by.userId === id) throw new ConflictError(`You cannot ${what} yourself: ask another admin`);
}

/**
 * Gives a staff member another role (or none: `null` removes staff access, the account stays as a
 * customer's). Ends every session of the account in the same transaction, with the audit row's
 * `before` and `after`.
 */
export async function setStaffRole(
  deps: { db: Db; tokens: TokenService; audit: AuditWriter },
  by: Inviter,
  id: string,
  role: StaffRole | null,
): Promise<{ before: StaffRow; after: StaffRole | null }> {
  notSelf(by, id, role ? 'change the role of' : 'remove');
  return deps.db.transaction(async (tx) => {
    const [locked] = await tx.select({ groups: users.groups }).from(users).where(eq(users.id, id)).for('update');
    const before = locked && staffRole(locked) ? await staffMember(tx, id) : null;
    if (!locked || !before) throw new NotFoundError('Staff member not found');
    // The role they have already: nothing changes, no one is signed out.
    if (role === before.role) return { before, after: role };
    await tx
      .update(users)
      .set({ groups: withRole(locked.groups, role) })
      .where(eq(users.id, id));
    const ended = await deps.tokens.revokeUser(id, tx);
    await deps.audit(
      {
        module: 'backoffice',
        action: role ? AUDIT_ACTIONS.CHANGE_STAFF_ROLE : AUDIT_ACTIONS.REMOVE_STAFF,
        key: before.email,
        outcome: 'SUCCESS',
        data: { staffId: id, before: { role: before.role }, after: { role }, sessionsEnded: ended },
      },
      tx,
    );
    return { before, after: role };
  });
}

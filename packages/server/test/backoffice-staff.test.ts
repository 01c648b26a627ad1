import { backoffice, backofficeStaff, dev, user, type ApiError } from '@lnf/sdk';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, users } from '../src/db/schema';
import { AUDIT_ACTIONS } from '../src/services/auditActions';
import { STAFF_GROUPS } from '../src/services/staffRoles';
import { latestOtp } from './accounts';
import { ADMIN, startTestServer, type TestServer } from './harness';
import { createStaff, createUser, failure, send, type TestUser } from './users';

/**
 * Staff are invited, never self-registered (docs/backoffice.md, 'Staff'): an admin invites by
 * mail, the invitee sets a password through 'Forgot password' and signs in with the role; only
 * admins manage staff; an admin cannot demote or remove themselves; a removal ends the sessions.
 */
let server: TestServer;
let admin: string;
let adminId: string;
let support: TestUser;
let finance: TestUser;
let customer: TestUser;
beforeAll(async () => {
  server = await startTestServer({ rateLimits: false, otpResendSeconds: 0 });
  admin = (await server.login(ADMIN.email, ADMIN.password)).access_token;
  const [row] = await server.services.db.select({ id: users.id }).from(users).where(eq(users.email, ADMIN.email));
  adminId = row!.id;
  support = await createStaff(server, 'sam.support@lnf.example', 'support');
  finance = await createStaff(server, 'fiona.finance@lnf.example', 'finance');
  customer = await createUser(server, 'chandra.customer@example.com');
});
afterAll(() => server?.stop());

const PATH = '/api/v1/lnf/backoffice/staff';
const status = (p: Promise<unknown>) => failure<ApiError>(p).then((e) => e.status);
/** The `group` claim of an access token. */
const groupsOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { group: string[] }).group;

/** The invitation mails to `to`, once the outbox has sent one. */
async function invitations(to: string) {
  const anon = server.client();
  const read = async () =>
    (await dev.mailbox(anon, to)).filter((m) => m.subject === 'You are invited to the LNF back-office');
  await expect.poll(async () => (await read()).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
  return read();
}

/** Sets the password the way the portal's 'Forgot password' does: an OTP mailed, checked, then the new password. */
async function setPassword(email: string, password: string) {
  const anon = server.client();
  await user.sendOtp(anon, email);
  await user.validateOtp(anon, email, await latestOtp(anon, email));
  await user.updatePassword(anon, { email, newPwd: password, confirmPwd: password });
}

describe('inviting staff', () => {
  it('an invited support member sets a password with the mailed code and signs in as support', async () => {
    const email = 'meera.nair@lnf.example';
    const invited = await backofficeStaff.invite(server.client(admin), {
      email: 'Meera.Nair@LNF.example',
      firstName: 'Meera',
      lastName: 'Nair',
      role: 'support',
    });
    expect(invited).toMatchObject({
      email,
      firstName: 'Meera',
      role: 'support',
      status: 'invited',
      secondFactor: false,
    });

    const [mail] = await invitations(email);
    for (const fact of ['Support', 'Forgot password', email, ADMIN.email]) expect(mail!.text).toContain(fact);

    // Nobody knows the password it was made with: no sign-in before the reset.
    expect(await status(server.login(email, 'Staff-Pass-2025'))).toBe(401);
    await setPassword(email, 'Meera-Chose-This-1');
    const tokens = await server.login(email, 'Meera-Chose-This-1');
    expect(groupsOf(tokens.access_token)).toEqual(['/PortalGroup', STAFF_GROUPS.support]);
    const meera = server.client(tokens.access_token);
    expect(await backoffice.search(meera, { q: 'chandra' })).toBeDefined();
    // Support, not admin: managing staff stays closed.
    expect(await status(backofficeStaff.list(meera))).toBe(403);

    const { staff } = await backofficeStaff.list(server.client(admin));
    expect(staff.find((m) => m.email === email)).toMatchObject({ role: 'support', status: 'active' });
    expect(staff.map((m) => m.email)).toEqual(expect.arrayContaining([ADMIN.email, support.email, finance.email]));
    expect(staff.map((m) => m.email)).not.toContain(customer.email);

    const [audited] = await server.services.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, AUDIT_ACTIONS.INVITE_STAFF), eq(auditLogs.key, email)));
    expect(audited).toMatchObject({ actor: ADMIN.email, outcome: 'SUCCESS' });
    expect(audited!.data).toMatchObject({ role: 'support' });
  });

  it('refuses an email that has an account, a customer’s or staff’s, with 409', async () => {
    for (const email of [customer.email, finance.email.toUpperCase()]) {
      const res = await send(server, 'POST', PATH, {
        token: admin,
        body: { email, firstName: 'Dup', lastName: 'Licate', role: 'support' },
      });
      expect(res.status).toBe(409);
      expect(((await res.json()) as { message: string }).message).toContain('already has an LNF account');
    }
    // The customer stays a customer.
    const [row] = await server.services.db.select().from(users).where(eq(users.email, customer.email));
    expect(row!.groups).toEqual(['/PortalGroup']);
  });

  it('answers 400 to bad input', async () => {
    const good = { email: 'new.person@lnf.example', firstName: 'New', lastName: 'Person', role: 'support' };
    for (const body of [
      { ...good, role: 'owner' },
      { ...good, email: 'not-an-email' },
      { ...good, firstName: '' },
      { ...good, groups: ['/PortalGroup/PortalAdminGroup'] },
      'not json',
    ]) {
      expect((await send(server, 'POST', PATH, { token: admin, body })).status, JSON.stringify(body)).toBe(400);
    }
    const someone = (await backofficeStaff.list(server.client(admin))).staff[0]!.id;
    expect((await send(server, 'PATCH', `${PATH}/${someone}`, { token: admin, body: { role: 'boss' } })).status).toBe(
      400,
    );
    expect((await send(server, 'DELETE', `${PATH}/not-a-uuid`, { token: admin })).status).toBe(404);
  });

  it('is for admins only', async () => {
    const body = { email: 'sneaky@lnf.example', firstName: 'S', lastName: 'N', role: 'admin' };
    for (const token of [support.token, finance.token, customer.token]) {
      expect((await send(server, 'GET', PATH, { token })).status).toBe(403);
      expect((await send(server, 'POST', PATH, { token, body })).status).toBe(403);
      expect((await send(server, 'PATCH', `${PATH}/${support.id}`, { token, body: { role: 'admin' } })).status).toBe(
        403,
      );
      expect((await send(server, 'DELETE', `${PATH}/${support.id}`, { token })).status).toBe(403);
    }
    expect((await send(server, 'GET', PATH)).status).toBe(401);
    expect((await send(server, 'POST', PATH, { body })).status).toBe(401);
    const [none] = await server.services.db.select().from(users).where(eq(users.email, 'sneaky@lnf.example'));
    expect(none).toBeUndefined();
  });
});

describe('managing staff', () => {
  it('an admin cannot demote or remove themselves', async () => {
    const me = server.client(admin);
    expect(await status(backofficeStaff.changeRole(me, adminId, { role: 'support' }))).toBe(409);
    expect(await status(backofficeStaff.remove(me, adminId))).toBe(409);
    const [row] = await server.services.db.select().from(users).where(eq(users.id, adminId));
    expect(row!.groups).toContain(STAFF_GROUPS.admin);
  });

  it('changes a role, audited with before and after, and the new role applies at the next sign-in', async () => {
    const member = await createStaff(server, 'ravi.promoted@lnf.example', 'support');
    const changed = await backofficeStaff.changeRole(server.client(admin), member.id, { role: 'finance' });
    expect(changed.role).toBe('finance');
    const [row] = await server.services.db.select().from(users).where(eq(users.id, member.id));
    expect(row!.groups).toEqual(['/PortalGroup', STAFF_GROUPS.finance]);
    // The old token carried the old role: it ends with the change.
    expect(await status(backoffice.search(member.client, { q: 'chandra' }))).toBe(401);
    const again = await server.login(member.email, member.password);
    expect(groupsOf(again.access_token)).toContain(STAFF_GROUPS.finance);

    const [audited] = await server.services.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.action, AUDIT_ACTIONS.CHANGE_STAFF_ROLE));
    expect(audited!.data).toMatchObject({ before: { role: 'support' }, after: { role: 'finance' } });
  });

  it('a removal drops the staff groups and ends every session at once', async () => {
    const member = await createStaff(server, 'leaving@lnf.example', 'finance');
    const second = await server.login(member.email, member.password);
    expect(await backoffice.search(member.client, { q: 'chandra' })).toBeDefined();

    await backofficeStaff.remove(server.client(admin), member.id);
    for (const token of [member.token, second.access_token])
      expect(await status(backoffice.search(server.client(token), { q: 'chandra' }))).toBe(401);
    const [row] = await server.services.db.select().from(users).where(eq(users.id, member.id));
    expect(row!.groups).toEqual(['/PortalGroup']);
    // They may still sign in, as a customer: no staff page opens.
    const after = await server.login(member.email, member.password);
    expect(groupsOf(after.access_token)).toEqual(['/PortalGroup']);
    expect(await status(backoffice.search(server.client(after.access_token), { q: 'chandra' }))).toBe(403);
    expect((await backofficeStaff.list(server.client(admin))).staff.map((m) => m.id)).not.toContain(member.id);
    // Removing again: they are no longer staff.
    expect(await status(backofficeStaff.remove(server.client(admin), member.id))).toBe(404);

    const [audited] = await server.services.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, AUDIT_ACTIONS.REMOVE_STAFF), eq(auditLogs.key, member.email)));
    expect(audited!.data).toMatchObject({ before: { role: 'finance' }, after: { role: null }, sessionsEnded: 2 });
  });
});

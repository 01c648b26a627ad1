import { ApiError, user } from '@lnf/sdk';
import { decodeJwt } from 'jose';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otps, users } from '../src/db/schema';
import { latestOtp, signUp } from './accounts';
import { ADMIN, startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

const fail = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('expected a failure');
    },
    (e: ApiError) => e,
  );

describe('sign-up with an OTP', () => {
  it('creates a portal customer after the email is verified, whatever groups the body asks for', async () => {
    const anon = server.client();
    const email = 'asha.rao@example.com';
    expect(await user.sendOtp(anon, email)).toEqual({ message: 'OTP has been successfully sent' });
    const code = await latestOtp(anon, email);
    expect(code).toMatch(/^\d{6}$/);
    expect(await user.validateOtp(anon, email, code)).toEqual({ message: 'OTP Verified Successfully' });
    const text = await user.createUser(anon, {
      email,
      password: 'Asha-Pass-2025',
      firstName: 'Asha',
      lastName: 'Rao',
      userName: 'asha',
      groups: ['/PortalGroup/PortalAdminGroup'],
      realmRoles: ['admin'],
    });
    expect(text).toBe('User created successfully');
    const tokens = await server.login(email, 'Asha-Pass-2025');
    const claims = decodeJwt(tokens.access_token);
    expect(claims.group).toEqual(['/PortalGroup']);
    expect(claims.name).toBe('Asha Rao');
  });

  it('refuses to create an account for an email that was not verified', async () => {
    const e = await fail(
      user.createUser(server.client(), {
        email: 'nobody@example.com',
        password: 'x1234',
        firstName: 'No',
        lastName: 'Body',
        userName: 'nb',
        groups: [],
        realmRoles: [],
      }),
    );
    expect(e.status).toBe(403);
    const [{ value }] = await server.services.db
      .select({ value: count() })
      .from(users)
      .where(eq(users.email, 'nobody@example.com'));
    expect(value).toBe(0);
  });

  it('answers the spec messages for missing sign-up fields', async () => {
    const res = await server.raw('/api/v1/lnf/user/create', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'x@example.com',
        password: 'p',
        firstName: '',
        lastName: 'L',
        userName: 'u',
        groups: [],
        realmRoles: [],
      }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toContain('First Name is required.');
  });
});

describe('OTP rules', () => {
  it('voids the code after 5 wrong tries', async () => {
    const anon = server.client();
    const email = 'five.tries@example.com';
    await user.sendOtp(anon, email);
    const code = await latestOtp(anon, email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await fail(user.validateOtp(anon, email, wrong))).message).toBe('Invalid OTP');
    // The right code no longer works: the 5th wrong try spent it.
    expect((await fail(user.validateOtp(anon, email, code))).message).toBe('Invalid OTP');
  });

  it('is single use', async () => {
    const anon = server.client();
    const email = 'single.use@example.com';
    await user.sendOtp(anon, email);
    const code = await latestOtp(anon, email);
    await user.validateOtp(anon, email, code);
    expect((await fail(user.validateOtp(anon, email, code))).status).toBe(400);
  });

  it('expires after 300 s', async () => {
    const anon = server.client();
    const email = 'expired.code@example.com';
    await user.sendOtp(anon, email);
    const code = await latestOtp(anon, email);
    await server.services.db
      .update(otps)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otps.email, email));
    expect((await fail(user.validateOtp(anon, email, code))).message).toBe('Invalid OTP');
  });

  it('allows a resend only after 30 s', async () => {
    const anon = server.client();
    const email = 'resend.wait@example.com';
    await user.sendOtp(anon, email);
    const again = await fail(user.sendOtp(anon, email));
    expect(again.status).toBe(429);
    expect(again.message).toMatch(/Please wait \d+ seconds/);
  });

  it('rejects an OTP that is not 6 digits with the spec message', async () => {
    const res = await server.raw('/api/v1/lnf/user/reset-password/otp/validate?email=a@example.com&otp=12', {
      method: 'POST',
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toContain('OTP must be at least 6 characters long');
  });
});

describe('forgot password', () => {
  it('changes the password after the OTP and ends old sessions', async () => {
    const customer = await signUp(server, 'ravi.kumar@example.com', 'Old-Pass-1');
    const anon = server.client();
    await new Promise((r) => setTimeout(r, 0));
    // Sign-up sent the first OTP moments ago: wait out the resend cooldown by ageing it.
    await server.services.db
      .update(otps)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(otps.email, customer.email));
    await user.sendOtp(anon, customer.email);
    await user.validateOtp(anon, customer.email, await latestOtp(anon, customer.email));
    expect(
      await user.updatePassword(anon, { email: customer.email, newPwd: 'New-Pass-2', confirmPwd: 'New-Pass-2' }),
    ).toEqual({ message: 'Success, Please wait...' });
    await server.login(customer.email, 'New-Pass-2');
    expect((await fail(server.login(customer.email, 'Old-Pass-1'))).status).toBe(401);
    expect((await fail(user.refresh(anon, customer.tokens.refresh_token))).status).toBe(401);
  });

  it("answers 'User not found' only after the mailbox was proven", async () => {
    const anon = server.client();
    const email = 'no.account@example.com';
    await user.sendOtp(anon, email);
    await user.validateOtp(anon, email, await latestOtp(anon, email));
    const e = await fail(user.updatePassword(anon, { email, newPwd: 'Whatever-1', confirmPwd: 'Whatever-1' }));
    expect(e.status).toBe(404);
    expect(e.message).toBe('User not found');
  });

  it('refuses a password change without a validated OTP, and mismatched passwords', async () => {
    const anon = server.client();
    expect(
      (await fail(user.updatePassword(anon, { email: ADMIN.email, newPwd: 'Hijack-1', confirmPwd: 'Hijack-1' })))
        .status,
    ).toBe(403);
    const res = await server.raw(
      `/api/v1/lnf/user/reset-password/otp/update?email=${ADMIN.email}&newPwd=abcdef&confirmPwd=abcdeg`,
      { method: 'POST' },
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toContain(
      'Confirm Password Is required & should be match the passwords',
    );
    await server.login(ADMIN.email, ADMIN.password);
  });
});

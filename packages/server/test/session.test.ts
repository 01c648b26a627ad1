import { ApiError, encryptPassword, user } from '@lnf/sdk';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  server.raw(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('POST user/login', () => {
  it('answers 201 with Keycloak-shaped tokens for the seeded admin', async () => {
    const tokens = await server.login(ADMIN.email, ADMIN.password);
    expect(tokens.token_type).toBe('Bearer');
    expect(tokens.expires_in).toBe(300);
    expect(tokens.refresh_expires_in).toBe(30 * 24 * 3600);
    const claims = decodeJwt(tokens.access_token);
    expect(claims).toMatchObject({
      email: ADMIN.email,
      name: 'LNF Admin',
      given_name: 'LNF',
      family_name: 'Admin',
      email_verified: true,
      typ: 'Bearer',
      aud: 'lnf-portal',
      group: ['/PortalGroup', '/PortalGroup/PortalAdminGroup'],
    });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(300);
    expect(decodeJwt(tokens.id_token).typ).toBe('ID');
  });

  it('accepts the email in any case', async () => {
    const tokens = await server.login(ADMIN.email.toUpperCase(), ADMIN.password);
    expect(decodeJwt(tokens.access_token).email).toBe(ADMIN.email);
  });

  it('answers 401 with one message for a wrong password and for an unknown email', async () => {
    const wrong = await server.login(ADMIN.email, 'not-the-password').catch((e: unknown) => e);
    const unknown = await server.login('nobody@test.local', ADMIN.password).catch((e: unknown) => e);
    expect(wrong).toBeInstanceOf(ApiError);
    expect(unknown).toBeInstanceOf(ApiError);
    expect((wrong as ApiError).status).toBe(401);
    expect((unknown as ApiError).status).toBe(401);
    expect((wrong as ApiError).message).toBe((unknown as ApiError).message);
    expect((wrong as ApiError).message).not.toMatch(/password is wrong|no such user|not found/i);
  });

  it('rejects a password that is not an envelope with 400', async () => {
    const res = await post('/api/v1/lnf/user/login', { username: ADMIN.email, password: ADMIN.password });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      status: 400,
      error: 'Bad Request',
      message: 'The password field is not a valid login envelope',
    });
  });

  it.each([
    ['malformed JSON', '{"username":', 400, 'Malformed JSON body'],
    ['a missing field', { username: 'a@b.co' }, 400, "Field 'password' is required"],
    ['a wrong type', { username: 42, password: 'x' }, 400, "Invalid field 'username'"],
    ['an unknown field', { username: 'a@b.co', password: 'x', admin: true }, 400, "Unknown field 'admin'"],
  ])('answers %s with a clear 4xx', async (_what, body, status, message) => {
    const res = await post('/api/v1/lnf/user/login', body);
    expect(res.status).toBe(status);
    const json = (await res.json()) as { message: string };
    expect(json.message).toContain(message);
  });

  it('answers 415 for a body that is not JSON and 413 for an oversized one', async () => {
    const form = await server.raw('/api/v1/lnf/user/login', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'x',
    });
    expect(form.status).toBe(415);
    const big = await post('/api/v1/lnf/user/login', { username: 'a@b.co', password: 'x'.repeat(70 * 1024) });
    expect(big.status).toBe(413);
  });
});

describe('refresh and logout', () => {
  it('rotates the refresh token and revokes the family when a used one comes back', async () => {
    const first = await server.login(ADMIN.email, ADMIN.password);
    const client = server.client();
    const second = await user.refresh(client, first.refresh_token);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    const reuse = await user.refresh(client, first.refresh_token).catch((e: unknown) => e as ApiError);
    expect((reuse as ApiError).status).toBe(401);
    // The thief replayed the old token: the legitimate newer one is dead too.
    const after = await user.refresh(client, second.refresh_token).catch((e: unknown) => e as ApiError);
    expect((after as ApiError).status).toBe(401);
  });

  it('logout revokes the refresh token', async () => {
    const tokens = await server.login(ADMIN.email, ADMIN.password);
    expect(
      await user.logout(server.client(), { accessToken: tokens.access_token, refreshToken: tokens.refresh_token }),
    ).toEqual({ message: 'Logged out' });
    const again = await user.refresh(server.client(), tokens.refresh_token).catch((e: unknown) => e as ApiError);
    expect((again as ApiError).status).toBe(401);
  });

  it('refuses a refresh without the header, or with an access token in its place', async () => {
    expect((await server.raw('/api/v1/lnf/user/refresh', { method: 'POST' })).status).toBe(400);
    const tokens = await server.login(ADMIN.email, ADMIN.password);
    const res = await server.raw('/api/v1/lnf/user/refresh', {
      method: 'POST',
      headers: { refreshToken: tokens.access_token },
    });
    expect(res.status).toBe(401);
  });
});

describe('HTTP surface', () => {
  it('health answers ok', async () => {
    expect(await (await server.raw('/api/health')).json()).toEqual({ status: 'ok' });
  });

  it('redirects a trailing slash with 301 and keeps the query', async () => {
    const res = await server.raw('/our-plans/?x=1&y=2', { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/our-plans?x=1&y=2');
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await server.raw('/api/v1/lnf/nope');
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: string }).error).toBe('Not Found');
  });

  it('sends the security headers of DESIGN.md section 5', async () => {
    const res = await server.raw('/api/health');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self'(;| 'sha256)/);
    expect(res.headers.get('strict-transport-security')).toBeNull();
    // No proxy is trusted here, so a client's own X-Forwarded-Proto asks for HSTS in vain (attacks.test.ts).
    const claimed = await server.raw('/api/health', { headers: { 'x-forwarded-proto': 'https' } });
    expect(claimed.headers.get('strict-transport-security')).toBeNull();
  });

  it('rate-limits login per account and IP with 429', async () => {
    const limited = await startTestServer({ rateLimits: true });
    try {
      const body = JSON.stringify({ username: 'victim@test.local', password: await encryptPassword('guess') });
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        const res = await limited.raw('/api/v1/lnf/user/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        });
        statuses.push(res.status);
      }
      expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
      expect(statuses[10]).toBe(429);
    } finally {
      await limited.stop();
    }
  });
});

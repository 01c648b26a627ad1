import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { order, user, type ApiError } from '@lnf/sdk';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultKeyFile, JWT_ALG, loadSigningKeys, parseKeySet, rotateSigningKeys } from '../src/auth/keys';
import { ACCESS_TTL_S, AUDIENCE, DENY_LIST_SYNC_MS, REFRESH_TTL_S, TokenService } from '../src/auth/tokens';
import { users } from '../src/db/schema';
import { createUser, failure } from './users';
import { startTestServer, type TestServer } from './harness';

/**
 * Access tokens end with their session (security issue, item 10): logout, a password change and a
 * reused refresh token deny them before their 5 minutes are up; the signing key rotates by key id
 * without logging anyone out.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

/** A call only a logged-in user may make: 401 once the token is denied. */
const canCall = (token: string) =>
  order.list(server.client(token)).then(
    () => true,
    (e: ApiError) => {
      if (e.status !== 401) throw e;
      return false;
    },
  );

describe('revoking access tokens', () => {
  it('logout ends the access token at once, not 5 minutes later', async () => {
    const a = await createUser(server, 'logout.now@example.com');
    const tokens = await server.login(a.email, a.password);
    expect(await canCall(tokens.access_token)).toBe(true);
    await user.logout(server.client(), { accessToken: tokens.access_token, refreshToken: tokens.refresh_token });
    expect(await canCall(tokens.access_token)).toBe(false);
    // Another login of the same user is untouched.
    expect(await canCall(a.token)).toBe(true);
  });

  it('a password change ends every login of the user, and no one else’s', async () => {
    const a = await createUser(server, 'reset.all@example.com');
    const b = await createUser(server, 'bystander@example.com');
    const second = await server.login(a.email, a.password);
    await server.services.tokens.revokeUser(a.id);
    expect(await canCall(a.token)).toBe(false);
    expect(await canCall(second.access_token)).toBe(false);
    expect((await failure<ApiError>(user.refresh(server.client(), second.refresh_token))).status).toBe(401);
    expect(await canCall(b.token)).toBe(true);
  });

  it('a reused refresh token ends the access tokens of its family', async () => {
    const a = await createUser(server, 'reuse.kills@example.com');
    const first = await server.login(a.email, a.password);
    const rotated = await user.refresh(server.client(), first.refresh_token);
    expect(await canCall(rotated.access_token)).toBe(true);
    expect((await failure<ApiError>(user.refresh(server.client(), first.refresh_token))).status).toBe(401);
    expect(await canCall(rotated.access_token)).toBe(false);
  });

  it('another instance on the same database honours a revocation within its sync interval', async () => {
    let clock = Date.now();
    const keys = await loadSigningKeys(join(mkdtempSync(join(tmpdir(), 'lnf-keys-')), 'k.json'), null);
    const one = new TokenService(server.services.db, keys, 'http://localhost/realms/lnf', () => clock);
    const two = new TokenService(server.services.db, keys, 'http://localhost/realms/lnf', () => clock);
    const [row] = await server.services.db
      .insert(users)
      .values({
        email: 'two.instances@example.com',
        firstName: 'Two',
        lastName: 'Instances',
        userName: 'two',
        passwordHash: 'x',
        groups: ['/PortalGroup'],
      })
      .returning();
    const tokens = await one.issue(row!);
    expect((await two.principal(tokens.access_token)).email).toBe('two.instances@example.com');
    await one.revoke(tokens.refresh_token, tokens.access_token);
    await expect(one.principal(tokens.access_token)).rejects.toMatchObject({ kind: 'unauthenticated' });
    // The other instance read the list a moment ago; after its interval it reads again and refuses.
    clock += DENY_LIST_SYNC_MS;
    await expect(two.principal(tokens.access_token)).rejects.toMatchObject({ kind: 'unauthenticated' });
    // A deny-list row outlives the token it denies by nothing: it expires with the token.
    clock += ACCESS_TTL_S * 1000 + 1;
    await expect(two.principal(tokens.access_token)).rejects.toMatchObject({
      kind: 'unauthenticated',
      bearer: 'invalid',
      message: 'Invalid or expired token',
    });
  });
});

describe('signing-key rotation', () => {
  const dir = mkdtempSync(join(tmpdir(), 'lnf-rotation-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads the single-key file older data folders have', async () => {
    const { privateKey } = await generateKeyPair(JWT_ALG, { extractable: true });
    const file = join(dir, 'legacy.json');
    writeFileSync(file, JSON.stringify({ ...(await exportJWK(privateKey)), kid: 'legacy-1' }));
    const keys = await loadSigningKeys(file, null);
    expect(keys.kid).toBe('legacy-1');
  });

  it('signs with the new key and still verifies the old one’s tokens, so nobody is logged out', async () => {
    const file = defaultKeyFile(dir);
    const before = await loadSigningKeys(file, null);
    const issuer = 'http://localhost/realms/lnf';
    const [row] = await server.services.db
      .insert(users)
      .values({
        email: 'rotation@example.com',
        firstName: 'Ro',
        lastName: 'Tation',
        userName: 'ro',
        passwordHash: 'x',
        groups: ['/PortalGroup'],
      })
      .returning();
    const old = await new TokenService(server.services.db, before, issuer).issue(row!);

    const { kid, kept } = await rotateSigningKeys(file, REFRESH_TTL_S);
    expect(kept).toEqual([before.kid]);
    const after = await loadSigningKeys(file, null);
    expect(after.kid).toBe(kid);
    const service = new TokenService(server.services.db, after, issuer);
    expect((await service.principal(old.access_token)).email).toBe('rotation@example.com');
    const renewed = await service.rotate(old.refresh_token);
    expect(JSON.parse(Buffer.from(renewed.access_token.split('.')[0]!, 'base64url').toString()).kid).toBe(kid);
    expect(parseKeySet(readFileSync(file, 'utf8'))[1]!.lnf_retired_at).toBeGreaterThan(0);
  });

  it('drops a retired key once every token it signed has expired', async () => {
    const file = join(dir, 'drop.json');
    const first = await loadSigningKeys(file, null);
    const now = Date.now();
    await rotateSigningKeys(file, REFRESH_TTL_S, now);
    const later = await rotateSigningKeys(file, REFRESH_TTL_S, now + (REFRESH_TTL_S + 60) * 1000);
    expect(later.dropped).toEqual([first.kid]);
    expect(parseKeySet(readFileSync(file, 'utf8'))).toHaveLength(2);
  });

  it('refuses a token whose key id it does not know, even with a valid shape', async () => {
    const { privateKey } = await generateKeyPair(JWT_ALG);
    const now = Math.floor(Date.now() / 1000);
    const forged = await new SignJWT({
      typ: 'Bearer',
      email: 'x@example.com',
      group: ['/PortalGroup/PortalAdminGroup'],
    })
      .setProtectedHeader({ alg: JWT_ALG, kid: 'someone-elses', typ: 'JWT' })
      .setIssuer('http://localhost/realms/lnf')
      .setAudience(AUDIENCE)
      .setSubject(crypto.randomUUID())
      .setIssuedAt(now)
      .setExpirationTime(now + 60)
      .setJti(crypto.randomUUID())
      .sign(privateKey);
    expect(await canCall(forged)).toBe(false);
  });
});

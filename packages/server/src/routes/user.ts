import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  decryptPassword,
  LoginRequest,
  PasskeySignInRequest,
  SecondFactorLoginRequest,
  SERVICE_VERSIONS,
} from '@lnf/sdk';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { InvalidError, UnauthenticatedError } from '../domainErrors';
import { audit, auditWriter, clientKey, isHttps, type AppEnv, type Ctx, type Services } from '../http/context';
import { errorBody } from '../http/errors';
import { jsonBody } from '../http/validate';
import { REFRESH_TTL_S, type UserRow } from '../auth/tokens';
import { AUDIT_ACTIONS } from '../services/auditActions';
import { checkPassword, recordSignIn } from '../services/login';
import {
  assertChallengeShape,
  challengeUser,
  completeLoginChallenge,
  createLoginChallenge,
  hasSecondFactor,
  methodOf,
  SECOND_FACTOR_FAILURES,
  SECOND_FACTOR_WINDOW_MS,
  secondFactorKey,
  secondFactorKeys,
  TOO_MANY_CODES,
} from '../services/secondFactor';
import { LOGIN_FAILURES } from '../services/limits';
import { hasPasskey, passkeyProof, passkeySignIn, secondStepOptions, signInOptions } from '../services/passkeys';
import { relyingParty } from '../http/relyingParty';

const MINUTE = 60_000;
const DEVICE_COOKIE = 'lnf_device';
const DEVICE_MAX_AGE_S = 180 * 24 * 3600;
/** The browser's refresh token: HttpOnly, so no script in the page can read it (docs/security.md, item 14). */
export const REFRESH_COOKIE = 'lnf_refresh';
export const REFRESH_PATH = `/api/${SERVICE_VERSIONS.user}/lnf/user/refresh`;

/**
 * Sets (or with null, clears) the refresh cookie. Secure always: browsers keep Secure cookies from
 * http://localhost and 127.0.0.1 too, and on any other plain-http origin the portal is not meant to run.
 */
function refreshCookie(c: Ctx, token: string | null): void {
  setCookie(c, REFRESH_COOKIE, token ?? '', {
    httpOnly: true,
    secure: true,
    sameSite: 'Strict',
    path: REFRESH_PATH,
    maxAge: token ? REFRESH_TTL_S : 0,
  });
}

/** Login, refresh and logout (DESIGN.md section 3). Sign-up and OTP live in routes/otp.ts. */
export function sessionRoutes(s: Services) {
  const app = new Hono<AppEnv>();
  const deviceMac = (email: string, nonce: string) =>
    createHmac('sha256', s.otpSecret).update(`device\n${email}\n${nonce}`).digest('base64url');
  /** The nonce of this browser's device cookie when it was issued for `email` by this service. */
  const knownDevice = (c: Ctx, email: string): string | null => {
    const [nonce, mac] = (getCookie(c, DEVICE_COOKIE) ?? '').split('.');
    if (!nonce || !mac || !/^[A-Za-z0-9_-]{22}$/.test(nonce)) return null;
    const expected = deviceMac(email, nonce);
    return mac.length === expected.length && timingSafeEqual(Buffer.from(mac), Buffer.from(expected)) ? nonce : null;
  };
  /** OWASP's device cookie: a signed note that this browser once logged in to this account. */
  const rememberDevice = (c: Ctx, email: string, nonce: string | null) => {
    const id = nonce ?? randomBytes(16).toString('base64url');
    setCookie(c, DEVICE_COOKIE, `${id}.${deviceMac(email, id)}`, {
      httpOnly: true,
      sameSite: 'Strict',
      path: `/api/${SERVICE_VERSIONS.user}/lnf/user/login`,
      maxAge: DEVICE_MAX_AGE_S,
      secure: isHttps(c, s.config.trustProxy),
    });
  };

  app.post('/user/login', async (c) => {
    const body = await jsonBody(c, LoginRequest);
    const email = body.username.trim().toLowerCase();
    const ip = clientKey(c);
    const message = 'Too many login attempts, please wait a few minutes and try again';
    await s.limiter.hit(`login:ip:${ip}`, 30, MINUTE, message);
    await s.limiter.hit(`login:account-ip:${email}:${ip}`, 10, 15 * MINUTE, message);
    // Failures per account from every address together slow a distributed guesser; a browser
    // that logged in to this account before counts on its own, so nobody can lock the owner out.
    const device = knownDevice(c, email);
    const failures = device ? `login:device:${device}` : `login:account:${email}`;
    // Counted before the password is checked, by one atomic increment that returns the count:
    // simultaneous guesses cannot all read a count under the limit, so at most LOGIN_FAILURES
    // reach argon2 in a window. A right password gives its count back below.
    await s.limiter.hit(failures, LOGIN_FAILURES, 15 * MINUTE, message);
    let password: string;
    try {
      password = await decryptPassword(body.password);
    } catch {
      throw new InvalidError('The password field is not a valid login envelope');
    }
    const user = await checkPassword(s.db, email, password);
    if (!user) {
      await audit(s, c, { module: 'user', action: AUDIT_ACTIONS.LOGIN, key: email, outcome: 'FAILURE', actor: email });
      // One answer for an unknown email and a wrong password: no account enumeration.
      throw new UnauthenticatedError('Invalid email or password', null);
    }
    await s.limiter.reset(`login:account-ip:${email}:${ip}`);
    if (device) await s.limiter.reset(failures);
    else await s.limiter.refund(failures);
    // A second factor: no tokens yet, a challenge for the second step (docs/security.md, 'Second factors').
    if (await hasSecondFactor(s.db, user.id)) {
      const challenge = await createLoginChallenge(s.db, user.id);
      const message = 'Enter the code from your authenticator app, or a recovery code';
      // A passkey serves as the second factor too; its options sign the same challenge.
      const passkey = (await hasPasskey(s.db, user.id))
        ? await secondStepOptions(s.db, relyingParty(c, s), user.id, challenge)
        : undefined;
      return c.json(
        {
          ...errorBody(401, message, 'second_factor_required'),
          challenge,
          methods: passkey ? ['totp', 'recovery', 'passkey'] : ['totp', 'recovery'],
          ...(passkey ? { passkey } : {}),
        },
        401,
      );
    }
    return signIn(c, user, device, 'password');
  });

  /** Issues the tokens of a proven login: the refresh cookie, the device cookie, the sign-in record. */
  const signIn = async (c: Ctx, user: UserRow, device: string | null, method: string) => {
    const family = crypto.randomUUID();
    const tokens = await s.tokens.issue(user, family);
    rememberDevice(c, user.email, device);
    refreshCookie(c, tokens.refresh_token);
    // The audit row names the browser; a browser new to the account is mailed about (services/login.ts).
    await recordSignIn(
      s.db,
      user,
      { userAgent: c.req.header('user-agent'), addressKey: clientKey(c), family, method },
      auditWriter(s, c),
    );
    return c.json(tokens, 201);
  };

  app.post('/user/login/second-factor', async (c) => {
    const body = await jsonBody(c, SecondFactorLoginRequest);
    await s.limiter.hit(`login:ip:${clientKey(c)}`, 30, MINUTE, TOO_MANY_CODES);
    assertChallengeShape(body.challenge);
    const expired = () => new UnauthenticatedError('This sign-in has expired; sign in again', null);
    const userId = await challengeUser(s.db, body.challenge);
    if (!userId) throw expired();
    // Counted before the code is checked, as logins are: simultaneous guesses get at most
    // SECOND_FACTOR_FAILURES checks per account in the window; a right code gives its count back.
    const key = secondFactorKey(userId);
    await s.limiter.hit(key, SECOND_FACTOR_FAILURES, SECOND_FACTOR_WINDOW_MS, TOO_MANY_CODES);
    const proof =
      'code' in body
        ? { code: body.code }
        : 'recoveryCode' in body
          ? { recoveryCode: body.recoveryCode }
          : passkeyProof(relyingParty(c, s), body.passkey as unknown as AuthenticationResponseJSON, body.challenge);
    const result = await completeLoginChallenge(s.db, secondFactorKeys(s.otpSecret), body.challenge, proof);
    if (result === 'expired') throw expired();
    const method = typeof proof === 'function' ? 'password+passkey' : methodOf(proof);
    if (result === 'wrong') {
      await audit(s, c, {
        module: 'user',
        action: AUDIT_ACTIONS.LOGIN_SECOND_FACTOR,
        key: userId,
        outcome: 'FAILURE',
        detail: method,
      });
      throw new UnauthenticatedError(
        typeof proof === 'function' ? 'That passkey was not accepted' : 'That code is not right',
        null,
      );
    }
    await s.limiter.refund(key);
    await audit(s, c, {
      module: 'user',
      action: AUDIT_ACTIONS.LOGIN_SECOND_FACTOR,
      key: result.email,
      outcome: 'SUCCESS',
      actor: result.email,
      detail: method,
    });
    return signIn(c, result, knownDevice(c, result.email), method);
  });

  // A sign-in with a passkey alone (docs/security.md, 'Passkeys'): discoverable credentials, the
  // user verified by the authenticator (PIN or biometric), so it stands for both factors.
  app.post('/user/login/passkey/options', async (c) => {
    await s.limiter.hit(
      `passkey-sign-in:ip:${clientKey(c)}`,
      30,
      MINUTE,
      'Too many sign-in attempts, please wait a minute',
    );
    return c.json(await signInOptions(s.db, relyingParty(c, s)), 201);
  });

  app.post('/user/login/passkey', async (c) => {
    const body = await jsonBody(c, PasskeySignInRequest);
    await s.limiter.hit(
      `passkey-sign-in:ip:${clientKey(c)}`,
      30,
      MINUTE,
      'Too many sign-in attempts, please wait a minute',
    );
    const response = body.response as unknown as AuthenticationResponseJSON;
    const result = await passkeySignIn(s.db, relyingParty(c, s), response);
    if (typeof result === 'string') {
      await audit(s, c, {
        module: 'user',
        action: AUDIT_ACTIONS.LOGIN,
        key: '',
        outcome: 'FAILURE',
        detail: result === 'expired' ? 'passkey: challenge expired or used' : 'passkey: not accepted',
      });
      throw new UnauthenticatedError(
        result === 'expired' ? 'This sign-in has expired; try again' : 'That passkey was not accepted',
        null,
      );
    }
    // signIn's recordSignIn writes the LOGIN row; the session's method says 'passkey'.
    return signIn(c, result, knownDevice(c, result.email), 'passkey');
  });

  app.post('/user/refresh', async (c) => {
    // API clients send the spec's header; a browser sends none and its HttpOnly cookie comes along.
    const header = c.req.header('refreshToken');
    const token = header ?? getCookie(c, REFRESH_COOKIE);
    if (!token) throw new InvalidError("Header 'refreshToken' is required");
    await s.limiter.hit(`refresh:ip:${clientKey(c)}`, 60, MINUTE);
    try {
      const tokens = await s.tokens.rotate(token);
      await audit(s, c, { module: 'user', action: AUDIT_ACTIONS.REFRESH, key: '', outcome: 'SUCCESS' });
      refreshCookie(c, tokens.refresh_token);
      // A token that came in the cookie goes back only in the cookie: a script in the page that calls
      // refresh gets 5-minute access tokens, never the 30-day refresh token.
      return c.json(header ? tokens : { ...tokens, refresh_token: undefined }, 201);
    } catch (error) {
      await audit(s, c, { module: 'user', action: AUDIT_ACTIONS.REFRESH, key: '', outcome: 'FAILURE' });
      throw error;
    }
  });

  app.post('/user/logout', async (c) => {
    const token = c.req.header('refreshToken');
    // The access token of this login dies too: from the bearer, or the spec's accessToken header. A
    // browser sends it alone (its refresh cookie goes to the refresh path only); it names the login.
    const bearer = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1] ?? c.req.header('accessToken');
    if (!token && !bearer) throw new InvalidError("Header 'refreshToken' is required");
    const userId = await s.tokens.revoke(token, bearer);
    refreshCookie(c, null);
    await audit(s, c, {
      module: 'user',
      action: AUDIT_ACTIONS.LOGOUT,
      key: userId ?? '',
      outcome: userId ? 'SUCCESS' : 'FAILURE',
    });
    return c.json({ message: 'Logged out' }, 201);
  });

  return app;
}

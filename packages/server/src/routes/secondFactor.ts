import { decryptPassword, RecoveryCodesRequest, TotpConfirmRequest, TotpDisableRequest } from '@lnf/sdk';
import { Hono } from 'hono';
import { InvalidError } from '../domainErrors';
import { auditWriter, requireUser, type AppEnv, type Ctx, type Services } from '../http/context';
import { jsonBody } from '../http/validate';
import {
  confirmTotp,
  disableTotp,
  regenerateRecoveryCodes,
  SECOND_FACTOR_FAILURES,
  SECOND_FACTOR_WINDOW_MS,
  secondFactorKey,
  secondFactorKeys,
  secondFactorStatus,
  startTotp,
  TOO_MANY_CODES,
} from '../services/secondFactor';
import { isSupportStaff } from '../services/supportStaff';

const MINUTE = 60_000;

/**
 * The caller's second factors (docs/security.md, 'Second factors'): status, enrolling an
 * authenticator app, recovery codes, turning it off. Rules in services/secondFactor.ts.
 */
export function secondFactorRoutes(s: Services) {
  const app = new Hono<AppEnv>();
  const keys = secondFactorKeys(s.otpSecret);
  const me = (c: Ctx) => {
    const p = requireUser(c);
    return { id: p.userId, email: p.email };
  };
  /** Counts one code check before it runs; a right code gives it back. */
  const counted = async <T>(userId: string, check: () => Promise<T>): Promise<T> => {
    const key = secondFactorKey(userId);
    await s.limiter.hit(key, SECOND_FACTOR_FAILURES, SECOND_FACTOR_WINDOW_MS, TOO_MANY_CODES);
    const result = await check();
    await s.limiter.refund(key);
    return result;
  };

  app.get('/account/second-factor', async (c) => {
    const p = requireUser(c);
    const state = await secondFactorStatus(s.db, p.userId);
    // A staff member without a factor is seen as a customer until they enrol (http/context.ts).
    const staff = isSupportStaff(p) || c.get('secondFactorMissing');
    return c.json({ ...state, required: s.config.adminSecondFactor && staff });
  });

  app.post('/account/second-factor/totp/start', async (c) => {
    const user = me(c);
    await s.limiter.hit(`second-factor-start:${user.id}`, 10, 15 * MINUTE);
    return c.json(await startTotp(s.db, keys, user, auditWriter(s, c)), 201);
  });

  app.post('/account/second-factor/totp/confirm', async (c) => {
    const user = me(c);
    const body = await jsonBody(c, TotpConfirmRequest);
    const codes = await counted(user.id, () => confirmTotp(s.db, keys, user, body.code, auditWriter(s, c)));
    return c.json({ recoveryCodes: codes }, 201);
  });

  app.post('/account/second-factor/recovery-codes', async (c) => {
    const user = me(c);
    const body = await jsonBody(c, RecoveryCodesRequest);
    const codes = await counted(user.id, () => regenerateRecoveryCodes(s.db, keys, user, body.code, auditWriter(s, c)));
    return c.json({ recoveryCodes: codes }, 201);
  });

  app.post('/account/second-factor/totp/disable', async (c) => {
    const user = me(c);
    const body = await jsonBody(c, TotpDisableRequest);
    let password: string;
    try {
      password = await decryptPassword(body.password);
    } catch {
      throw new InvalidError('The password field is not a valid login envelope');
    }
    const proof = 'code' in body ? { code: body.code } : { recoveryCode: body.recoveryCode };
    await counted(user.id, () => disableTotp(s.db, keys, user, password, proof, auditWriter(s, c)));
    return c.json({ message: 'The authenticator app is turned off' }, 201);
  });

  return app;
}

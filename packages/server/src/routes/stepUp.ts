import { decryptPassword, StepUpRequest } from '@lnf/sdk';
import { Hono } from 'hono';
import type { Principal } from '../auth/tokens';
import { InvalidError } from '../domainErrors';
import { audit, clientKey, requireStaff, requireUser, type AppEnv, type Ctx, type Services } from '../http/context';
import { jsonBody } from '../http/validate';
import type { AuditEntry } from '../services/audit';
import { AUDIT_ACTIONS } from '../services/auditActions';
import { LOGIN_FAILURES } from '../services/limits';
import {
  SECOND_FACTOR_FAILURES,
  SECOND_FACTOR_WINDOW_MS,
  secondFactorKey,
  secondFactorKeys,
  TOO_MANY_CODES,
} from '../services/secondFactor';
import { stepUp } from '../services/stepUp';

const MINUTE = 60_000;
const TOO_MANY = 'Too many attempts, please wait a few minutes and try again';

/** Reads the step-up's body: the password's envelope, or a code from the app; 400 naming both otherwise. */
async function stepUpBody(c: Ctx): Promise<StepUpRequest> {
  try {
    return await jsonBody(c, StepUpRequest);
  } catch (error) {
    if (!(error instanceof InvalidError)) throw error;
    throw new InvalidError(
      'Send { password } (your password in the login envelope) or { code } (the 6 digits your authenticator app shows)',
    );
  }
}

/**
 * Proving a sign-in again (services/stepUp.ts): what an action that cannot be undone needs within
 * the last 5 minutes, for staff before money and for anyone before erasing their account.
 */
export function stepUpRoutes(s: Services) {
  const app = new Hono<AppEnv>();
  /**
   * Proves the caller's sign-in again (docs/security.md, 'Step-up'): counted against the login
   * limits before the check, as a password change is (routes/account.ts), so a stolen access token
   * buys no more guesses than the login form gives. Staff before money (`backoffice/step-up`), and
   * anyone before erasing their account (`account/reauthenticate`).
   */
  const keys = secondFactorKeys(s.otpSecret);
  const reauthenticate = (who: (c: Ctx) => Principal, module: string) => async (c: Ctx) => {
    const me = who(c);
    const body = await stepUpBody(c);
    const audited = (outcome: AuditEntry['outcome'], data?: AuditEntry['data']) =>
      audit(s, c, {
        module,
        action: AUDIT_ACTIONS.STEP_UP,
        key: me.email,
        outcome,
        detail: 'password' in body ? 'password' : 'totp',
        data,
      });
    const fail = async (message: string) => {
      await audited('FAILURE');
      // Not a 401: the session is fine, only the proof typed is wrong (the app must not sign out).
      return new InvalidError(message);
    };
    let proven;
    if ('password' in body) {
      const perIp = `login:account-ip:${me.email}:${clientKey(c)}`;
      const failures = `login:account:${me.email}`;
      await s.limiter.hit(perIp, 10, 15 * MINUTE, TOO_MANY);
      await s.limiter.hit(failures, LOGIN_FAILURES, 15 * MINUTE, TOO_MANY);
      let password: string;
      try {
        password = await decryptPassword(body.password);
      } catch {
        throw new InvalidError('The password field is not a valid login envelope');
      }
      proven = await stepUp(s.db, keys, me, { password });
      if (!proven) throw await fail('The password is not correct');
      await s.limiter.reset(perIp);
      await s.limiter.refund(failures);
    } else {
      const key = secondFactorKey(me.userId);
      await s.limiter.hit(key, SECOND_FACTOR_FAILURES, SECOND_FACTOR_WINDOW_MS, TOO_MANY_CODES);
      proven = await stepUp(s.db, keys, me, { code: body.code });
      if (!proven) throw await fail('That code is not right: enter the 6 digits your app shows now');
      await s.limiter.refund(key);
    }
    await audited('SUCCESS', { validUntil: proven.validUntil });
    return c.json(proven);
  };
  app.post(
    '/backoffice/step-up',
    reauthenticate((c) => requireStaff(c, 'customers.read'), 'backoffice'),
  );
  app.post('/account/reauthenticate', reauthenticate(requireUser, 'user'));

  return app;
}

import { decryptPassword, PasskeyRegisterRequest, PasskeyRemoveRequest, PasskeyRenameRequest } from '@lnf/sdk';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import { Hono } from 'hono';
import { InvalidError } from '../domainErrors';
import { auditWriter, requireUser, type AppEnv, type Ctx, type Services } from '../http/context';
import { relyingParty } from '../http/relyingParty';
import { jsonBody } from '../http/validate';
import { listPasskeys, registerPasskey, registrationOptions, removePasskey, renamePasskey } from '../services/passkeys';
import {
  SECOND_FACTOR_FAILURES,
  SECOND_FACTOR_WINDOW_MS,
  secondFactorKey,
  secondFactorKeys,
  TOO_MANY_CODES,
} from '../services/secondFactor';

const MINUTE = 60_000;

/** The caller's passkeys (docs/security.md, 'Passkeys'); the sign-ins are in routes/user.ts. */
export function passkeyRoutes(s: Services) {
  const app = new Hono<AppEnv>();
  const keys = secondFactorKeys(s.otpSecret);
  const me = (c: Ctx) => {
    const p = requireUser(c);
    return { id: p.userId, email: p.email };
  };

  app.get('/account/passkeys', async (c) => {
    return c.json({ passkeys: await listPasskeys(s.db, requireUser(c).userId) });
  });

  app.post('/account/passkeys/registration/options', async (c) => {
    const user = me(c);
    await s.limiter.hit(`passkey-register:${user.id}`, 10, 15 * MINUTE);
    return c.json(await registrationOptions(s.db, relyingParty(c, s), user, auditWriter(s, c)), 201);
  });

  app.post('/account/passkeys', async (c) => {
    const user = me(c);
    const body = await jsonBody(c, PasskeyRegisterRequest);
    const response = body.response as unknown as RegistrationResponseJSON;
    const passkey = await registerPasskey(
      s.db,
      relyingParty(c, s),
      user,
      body.name.trim(),
      response,
      auditWriter(s, c),
    );
    return c.json(passkey, 201);
  });

  app.patch('/account/passkeys/:id', async (c) => {
    const user = me(c);
    const body = await jsonBody(c, PasskeyRenameRequest);
    return c.json(await renamePasskey(s.db, user, c.req.param('id'), body.name.trim(), auditWriter(s, c)));
  });

  app.post('/account/passkeys/:id/remove', async (c) => {
    const user = me(c);
    const body = await jsonBody(c, PasskeyRemoveRequest);
    let proof: { password: string } | { code: string };
    if ('password' in body) {
      try {
        proof = { password: await decryptPassword(body.password) };
      } catch {
        throw new InvalidError('The password field is not a valid login envelope');
      }
    } else proof = { code: body.code };
    // Counted before the check, as every code check is; a right one gives its count back.
    const key = secondFactorKey(user.id);
    await s.limiter.hit(key, SECOND_FACTOR_FAILURES, SECOND_FACTOR_WINDOW_MS, TOO_MANY_CODES);
    await removePasskey(s.db, keys, user, c.req.param('id'), proof, auditWriter(s, c));
    await s.limiter.refund(key);
    return c.json({ message: 'The passkey was removed' }, 201);
  });

  return app;
}

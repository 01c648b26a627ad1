import {
  ChangePasswordRequest,
  EmailChangeRequest,
  EmailChangeVerify,
  EmailUndoRequest,
  SignInHistoryQuery,
} from '@lnf/sdk';
import { Hono } from 'hono';
import { InvalidError } from '../domainErrors';
import { audit, auditWriter, clientKey, requireUser, type AppEnv, type Services } from '../http/context';
import { jsonBody, queryParams } from '../http/validate';
import { AccountSecurity } from '../services/accountSecurity';
import { AUDIT_ACTIONS } from '../services/auditActions';
import { LOGIN_FAILURES, OTP_FAILURES_PER_HOUR, OTP_MAILS_PER_HOUR } from '../services/limits';
import { OtpService } from '../services/otp';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const TOO_MANY = 'Too many attempts, please wait a few minutes and try again';

/**
 * The caller's own account security (the portal's Security page, docs/security.md): sessions,
 * sign-in history, password and email changes; the undo of an email change is the one anonymous
 * call (the old address's mail carries its token). Rules in services/accountSecurity.ts.
 */
export function accountRoutes(s: Services) {
  const app = new Hono<AppEnv>();
  const otp = new OtpService({ db: s.db, secret: s.otpSecret, tokens: s.tokens });
  const security = new AccountSecurity({ db: s.db, tokens: s.tokens, otp });

  app.get('/account/sessions', async (c) => {
    const me = requireUser(c);
    return c.json({ sessions: await security.sessions(me.userId, me.sid) });
  });

  app.post('/account/sessions/sign-out-others', async (c) => {
    const me = requireUser(c);
    const ended = await security.endOtherSessions(me.userId, me.sid);
    await audit(s, c, {
      module: 'user',
      action: AUDIT_ACTIONS.END_OTHER_SESSIONS,
      key: me.email,
      outcome: 'SUCCESS',
      detail: String(ended),
    });
    return c.json({ message: ended === 1 ? '1 session signed out' : `${ended} sessions signed out`, ended });
  });

  app.post('/account/sessions/:id/sign-out', async (c) => {
    const me = requireUser(c);
    const id = c.req.param('id');
    await security.endSession(me.userId, id);
    await audit(s, c, { module: 'user', action: AUDIT_ACTIONS.END_SESSION, key: id, outcome: 'SUCCESS' });
    return c.json({ message: 'Session signed out' });
  });

  app.get('/account/sign-ins', async (c) => {
    const me = requireUser(c);
    const q = queryParams(c, SignInHistoryQuery);
    return c.json(await security.signInHistory(me.userId, q.page, q.size));
  });

  app.post('/account/password', async (c) => {
    const me = requireUser(c);
    const body = await jsonBody(c, ChangePasswordRequest);
    // Counted like a login attempt, before argon2: a stolen access token must not buy more guesses
    // at the password than the login form gives (docs/security.md, item 4).
    const ip = clientKey(c);
    const perIp = `login:account-ip:${me.email}:${ip}`;
    const failures = `login:account:${me.email}`;
    await s.limiter.hit(perIp, 10, 15 * MINUTE, TOO_MANY);
    await s.limiter.hit(failures, LOGIN_FAILURES, 15 * MINUTE, TOO_MANY);
    const outcome = await security.changePassword(me.userId, body, me.sid, auditWriter(s, c));
    // Not a 401: the session is fine, only the password typed is wrong (the app must not log out).
    if (outcome === 'wrong-password') throw new InvalidError('The current password is not correct');
    await s.limiter.reset(perIp);
    await s.limiter.refund(failures);
    return c.json({
      message: body.signOutOthers ? 'Password changed; every other session was signed out' : 'Password changed',
    });
  });

  app.post('/account/email', async (c) => {
    const me = requireUser(c);
    const email = (await jsonBody(c, EmailChangeRequest)).email.trim().toLowerCase();
    // Per account: bounds both the mails and what a signed-in caller can learn of other addresses.
    await s.limiter.hit(`email-change:user:${me.userId}`, OTP_MAILS_PER_HOUR, HOUR, TOO_MANY);
    await otp.checkResend(email, s.config.otpResendSeconds * 1000);
    await s.limiter.hit(
      `otp:email:${email}`,
      OTP_MAILS_PER_HOUR,
      HOUR,
      'Too many OTP requests for this email, please try again later',
    );
    try {
      await security.requestEmailChange(me.userId, email);
    } catch (error) {
      await audit(s, c, {
        module: 'user',
        action: AUDIT_ACTIONS.REQUEST_EMAIL_CHANGE,
        key: me.email,
        outcome: 'FAILURE',
      });
      throw error;
    }
    s.outbox?.kick();
    await audit(s, c, {
      module: 'user',
      action: AUDIT_ACTIONS.REQUEST_EMAIL_CHANGE,
      key: me.email,
      outcome: 'SUCCESS',
      detail: email,
    });
    return c.json({ message: `A code was sent to ${email}` }, 201);
  });

  app.post('/account/email/verify', async (c) => {
    const me = requireUser(c);
    const body = await jsonBody(c, EmailChangeVerify);
    const email = body.email.trim().toLowerCase();
    const failures = `otp-validate:email:${email}`;
    await s.limiter.hit(failures, OTP_FAILURES_PER_HOUR, HOUR, 'Too many OTP attempts, please try again later');
    const changed = await security.confirmEmailChange(me.userId, email, body.otp, auditWriter(s, c));
    if (!changed) {
      await audit(s, c, { module: 'user', action: AUDIT_ACTIONS.CHANGE_EMAIL, key: me.email, outcome: 'FAILURE' });
      throw new InvalidError('Invalid OTP');
    }
    await s.limiter.reset(failures);
    return c.json({ message: `Your email is now ${changed}`, email: changed });
  });

  app.post('/account/email/undo', async (c) => {
    await s.limiter.hit(`email-undo:ip:${clientKey(c)}`, 20, 10 * MINUTE, TOO_MANY);
    const { token } = await jsonBody(c, EmailUndoRequest);
    const restored = await security.undoEmailChange(token, auditWriter(s, c));
    if (!restored) {
      await audit(s, c, { module: 'user', action: AUDIT_ACTIONS.UNDO_EMAIL_CHANGE, key: '', outcome: 'FAILURE' });
      throw new InvalidError('This undo link is not valid any more: it was used, or its 7 days are over');
    }
    return c.json({
      message: `The account signs in with ${restored} again, and every session of it was signed out. Reset your password now.`,
    });
  });

  return app;
}

import { CreateUserRequest, SERVICE_VERSIONS, SendOtpQuery, UpdatePasswordQuery, ValidateOtpQuery } from '@lnf/sdk';
import { Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { ConflictError, ForbiddenError, InvalidError, NotFoundError, UnavailableError } from '../domainErrors';
import { audit, clientKey, isHttps, type AppEnv, type Ctx, type Services } from '../http/context';
import { jsonBody, queryParams } from '../http/validate';
import { AUDIT_ACTIONS } from '../services/auditActions';
import { GRANT_MS, OtpService } from '../services/otp';
import { OTP_MAILS_PER_HOUR, OTP_FAILURES_PER_HOUR } from '../services/limits';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** DESIGN.md: resend allowed after 30 s (config `otpResendSeconds`, LNF_OTP_RESEND_SECONDS; tests shorten it). */
export const OTP_RESEND_COOLDOWN_MS = 30_000;

/** The verifier's proof (ASVS 5.0 6.6.2): an HttpOnly cookie that only the user API receives. */
export const PROOF_COOKIE = 'lnf_otp_proof';
const PROOF_PATH = `/api/${SERVICE_VERSIONS.user}/lnf/user`;
const TOO_MANY = 'Too many attempts, please wait a few minutes and try again';

/**
 * Sign-up and password reset (DESIGN.md section 3): an OTP to the email, verified once, gives a
 * 10-minute grant for that email to the client that verified it (a random proof in an HttpOnly,
 * SameSite=Strict cookie, stored hashed); `user/create` and `otp/update` need both. Answers do not
 * say whether an account exists, except 'User not found' at the reset's last step, which only
 * someone who proved control of the mailbox reaches. The codes and grants are services/otp.ts;
 * here are the cookie, the rate limits, the audit and the answers.
 */
export function otpRoutes(s: Services) {
  const app = new Hono<AppEnv>();
  const otp = new OtpService({ db: s.db, secret: s.otpSecret, tokens: s.tokens });
  const proofOf = (c: Ctx) => getCookie(c, PROOF_COOKIE);
  const spendProof = (c: Ctx) =>
    deleteCookie(c, PROOF_COOKIE, { path: PROOF_PATH, secure: isHttps(c, s.config.trustProxy) });

  app.post('/user/portal/otp', async (c) => {
    const { email: raw } = queryParams(c, SendOtpQuery);
    const email = raw.toLowerCase();
    if (!s.mailer) throw new UnavailableError('Mail is not configured on this server');
    await s.limiter.hit(`otp:ip:${clientKey(c)}`, 20, 10 * MINUTE, 'Too many OTP requests, please try again later');
    await otp.checkResend(email, s.config.otpResendSeconds * 1000);
    // Every email alike, account or not: the limit reveals nothing.
    await s.limiter.hit(
      `otp:email:${email}`,
      OTP_MAILS_PER_HOUR,
      HOUR,
      'Too many OTP requests for this email, please try again later',
    );
    // The mail is in the outbox with the code; the worker sends it now, not inside this request.
    await otp.issue(email);
    s.outbox?.kick();
    await audit(s, c, { module: 'user', action: AUDIT_ACTIONS.SEND_OTP, key: email, outcome: 'SUCCESS' });
    return c.json({ message: 'OTP has been successfully sent' }, 201);
  });

  app.post('/user/reset-password/otp/validate', async (c) => {
    const q = queryParams(c, ValidateOtpQuery);
    const email = q.email.toLowerCase();
    await s.limiter.hit(
      `otp-validate:ip:${clientKey(c)}`,
      30,
      10 * MINUTE,
      'Too many OTP attempts, please try again later',
    );
    // Wrong codes for one account from every address together: a fresh code every 30 s gives no more guesses.
    // Counted before the code is checked (one atomic increment), so simultaneous guesses cannot all
    // pass a read of the count; a right code resets it below.
    const failures = `otp-validate:email:${email}`;
    await s.limiter.hit(failures, OTP_FAILURES_PER_HOUR, HOUR, 'Too many OTP attempts, please try again later');
    const proof = await otp.verify(email, q.otp);
    await audit(s, c, {
      module: 'user',
      action: AUDIT_ACTIONS.VALIDATE_OTP,
      key: email,
      outcome: proof ? 'SUCCESS' : 'FAILURE',
    });
    if (!proof) throw new InvalidError('Invalid OTP');
    await s.limiter.reset(failures);
    setCookie(c, PROOF_COOKIE, proof, {
      httpOnly: true,
      sameSite: 'Strict',
      path: PROOF_PATH,
      maxAge: GRANT_MS / 1000,
      secure: isHttps(c, s.config.trustProxy),
    });
    return c.json({ message: 'OTP Verified Successfully' }, 201);
  });

  app.post('/user/reset-password/otp/update', async (c) => {
    const q = queryParams(c, UpdatePasswordQuery);
    const email = q.email.toLowerCase();
    await s.limiter.hit(`otp-update:ip:${clientKey(c)}`, 20, 10 * MINUTE, TOO_MANY);
    const refuse = async () => {
      await audit(s, c, { module: 'user', action: AUDIT_ACTIONS.RESET_PASSWORD, key: email, outcome: 'FAILURE' });
      return new ForbiddenError('Verify the OTP sent to your email first');
    };
    const outcome = await otp.resetPassword(email, proofOf(c), q.newPwd);
    if (outcome === 'no-grant') throw await refuse();
    await audit(s, c, {
      module: 'user',
      action: AUDIT_ACTIONS.RESET_PASSWORD,
      key: email,
      outcome: outcome === 'ok' ? 'SUCCESS' : 'FAILURE',
    });
    if (outcome === 'no-user') throw new NotFoundError('User not found');
    spendProof(c);
    return c.json({ message: 'Success, Please wait...' }, 201);
  });

  app.post('/user/create', async (c) => {
    const body = await jsonBody(c, CreateUserRequest);
    const email = body.email.toLowerCase();
    await s.limiter.hit(`user-create:ip:${clientKey(c)}`, 20, 10 * MINUTE, TOO_MANY);
    const refuse = async () => {
      await audit(s, c, { module: 'user', action: AUDIT_ACTIONS.CREATE_USER, key: email, outcome: 'FAILURE' });
      return new ForbiddenError('Verify your email with the OTP first');
    };
    const outcome = await otp.createAccount(email, proofOf(c), body);
    if (outcome === 'no-grant') throw await refuse();
    await audit(s, c, {
      module: 'user',
      action: AUDIT_ACTIONS.CREATE_USER,
      key: email,
      outcome: outcome === 'ok' ? 'SUCCESS' : 'FAILURE',
    });
    if (outcome === 'exists') throw new ConflictError('An account with this email already exists');
    spendProof(c);
    return c.text('User created successfully', 201);
  });

  return app;
}

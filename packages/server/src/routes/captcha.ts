import { ERROR_MESSAGES, RecaptchaVerifyQuery } from '@lnf/sdk';
import { Hono } from 'hono';
import { captchaFor, captchaUnavailable } from '../adapters/captcha';
import { InvalidError, NotFoundError } from '../domainErrors';
import { audit, clientIp, clientKey, type AppEnv, type Services } from '../http/context';
import { queryParams } from '../http/validate';
import { AUDIT_ACTIONS } from '../services/auditActions';

const MINUTE = 60_000;

/**
 * The captcha calls of the customer service: the local widget's token (development only) and
 * `POST portal/customer/recaptcha/verify?recaptchaToken=`.
 */
export function captchaRoutes(s: Services) {
  const app = new Hono<AppEnv>();

  app.get('/portal/customer/recaptcha/local-token', async (c) => {
    const captcha = captchaFor(s);
    if (!captcha?.issueLocalToken) throw new NotFoundError('The local captcha is not active on this server');
    await s.limiter.hit(
      `captcha-token:ip:${clientKey(c)}`,
      30,
      MINUTE,
      'Too many captcha requests, please wait a minute and try again',
    );
    return c.json({ token: await captcha.issueLocalToken() });
  });

  app.post('/portal/customer/recaptcha/verify', async (c) => {
    const ip = clientIp(c);
    await s.limiter.hit(
      `captcha-verify:ip:${clientKey(c)}`,
      30,
      MINUTE,
      'Too many captcha checks, please wait a minute and try again',
    );
    const { recaptchaToken } = queryParams(c, RecaptchaVerifyQuery);
    const captcha = captchaFor(s);
    if (!captcha) throw captchaUnavailable();
    const ok = await captcha.verify(recaptchaToken, ip);
    // The token itself is never logged or stored (only its jti or digest, in captcha_tokens).
    await audit(s, c, {
      module: 'customer',
      action: AUDIT_ACTIONS.VERIFY_CAPTCHA,
      outcome: ok ? 'SUCCESS' : 'FAILURE',
      detail: captcha.kind,
    });
    if (!ok) throw new InvalidError(ERROR_MESSAGES.recaptcha);
    return c.json({ success: true });
  });

  return app;
}

import { decryptPassword, LoginRequest } from '@lnf/sdk';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { verifyPassword } from '../auth/passwords';
import { users } from '../db/schema';
import { badRequest, unauthorized } from '../http/errors';
import { audit, clientIp, type AppEnv, type Services } from '../http/context';
import { jsonBody } from '../http/validate';

const MINUTE = 60_000;

/** Login, refresh and logout (DESIGN.md section 3). Sign-up and OTP live in routes/otp.ts. */
export function sessionRoutes(s: Services) {
  const app = new Hono<AppEnv>();

  app.post('/user/login', async (c) => {
    const body = await jsonBody(c, LoginRequest);
    const email = body.username.trim().toLowerCase();
    const ip = clientIp(c);
    const message = 'Too many login attempts, please wait a few minutes and try again';
    s.limiter.hit(`login:ip:${ip}`, 30, MINUTE, message);
    s.limiter.hit(`login:account-ip:${email}:${ip}`, 10, 15 * MINUTE, message);
    let password: string;
    try {
      password = await decryptPassword(body.password);
    } catch {
      throw badRequest('The password field is not a valid login envelope');
    }
    const [user] = await s.db.select().from(users).where(eq(users.email, email)).limit(1);
    const ok = await verifyPassword(user?.passwordHash ?? null, password);
    if (!user || !ok) {
      await audit(s, c, { module: 'user', action: 'LOGIN', key: email, outcome: 'FAILURE', actor: email });
      // One answer for an unknown email and a wrong password: no account enumeration.
      throw unauthorized('Invalid email or password');
    }
    s.limiter.reset(`login:account-ip:${email}:${ip}`);
    const tokens = await s.tokens.issue(user);
    await audit(s, c, { module: 'user', action: 'LOGIN', key: email, outcome: 'SUCCESS', actor: email });
    return c.json(tokens, 201);
  });

  app.post('/user/refresh', async (c) => {
    const token = c.req.header('refreshToken');
    if (!token) throw badRequest("Header 'refreshToken' is required");
    s.limiter.hit(`refresh:ip:${clientIp(c)}`, 60, MINUTE);
    try {
      const tokens = await s.tokens.rotate(token);
      await audit(s, c, { module: 'user', action: 'REFRESH', key: '', outcome: 'SUCCESS' });
      return c.json(tokens, 201);
    } catch (error) {
      await audit(s, c, { module: 'user', action: 'REFRESH', key: '', outcome: 'FAILURE' });
      throw error;
    }
  });

  app.post('/user/logout', async (c) => {
    const token = c.req.header('refreshToken');
    if (!token) throw badRequest("Header 'refreshToken' is required");
    const userId = await s.tokens.revoke(token);
    await audit(s, c, { module: 'user', action: 'LOGOUT', key: userId ?? '', outcome: userId ? 'SUCCESS' : 'FAILURE' });
    return c.json({ message: 'Logged out' }, 201);
  });

  return app;
}

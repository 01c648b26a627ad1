import { BasketRequest, BasketUpdate } from '@lnf/sdk';
import { Hono } from 'hono';
import { auditWriter, withOptionalUser, type AppEnv, type Services } from '../http/context';
import { jsonBody } from '../http/validate';
import { createBasket, loadBasket, readBasket, updateBasket } from '../services/basket';

/**
 * Baskets (`portal/basket`): login is optional; a logged-in user's basket is bound to them. The
 * rules (pricing, who may use a basket) are services/basket.ts.
 */
export function basketRoutes(s: Services) {
  const app = new Hono<AppEnv>();

  app.post(
    '/portal/basket',
    withOptionalUser(async (c, principal) => {
      const body = await jsonBody(c, BasketRequest);
      return c.json(await createBasket(s, auditWriter(s, c), principal, body), 201);
    }),
  );

  app.get(
    '/portal/basket/:id',
    withOptionalUser(async (c, principal) =>
      c.json(await readBasket(s, auditWriter(s, c), c.req.param('id') ?? '', principal)),
    ),
  );

  app.put(
    '/portal/basket/:id',
    withOptionalUser(async (c, principal) => {
      const audit = auditWriter(s, c);
      const b = await loadBasket(s, audit, c.req.param('id') ?? '', principal);
      const patch = await jsonBody(c, BasketUpdate);
      return c.json(await updateBasket(s, audit, b, patch));
    }),
  );

  return app;
}

import { BasketRequest, BasketUpdate, defaultSubscriptionDate } from '@lnf/sdk';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { baskets } from '../db/schema';
import { audit, type AppEnv, type Services } from '../http/context';
import { check, jsonBody } from '../http/validate';
import { badRequest, notFound } from '../http/errors';
import { basketAnswer, checkSelection, loadBasket, pricedBasket, productSettings, Uuid } from '../services/basket';
import { readBasketWithPlan } from '../services/basketRead';

export function basketRoutes(s: Services) {
  const app = new Hono<AppEnv>();

  app.post('/portal/basket', async (c) => {
    const body = await jsonBody(c, BasketRequest);
    const principal = c.get('principal');
    const subscriptionDate = body.subscriptionDate ?? defaultSubscriptionDate();
    await checkSelection(s.db, { ...body, subscriptionDate });
    const [row] = await s.db
      .insert(baskets)
      .values({
        plan: body.plan,
        renewalTerm: body.renewalTerm,
        users: body.users,
        subscriptionDate,
        userId: principal?.userId ?? null,
      })
      .returning();
    await audit(s, c, { module: 'basket', action: 'CREATE_BASKET', key: row!.id, outcome: 'SUCCESS' });
    return c.json(await basketAnswer(s, row!), 201);
  });

  // The hottest read of the portal: the basket and its plan in one prepared statement, shared with
  // the reads that arrive at the same moment (services/basketRead.ts); the tax rate comes from the
  // configuration cache, as for every other basket answer. Same checks and
  // order as loadBasket + basketAnswer: 400 for a malformed id, 404 for a missing basket or one
  // bound to someone else, binding on a logged-in user's first touch, 400 for a plan gone.
  app.get('/portal/basket/:id', async (c) => {
    const id = c.req.param('id');
    check(id, Uuid);
    const principal = c.get('principal');
    let b = await readBasketWithPlan(s.db, id);
    if (!b) throw notFound('Basket not found');
    if (b.userId && b.userId !== principal?.userId && !principal?.isAdmin) throw notFound('Basket not found');
    if (!b.userId && principal && !principal.isAdmin) {
      // First touch by a logged-in user (rare): bind and audit as every basket call does, then read again.
      await loadBasket(s, c, id, principal);
      b = await readBasketWithPlan(s.db, id);
      if (!b || b.userId !== principal.userId) throw notFound('Basket not found');
    }
    if (!b.planRow?.isActive) throw badRequest(`Unknown plan '${b.plan}'`);
    const { taxPercentage } = await productSettings(s);
    return c.json(pricedBasket(b, b.planRow, taxPercentage));
  });

  app.put('/portal/basket/:id', async (c) => {
    const b = await loadBasket(s, c, c.req.param('id'), c.get('principal'));
    const patch = await jsonBody(c, BasketUpdate);
    const next = {
      plan: patch.plan ?? b.plan,
      renewalTerm: patch.renewalTerm ?? b.renewalTerm,
      users: patch.users ?? b.users,
      subscriptionDate: patch.subscriptionDate ?? b.subscriptionDate,
    };
    await checkSelection(s.db, next);
    const [row] = await s.db
      .update(baskets)
      .set({ ...next, updatedAt: new Date() })
      .where(eq(baskets.id, b.id))
      .returning();
    await audit(s, c, { module: 'basket', action: 'UPDATE_BASKET', key: b.id, outcome: 'SUCCESS' });
    return c.json(await basketAnswer(s, row!));
  });

  return app;
}

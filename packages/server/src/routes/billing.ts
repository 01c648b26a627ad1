import { CardUpdateRequest, PlanChangeConfirm, PlanChangeRequest, planLabel, toRupees } from '@lnf/sdk';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { enums, object, pattern, string } from 'superstruct';
import { cardBrand, DECLINED_TEST_CARDS, TestPaymentProvider } from '../adapters/payments';
import { subscriptions } from '../db/schema';
import { audit, requireUser, type AppEnv, type Ctx, type Services } from '../http/context';
import { HttpError, notFound } from '../http/errors';
import { jsonBody } from '../http/validate';
import { mailRenewalFailure, renewalCharged, renewalFailed } from '../services/renewals';
import { BillingService, HALTED_CARD_CHANGE } from '../services/subscriptions';
import { findPlan, productSettings } from '../services/basket';

/**
 * Billing self-service: `portal/billing/subscriptions` and the actions on one of them. The
 * customer acts on their own subscriptions, an admin on any; anyone else gets 404. Every action is
 * audited, limited per user (each may call the payment provider), and answers the subscription as
 * it now is (a resubscription or a restart: the new one).
 */
/** Subscription ids are the provider's (`sub_…`); anything else names no subscription. */
const SubscriptionId = pattern(string(), /^[A-Za-z0-9_-]{1,64}$/);
const subscriptionIdParam = (id: string) => {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) throw notFound('Subscription not found');
  return id;
};

export function billingRoutes(s: Services) {
  const app = new Hono<AppEnv>();
  const service = async () =>
    new BillingService({
      db: s.db,
      provider: s.payments,
      taxPercentage: (await productSettings(s)).taxPercentage,
      findPlan: async (name) => {
        const p = await findPlan(s.db, name);
        return {
          name: p.name,
          label: planLabel(p.name),
          price: toRupees(p.pricePaise),
          basePrice: toRupees(p.basePricePaise),
        };
      },
    });
  const audited = async <T>(c: Ctx, action: string, id: string, run: () => Promise<T>): Promise<T> => {
    try {
      const result = await run();
      await audit(s, c, { module: 'billing', action, key: id, outcome: 'SUCCESS' });
      return result;
    } catch (error) {
      if (error instanceof HttpError && error.status !== 404)
        await audit(s, c, { module: 'billing', action, key: id, outcome: 'FAILURE', detail: error.message });
      throw error;
    }
  };
  const base = '/portal/billing/subscriptions';

  app.get(base, async (c) => c.json(await (await service()).list(requireUser(c))));

  // Every action may call the payment provider: a user gets 30 a minute, which no person clicking reaches.
  const limitActions = (principal: { userId: string }) =>
    s.limiter.hit(
      `billing:user:${principal.userId}`,
      30,
      60_000,
      'Too many billing changes, please try again in a minute',
    );

  const simple = [
    { path: 'cancel', action: 'SUBSCRIPTION_CANCEL', method: 'cancelAtPeriodEnd' },
    { path: 'undo-cancel', action: 'SUBSCRIPTION_UNDO_CANCEL', method: 'undoCancel' },
    { path: 'pause', action: 'SUBSCRIPTION_PAUSE', method: 'pause' },
    { path: 'resume', action: 'SUBSCRIPTION_RESUME', method: 'resume' },
    { path: 'change/cancel', action: 'SUBSCRIPTION_CHANGE_CANCEL', method: 'cancelChange' },
    { path: 'resubscribe', action: 'SUBSCRIPTION_RESUBSCRIBE', method: 'resubscribe' },
    { path: 'restart', action: 'SUBSCRIPTION_RESTART', method: 'restart' },
  ] as const;
  for (const { path, action, method } of simple) {
    app.post(`${base}/:id/${path}`, async (c) => {
      const principal = requireUser(c);
      const id = subscriptionIdParam(c.req.param('id'));
      await limitActions(principal);
      const svc = await service();
      return c.json(await audited(c, action, id, () => svc[method](id, principal)));
    });
  }

  // A new subscription awaiting its authorisation: where to open Checkout for it (Razorpay), or
  // null for test mode's card form. The payment is confirmed like an order's (orders/payment/subscription).
  app.post(`${base}/:id/authorise`, async (c) => {
    const principal = requireUser(c);
    const id = subscriptionIdParam(c.req.param('id'));
    const current = await (await service()).view(id, principal);
    if (current.status !== 'created') throw new HttpError(409, 'This subscription is already authorised');
    const razorpay = s.payments && !(s.payments instanceof TestPaymentProvider) ? s.payments : null;
    return c.json({
      subscription: current,
      checkout: razorpay
        ? { keyId: razorpay.keyId, subscriptionId: id, checkoutUrl: s.config.razorpay?.checkoutUrl ?? null }
        : null,
    });
  });

  app.post(`${base}/:id/change/preview`, async (c) => {
    const principal = requireUser(c);
    const body = await jsonBody(c, PlanChangeRequest);
    return c.json(
      await (
        await service()
      ).previewChange(subscriptionIdParam(c.req.param('id')), principal, body.plan, body.renewalTerm),
    );
  });

  app.post(`${base}/:id/change`, async (c) => {
    const principal = requireUser(c);
    const id = subscriptionIdParam(c.req.param('id'));
    const body = await jsonBody(c, PlanChangeConfirm);
    await limitActions(principal);
    const svc = await service();
    return c.json(
      await audited(c, 'SUBSCRIPTION_CHANGE_PLAN', id, () =>
        svc.changePlan(id, principal, body.plan, body.renewalTerm, body.expectedDueNow),
      ),
    );
  });

  // A new card. Test mode takes it here (test cards only); with Razorpay the card is changed in
  // Checkout (`subscription_card_change`), so the answer says where to open it and changes nothing.
  app.post(`${base}/:id/card`, async (c) => {
    const principal = requireUser(c);
    const id = subscriptionIdParam(c.req.param('id'));
    const svc = await service();
    const test = s.payments instanceof TestPaymentProvider ? s.payments : null;
    if (!test) {
      const current = await svc.view(id, principal);
      if (current.status === 'halted') throw new HttpError(409, HALTED_CARD_CHANGE);
      return c.json({
        subscription: current,
        checkout: s.payments
          ? { keyId: s.payments.keyId, subscriptionId: id, checkoutUrl: s.config.razorpay?.checkoutUrl ?? null }
          : null,
      });
    }
    const body = await jsonBody(c, CardUpdateRequest);
    const digits = body.cardNumber.replace(/\D/g, '');
    const card = { last4: digits.slice(-4), brand: cardBrand(digits) };
    if (DECLINED_TEST_CARDS.has(digits)) {
      await audit(s, c, {
        module: 'billing',
        action: 'SUBSCRIPTION_CARD',
        key: id,
        outcome: 'FAILURE',
        detail: 'card declined',
      });
      throw new HttpError(402, 'We are unable to process your payment');
    }
    const updated = await audited(c, 'SUBSCRIPTION_CARD', id, () =>
      svc.updateCard(id, principal, card, (row) => ({
        paymentId: test.newPaymentId(),
        amountPaise: row.scheduledChange?.amountPaise ?? row.amountPaise,
        cardLast4: card.last4,
        cardBrand: card.brand,
      })),
    );
    return c.json({ subscription: updated, checkout: null });
  });

  // Development, test payments only: a renewal comes due now and is charged to the card on file,
  // or fails ('failed'; 'halted' after Razorpay's retries), as subscription.charged / .pending /
  // .halted would say.
  if (s.config.env === 'development') {
    app.post('/portal/orders/payment/test-renewal', async (c) => {
      const principal = requireUser(c);
      const test = s.payments instanceof TestPaymentProvider ? s.payments : null;
      if (!test) throw notFound('Test renewals are only available in test payment mode');
      const body = await jsonBody(
        c,
        object({ subscriptionId: SubscriptionId, outcome: enums(['charged', 'failed', 'halted']) }),
      );
      const svc = await service();
      let failedNow = false;
      await svc.local(body.subscriptionId, principal, async (tx, row) => {
        if (!['authenticated', 'active', 'pending', 'halted'].includes(row.status))
          throw new HttpError(409, `A ${row.status} subscription has no renewal to charge`);
        if (row.cancelAtPeriodEnd) {
          // The period ended: a subscription cancelled at period end ends instead of renewing.
          await tx
            .update(subscriptions)
            .set({ status: 'cancelled', cancelAtPeriodEnd: false })
            .where(eq(subscriptions.id, row.id));
          return;
        }
        if (body.outcome === 'charged') {
          await renewalCharged(tx, row, {
            paymentId: test.newPaymentId(),
            amountPaise: row.scheduledChange?.amountPaise ?? row.amountPaise,
            cardLast4: row.cardLast4,
            cardBrand: row.cardBrand,
          });
          return;
        }
        failedNow = await renewalFailed(tx, row.id, body.outcome === 'halted' ? 'halted' : 'pending');
      });
      if (failedNow) await mailRenewalFailure(s.db, s.mailer, body.subscriptionId);
      await audit(s, c, {
        module: 'billing',
        action: 'TEST_RENEWAL',
        key: body.subscriptionId,
        outcome: body.outcome === 'charged' ? 'SUCCESS' : 'FAILURE',
      });
      return c.json(await svc.view(body.subscriptionId, principal));
    });
  }

  return app;
}

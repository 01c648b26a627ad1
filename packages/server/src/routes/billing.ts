import { CardUpdateRequest, PlanChangeConfirm, PlanChangeRequest } from '@lnf/sdk';
import { Hono } from 'hono';
import { enums, object, pattern, string } from 'superstruct';
import { TestPaymentProvider } from '../adapters/payments';
import { DomainError, NotFoundError } from '../domainErrors';
import { audit, requireUser, type AppEnv, type Ctx, type Services } from '../http/context';
import { jsonBody } from '../http/validate';
import { AUDIT_ACTIONS, type AuditAction } from '../services/auditActions';
import { billingService } from '../services/billingService';
import { testRenewal } from '../services/renewals';

/**
 * Billing self-service: `portal/billing/subscriptions` and the actions on one of them. The
 * customer acts on their own subscriptions, an admin on any; anyone else gets 404. Every action is
 * audited, limited per user (each may call the payment provider), and answers the subscription as
 * it now is (a resubscription or a restart: the new one).
 */
/** Subscription ids are the provider's (`sub_…`); anything else names no subscription. */
const SubscriptionId = pattern(string(), /^[A-Za-z0-9_-]{1,64}$/);
const subscriptionIdParam = (id: string) => {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) throw new NotFoundError('Subscription not found');
  return id;
};

export function billingRoutes(s: Services) {
  const app = new Hono<AppEnv>();
  const service = () => billingService(s);
  // A refusal is audited as a failure; 'not found' is not: it may be someone else's subscription.
  const audited = async <T>(c: Ctx, action: AuditAction, id: string, run: () => Promise<T>): Promise<T> => {
    try {
      const result = await run();
      await audit(s, c, { module: 'billing', action, key: id, outcome: 'SUCCESS' });
      return result;
    } catch (error) {
      if (error instanceof DomainError && !(error instanceof NotFoundError))
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
    { path: 'cancel', action: AUDIT_ACTIONS.SUBSCRIPTION_CANCEL, method: 'cancelAtPeriodEnd' },
    { path: 'undo-cancel', action: AUDIT_ACTIONS.SUBSCRIPTION_UNDO_CANCEL, method: 'undoCancel' },
    { path: 'pause', action: AUDIT_ACTIONS.SUBSCRIPTION_PAUSE, method: 'pause' },
    { path: 'resume', action: AUDIT_ACTIONS.SUBSCRIPTION_RESUME, method: 'resume' },
    { path: 'change/cancel', action: AUDIT_ACTIONS.SUBSCRIPTION_CHANGE_CANCEL, method: 'cancelChange' },
    { path: 'resubscribe', action: AUDIT_ACTIONS.SUBSCRIPTION_RESUBSCRIBE, method: 'resubscribe' },
    { path: 'restart', action: AUDIT_ACTIONS.SUBSCRIPTION_RESTART, method: 'restart' },
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
    const current = await (await service()).allowing(id, principal, 'authorise');
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
      await audited(c, AUDIT_ACTIONS.SUBSCRIPTION_CHANGE_PLAN, id, () =>
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
      const current = await svc.allowing(id, principal, 'update-card');
      return c.json({
        subscription: current,
        checkout: s.payments
          ? { keyId: s.payments.keyId, subscriptionId: id, checkoutUrl: s.config.razorpay?.checkoutUrl ?? null }
          : null,
      });
    }
    const body = await jsonBody(c, CardUpdateRequest);
    const updated = await audited(c, AUDIT_ACTIONS.SUBSCRIPTION_CARD, id, () =>
      svc.updateTestCard(id, principal, body.cardNumber, test),
    );
    return c.json({ subscription: updated, checkout: null });
  });

  // Development, test payments only: a renewal comes due now (services/renewals.ts, testRenewal).
  if (s.config.env === 'development') {
    app.post('/portal/orders/payment/test-renewal', async (c) => {
      const principal = requireUser(c);
      const test = s.payments instanceof TestPaymentProvider ? s.payments : null;
      if (!test) throw new NotFoundError('Test renewals are only available in test payment mode');
      const body = await jsonBody(
        c,
        object({ subscriptionId: SubscriptionId, outcome: enums(['charged', 'failed', 'halted']) }),
      );
      const svc = await service();
      const renewed = await testRenewal(
        {
          local: (id, who, change) => svc.local(id, who, change),
          newPaymentId: () => test.newPaymentId(),
        },
        body.subscriptionId,
        principal,
        body.outcome,
      );
      await audit(s, c, {
        module: 'billing',
        action: AUDIT_ACTIONS.TEST_RENEWAL,
        key: body.subscriptionId,
        outcome: body.outcome === 'charged' ? 'SUCCESS' : 'FAILURE',
      });
      return c.json(renewed);
    });
  }

  return app;
}

import { Hono } from 'hono';
import { InvalidError } from '../domainErrors';
import { audit, clientKey, type AppEnv, type Services } from '../http/context';
import { AUDIT_ACTIONS } from '../services/auditActions';
import { endReplaced } from '../services/authorisation';
import { applyRazorpayEvent, verifyWebhookSignature } from '../services/webhooks';

/**
 * `POST portal/orders/payment/webhook`: Razorpay's deliveries (renewals, failures, pauses,
 * cancellations). Mounted only with RAZORPAY_WEBHOOK_SECRET; anything not signed with it is refused
 * before it is read. A 2xx tells Razorpay to stop retrying, so duplicates and events about other
 * integrations' subscriptions answer 200 too.
 */
export function webhookRoutes(s: Services, secret: string) {
  const app = new Hono<AppEnv>();
  app.post('/portal/orders/payment/webhook', async (c) => {
    const raw = await c.req.text();
    if (!verifyWebhookSignature(raw, c.req.header('x-razorpay-signature'), secret)) {
      // Forgeries are audited, but a flood of them is cut off before it fills the log.
      await s.limiter.hit(`webhook-forged:ip:${clientKey(c)}`, 30, 60_000, 'Too many requests, please try again later');
      await audit(s, c, {
        module: 'order',
        action: AUDIT_ACTIONS.WEBHOOK,
        outcome: 'FAILURE',
        detail: 'bad signature',
      });
      throw new InvalidError('Invalid webhook signature');
    }
    const result = await applyRazorpayEvent(s.db, s.payments, raw);
    if (result.outcome === 'applied')
      await audit(s, c, {
        module: 'order',
        action: AUDIT_ACTIONS.WEBHOOK,
        key: result.orderId ?? '',
        outcome: 'SUCCESS',
        actor: 'razorpay',
      });
    if (result.replaced && s.payments) await endReplaced(s.db, s.payments, result.replaced);
    return c.json({ status: result.outcome });
  });
  return app;
}

import { Hono } from 'hono';
import { createTracker } from '../adapters/tickets';
import { InvalidError, UnauthenticatedError } from '../domainErrors';
import { audit, clientKey, type AppEnv, type Services } from '../http/context';
import { refuseDeepJson } from '../json';
import { AUDIT_ACTIONS } from '../services/auditActions';
import { endReplaced } from '../services/authorisation';
import { configList } from '../services/configuration';
import { applyJiraEvent, verifyJiraSignature } from '../services/jiraMirror';
import { TicketConversationService, type ConversationDeps } from '../services/ticketConversations';
import { applyRazorpayEvent, verifyWebhookSignature } from '../services/webhooks';

/** Where Jira's admin webhook posts (registered in Jira with the secret LNF_JIRA_WEBHOOK_SECRET). */
export const JIRA_WEBHOOK_PATH = '/api/webhooks/jira';
/** The deepest nesting taken in a Jira delivery (request bodies: MAX_JSON_DEPTH). */
export const JIRA_JSON_DEPTH = 512;

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

/**
 * `POST /api/webhooks/jira`: Jira's admin webhook (comment_created, jira:issue_updated). Mounted
 * only with Jira and LNF_JIRA_WEBHOOK_SECRET; a delivery without a valid X-Hub-Signature is refused
 * (401) before it is read. Jira retries on 408, 409, 425, 429, 5xx or no answer, so whatever is not
 * applied (unknown issues, refused statuses, repeats) answers 200 with what happened.
 */
export function jiraWebhookRoutes(s: Services, secret: string) {
  const app = new Hono<AppEnv>();
  const tracker = createTracker(s.config);
  app.post(JIRA_WEBHOOK_PATH, async (c) => {
    const raw = await c.req.text();
    if (!verifyJiraSignature(raw, c.req.header('x-hub-signature'), secret)) {
      await s.limiter.hit(`webhook-forged:ip:${clientKey(c)}`, 30, 60_000, 'Too many requests, please try again later');
      await audit(s, c, {
        module: 'support',
        action: AUDIT_ACTIONS.JIRA_WEBHOOK,
        outcome: 'FAILURE',
        detail: 'bad signature',
        actor: 'jira',
      });
      throw new UnauthenticatedError('Invalid webhook signature', null);
    }
    // Before services/jiraMirror.ts parses it. Generous: Jira does not retry a 400, and an issue
    // event carries every field of the issue.
    refuseDeepJson(raw, JIRA_JSON_DEPTH);
    const deps: ConversationDeps = {
      db: s.db,
      tracker,
      allowedValues: (key) => configList(s, 'support', key),
      audit: (entry, tx) => audit(s, c, { actor: 'jira', ...entry }, tx),
      storage: s.storage,
    };
    const result = await applyJiraEvent(deps, new TicketConversationService(deps), raw);
    return c.json({ status: result.outcome, ...(result.reason ? { reason: result.reason } : {}) });
  });
  return app;
}

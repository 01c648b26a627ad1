/**
 * The stand-in's REST API under /v1, as Razorpay documents it: plans, subscriptions (create, fetch,
 * list, update, cancel, pause, resume, add-ons, scheduled changes) and add-ons in subscriptionsApi.ts;
 * invoices, payments and refunds in paymentsApi.ts. The documentation page of each behaviour is cited
 * above it.
 */
import { NO_ROUTE, type Call, type Engine } from './apiShared';
import { paymentsApi } from './paymentsApi';
import { Fail } from './razorpayModel';
import { subscriptionsApi } from './subscriptionsApi';

export type { Engine, Step } from './apiShared';

/** Answers one REST call, or throws `Fail` with Razorpay's error description. */
export function restApi(
  ctx: Engine,
  method: string,
  url: URL,
  body: Record<string, unknown>,
  headers: Call['headers'] = {},
): unknown {
  const call: Call = { method, url, path: url.pathname.replace(/\/+$/, ''), body, now: ctx.now(), headers };
  for (const routes of [subscriptionsApi, paymentsApi]) {
    const answer = routes(ctx, call);
    if (answer !== NO_ROUTE) return answer;
  }
  // https://razorpay.com/docs/api/payments/subscriptions/create-subscription (Errors: "The requested
  // URL was not found on the server.", code 400)
  throw new Fail(400, 'The requested URL was not found on the server.');
}

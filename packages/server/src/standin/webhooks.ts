/**
 * The stand-in's webhooks: each event signed and posted to the webhook URL as Razorpay does, sent
 * after the API call that caused it, and held back or sent again on a test's say-so.
 */
import { createHmac } from 'node:crypto';
import type { Step } from './razorpayApi';
import { id, type Delivery, type EventEntities, type StandinOptions } from './razorpayModel';

export class Webhooks {
  readonly deliveries: Delivery[] = [];
  /** While true, webhooks wait in `held` until `flush` sends them (in any order). */
  hold = false;
  readonly held: Delivery[] = [];
  /** Webhooks sent `later` and still on their way. */
  private readonly pendingEmits: Promise<void>[] = [];

  constructor(
    private readonly options: StandinOptions,
    private readonly now: () => number,
  ) {}

  /** Sends the held webhooks, last first with `reverse` (out of order, as Razorpay may). */
  async flush({ reverse = false } = {}): Promise<Delivery[]> {
    const batch = this.held.splice(0);
    if (reverse) batch.reverse();
    const sent: Delivery[] = [];
    for (const d of batch) {
      const done = await this.deliver(d);
      if (done) sent.push(done);
    }
    return sent;
  }

  /** Sends steps in order, each after the one before has been delivered. */
  async send(steps: Step[]): Promise<void> {
    for (const [event, entities] of steps) await this.emit(event, entities);
  }

  /**
   * Sends events after the API call that caused them has answered, as Razorpay does: a caller that
   * holds a lock while it calls the API is not made to wait for its own webhook. The entities are
   * taken as they are now; the events go in order.
   */
  later(steps: Step[]): void {
    const frozen = steps.map(([event, entities]) => [event, structuredClone(entities)] as Step);
    const previous = this.pendingEmits.at(-1) ?? Promise.resolve();
    this.pendingEmits.push(
      previous.then(() => new Promise<void>((resolve) => setImmediate(() => void this.send(frozen).finally(resolve)))),
    );
  }

  /** Waits until every webhook sent after an API call has been delivered. */
  async settled(): Promise<void> {
    while (this.pendingEmits.length) await this.pendingEmits.shift();
  }

  /**
   * Sends one event to the webhook URL, signed; returns the delivery (resend with `redeliver`).
   * https://razorpay.com/docs/webhooks/ : body {entity: 'event', account_id, event, contains,
   * payload: {<entity>: {entity}}, created_at}; headers X-Razorpay-Signature (HMAC-SHA256 of the raw
   * body with the webhook secret, hex) and X-Razorpay-Event-Id. An event the webhook is not set up
   * for (options.events) is not sent.
   */
  async emit(event: string, entities: EventEntities): Promise<Delivery | null> {
    if (this.options.events && !this.options.events.includes(event)) return null;
    const payload: Record<string, { entity: unknown }> = {};
    for (const key of ['subscription', 'payment', 'refund', 'invoice'] as const)
      if (entities[key]) payload[key] = { entity: entities[key] };
    const body = JSON.stringify({
      entity: 'event',
      account_id: 'acc_Standin00001',
      event,
      contains: Object.keys(payload),
      payload,
      created_at: this.now(),
    });
    const delivery: Delivery = {
      eventId: id('evt'),
      event,
      body,
      signature: this.signature(body),
      status: null,
    };
    if (this.hold) {
      this.held.push(delivery);
      return delivery;
    }
    return this.deliver(delivery);
  }

  /** Sends a delivery (again): Razorpay redelivers with the same event id and body. */
  async redeliver(delivery: Delivery): Promise<Delivery | null> {
    return this.deliver({ ...delivery, status: null });
  }

  signature(body: string): string {
    return createHmac('sha256', this.options.webhookSecret ?? '')
      .update(body)
      .digest('hex');
  }

  private async deliver(delivery: Delivery): Promise<Delivery | null> {
    const { webhookUrl, webhookSecret } = this.options;
    if (!webhookUrl || !webhookSecret) return null;
    try {
      const res = await fetch(webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': delivery.signature,
          'x-razorpay-event-id': delivery.eventId,
        },
        body: delivery.body,
      });
      delivery.status = res.status;
    } catch {
      delivery.status = 0;
    }
    this.deliveries.push(delivery);
    return delivery;
  }
}

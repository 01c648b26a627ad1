import { cardBrandLabel, DAY_MS, isoDay, RUNNING_STATUSES } from '@lnf/sdk';
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db';
import { customers, notifications, orders, payments, subscriptions } from '../db/schema';
import { preferredChannel } from './notifications/channels';
import { eventKey, notify } from './notifications/outbox';
import { nextChargeAt } from './subscriptionView';

/** How many days before a renewal charge the customer is reminded of it. */
export const RENEWAL_REMINDER_DAYS = 3;

export interface RenewalReminderOptions {
  /** The job's clock (tests pass one). @default new Date() */
  now?: Date;
  /**
   * The text-message channels this server can send on. A customer who prefers one without a
   * provider is reminded by mail instead, rather than by a message that can only die in the outbox.
   * @default both
   */
  phoneChannels?: { sms: boolean; whatsapp: boolean };
}

/**
 * The renewal reminders' job: every running subscription charged again within the next
 * RENEWAL_REMINDER_DAYS days (none set to end with its period, none whose renewal already failed)
 * gets one notice on the channel its customer's `communication` picks (mail, SMS or WhatsApp) and
 * one on the bell. The key names the subscription and the charge's day, so a job that runs every
 * hour reminds of each renewal once. Answers how many subscriptions were reminded now.
 */
export async function remindRenewals(db: Db, options: RenewalReminderOptions = {}): Promise<number> {
  const now = options.now ?? new Date();
  const phones = options.phoneChannels ?? { sms: true, whatsapp: true };
  const horizon = now.getTime() + RENEWAL_REMINDER_DAYS * DAY_MS;
  const rows = await db
    .select({
      sub: subscriptions,
      email: orders.email,
      userId: orders.userId,
      orderMobile: orders.mobile,
      details: orders.details,
      communication: customers.communication,
      customerMobile: customers.mobile,
    })
    .from(subscriptions)
    .innerJoin(orders, eq(orders.id, subscriptions.orderId))
    .leftJoin(customers, eq(customers.id, orders.customerId))
    .where(
      and(
        inArray(subscriptions.status, [...RUNNING_STATUSES]),
        eq(subscriptions.cancelAtPeriodEnd, false),
        isNull(subscriptions.paymentFailedAt),
      ),
    );
  if (rows.length === 0) return 0;
  const counted = await db
    .select({ id: payments.subscriptionId, n: count() })
    .from(payments)
    .where(
      and(
        inArray(
          payments.subscriptionId,
          rows.map((r) => r.sub.id),
        ),
        eq(payments.kind, 'cycle'),
        eq(payments.status, 'captured'),
      ),
    )
    .groupBy(payments.subscriptionId);
  const cyclesOf = new Map(counted.map((c) => [c.id, Number(c.n)]));
  let reminded = 0;
  for (const r of rows) {
    const chargeAt = nextChargeAt(r.sub, Math.max(r.sub.paidCount, cyclesOf.get(r.sub.id) ?? 0));
    if (!chargeAt || chargeAt.getTime() <= now.getTime() || chargeAt.getTime() > horizon) continue;
    const change = r.sub.scheduledChange;
    const payload = {
      subscriptionId: r.sub.id,
      plan: change?.plan ?? r.sub.planId,
      amountPaise: change?.amountPaise ?? r.sub.amountPaise,
      chargeOn: chargeAt.toISOString(),
      cardBrand: r.sub.cardLast4 ? cardBrandLabel(r.sub.cardBrand ?? 'card') : null,
      cardLast4: r.sub.cardLast4,
    };
    const entityId = `${r.sub.id}@${isoDay(chargeAt)}`;
    const wanted = preferredChannel(r.communication ?? r.details?.communication);
    const mobile = (r.customerMobile || r.orderMobile || '').trim();
    const channel = wanted !== 'email' && phones[wanted] && mobile ? wanted : 'email';
    const wrote = await db.transaction(async (tx) => {
      // Once per renewal, whichever channel: a preference changed since the last run is not a second reminder.
      const [already] = await tx
        .select({ id: notifications.id })
        .from(notifications)
        .where(
          inArray(
            notifications.eventKey,
            (['email', 'sms', 'whatsapp'] as const).map((c) =>
              eventKey({ event: 'renewal.reminder', entityId, channel: c }),
            ),
          ),
        )
        .limit(1);
      if (already) return false;
      const first = await notify(tx, {
        event: 'renewal.reminder',
        entityId,
        userId: r.userId,
        to: channel === 'email' ? r.email : mobile,
        channel,
        template: 'renewal-reminder',
        payload,
      });
      if (r.userId)
        await notify(tx, {
          event: 'renewal.reminder',
          entityId,
          userId: r.userId,
          to: r.userId,
          channel: 'in_app',
          template: 'renewal-reminder',
          payload,
        });
      return first;
    });
    if (wrote) reminded++;
  }
  return reminded;
}

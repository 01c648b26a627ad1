import { eq } from 'drizzle-orm';
import type { DevMailbox, MailAttachment, Mailer } from '../../adapters/mailer';
import type { Db } from '../../db';
import { inAppNotifications, orders, taxInvoices, type notifications } from '../../db/schema';
import { buildInvite } from '../demo/ics';
import { manageHref } from '../demo/links';
import { orderAnswers } from '../orders';
import { render, type TemplatePayloads } from './templates';

/**
 * How a notification reaches its recipient: email through the Mailer (SMTP, or the dev mailbox),
 * in-app into the bell's table, and SMS / WhatsApp through one `MessageChannel`, for which only a
 * development stand-in exists so far (it writes to the dev mailbox under its channel).
 */

export type NotificationRow = typeof notifications.$inferSelect;

/** A text-message channel (SMS, WhatsApp): a provider's adapter, or the development stand-in. */
export interface MessageChannel {
  readonly kind: 'sms' | 'whatsapp';
  /** `idempotencyKey` goes to providers that take one, so a retried send is one message. */
  send(message: { to: string; text: string; idempotencyKey: string }): Promise<void>;
}

/** Development: SMS and WhatsApp messages land in the dev mailbox, marked with their channel. */
export class DevMessageChannel implements MessageChannel {
  constructor(
    readonly kind: 'sms' | 'whatsapp',
    private readonly mailbox: DevMailbox,
  ) {}

  async send(message: { to: string; text: string; idempotencyKey: string }): Promise<void> {
    await this.mailbox.send(
      {
        to: message.to,
        subject: `${this.kind === 'sms' ? 'SMS' : 'WhatsApp'} message`,
        text: message.text,
        html: '',
        headers: { 'X-LNF-Idempotency-Key': message.idempotencyKey },
      },
      this.kind,
    );
  }
}

export interface ChannelDeps {
  db: Db;
  mailer: Mailer | null;
  sms: MessageChannel | null;
  whatsapp: MessageChannel | null;
  /** The supplier's GSTIN printed on tax invoices (LNF_GSTIN). */
  gstin: string;
  /** Where links in messages point (LNF_PUBLIC_ORIGIN, or the server's own URL). */
  origin: string;
}

/**
 * The channel a customer's `communication` preference (the order form's EMAIL, MOBILE or WHATSAPP)
 * picks for messages that may go by phone, such as renewal reminders. Receipts and invoices always
 * go by mail: they carry PDFs.
 */
export function preferredChannel(communication: string | null | undefined): 'email' | 'sms' | 'whatsapp' {
  switch (communication?.toUpperCase()) {
    case 'MOBILE':
      return 'sms';
    case 'WHATSAPP':
      return 'whatsapp';
    default:
      return 'email';
  }
}

/**
 * A demo booking's calendar invite: REQUEST while booked (SEQUENCE one up per move), CANCEL once
 * cancelled. DTSTAMP is when the change was made, so a resent mail carries the same invite.
 */
function demoInvite(p: TemplatePayloads['demo-booking'], origin: string): MailAttachment {
  const method = p.change === 'cancelled' ? 'CANCEL' : 'REQUEST';
  const link = new URL(manageHref(p.manageToken), origin).toString();
  const text = buildInvite({
    method,
    uid: `${p.bookingId}@lnf.example`,
    sequence: p.sequence,
    stamp: new Date(p.at),
    start: new Date(p.startsAt),
    end: new Date(p.endsAt),
    summary: 'LNF product demo',
    description: `A 30-minute demo of LNF with our sales team.\nTo choose another time or cancel: ${link}`,
    organizer: p.organizer,
    attendee: p.attendee,
  });
  return {
    filename: 'invite.ics',
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: Buffer.from(text, 'utf8'),
  };
}

/**
 * The files a mail carries, made now from its payload (the row holds no document): a demo
 * booking's invite; an order paid, its receipt and the first payment's tax invoice; a renewal, its
 * tax invoice.
 */
export async function attachmentsFor(deps: ChannelDeps, row: NotificationRow): Promise<MailAttachment[]> {
  if (row.template === 'demo-booking')
    return [demoInvite(row.payload as unknown as TemplatePayloads['demo-booking'], deps.origin)];
  if (row.template !== 'order-paid' && row.template !== 'renewal-charged') return [];
  const p = row.payload as unknown as TemplatePayloads['order-paid'] | TemplatePayloads['renewal-charged'];
  const out: MailAttachment[] = [];
  if (row.template === 'order-paid') {
    const [order] = await deps.db.select().from(orders).where(eq(orders.id, p.orderId));
    if (!order) throw new Error(`order ${p.orderId} is gone`);
    const [answer] = await orderAnswers(deps.db, [order]);
    const { renderReceipt } = await import('../../documents/receipt');
    out.push({
      filename: `LNF-receipt-${order.reference}.pdf`,
      contentType: 'application/pdf',
      content: Buffer.from(await renderReceipt(answer!)),
    });
  }
  const [invoice] = await deps.db.select().from(taxInvoices).where(eq(taxInvoices.transactionId, p.transactionId));
  if (!invoice) throw new Error(`no tax invoice for payment ${p.transactionId} yet`);
  const { renderTaxInvoice } = await import('../../documents/taxInvoice');
  out.push({
    filename: `LNF-tax-invoice-${invoice.number.replace(/\//g, '-')}.pdf`,
    contentType: 'application/pdf',
    content: Buffer.from(await renderTaxInvoice(invoice, deps.gstin)),
  });
  return out;
}

/**
 * Sends one claimed notification through its channel; throws when it could not (the worker backs
 * off). Mail carries `Message-ID: <id@lnf>` and `X-LNF-Idempotency-Key`, so a receiving side can
 * drop the copy of a mail sent again after a crash; the bell's row is keyed by the event, so a
 * retry writes it once.
 */
export async function deliver(deps: ChannelDeps, row: NotificationRow): Promise<void> {
  const message = await render(row.template, row.payload, deps.origin);
  switch (row.channel) {
    case 'email': {
      if (!deps.mailer) throw new Error('no mailer is configured');
      await deps.mailer.send({
        to: row.toAddress,
        subject: message.subject,
        text: message.text,
        html: message.html,
        attachments: await attachmentsFor(deps, row),
        messageId: `<${row.id}@lnf>`,
        headers: { 'X-LNF-Idempotency-Key': row.eventKey },
      });
      return;
    }
    case 'in_app': {
      if (!row.userId) throw new Error('an in-app notification needs a user');
      await deps.db
        .insert(inAppNotifications)
        .values({
          userId: row.userId,
          title: message.subject,
          body: message.summary,
          href: message.href,
          eventKey: row.eventKey,
        })
        .onConflictDoNothing({ target: inAppNotifications.eventKey });
      return;
    }
    case 'sms':
    case 'whatsapp': {
      const channel = deps[row.channel];
      if (!channel) throw new Error(`no ${row.channel} provider is configured`);
      // A text message is its one line and, when the message has one, the link to act on it.
      const link = message.href ? ` ${new URL(message.href, deps.origin).toString()}` : '';
      await channel.send({ to: row.toAddress, text: `${message.summary}${link}`, idempotencyKey: row.eventKey });
      return;
    }
    default:
      throw new Error(`unknown channel ${String(row.channel)}`);
  }
}

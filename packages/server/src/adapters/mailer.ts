import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db';
import { mails } from '../db/schema';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** PDFs and the like, rendered when the mail is sent. */
  attachments?: MailAttachment[];
  /** Extra headers (the outbox's `X-LNF-Idempotency-Key`). */
  headers?: Record<string, string>;
  /** The Message-ID, angle brackets included: `<notification-id@lnf>`. */
  messageId?: string;
}

/** Sends mail. The local default keeps it in the database for the dev mailbox. */
export interface Mailer {
  readonly kind: 'dev-mailbox' | 'smtp';
  send(mail: Mail): Promise<void>;
  /** Closes pooled connections (graceful shutdown). */
  close?(): void;
}

/**
 * Development: every mail is stored and shown at /dev/mailbox (attachments with their bytes, so a
 * test can open the PDF); the log shows the subject only. The development SMS and WhatsApp
 * stand-in writes here too, under its channel.
 */
export class DevMailbox implements Mailer {
  readonly kind = 'dev-mailbox';
  constructor(private readonly db: Db) {}

  async send(mail: Mail, channel: 'email' | 'sms' | 'whatsapp' = 'email'): Promise<void> {
    await this.db.insert(mails).values({
      to: mail.to.toLowerCase(),
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      channel,
      headers: { ...mail.headers, ...(mail.messageId ? { 'Message-ID': mail.messageId } : {}) },
      attachments: (mail.attachments ?? []).map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        size: a.content.length,
        contentBase64: a.content.toString('base64'),
      })),
    });
    console.log(
      `[dev-mailbox] ${channel === 'email' ? '' : `${channel} `}to ${mail.to}: ${mail.subject} (open /dev/mailbox?to=${encodeURIComponent(mail.to)})`,
    );
  }

  async list(to?: string) {
    const q = this.db.select().from(mails);
    const rows = await (to ? q.where(eq(mails.to, to.toLowerCase())) : q).orderBy(desc(mails.sentAt)).limit(50);
    return rows.map((m) => ({
      to: m.to,
      subject: m.subject,
      text: m.text,
      html: m.html,
      channel: m.channel,
      headers: m.headers,
      attachments: m.attachments,
      sentAt: m.sentAt.toISOString(),
    }));
  }
}

/**
 * SMTP transport settings added to SMTP_URL unless it sets them itself (nodemailer reads them from
 * the URL's query): a pool of 5 connections, reused across mails, and timeouts well inside the
 * outbox's lease, so a stalled server fails a send rather than outliving the claim on its row.
 */
const SMTP_DEFAULTS: Record<string, string> = {
  pool: 'true',
  maxConnections: '5',
  connectionTimeout: '10000',
  greetingTimeout: '10000',
  socketTimeout: '30000',
};

/** Production: SMTP through nodemailer, configured by SMTP_URL (smtp[s]://user:pass@host:port). */
export class SmtpMailer implements Mailer {
  readonly kind = 'smtp';
  private transport: Promise<import('nodemailer').Transporter>;

  constructor(
    url: string,
    private readonly from = 'LNF <no-reply@lnf.example>',
  ) {
    const withDefaults = new URL(url);
    for (const [k, v] of Object.entries(SMTP_DEFAULTS))
      if (!withDefaults.searchParams.has(k)) withDefaults.searchParams.set(k, v);
    this.transport = import('nodemailer').then((m) => m.default.createTransport(withDefaults.toString()));
  }

  async send(mail: Mail): Promise<void> {
    await (
      await this.transport
    ).sendMail({
      from: this.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: mail.headers,
      messageId: mail.messageId,
      attachments: mail.attachments?.map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        content: a.content,
      })),
    });
  }

  close(): void {
    void this.transport.then((t) => t.close());
  }
}

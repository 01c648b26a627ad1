import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db';
import { mails } from '../db/schema';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends mail. The local default keeps it in the database for the dev mailbox. */
export interface Mailer {
  readonly kind: 'dev-mailbox' | 'smtp';
  send(mail: Mail): Promise<void>;
}

/** Development: every mail is stored and shown at /dev/mailbox; the log shows the subject only. */
export class DevMailbox implements Mailer {
  readonly kind = 'dev-mailbox';
  constructor(private readonly db: Db) {}

  async send(mail: Mail): Promise<void> {
    await this.db.insert(mails).values(mail);
    console.log(`[dev-mailbox] to ${mail.to}: ${mail.subject} (open /dev/mailbox?to=${encodeURIComponent(mail.to)})`);
  }

  async list(to?: string) {
    const q = this.db.select().from(mails);
    const rows = await (to ? q.where(eq(mails.to, to.toLowerCase())) : q).orderBy(desc(mails.sentAt)).limit(50);
    return rows.map((m) => ({
      to: m.to,
      subject: m.subject,
      text: m.text,
      html: m.html,
      sentAt: m.sentAt.toISOString(),
    }));
  }
}

/** Production: SMTP through nodemailer, configured by SMTP_URL (smtp[s]://user:pass@host:port). */
export class SmtpMailer implements Mailer {
  readonly kind = 'smtp';
  private transport: Promise<import('nodemailer').Transporter>;

  constructor(
    url: string,
    private readonly from = 'LNF <no-reply@lnf.example>',
  ) {
    this.transport = import('nodemailer').then((m) => m.default.createTransport(url));
  }

  async send(mail: Mail): Promise<void> {
    await (await this.transport).sendMail({ from: this.from, ...mail });
  }
}

const escape = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The one-time-password mail. The code is in the body only: subjects end up in logs and previews. */
export function otpMail(to: string, code: string, minutes: number): Mail {
  return {
    to,
    subject: 'Your LNF verification code',
    text: `Your LNF verification code is ${code}. It expires in ${minutes} minutes and works once. If you did not ask for it, ignore this mail.`,
    html: `<p>Your LNF verification code is <strong>${escape(code)}</strong>.</p><p>It expires in ${minutes} minutes and works once. If you did not ask for it, ignore this mail.</p>`,
  };
}

/** A renewal charge failed: sent once per failure, with where to fix it. */
export function renewalFailedMail(to: string, planLabel: string): Mail {
  const text = `We could not charge the renewal of your ${planLabel} subscription. Update your card in the LNF portal (Billing) to keep it running; we will charge the renewal as soon as you do.`;
  return { to, subject: 'Your LNF renewal payment failed', text, html: `<p>${escape(text)}</p>` };
}

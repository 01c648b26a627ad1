import { array, integer, optional, record, string, type, type Infer } from 'superstruct';

/** An attachment of a dev mailbox mail: its name, type, size and bytes (base64). */
export const MailboxAttachment = type({
  filename: string(),
  contentType: string(),
  size: integer(),
  contentBase64: string(),
});
export type MailboxAttachment = Infer<typeof MailboxAttachment>;

/**
 * A mail the dev mailbox holds (`GET /api/dev/mailbox?to=`); the development SMS and WhatsApp
 * stand-in's messages too, marked by `channel`.
 */
export const MailboxMessage = type({
  to: string(),
  subject: string(),
  text: string(),
  html: string(),
  /** email, sms or whatsapp. */
  channel: optional(string()),
  /** Message-ID and X-LNF-Idempotency-Key among them. */
  headers: optional(record(string(), string())),
  attachments: optional(array(MailboxAttachment)),
  sentAt: string(),
});
export type MailboxMessage = Infer<typeof MailboxMessage>;

/** The mailbox answer, newest first. */
export const Mailbox = array(MailboxMessage);
export type Mailbox = Infer<typeof Mailbox>;

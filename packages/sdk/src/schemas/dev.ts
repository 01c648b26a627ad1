import { array, string, type, type Infer } from 'superstruct';

/** A mail the dev mailbox holds (`GET /api/dev/mailbox?to=`). */
export const MailboxMessage = type({
  to: string(),
  subject: string(),
  text: string(),
  html: string(),
  sentAt: string(),
});
export type MailboxMessage = Infer<typeof MailboxMessage>;

/** The mailbox answer, newest first. */
export const Mailbox = array(MailboxMessage);
export type Mailbox = Infer<typeof Mailbox>;

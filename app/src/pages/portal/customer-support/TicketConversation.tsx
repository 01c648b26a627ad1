import { useId, useRef, useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Form,
  Skeleton,
  TextArea,
  Timeline,
  toast,
  type TimelineAttachment,
  type TimelineItem,
} from '@lnf/ui';
import {
  ApiError,
  REPLY_MAX_LENGTH,
  messageFor,
  support,
  type LoggedUser,
  type Ticket,
  type TicketReply,
} from '@lnf/sdk';
import { sendTicketReply, sendTicketReplyWithFiles, useTicketReplies } from '../../../data/tickets';
import { client } from '../../../lib/api';
import { saveFile } from '../../../lib/saveFile';
import { AttachmentsField, useAttachments } from './Attachments';
import styles from './CustomerSupport.module.css';
import forms from '../shared/Forms.module.css';

export interface TicketConversationProps {
  ticket: Ticket;
  user: LoggedUser;
  /** Support staff (the admin group): they read internal notes and may write them. */
  isStaff: boolean;
}

/** A reply as the Timeline draws it: the customer's side, a staff reply, or a staff-only note. */
export function toTimelineItem(reply: TicketReply): TimelineItem {
  return {
    id: reply.id,
    author: reply.authorName,
    role: reply.authorRole === 'staff' ? 'Support' : 'Customer',
    variant: reply.internal ? 'internal' : reply.authorRole === 'staff' ? 'staff' : 'default',
    timestamp: reply.createdAt,
    body: reply.body,
    attachments: reply.attachments.map(({ id, name, size }) => ({ id, name, size })),
  };
}

/**
 * The server's own words for a reply it refused (empty or too long, 'This ticket is closed', the
 * rate limit), else the catalogue's text for the call.
 */
function replyProblem(error: unknown): string {
  if (error instanceof ApiError && (error.status === 400 || error.status === 409) && error.message.trim())
    return error.message;
  return messageFor('support.reply', error);
}

/**
 * A ticket's conversation (DESIGN.md section 3) inside its details dialog: the replies as a
 * Timeline, polled while the dialog is open so the other side's answer appears by itself, and a
 * reply form unless the ticket is closed. Staff also see internal notes and may write one. A reply
 * may carry files (the sdk's attachment rules); each reply's files download with the bearer token.
 * Loaded with the dialog's first opening, so the support page itself stays a table, and the file
 * drop zone (React Aria's DropZone) comes with this chunk, not the page's.
 */
export default function TicketConversation({ ticket, user, isStaff }: TicketConversationProps) {
  const replies = useTicketReplies(ticket.reference);
  const headingId = useId();
  const downloading = useRef(new Set<string>());

  // The download needs the bearer token, so it is fetched and saved rather than linked.
  async function download({ id, name }: TimelineAttachment) {
    if (!id || downloading.current.has(id)) return;
    downloading.current.add(id);
    try {
      saveFile(await support.downloadAttachment(client, id), name);
    } catch (error) {
      toast.error(messageFor('support.downloadAttachment', error));
    } finally {
      downloading.current.delete(id);
    }
  }

  return (
    <section aria-labelledby={headingId} aria-busy={!replies.data && !replies.error} className={styles.Conversation}>
      {/* The dialog's title is an h2 (React Aria's Dialog sets it), so the conversation is an h3. */}
      <h3 id={headingId} className={styles.ConversationTitle}>
        Conversation
      </h3>
      {replies.data ? (
        <Timeline
          aria-label="Conversation"
          items={replies.data.map(toTimelineItem)}
          headingLevel={4}
          timeZone="Asia/Kolkata"
          emptyState="No replies yet."
          messages={{ internalNote: 'Internal note (only staff see it)' }}
          onOpenAttachment={(attachment) => void download(attachment)}
        />
      ) : replies.error ? (
        <Alert variant="danger">{messageFor('support.replies', replies.error)}</Alert>
      ) : (
        <Skeleton lines={3} />
      )}
      {!ticket.closed && <ReplyForm key={ticket.reference} ticket={ticket} user={user} isStaff={isStaff} />}
    </section>
  );
}

function ReplyForm({ ticket, user, isStaff }: TicketConversationProps) {
  const [body, setBody] = useState('');
  const [internal, setInternal] = useState(false);
  const attachments = useAttachments('a reply');
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  function check(text: string): string | null {
    const trimmed = text.trim();
    if (!trimmed) return 'Write your reply first.';
    if (trimmed.length > REPLY_MAX_LENGTH)
      return `A reply is at most ${REPLY_MAX_LENGTH.toLocaleString('en-IN')} characters.`;
    return null;
  }

  async function send() {
    setPending(true);
    const message = { body: body.trim(), ...(isStaff && internal ? { internal: true } : {}) };
    try {
      const { files } = attachments;
      if (files.length) await sendTicketReplyWithFiles(user, ticket, { ...message, files });
      else await sendTicketReply(user, ticket, message);
      toast.success(internal ? 'Internal note added' : 'Reply sent');
      setBody('');
      setInternal(false);
      attachments.reset();
    } catch (error) {
      const text = replyProblem(error);
      toast.error(text);
      attachments.refused(text);
    } finally {
      setPending(false);
    }
  }

  return (
    <Form
      aria-label={`Reply to ${ticket.title}`}
      onSubmit={(event) => {
        event.preventDefault();
        const found = check(body);
        setProblem(found);
        if (found) return event.currentTarget.querySelector('textarea')?.focus();
        void send();
      }}
    >
      <TextArea
        label="Your reply"
        value={body}
        onChange={(text) => {
          setBody(text);
          if (problem) setProblem(check(text));
        }}
        rows={3}
        isRequired
        isInvalid={problem !== null}
        errorMessage={problem}
      />
      <AttachmentsField attachments={attachments} isDisabled={pending} />
      {isStaff && <Checkbox label="Internal note (only staff see it)" isSelected={internal} onChange={setInternal} />}
      <div className={forms.Actions}>
        <Button type="submit" isPending={pending} pendingLabel="Sending reply">
          Send reply
        </Button>
      </div>
    </Form>
  );
}

import { support, type LoggedUser, type Ticket, type TicketReply } from '@lnf/sdk';
import { useRef } from 'react';
import { mutate } from 'swr';
import { client } from '../lib/api';
import { toastOnError, useApi } from './useApi';

/** The logged user's support tickets (every ticket, for staff). */
export const ticketsKey = (userId: string) => ['tickets', userId] as const;
/** One ticket's conversation, as the logged user may read it (staff also get internal notes). */
export const ticketRepliesKey = (reference: string) => ['ticketReplies', reference] as const;

/** The logged user's tickets (dashboard, customer support); a failure is toasted. */
export function useTickets(user: LoggedUser | null) {
  return useApi(user ? ticketsKey(user.id) : null, (c) => support.listTickets(c), toastOnError('support.listTickets'));
}

/**
 * Polled every 10 s, and only while a ticket's conversation is on screen (the hook lives in the
 * open dialog): the other side's answer appears without a reload, about as soon as a person in a
 * live exchange looks again. The dialog is open for minutes at most, so the cost is a small GET
 * every 10 s for one person at a time; swr pauses it in a hidden tab.
 */
export const TICKET_REPLIES_REFRESH_MS = 10_000;

/**
 * One ticket's conversation, oldest first; null `reference` asks nothing. No minimum delay (the
 * dialog shows its own loading state) and no toast: the conversation shows a failure in place,
 * since a toast would repeat with every failed poll. When a poll brings a reply this screen had
 * not seen, the ticket list is asked again too: the ticket's status, `lastReplyAt` and
 * `awaitingStaff` may have moved with it (staff answer and resolve), and the open dialog shows them.
 */
export function useTicketReplies(reference: string | null) {
  const seen = useRef<{ reference: string; count: number } | null>(null);
  return useApi(reference ? ticketRepliesKey(reference) : null, (c) => support.replies(c, reference!), {
    minDelayMs: 0,
    refreshInterval: TICKET_REPLIES_REFRESH_MS,
    onSuccess: (replies) => {
      const before = seen.current;
      if (before?.reference === reference && replies.length > before.count) void mutate(isTicketList);
      seen.current = reference ? { reference, count: replies.length } : null;
    },
  });
}

/** Whether a cache key is a ticket list (whoever's). */
const isTicketList = (key: unknown) => Array.isArray(key) && key[0] === ticketsKey('')[0];

/**
 * Sends a reply (or, for staff, an internal note) and brings both caches up to date: the reply
 * joins the conversation at once, and the ticket list is asked again, since a customer's reply
 * may reopen a Resolved ticket and every reply changes `lastReplyAt` and `awaitingStaff`.
 * Throws what the server refused, for the form to show.
 */
export function sendTicketReply(
  user: LoggedUser,
  ticket: Ticket,
  message: { body: string; internal?: boolean },
): Promise<TicketReply> {
  return updatingCaches(user, ticket, () => support.reply(client, ticket.reference, message));
}

/**
 * `sendTicketReply` with files (`multipart/form-data`), the same cache updates. The server
 * decides each file's kind from its content and refuses the whole reply (400 naming the file)
 * when one is empty, too large or of another kind; nothing is stored then.
 */
export function sendTicketReplyWithFiles(
  user: LoggedUser,
  ticket: Ticket,
  message: { body: string; internal?: boolean; files: readonly File[] },
): Promise<TicketReply> {
  return updatingCaches(user, ticket, () => support.replyWithFiles(client, ticket.reference, message));
}

async function updatingCaches(user: LoggedUser, ticket: Ticket, send: () => Promise<TicketReply>) {
  let reply: TicketReply;
  try {
    reply = await send();
  } catch (error) {
    // A refusal may mean the ticket moved meanwhile (closed by staff): show it as it is now.
    void mutate(ticketsKey(user.id));
    throw error;
  }
  await mutate<TicketReply[]>(
    ticketRepliesKey(ticket.reference),
    (replies) => [...(replies ?? []).filter((r) => r.id !== reply.id), reply],
    { revalidate: false },
  );
  void mutate(ticketsKey(user.id));
  return reply;
}

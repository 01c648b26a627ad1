import type { ApiClient } from '../client';
import {
  SupportQueue,
  Ticket,
  TicketList,
  TicketReply,
  TicketReplyList,
  type TicketReplyRequest,
  type TicketRequest,
  type TicketUpdate,
  type TicketWorkflowChange,
} from '../schemas/support';

/**
 * A ticket to raise; labels may be a list, sent comma-joined. `files` (PNG, JPEG, PDF or UTF-8 text,
 * at most 5 of up to 10 MB each) become the thread's first entry, the customer's.
 */
export type NewTicket = Omit<TicketRequest, 'labels'> & {
  labels?: string | readonly string[];
  files?: readonly Blob[];
};

const enc = encodeURIComponent;

/** Each file as a `files` part, named as the browser named it. */
function filesForm(files: readonly Blob[], form = new FormData()): FormData {
  for (const file of files)
    form.append('files', file, typeof File !== 'undefined' && file instanceof File ? file.name : 'attachment');
  return form;
}

/**
 * `POST portal/support/ticket?projectKey=&reporterName=&priorityName=&issueTypeName=&labels=&summary=&description=`
 * (bearer): the new ticket. With `files`, the body is `multipart/form-data` with each file as
 * `files`; the server checks every file first and refuses the whole ticket (400, naming the file)
 * when one is empty, too large or of another kind.
 */
export async function raiseTicket(client: ApiClient, ticket: NewTicket): Promise<Ticket> {
  const labels = typeof ticket.labels === 'string' ? ticket.labels : (ticket.labels ?? []).join(',');
  return client.request({
    call: 'support.raiseTicket',
    service: 'support',
    method: 'POST',
    path: 'portal/support/ticket',
    query: {
      projectKey: ticket.projectKey,
      reporterName: ticket.reporterName,
      priorityName: ticket.priorityName,
      issueTypeName: ticket.issueTypeName,
      labels,
      summary: ticket.summary,
      description: ticket.description,
    },
    ...(ticket.files?.length ? { body: filesForm(ticket.files) } : {}),
    schema: Ticket,
  });
}

/** `GET portal/support/ticket/{id}` (bearer; owner or staff): one ticket by reference or ticket number. */
export async function getTicket(client: ApiClient, id: string): Promise<Ticket> {
  return client.request({
    call: 'support.getTicket',
    service: 'support',
    method: 'GET',
    path: `portal/support/ticket/${enc(id)}`,
    schema: Ticket,
  });
}

/** `PUT portal/support/ticket/{ticketNumber}` (bearer; owner or staff): the updated ticket. */
export async function updateTicket(client: ApiClient, ticketNumber: string, changes: TicketUpdate): Promise<Ticket> {
  return client.request({
    call: 'support.updateTicket',
    service: 'support',
    method: 'PUT',
    path: `portal/support/ticket/${enc(ticketNumber)}`,
    body: changes,
    schema: Ticket,
  });
}

/** `PATCH portal/support/{reference}` body `{status}` (bearer; staff any ticket, a customer their own): the ticket. */
export async function changeStatus(client: ApiClient, reference: string, status: string): Promise<Ticket> {
  return client.request({
    call: 'support.changeStatus',
    service: 'support',
    method: 'PATCH',
    path: `portal/support/${enc(reference)}`,
    body: { status },
    schema: Ticket,
  });
}

/** `GET portal/support/tickets` (bearer): every ticket for staff, the caller's own for a customer. */
export async function listTickets(client: ApiClient): Promise<Ticket[]> {
  return client.request({
    call: 'support.listTickets',
    service: 'support',
    method: 'GET',
    path: 'portal/support/tickets',
    schema: TicketList,
  });
}

/** `GET portal/support/ticket/{reference}/replies` (bearer; owner or staff): the conversation, oldest first; a customer never gets internal notes. */
export async function replies(client: ApiClient, reference: string): Promise<TicketReply[]> {
  return client.request({
    call: 'support.replies',
    service: 'support',
    method: 'GET',
    path: `portal/support/ticket/${enc(reference)}/replies`,
    schema: TicketReplyList,
  });
}

/** `POST portal/support/ticket/{reference}/replies` body `{body, internal?}` (bearer; owner or staff; `internal` staff only): the new reply. */
export async function reply(client: ApiClient, reference: string, message: TicketReplyRequest): Promise<TicketReply> {
  return client.request({
    call: 'support.reply',
    service: 'support',
    method: 'POST',
    path: `portal/support/ticket/${enc(reference)}/replies`,
    body: message,
    schema: TicketReply,
  });
}

/** A reply with files: the text, whether it is an internal note (staff only), and up to 5 files. */
export interface ReplyWithFiles extends TicketReplyRequest {
  /** PNG, JPEG, PDF or UTF-8 text, at most 10 MB each (`ATTACHMENT_MAX_BYTES`); a Blob is sent as `attachment`. */
  files: readonly Blob[];
}

/**
 * `POST portal/support/ticket/{reference}/replies` as `multipart/form-data` (`body`, `internal`,
 * and each file as `files`) (bearer; owner or staff): the new reply with its attachments. The
 * server decides each file's type from its content and refuses the whole reply (400, naming the
 * file) when one is empty, too large or of another kind.
 */
export async function replyWithFiles(
  client: ApiClient,
  reference: string,
  message: ReplyWithFiles,
): Promise<TicketReply> {
  const form = new FormData();
  form.set('body', message.body);
  if (message.internal !== undefined) form.set('internal', String(message.internal));
  filesForm(message.files, form);
  return client.request({
    call: 'support.replyWithFiles',
    service: 'support',
    method: 'POST',
    path: `portal/support/ticket/${enc(reference)}/replies`,
    body: form,
    schema: TicketReply,
  });
}

/** `GET portal/support/attachments/{id}` (bearer; whoever may read the reply): the file, with the type it was stored with. */
export async function downloadAttachment(client: ApiClient, id: string): Promise<Blob> {
  return client.request({
    call: 'support.downloadAttachment',
    service: 'support',
    method: 'GET',
    path: `portal/support/attachments/${enc(id)}`,
    headers: { accept: '*/*' },
    as: 'blob',
  });
}

/** `PATCH portal/support/ticket/{reference}/workflow` body `{status?, assignee?}` (bearer; staff): the ticket. */
export async function updateWorkflow(
  client: ApiClient,
  reference: string,
  change: TicketWorkflowChange,
): Promise<Ticket> {
  return client.request({
    call: 'support.updateWorkflow',
    service: 'support',
    method: 'PATCH',
    path: `portal/support/ticket/${enc(reference)}/workflow`,
    body: change,
    schema: Ticket,
  });
}

/** `GET portal/support/queue?limit=&offset=` (bearer; staff): tickets not closed, soonest first response due first. */
export async function queue(client: ApiClient, page: { limit?: number; offset?: number } = {}): Promise<SupportQueue> {
  const query: Record<string, string> = {};
  if (page.limit !== undefined) query.limit = String(page.limit);
  if (page.offset !== undefined) query.offset = String(page.offset);
  return client.request({
    call: 'support.queue',
    service: 'support',
    method: 'GET',
    path: 'portal/support/queue',
    query,
    schema: SupportQueue,
  });
}

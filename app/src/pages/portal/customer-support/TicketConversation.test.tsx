import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoggedUser, Ticket, TicketReply } from '@lnf/sdk';

const api = vi.hoisted(() => ({ replies: vi.fn(), reply: vi.fn(), listTickets: vi.fn() }));

vi.mock('../../../lib/api', () => ({ client: {} }));
vi.mock('@lnf/sdk', async (importOriginal) => {
  const sdk = await importOriginal<typeof import('@lnf/sdk')>();
  return {
    ...sdk,
    support: { ...sdk.support, replies: api.replies, reply: api.reply, listTickets: api.listTickets },
  };
});

const { default: TicketConversation } = await import('./TicketConversation');

let tickets = 0;
/** A ticket of its own per test: the conversation's cache is swr's global one, as in the app. */
function ticket(more: Partial<Ticket> = {}): Ticket {
  return {
    reference: `00000000-0000-4000-8000-${String(++tickets).padStart(12, '0')}`,
    title: 'Invoice missing GSTIN',
    summary: 'Invoice missing GSTIN',
    description: 'No GSTIN on the receipt.',
    priority: 'Medium',
    reporter: 'Asha Rao',
    ticketNumber: `LNF-${tickets}`,
    status: 'Open',
    issueType: 'Bug',
    labels: [],
    projectKey: 'LNF',
    createdAt: '2026-03-01T04:30:00.000Z',
    closed: false,
    assignee: null,
    lastReplyAt: null,
    awaitingStaff: true,
    ...more,
  };
}

const user = { id: 'u1', email: 'asha@example.com', name: 'Asha Rao' } as LoggedUser;
const reply = (t: Ticket, more: Partial<TicketReply>): TicketReply => ({
  id: 'r1',
  ticketReference: t.reference,
  authorName: 'Ravi (Support)',
  authorRole: 'staff',
  body: 'We are on it.',
  internal: false,
  createdAt: '2026-03-01T05:00:00.000Z',
  attachments: [],
  ...more,
});

describe('TicketConversation', () => {
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('shows each reply with its author and role, and sends a customer reply', async () => {
    const t = ticket();
    api.replies.mockResolvedValue([reply(t, {})]);
    const sent = reply(t, { id: 'r2', authorName: 'Asha Rao', authorRole: 'customer', body: 'Thanks!' });
    api.reply.mockResolvedValue(sent);
    render(<TicketConversation ticket={t} user={user} isStaff={false} />);
    const list = await screen.findByRole('list', { name: 'Conversation' });
    const staff = within(list).getByRole('article', { name: 'Ravi (Support)' });
    expect(staff.textContent).toContain('Support');
    expect(staff.textContent).toContain('We are on it.');
    expect(screen.queryByRole('checkbox')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Write your reply first.')).toBeTruthy();
    expect(api.reply).not.toHaveBeenCalled();

    fireEvent.change(screen.getByRole('textbox', { name: /Your reply/ }), { target: { value: '  Thanks!  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(api.reply).toHaveBeenCalledWith({}, t.reference, { body: 'Thanks!' }));
    await within(list).findByRole('article', { name: 'Asha Rao' });
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: /Your reply/ }) as HTMLTextAreaElement).value).toBe(''),
    );
  });

  it('gives staff the internal note checkbox and shows notes as internal', async () => {
    const t = ticket();
    api.replies.mockResolvedValue([reply(t, { body: 'Check the GSTIN in Tally.', internal: true })]);
    api.reply.mockResolvedValue(reply(t, { id: 'r2', body: 'A note', internal: true }));
    render(<TicketConversation ticket={t} user={user} isStaff />);
    const note = await screen.findByRole('article', { name: 'Ravi (Support)' });
    expect(note.textContent).toContain('Internal note (only staff see it)');
    fireEvent.change(screen.getByRole('textbox', { name: /Your reply/ }), { target: { value: 'A note' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Internal note (only staff see it)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(api.reply).toHaveBeenCalledWith({}, t.reference, { body: 'A note', internal: true }));
  });

  it('has no reply form on a closed ticket', async () => {
    const t = ticket({ status: 'Closed', closed: true });
    api.replies.mockResolvedValue([]);
    render(<TicketConversation ticket={t} user={user} isStaff={false} />);
    await screen.findByText('No replies yet.');
    expect(screen.queryByRole('textbox', { name: /Your reply/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send reply' })).toBeNull();
  });
});

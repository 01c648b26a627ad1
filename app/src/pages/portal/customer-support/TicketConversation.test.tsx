import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type LoggedUser, type Ticket, type TicketReply } from '@lnf/sdk';

const api = vi.hoisted(() => ({
  replies: vi.fn(),
  reply: vi.fn(),
  replyWithFiles: vi.fn(),
  downloadAttachment: vi.fn(),
  listTickets: vi.fn(),
}));
const saveFile = vi.hoisted(() => vi.fn());

vi.mock('../../../lib/api', () => ({ client: {} }));
vi.mock('../../../lib/saveFile', () => ({ saveFile }));
vi.mock('@lnf/sdk', async (importOriginal) => {
  const sdk = await importOriginal<typeof import('@lnf/sdk')>();
  return { ...sdk, support: { ...sdk.support, ...api } };
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

  it('sends a reply with files as a multipart reply, then empties the form', async () => {
    const t = ticket();
    api.replies.mockResolvedValue([]);
    const pdf = new File(['%PDF-1.4'], 'invoice.pdf', { type: 'application/pdf' });
    api.replyWithFiles.mockResolvedValue(
      reply(t, { id: 'r2', authorRole: 'customer', authorName: 'Asha Rao', body: 'Here it is.' }),
    );
    render(<TicketConversation ticket={t} user={user} isStaff={false} />);
    await screen.findByText('No replies yet.');
    const zone = screen.getByRole('group', { name: 'Attachments' });
    expect(zone.textContent).toContain('PNG, JPEG, PDF or plain text (UTF-8), up to 10 MB each; at most 5 files.');
    const input = zone.querySelector<HTMLInputElement>('input[type=file]')!;
    expect(input.accept).toBe('image/png,image/jpeg,application/pdf,text/plain');
    fireEvent.change(input, { target: { files: [pdf] } });
    expect(within(zone).getByRole('list', { name: 'Chosen files' }).textContent).toContain('invoice.pdf');

    fireEvent.change(screen.getByRole('textbox', { name: /Your reply/ }), { target: { value: 'Here it is.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() =>
      expect(api.replyWithFiles).toHaveBeenCalledWith({}, t.reference, { body: 'Here it is.', files: [pdf] }),
    );
    expect(api.reply).not.toHaveBeenCalled();
    await screen.findByRole('article', { name: 'Asha Rao' });
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Chosen files' })).toBeNull());
    expect((screen.getByRole('textbox', { name: /Your reply/ }) as HTMLTextAreaElement).value).toBe('');
  });

  it('refuses a type not taken on the spot, and shows the server refusing a file by its content', async () => {
    const t = ticket();
    api.replies.mockResolvedValue([]);
    api.replyWithFiles.mockRejectedValue(
      new ApiError(
        'support.replyWithFiles',
        400,
        '"evil.pdf" is not a file we take: attach PNG, JPEG, PDF or plain text (UTF-8) files',
      ),
    );
    render(<TicketConversation ticket={t} user={user} isStaff={false} />);
    await screen.findByText('No replies yet.');
    const zone = screen.getByRole('group', { name: 'Attachments' });
    const input = zone.querySelector<HTMLInputElement>('input[type=file]')!;
    fireEvent.change(input, {
      target: { files: [new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' })] },
    });
    expect(within(zone).getByRole('alert').textContent).toBe(
      'setup.exe was not added: this type of file is not accepted.',
    );
    fireEvent.change(input, { target: { files: [new File(['MZ'], 'evil.pdf', { type: 'application/pdf' })] } });
    fireEvent.change(screen.getByRole('textbox', { name: /Your reply/ }), { target: { value: 'See attached.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await within(zone).findByText(/^"evil\.pdf" is not a file we take/)).toBeTruthy();
    // Nothing is lost: the text and the file stay for the person to fix.
    expect((screen.getByRole('textbox', { name: /Your reply/ }) as HTMLTextAreaElement).value).toBe('See attached.');
    expect(within(zone).getByRole('list', { name: 'Chosen files' }).textContent).toContain('evil.pdf');
  });

  it('keeps at most 5 files, saying which were not added', async () => {
    const t = ticket();
    api.replies.mockResolvedValue([]);
    render(<TicketConversation ticket={t} user={user} isStaff={false} />);
    await screen.findByText('No replies yet.');
    const zone = screen.getByRole('group', { name: 'Attachments' });
    const six = Array.from({ length: 6 }, (_, i) => new File(['hello'], `note-${i + 1}.txt`, { type: 'text/plain' }));
    fireEvent.change(zone.querySelector('input[type=file]')!, { target: { files: six } });
    expect(within(zone).getAllByRole('button', { name: /^Remove / })).toHaveLength(5);
    expect(zone.textContent).toContain('note-6.txt not added: a reply carries at most 5 files.');
  });

  it("downloads a reply's attachment through the API and saves it under its name", async () => {
    const t = ticket();
    const file = { id: 'a-1', name: 'GSTIN certificate.pdf', size: 48_200, contentType: 'application/pdf' };
    api.replies.mockResolvedValue([reply(t, { attachments: [file] })]);
    const blob = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
    api.downloadAttachment.mockResolvedValue(blob);
    render(<TicketConversation ticket={t} user={user} isStaff={false} />);
    const article = await screen.findByRole('article', { name: 'Ravi (Support)' });
    const link = within(within(article).getByRole('list', { name: 'Attachments' })).getByRole('link', {
      name: /GSTIN certificate\.pdf/,
    });
    expect(link.textContent).toContain('48.2 kB');
    fireEvent.click(link);
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(blob, 'GSTIN certificate.pdf'));
    expect(api.downloadAttachment).toHaveBeenCalledWith({}, 'a-1');
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

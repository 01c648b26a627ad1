import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Timeline, type TimelineItem } from './Timeline';

// A support ticket's thread, as an app would map it from its API (times in UTC).
const at = (day: number, hour: number, minute: number) => new Date(Date.UTC(2026, 2, day, hour, minute)).toISOString();

const opening: TimelineItem = {
  id: 'm1',
  author: 'Asha Rao',
  role: 'Customer',
  timestamp: at(9, 4, 12),
  body: 'Hello,\n\nOur invoice for March shows 12 seats, but we only have 9 people on the plan.\nCould you check and send a corrected invoice?\n\nThanks,\nAsha',
};

const reply: TimelineItem = {
  id: 'm2',
  author: 'Vikram Shah',
  role: 'Support',
  variant: 'staff',
  timestamp: at(9, 5, 40),
  body: 'Hi Asha, thanks for writing. I can see three seats were added on 2 March. Were they added by someone on your team?',
};

const note: TimelineItem = {
  id: 'm3',
  author: 'Vikram Shah',
  role: 'Support',
  variant: 'internal',
  timestamp: at(9, 5, 52),
  body: 'Seats were added through the API by an integration key. Billing: please hold the invoice until the customer confirms.',
};

const event: TimelineItem = {
  id: 'e1',
  author: 'System',
  variant: 'event',
  timestamp: at(9, 6, 0),
  body: 'changed the status from Open to Waiting on customer',
};

const withFiles: TimelineItem = {
  id: 'm4',
  author: 'Asha Rao',
  role: 'Customer',
  timestamp: at(10, 3, 15),
  body: 'That was our HR tool. Attached are the seat report and the invoice.',
  attachments: [
    { name: 'seat-report-march-2026.csv', size: 18_400, href: '#seat-report' },
    { name: 'INV-2026-0312.pdf', size: 1_240_000, href: '#invoice' },
    { name: 'screenshot of the billing page with the extra seats.png', size: 3_912_000, href: '#screenshot' },
  ],
};

const closing: TimelineItem = {
  id: 'm5',
  author: 'Vikram Shah',
  role: 'Support',
  variant: 'staff',
  timestamp: at(10, 6, 30),
  body: 'Thank you! I have removed the three seats and issued a corrected invoice: https://billing.example.com/invoices/INV-2026-0312-R1.\nYou will also get it by email.',
};

const resolved: TimelineItem = {
  id: 'e2',
  author: 'System',
  variant: 'event',
  timestamp: at(10, 6, 31),
  body: 'changed the status from Waiting on customer to Resolved',
};

const conversation = [opening, reply, note, event, withFiles, closing, resolved];

const meta = {
  title: 'Components/Timeline',
  component: Timeline,
  parameters: {
    docs: {
      description: {
        component: [
          "A support ticket's conversation: messages, staff replies, internal notes and system events, oldest first.",
          '',
          '**Do**',
          '',
          '- Pass `timeZone` and `locale` so every reader sees the same, correct times.',
          '- Pass message bodies as plain text: they are shown as text, with only http(s) URLs made links.',
          '- Give the list a name (`aria-label`) and a `headingLevel` one below the section around it.',
          '',
          "**Don't**",
          '',
          "- Don't pass HTML or Markdown in `body`: it is shown as written.",
          "- Don't show internal notes to customers: the component draws what it is given.",
        ].join('\n'),
      },
    },
  },
  args: {
    'aria-label': 'Conversation',
    items: [opening, reply, event],
    locale: 'en-IN',
    timeZone: 'Asia/Kolkata',
    headingLevel: 3,
    linkTarget: '_blank',
  },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: [2, 3, 4, 5, 6] },
    linkTarget: { control: 'inline-radio', options: ['_blank', '_self'] },
    locale: { control: 'text' },
    timeZone: { control: 'text' },
    items: { control: 'object' },
    emptyState: { control: false },
  },
  decorators: [(Story) => <div style={{ maxInlineSize: '48rem' }}>{Story()}</div>],
} satisfies Meta<typeof Timeline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Conversation' });
    const entries = within(list).getAllByRole('article');
    await expect(entries).toHaveLength(3);
    await expect(within(entries[0]!).getByRole('heading', { level: 3, name: 'Asha Rao' })).toBeVisible();
    await expect(entries[0]).toHaveAccessibleName('Asha Rao');
  },
};

/** A whole ticket: replies, an internal note, events, attachments and a link, newest last. */
export const LongConversation: Story = {
  // Handed over newest first: the timeline still reads oldest first.
  args: { items: [...conversation].reverse() },
  play: async ({ canvasElement }) => {
    const headings = within(canvasElement).getAllByRole('heading', { level: 3 });
    await expect(headings.map((h) => h.textContent)).toEqual([
      'Asha Rao',
      'Vikram Shah',
      'Vikram Shah',
      'System',
      'Asha Rao',
      'Vikram Shah',
      'System',
    ]);
  },
};

export const InternalNote: Story = {
  args: { items: [reply, note] },
  play: async ({ canvasElement }) => {
    const [, internal] = within(canvasElement).getAllByRole('article');
    await expect(within(internal!).getByText('Internal note')).toBeVisible();
  },
};

/** `label` on an item, or `messages.internalNote` for all, changes the badge. */
export const InternalNoteRelabelled: Story = {
  args: { items: [note, { ...note, id: 'm3b', label: 'Billing only' }], messages: { internalNote: 'Staff only' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Staff only')).toBeVisible();
    await expect(within(canvasElement).getByText('Billing only')).toBeVisible();
  },
};

export const WithAttachments: Story = {
  args: { items: [withFiles] },
  play: async ({ canvasElement }) => {
    const files = within(canvasElement).getByRole('list', { name: 'Attachments' });
    const link = within(files).getByRole('link', { name: /INV-2026-0312\.pdf/ });
    await expect(link).toHaveAttribute('download', 'INV-2026-0312.pdf');
    await expect(link).toHaveTextContent('1.2 MB');
  },
};

/**
 * Files behind a bearer token: `onOpenAttachment` fetches and saves them, in place of `href`
 * (an app calls its API, then saves the Blob under the file's name).
 */
export const WithAttachmentsFetched: Story = {
  args: {
    items: [{ ...withFiles, attachments: withFiles.attachments!.map(({ href, ...file }) => ({ ...file, id: href })) }],
    onOpenAttachment: fn(),
  },
  play: async ({ args, canvasElement }) => {
    const files = within(canvasElement).getByRole('list', { name: 'Attachments' });
    const link = within(files).getByRole('link', { name: /INV-2026-0312\.pdf/ });
    await expect(link).not.toHaveAttribute('href');
    await userEvent.click(link);
    await expect(args.onOpenAttachment).toHaveBeenCalledWith(
      expect.objectContaining({ id: '#invoice', name: 'INV-2026-0312.pdf' }),
      expect.objectContaining({ id: 'm4' }),
    );
  },
};

/** Markup in a message is text: the `<script>` below is shown, never run or parsed. */
export const LinksAndMarkupAsText: Story = {
  args: {
    items: [
      {
        id: 'x1',
        author: 'Unknown sender',
        role: 'Customer',
        timestamp: at(11, 9, 0),
        body: 'See https://example.com/help?topic=billing&lang=en (the FAQ).\n<script>alert("hi")</script>\n<b>not bold</b> and javascript:alert(1) stay text.',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const article = within(canvasElement).getByRole('article');
    await expect(article).toHaveTextContent('<script>alert("hi")</script>');
    await expect(article.querySelector('script, b')).toBeNull();
    const links = within(article).getAllByRole('link');
    await expect(links).toHaveLength(1);
    await expect(links[0]).toHaveAttribute('href', 'https://example.com/help?topic=billing&lang=en');
    await expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    await expect(links[0]).toHaveAttribute('target', '_blank');
  },
};

export const Events: Story = { args: { items: [event, resolved] } };

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No messages yet.')).toBeVisible();
  },
};

export const CustomEmptyState: Story = {
  args: { items: [], emptyState: 'No replies yet. We usually answer within a working day.' },
};

/** `locale` sets the dates, sizes and built-in strings; the messages themselves are the app's. */
export const Hindi: Story = {
  args: { items: [reply, note, withFiles], locale: 'hi-IN' },
  decorators: [(Story) => <div lang="hi">{Story()}</div>],
};

export const Mobile: Story = {
  args: { items: conversation },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

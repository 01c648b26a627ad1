import { render, screen, within } from '@testing-library/react';
import { createRef } from 'react';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe';
import { splitUrls } from './linkify';
import { Timeline, type TimelineItem } from './Timeline';

const items: TimelineItem[] = [
  {
    id: 'b',
    author: 'Vikram Shah',
    role: 'Support',
    variant: 'staff',
    timestamp: '2026-03-09T05:40:00Z',
    body: 'Were the seats added by your team?',
  },
  {
    id: 'a',
    author: 'Asha Rao',
    role: 'Customer',
    timestamp: new Date(Date.UTC(2026, 2, 9, 4, 12)),
    body: 'Hello,\nour invoice shows 12 seats.',
  },
  {
    id: 'c',
    author: 'Vikram Shah',
    variant: 'internal',
    timestamp: '2026-03-09T05:52:00Z',
    body: 'Added through the API.',
    attachments: [{ name: 'seats.csv', size: 18_400, href: '/files/seats.csv' }],
  },
  { id: 'd', author: 'System', variant: 'event', timestamp: '2026-03-09T06:00:00Z', body: 'changed the status' },
];

const renderTimeline = (props: Partial<Parameters<typeof Timeline>[0]> = {}) =>
  render(<Timeline aria-label="Conversation" items={items} locale="en-GB" timeZone="Asia/Kolkata" {...props} />);

describe('Timeline', () => {
  it('is an ordered list of articles, oldest first, each headed by its author', () => {
    renderTimeline();
    const list = screen.getByRole('list', { name: 'Conversation' });
    expect(list.tagName).toBe('OL');
    const articles = within(list).getAllByRole('article');
    expect(articles.map((a) => within(a).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Asha Rao',
      'Vikram Shah',
      'Vikram Shah',
      'System',
    ]);
    expect(articles[0]).toHaveAccessibleName('Asha Rao');
    expect(articles[0]).toHaveTextContent('Customer');
    expect(articles[1]!.closest('li')).toHaveAttribute('data-variant', 'staff');
  });

  it('shows the time in the given locale and zone, with the full date for screen readers', () => {
    renderTimeline();
    const time = screen.getAllByRole('article')[0]!.querySelector('time')!;
    expect(time).toHaveAttribute('dateTime', '2026-03-09T04:12:00.000Z');
    // 04:12 UTC is 09:42 in India.
    expect(time).toHaveTextContent('9 Mar 2026, 09:42');
    expect(time).toHaveTextContent('Monday, 9 March 2026 at 09:42 India Standard Time');
  });

  it('keeps line breaks, and shows markup as text', () => {
    render(
      <Timeline
        aria-label="Conversation"
        items={[{ ...items[1]!, body: 'Line one\n<script>window.__ran = true</script>\n<img src=x onerror=alert(1)>' }]}
      />,
    );
    const article = screen.getByRole('article');
    expect(article.querySelector('script, img')).toBeNull();
    expect(article).toHaveTextContent('<script>window.__ran = true</script>');
    const body = screen.getByText(/Line one/);
    expect(body.textContent).toContain('Line one\n<script>');
    expect(getComputedStyle(body).whiteSpace).toBe('pre-wrap');
    expect((window as { __ran?: boolean }).__ran).toBeUndefined();
  });

  it('links http(s) URLs only, with a safe rel and the target it is given', () => {
    const body = 'Read https://example.com/a_(b). Not javascript:alert(1) nor www.example.com or ftp://x.y';
    const { unmount } = render(<Timeline aria-label="C" items={[{ ...items[1]!, body }]} />);
    const [link, ...rest] = screen.getAllByRole('link');
    expect(rest).toHaveLength(0);
    expect(link).toHaveAttribute('href', 'https://example.com/a_(b)');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAccessibleName('https://example.com/a_(b) (opens in a new tab)');
    unmount();
    render(<Timeline aria-label="C" items={[{ ...items[1]!, body }]} linkTarget="_self" />);
    expect(screen.getByRole('link')).toHaveAttribute('target', '_self');
    expect(screen.getByRole('link')).toHaveAccessibleName('https://example.com/a_(b)');
  });

  it('splits text around URLs without the punctuation of the sentence', () => {
    expect(splitUrls('See https://a.example/x, then (https://b.example/y).')).toEqual([
      { type: 'text', text: 'See ' },
      { type: 'url', text: 'https://a.example/x' },
      { type: 'text', text: ', then (' },
      { type: 'url', text: 'https://b.example/y' },
      { type: 'text', text: ').' },
    ]);
    expect(splitUrls('no links here')).toEqual([{ type: 'text', text: 'no links here' }]);
    expect(splitUrls('http:// alone')).toEqual([{ type: 'text', text: 'http:// alone' }]);
  });

  it('marks an internal note in words, and lets the words be replaced', () => {
    const { unmount } = renderTimeline();
    const internal = screen.getAllByRole('article')[2]!;
    expect(within(internal).getByText('Internal note')).toBeVisible();
    unmount();
    renderTimeline({
      items: [items[2]!, { ...items[2]!, id: 'e', label: 'Billing only' }],
      messages: { internalNote: 'Staff only' },
    });
    expect(screen.getByText('Staff only')).toBeVisible();
    expect(screen.getByText('Billing only')).toBeVisible();
  });

  it('lists attachments as download links with their size', () => {
    renderTimeline();
    const files = screen.getByRole('list', { name: 'Attachments' });
    const link = within(files).getByRole('link', { name: 'seats.csv 18.4 kB' });
    expect(link).toHaveAttribute('href', '/files/seats.csv');
    expect(link).toHaveAttribute('download', 'seats.csv');
  });

  it('calls onOpenAttachment with the file and its entry in place of following href', async () => {
    const onOpenAttachment = vi.fn();
    renderTimeline({ onOpenAttachment });
    const link = within(screen.getByRole('list', { name: 'Attachments' })).getByRole('link', {
      name: 'seats.csv 18.4 kB',
    });
    expect(link).not.toHaveAttribute('href');
    expect(link).not.toHaveAttribute('download');
    await userEvent.click(link);
    expect(onOpenAttachment).toHaveBeenCalledWith(items[2]!.attachments![0], items[2]);
    link.focus();
    await userEvent.keyboard('{Enter}');
    expect(onOpenAttachment).toHaveBeenCalledTimes(2);
  });

  it('shows the empty state without a list', () => {
    const { unmount } = renderTimeline({ items: [] });
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByText('No messages yet.')).toBeVisible();
    unmount();
    renderTimeline({ items: [], emptyState: <p>Nothing here</p> });
    expect(screen.getByText('Nothing here')).toBeVisible();
  });

  it('takes its strings and formats from the I18nProvider, or from locale', () => {
    render(
      <I18nProvider locale="hi-IN">
        <Timeline aria-label="बातचीत" items={[items[2]!]} timeZone="UTC" />
      </I18nProvider>,
    );
    expect(screen.getByText('आंतरिक नोट')).toBeVisible();
    expect(screen.getByRole('list', { name: 'संलग्नक' })).toBeVisible();
  });

  it('hands its root to ref and keeps the caller class', () => {
    const ref = createRef<HTMLDivElement>();
    renderTimeline({ ref, className: 'extra' });
    expect(ref.current).toContainElement(screen.getByRole('list', { name: 'Conversation' }));
    expect(ref.current).toHaveClass('extra');
  });

  it('fits a 375 px screen and has no axe violations', async () => {
    await page.viewport(375, 800);
    try {
      renderTimeline({
        items: [...items, { ...items[1]!, id: 'long', body: `https://example.com/${'very-long-path-'.repeat(8)}` }],
      });
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
      await expectNoAxeViolations();
    } finally {
      await page.viewport(1280, 800);
    }
  });
});

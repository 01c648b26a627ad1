import { render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { RouterProvider } from '../internal/router';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { productEntries } from '../test/fixtures';
import { expectNoAxeViolations } from '../test/axe';
import { MegaMenu } from './MegaMenu';
import { MegaMenuList } from './MegaMenuList';

const entries = productEntries.slice(0, 6);

describe('MegaMenu', () => {
  it('puts every entry in the server markup as a real link, hidden while closed', () => {
    const html = renderToString(<MegaMenu label="Products" entries={entries} />);
    for (const entry of entries) expect(html).toContain(`href="${entry.href}"`);
    expect(html).toMatch(/aria-expanded="false"/);
    expect(html).toMatch(/hidden=""/);
  });

  it('opens on click as a disclosure and shows card entries', async () => {
    render(<MegaMenu label="Products" entries={entries} />);
    const trigger = screen.getByRole('button', { name: 'Products' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const list = await screen.findByRole('list', { name: 'Products' });
    expect(document.getElementById(trigger.getAttribute('aria-controls')!)).toContainElement(list);
    const link = screen.getByRole('link', { name: 'LNF Books' });
    expect(link.tagName).toBe('A');
    expect(link).toHaveAttribute('href', '/lnf-books');
    expect(link).toHaveAccessibleDescription('Accounts management.');
  });

  it('moves with arrow keys, closes on Escape and returns focus to the trigger', async () => {
    await page.viewport(1280, 800);
    render(<MegaMenu label="Products" entries={entries} />);
    const trigger = screen.getByRole('button', { name: 'Products' });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('link', { name: 'LNF People 360' })).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('link', { name: 'LNF Recruiter' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('link', { name: 'LNF Professional' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('link', { name: 'LNF People 360' })).toHaveFocus();
    const focused = document.activeElement as HTMLElement;
    expect(getComputedStyle(focused).outlineColor).not.toBe('rgba(0, 0, 0, 0)');
    await userEvent.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });

  it('moves up and down by rows in the grid', async () => {
    await page.viewport(1280, 800);
    render(<MegaMenu label="Products" entries={entries} defaultOpen />);
    const first = await screen.findByRole('link', { name: 'LNF People 360' });
    await waitFor(() => expect(first).toBeVisible());
    first.focus();
    await userEvent.keyboard('{ArrowDown}');
    const below = document.activeElement as HTMLElement;
    expect(below.getBoundingClientRect().top).toBeGreaterThan(first.getBoundingClientRect().bottom - 1);
    expect(Math.round(below.getBoundingClientRect().left)).toBe(Math.round(first.getBoundingClientRect().left));
    await userEvent.keyboard('{ArrowUp}');
    expect(first).toHaveFocus();
  });

  it('ArrowUp on the trigger opens at the last entry', async () => {
    render(<MegaMenu label="Products" entries={entries} />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(screen.getByRole('link', { name: 'LNF Professional' })).toHaveFocus());
  });

  it('closes when an entry is chosen, and routes through RouterProvider', async () => {
    const navigate = vi.fn();
    const onAction = vi.fn();
    render(
      <RouterProvider navigate={navigate}>
        <MegaMenu label="Products" entries={entries} onAction={onAction} />
      </RouterProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Products' }));
    await userEvent.click(await screen.findByRole('link', { name: 'LNF Books' }));
    expect(onAction).toHaveBeenCalledWith(entries[4]);
    expect(navigate.mock.calls[0]?.[0]).toBe('/lnf-books');
    expect(screen.getByRole('button', { name: 'Products' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a click outside and when focus leaves by Tab', async () => {
    render(
      <>
        <button type="button">Before</button>
        <MegaMenu label="Products" entries={entries.slice(0, 2)} />
        <button type="button">After</button>
      </>,
    );
    const trigger = screen.getByRole('button', { name: 'Products' });
    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('button', { name: 'Before' }));
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await userEvent.tab();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('works controlled', async () => {
    const onOpenChange = vi.fn();
    const { rerender } = render(
      <MegaMenu label="Products" entries={entries} isOpen={false} onOpenChange={onOpenChange} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Products' }));
    expect(onOpenChange).toHaveBeenCalledWith(true);
    expect(screen.getByRole('button', { name: 'Products' })).toHaveAttribute('aria-expanded', 'false');
    rerender(<MegaMenu label="Products" entries={entries} isOpen onOpenChange={onOpenChange} />);
    expect(screen.getByRole('button', { name: 'Products' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('keeps the panel inside a narrow viewport', async () => {
    await page.viewport(375, 700);
    render(<MegaMenu label="Products" entries={entries} defaultOpen />);
    const list = await screen.findByRole('list', { name: 'Products' });
    await waitFor(() => expect(list).toBeVisible());
    const panel = list.parentElement as HTMLElement;
    await waitFor(() => expect(panel.getBoundingClientRect().right).toBeLessThanOrEqual(375));
    expect(panel.getBoundingClientRect().left).toBeGreaterThanOrEqual(0);
    await page.viewport(1280, 800);
  });

  it('has no axe violations closed and open, in both variants', async () => {
    render(
      <>
        <MegaMenu label="Products" entries={entries} />
        <MegaMenu label="Solutions" entries={entries} variant="inline" defaultOpen />
      </>,
    );
    await expectNoAxeViolations();
    await userEvent.click(screen.getByRole('button', { name: 'Products' }));
    await screen.findByRole('list', { name: 'Products' });
    await expectNoAxeViolations();
  });
});

describe('MegaMenuList', () => {
  it('renders entries as a named list of links and marks the current page', () => {
    render(<MegaMenuList entries={entries} aria-label="Products" currentHref="/lnf-recruiter" />);
    const list = screen.getByRole('list', { name: 'Products' });
    expect(list.querySelectorAll('li')).toHaveLength(entries.length);
    expect(screen.getByRole('link', { name: 'LNF Recruiter' })).toHaveAttribute('aria-current', 'page');
  });
});

import { render, screen, waitFor, within } from '@testing-library/react';
import { createRef, useState } from 'react';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe';
import { SearchField, type SearchResult } from './SearchField';

const data: SearchResult[] = [
  { id: 1, kind: 'customer', title: 'Asha Rao', subtitle: 'asha@rao.example' },
  { id: 2, kind: 'customer', title: 'Ravi Kumar', subtitle: 'ravi@kumar.example' },
  // The same id as a customer: ids need only be unique within a kind.
  { id: 1, kind: 'order', title: 'ORD-1042 · Asha Rao', subtitle: '₹14,160 · 9 Mar 2026' },
];
const kindLabels = { customer: 'Customers', order: 'Orders' };

/** The field as an app drives it: it holds the text and "fetches" (filters) on every change. */
function App({ isLoading = false, onSelect }: { isLoading?: boolean; onSelect?: (result: SearchResult) => void }) {
  const [query, setQuery] = useState('');
  const needle = query.trim().toLowerCase();
  const items = needle ? data.filter((r) => `${r.title} ${r.subtitle}`.toLowerCase().includes(needle)) : [];
  return (
    <SearchField
      label="Search"
      items={isLoading ? [] : items}
      isLoading={isLoading}
      inputValue={query}
      onInputChange={setQuery}
      kindLabels={kindLabels}
      onSelect={onSelect}
    />
  );
}

const input = () => screen.getByRole('combobox', { name: 'Search' });
const status = () => screen.getByRole('status');

describe('SearchField', () => {
  it('lists results as people type, grouped by kind, each with a title and subtitle', async () => {
    render(<App />);
    await userEvent.type(input(), 'asha');
    const listbox = await screen.findByRole('listbox', { name: /^Search results/ });
    const customers = within(listbox).getByRole('group', { name: 'Customers' });
    const orders = within(listbox).getByRole('group', { name: 'Orders' });
    // Named by both lines, title first.
    expect(within(customers).getByRole('option')).toHaveAccessibleName('Asha Rao asha@rao.example');
    expect(within(orders).getByRole('option')).toHaveAccessibleName('ORD-1042 · Asha Rao ₹14,160 · 9 Mar 2026');
    await waitFor(() => expect(status()).toHaveTextContent('2 results'));
    await expectNoAxeViolations();
  });

  it('chooses a result with the arrow keys and Enter, then empties the field and keeps focus', async () => {
    const onSelect = vi.fn();
    render(<App onSelect={onSelect} />);
    await userEvent.type(input(), 'asha');
    const listbox = await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(input()).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: /^ORD-1042/ }).id);
    await userEvent.keyboard('{Enter}');
    // The app's own object, told apart from the customer with the same id.
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(onSelect).toHaveBeenLastCalledWith(data[2]);
    await waitFor(() => expect(listbox).not.toBeInTheDocument());
    expect(input()).toHaveValue('');
    expect(input()).toHaveFocus();
  });

  it('chooses a result with a click', async () => {
    const onSelect = vi.fn();
    render(<App onSelect={onSelect} />);
    await userEvent.type(input(), 'ravi');
    await userEvent.click(await screen.findByRole('option', { name: /^Ravi Kumar/ }));
    expect(onSelect).toHaveBeenLastCalledWith(data[1]);
  });

  it('closes the list with Escape and keeps the text, then empties the field with a second Escape', async () => {
    render(<App />);
    await userEvent.type(input(), 'ravi');
    const listbox = await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(listbox).not.toBeInTheDocument());
    expect(input()).toHaveValue('ravi');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Escape}');
    expect(input()).toHaveValue('');
    await waitFor(() => expect(status()).toBeEmptyDOMElement());
    // Emptied, the list stays closed, not even back for a moment on the results of the text before.
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    // Nothing typed, nothing to show: the arrow keys open no empty list.
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    await expectNoAxeViolations();
  });

  it('says it is searching while the app loads, in the list and to screen readers', async () => {
    const { rerender } = render(<App />);
    await userEvent.type(input(), 'as');
    rerender(<App isLoading />);
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(listbox).toHaveTextContent('Searching…'));
    expect(status()).toHaveTextContent('Searching…');
    await expectNoAxeViolations();
    rerender(<App />);
    await waitFor(() => expect(status()).toHaveTextContent('2 results'));
  });

  it('says what found nothing', async () => {
    render(<App />);
    await userEvent.type(input(), 'zzz');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(listbox).toHaveTextContent('No matches for “zzz”'));
    expect(status()).toHaveTextContent('No matches for “zzz”');
    await expectNoAxeViolations();
  });

  it('reports each change of text when uncontrolled, and takes a custom empty text', async () => {
    const onInputChange = vi.fn();
    render(
      <SearchField
        aria-label="Find a customer"
        items={[]}
        onInputChange={onInputChange}
        renderEmpty={(query) => `Nobody called ${query}`}
      />,
    );
    const field = screen.getByRole('combobox', { name: 'Find a customer' });
    await userEvent.type(field, 'abc');
    expect(onInputChange.mock.calls.map(([value]) => value)).toEqual(['a', 'ab', 'abc']);
    expect(await screen.findByText('Nobody called abc')).toBeVisible();
  });

  it('empties the field with its clear button and gives focus back to the input', async () => {
    render(<App />);
    await userEvent.type(input(), 'asha');
    // A pointer's shortcut: out of the tab order (Escape does it by keyboard), and hidden from
    // assistive technology with the rest of the page while the list is open (so found by its label).
    await userEvent.click(screen.getByLabelText('Clear search'));
    expect(input()).toHaveValue('');
    await waitFor(() => expect(input()).toHaveFocus());
    expect(screen.queryByLabelText('Clear search')).not.toBeInTheDocument();
  });

  it('shows a focus outline around the field and has no axe violations closed or disabled', async () => {
    render(
      <>
        <App />
        <SearchField label="Archive" items={[]} isDisabled />
      </>,
    );
    await userEvent.tab();
    expect(input()).toHaveFocus();
    expect(getComputedStyle(input().parentElement!).outlineColor).not.toBe('rgba(0, 0, 0, 0)');
    expect(screen.getByRole('combobox', { name: 'Archive' })).toBeDisabled();
    await expectNoAxeViolations();
  });

  it('speaks the language of the I18nProvider', async () => {
    render(
      <I18nProvider locale="hi-IN">
        <SearchField label="खोजें" items={[]} isLoading={false} />
      </I18nProvider>,
    );
    await userEvent.type(screen.getByRole('combobox', { name: 'खोजें' }), 'x');
    expect(await screen.findByRole('listbox', { name: /^खोज परिणाम/ })).toHaveTextContent('“x” के लिए कोई मेल नहीं मिला');
    expect(screen.getByLabelText('खोज साफ़ करें')).toBeInTheDocument();
  });

  it("hands its root to ref and keeps the caller's class", () => {
    const ref = createRef<HTMLDivElement>();
    render(<SearchField ref={ref} className="extra" label="Search" items={[]} />);
    expect(ref.current).toContainElement(input());
    expect(ref.current).toHaveClass('extra');
  });
});

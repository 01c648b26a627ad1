import { render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe';
import { SearchField, type SearchResult } from './SearchField';

// The combobox's chunk arrives only when the test lets it: what a slow network does to the first
// hover or focus. This file has its own module graph, so the chunk has not loaded before it.
const chunk = vi.hoisted(() => {
  let release = () => {};
  const arrived = new Promise<void>((resolve) => (release = resolve));
  return { arrived, release, requested: false };
});
vi.mock('./SearchCombo', async (importOriginal) => {
  chunk.requested = true;
  await chunk.arrived;
  return importOriginal();
});

const data: SearchResult[] = [
  { id: 1, kind: 'customer', title: 'Asha Rao', subtitle: 'asha@rao.example' },
  { id: 2, kind: 'customer', title: 'Ravi Kumar', subtitle: 'ravi@kumar.example' },
];

function App() {
  const [query, setQuery] = useState('');
  const needle = query.trim().toLowerCase();
  const items = needle ? data.filter((r) => r.title.toLowerCase().includes(needle)) : [];
  return <SearchField label="Search" items={items} inputValue={query} onInputChange={setQuery} />;
}

const input = () => screen.getByRole<HTMLInputElement>('combobox', { name: 'Search' });

describe('SearchField before its list has loaded', () => {
  it('is a named combobox that takes text, and hands text, focus and caret to the list when it arrives', async () => {
    render(<App />);
    // Nothing is fetched until someone comes near the field.
    expect(chunk.requested).toBe(false);
    await expectNoAxeViolations();

    await userEvent.type(input(), 'ash');
    await waitFor(() => expect(chunk.requested).toBe(true));
    // Still the first input: it has the text, and no list yet.
    expect(input()).not.toHaveAttribute('data-rac');
    expect(input()).toHaveValue('ash');
    expect(input()).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');

    chunk.release();
    await waitFor(() => expect(input()).toHaveAttribute('data-rac'));
    expect(input()).toHaveFocus();
    expect(input()).toHaveValue('ash');
    // The caret is where the person left it, one character from the end.
    expect(input().selectionStart).toBe(2);
    // What was typed opens the list, as the typing would have.
    const listbox = await screen.findByRole('listbox');
    expect(listbox).toHaveTextContent('Asha Rao');

    await userEvent.keyboard('{End}a');
    expect(input()).toHaveValue('asha');
    await expectNoAxeViolations();
  });
});

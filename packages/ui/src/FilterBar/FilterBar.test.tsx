import { render, screen, waitFor, within } from '@testing-library/react';
import { createRef, useState } from 'react';
import { I18nProvider, type Key } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe';
import { FilterBar, type FilterBarItem } from './FilterBar';

const filters: FilterBarItem[] = [
  { id: 'status', label: 'Status: Paid' },
  { id: 'plan', label: 'Plan: HR Essential' },
  { id: 'city', label: 'City: Hyderabad' },
];

/** The bar as an app holds it: the filters in state, removed by the bar's callbacks. */
function Filters({
  onRemove,
  onClearAll,
  withAdd = false,
}: {
  onRemove?: (ids: Key[]) => void;
  onClearAll?: () => void;
  withAdd?: boolean;
}) {
  const [items, setItems] = useState(filters);
  return (
    <>
      <button type="button">Start</button>
      <FilterBar
        items={items}
        onRemove={(ids) => {
          onRemove?.(ids);
          setItems((current) => current.filter((item) => !ids.includes(item.id)));
        }}
        onClearAll={
          onClearAll &&
          (() => {
            onClearAll();
            setItems([]);
          })
        }
      >
        {withAdd && <button type="button">Add filter</button>}
      </FilterBar>
    </>
  );
}

const bar = () => screen.getByRole('group', { name: 'Filters' });
const tags = () => within(bar()).getAllByRole('listitem');
const status = () => screen.getByRole('status');

describe('FilterBar', () => {
  it('is a labelled group with a list of tags, each with a named remove button, and a Clear all button', async () => {
    render(<FilterBar items={filters} onRemove={() => {}} />);
    expect(within(bar()).getByRole('list')).toBeVisible();
    expect(tags().map((tag) => tag.textContent)).toEqual(filters.map((f) => f.label));
    expect(within(tags()[0]!).getByRole('button')).toHaveAccessibleName('Remove Status: Paid');
    expect(screen.getByRole('button', { name: 'Clear all' })).toBeVisible();
    await expectNoAxeViolations();
  });

  it('removes a tag with its button and announces it', async () => {
    const onRemove = vi.fn();
    render(<Filters onRemove={onRemove} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Plan: HR Essential' }));
    expect(onRemove).toHaveBeenLastCalledWith(['plan']);
    expect(tags()).toHaveLength(2);
    await waitFor(() => expect(status()).toHaveTextContent('Removed filter Plan: HR Essential'));
    // Focus moves to the next tag's button, not to the body.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove City: Hyderabad' })).toHaveFocus());
  });

  it('reaches each remove button with Tab and removes with Delete or Backspace, keeping focus in the bar', async () => {
    const onRemove = vi.fn();
    render(<Filters onRemove={onRemove} />);
    screen.getByRole('button', { name: 'Start' }).focus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Remove Status: Paid' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Remove Plan: HR Essential' })).toHaveFocus();
    await userEvent.keyboard('{Delete}');
    expect(onRemove).toHaveBeenLastCalledWith(['plan']);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove City: Hyderabad' })).toHaveFocus());
    await waitFor(() => expect(status()).toHaveTextContent('Removed filter Plan: HR Essential'));
    // The last tag gone, focus falls back to the one before it.
    await userEvent.keyboard('{Backspace}');
    expect(onRemove).toHaveBeenCalledTimes(2);
    expect(tags()).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove Status: Paid' })).toHaveFocus());
    await expectNoAxeViolations();
  });

  it('clears all filters, announces it, and keeps focus in the bar', async () => {
    const onClearAll = vi.fn();
    render(<Filters onClearAll={onClearAll} withAdd />);
    const clear = screen.getByRole('button', { name: 'Clear all' });
    clear.focus();
    await userEvent.keyboard('{Enter}');
    expect(onClearAll).toHaveBeenCalledTimes(1);
    expect(clear).not.toBeInTheDocument();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    // Empty, the bar's group says so and takes focus, not the body.
    const empty = screen.getByRole('group', { name: 'Filters' });
    expect(empty).toHaveTextContent('No filters');
    await waitFor(() => expect(empty).toHaveFocus());
    await waitFor(() => expect(status()).toHaveTextContent('All filters cleared'));
    await expectNoAxeViolations();
  });

  it('removes every filter through onRemove when there is no onClearAll', async () => {
    const onRemove = vi.fn();
    render(<Filters onRemove={onRemove} />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(onRemove).toHaveBeenLastCalledWith(['status', 'plan', 'city']);
  });

  it('keeps focus in the bar when the last tag goes', async () => {
    function One() {
      const [items, setItems] = useState(filters.slice(0, 1));
      return <FilterBar items={items} onRemove={() => setItems([])} />;
    }
    render(<One />);
    await userEvent.tab();
    await userEvent.keyboard('{Delete}');
    await waitFor(() => expect(bar()).toHaveFocus());
    expect(screen.getByText('No filters')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Clear all' })).not.toBeInTheDocument();
  });

  it('shows the add-filter slot, a custom label, and speaks the language of the I18nProvider', () => {
    render(
      <I18nProvider locale="hi-IN">
        <FilterBar items={filters.slice(0, 1)} onRemove={() => {}}>
          <button type="button">फ़िल्टर जोड़ें</button>
        </FilterBar>
      </I18nProvider>,
    );
    expect(screen.getByRole('group', { name: 'फ़िल्टर' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'हटाएँ Status: Paid' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'सभी हटाएँ' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'फ़िल्टर जोड़ें' })).toBeVisible();
  });

  it("hands its root to ref and keeps the caller's class", () => {
    const ref = createRef<HTMLDivElement>();
    render(<FilterBar ref={ref} className="extra" items={filters} onRemove={() => {}} />);
    expect(ref.current).toContainElement(bar());
    expect(ref.current).toHaveClass('extra');
  });
});

import { render, screen, waitFor, within } from '@testing-library/react';
import { createRef } from 'react';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe';
import { Pagination, type PaginationProps } from './Pagination';

const nav = () => screen.getByRole('navigation', { name: 'Pagination' });
const previous = () => within(nav()).getByRole('button', { name: /Previous/ });
const next = () => within(nav()).getByRole('button', { name: /Next/ });

/** A pager after a known element, so Tab starts from a place of the test's own. */
const renderAfterStart = (props: PaginationProps) =>
  render(
    <>
      <button type="button">Start</button>
      <Pagination {...props} />
    </>,
  );

describe('Pagination', () => {
  it('is a named navigation landmark; Previous is disabled on the first page', async () => {
    render(<Pagination previousCursor={null} nextCursor="c2" />);
    expect(nav().tagName).toBe('NAV');
    expect(previous()).toBeDisabled();
    expect(next()).toBeEnabled();
    // No page number is known: no status at all.
    expect(screen.queryByText(/Page/)).not.toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('hands the opaque cursor to onChange and calls onNext / onPrevious, from the keyboard', async () => {
    const onChange = vi.fn();
    const onNext = vi.fn();
    const onPrevious = vi.fn();
    renderAfterStart({ previousCursor: 'b64:prev', nextCursor: 'b64:next', onChange, onNext, onPrevious });
    screen.getByRole('button', { name: 'Start' }).focus();
    await userEvent.tab();
    expect(previous()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('b64:prev', 'previous');
    expect(onPrevious).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    expect(next()).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith('b64:next', 'next');
    expect(onNext).toHaveBeenCalledTimes(1);
  });

  it('works without cursors for an app that keeps them: hasPrevious / hasNext and the callbacks', async () => {
    const onChange = vi.fn();
    const onNext = vi.fn();
    render(<Pagination hasPrevious={false} hasNext onNext={onNext} onChange={onChange} />);
    expect(previous()).toBeDisabled();
    await userEvent.click(next());
    expect(onNext).toHaveBeenCalledTimes(1);
    // No cursor was given, so there is none to hand over.
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows "Page N" without a total and "Page N of M" with one, in a polite live region', () => {
    const { rerender } = render(<Pagination page={3} previousCursor="a" nextCursor="b" />);
    const status = screen.getByText('Page 3');
    expect(status).toHaveAttribute('aria-live', 'polite');
    rerender(<Pagination page={4} pageCount={9} previousCursor="a" nextCursor="b" />);
    expect(screen.getByText('Page 4 of 9')).toHaveAttribute('aria-live', 'polite');
    rerender(
      <Pagination
        page={4}
        pageCount={9}
        formatPageStatus={(p, n) => `${p} / ${n}`}
        previousCursor="a"
        nextCursor="b"
      />,
    );
    expect(screen.getByText('4 / 9')).toBeVisible();
  });

  it('keeps focus on the pressed button while loading, then moves it to Previous at the last page', async () => {
    const onChange = vi.fn();
    const props = { onChange, page: 2, pageCount: 3 };
    const { rerender } = renderAfterStart({ ...props, previousCursor: 'c1', nextCursor: 'c3' });
    screen.getByRole('button', { name: 'Start' }).focus();
    await userEvent.tab();
    await userEvent.tab();
    expect(next()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('c3', 'next');

    rerender(
      <>
        <button type="button">Start</button>
        <Pagination {...props} previousCursor="c1" nextCursor="c3" isLoading />
      </>,
    );
    expect(next()).toHaveAttribute('aria-busy', 'true');
    expect(next()).toHaveFocus();
    expect(previous()).toBeDisabled();
    // Pending: a second press does nothing.
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations();

    rerender(
      <>
        <button type="button">Start</button>
        <Pagination {...props} page={3} previousCursor="c2" nextCursor={null} />
      </>,
    );
    expect(next()).toBeDisabled();
    await waitFor(() => expect(previous()).toHaveFocus());
    expect(screen.getByText('Page 3 of 3')).toBeVisible();
  });

  it('shows a focus ring on the focused button', async () => {
    renderAfterStart({ previousCursor: null, nextCursor: 'c2' });
    screen.getByRole('button', { name: 'Start' }).focus();
    await userEvent.tab();
    expect(next()).toHaveFocus();
    expect(getComputedStyle(next()).outlineColor).not.toBe('rgba(0, 0, 0, 0)');
  });

  it('offers a page-size select, chosen by keyboard', async () => {
    const onPageSizeChange = vi.fn();
    const props = { nextCursor: 'c2', pageSizeOptions: [10, 25, 50], onPageSizeChange };
    const { rerender } = render(<Pagination {...props} pageSize={25} />);
    // The browser's own <select>, there on the first render: no chunk to wait for.
    const select = within(nav()).getByRole('combobox', { name: 'Rows per page' });
    expect(select).toHaveDisplayValue('25');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['10', '25', '50']);
    await expectNoAxeViolations();
    select.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(onPageSizeChange).toHaveBeenLastCalledWith(50);
    // The app loads the first page at the new size: the select keeps focus meanwhile.
    rerender(<Pagination {...props} pageSize={50} isLoading />);
    expect(select).toHaveFocus();
    expect(select).toHaveDisplayValue('50');
    expect(select).toBeEnabled();
    await userEvent.selectOptions(select, '10');
    expect(onPageSizeChange).toHaveBeenLastCalledWith(10);
  });

  it('takes its own name, and speaks the language of the I18nProvider', () => {
    const { unmount } = render(<Pagination aria-label="Orders pages" nextCursor="c2" />);
    expect(screen.getByRole('navigation', { name: 'Orders pages' })).toBeVisible();
    unmount();
    render(
      <I18nProvider locale="hi-IN">
        <Pagination nextCursor="c2" page={2} pageCount={5} />
      </I18nProvider>,
    );
    const hindi = screen.getByRole('navigation', { name: 'पृष्ठ क्रमांकन' });
    expect(within(hindi).getByRole('button', { name: /अगला/ })).toBeEnabled();
    expect(within(hindi).getByText('5 में से पृष्ठ 2')).toBeVisible();
  });

  it("hands its <nav> to ref and keeps the caller's class", () => {
    const ref = createRef<HTMLElement>();
    render(<Pagination ref={ref} className="extra" nextCursor="c2" />);
    expect(ref.current).toBe(nav());
    expect(nav()).toHaveClass('extra');
  });
});

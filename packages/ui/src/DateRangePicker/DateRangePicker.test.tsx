import { CalendarDate } from '@internationalized/date';
import { render, screen, waitFor, within } from '@testing-library/react';
import { createRef } from 'react';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe';
import { LAZY_CHUNK_LOADED } from '../test/lazy';
import { DateRangePicker } from './DateRangePicker';

const march = { start: new CalendarDate(2027, 3, 15), end: new CalendarDate(2027, 3, 20) };
const segments = () => screen.getAllByRole('spinbutton');

describe('DateRangePicker', () => {
  it('is a labelled group of a start and an end date, in Indian day/month/year order, typed by keyboard', async () => {
    const onChange = vi.fn();
    render(<DateRangePicker label="Billing period" locale="en-IN" onChange={onChange} />);
    const group = screen.getByRole('group', { name: 'Billing period' });
    expect(segments().map((s) => s.getAttribute('data-type'))).toEqual([
      'day',
      'month',
      'year',
      'day',
      'month',
      'year',
    ]);
    expect(segments()[0]).toHaveAccessibleName(/Start date/);
    expect(segments()[3]).toHaveAccessibleName(/End date/);
    await userEvent.tab();
    expect(segments()[0]).toHaveFocus();
    // Each segment moves on once it is full, from the start date into the end date.
    await userEvent.keyboard('1503202714042027');
    expect(onChange).toHaveBeenLastCalledWith({
      start: new CalendarDate(2027, 3, 15),
      end: new CalendarDate(2027, 4, 14),
    });
    expect(group).toHaveTextContent('15/3/2027–14/4/2027');
    await expectNoAxeViolations();
  });

  it('picks a range in the calendar by keyboard and gives focus back', async () => {
    const onChange = vi.fn();
    render(<DateRangePicker label="Billing period" locale="en-IN" defaultValue={march} onChange={onChange} />);
    const trigger = screen.getByRole('button', { name: /Calendar/ });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', undefined, LAZY_CHUNK_LOADED);
    const grid = await within(dialog).findByRole('grid', { name: /March 2027/ }, LAZY_CHUNK_LOADED);
    await waitFor(() => expect(within(grid).getByRole('button', { name: /15 March 2027/ })).toHaveFocus());
    expect(within(grid).getByRole('button', { name: /18 March 2027/ })).toHaveAttribute('data-selected');
    await expectNoAxeViolations();
    // Enter starts a new range on the focused day and moves on a day (React Aria's cue that a
    // range is being chosen); arrows extend it, Enter ends it.
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(within(grid).getByRole('button', { name: /23 March 2027/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({
      start: new CalendarDate(2027, 3, 22),
      end: new CalendarDate(2027, 3, 25),
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    expect(screen.getByRole('group', { name: 'Billing period' })).toHaveTextContent('22/3/2027–25/3/2027');
  });

  it('closes the calendar with Escape without changing the range', async () => {
    const onChange = vi.fn();
    render(<DateRangePicker label="Billing period" defaultValue={march} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: /Calendar/ }));
    await screen.findByRole('grid', undefined, LAZY_CHUNK_LOADED);
    await userEvent.keyboard('{Enter}{ArrowRight}{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onChange).not.toHaveBeenCalled();
  });

  it('disables days outside minValue and maxValue', async () => {
    render(
      <DateRangePicker
        label="Billing period"
        locale="en-IN"
        defaultValue={march}
        minValue={new CalendarDate(2027, 3, 10)}
        maxValue={new CalendarDate(2027, 3, 25)}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: /Calendar/ }));
    const grid = await screen.findByRole('grid', undefined, LAZY_CHUNK_LOADED);
    const day = (n: number) => within(grid).getByRole('button', { name: new RegExp(`\\b${n} March 2027`) });
    expect(day(9)).toHaveAttribute('aria-disabled', 'true');
    expect(day(26)).toHaveAttribute('aria-disabled', 'true');
    expect(day(10)).not.toHaveAttribute('aria-disabled');
    await expectNoAxeViolations();
  });

  it('shows the caller error for an end before the start, beside the description', async () => {
    render(
      <DateRangePicker
        label="Billing period"
        locale="en-IN"
        description="For example 1/4/2026 – 31/3/2027."
        validationBehavior="aria"
        errorMessage={(v) =>
          v.validationDetails.rangeUnderflow ? 'The end is before the start' : v.validationErrors.join(' ')
        }
      />,
    );
    await userEvent.tab();
    await userEvent.keyboard('1503202701032027');
    await userEvent.tab();
    await userEvent.tab();
    const group = screen.getByRole('group', { name: 'Billing period' });
    await waitFor(() => expect(group).toHaveAccessibleDescription(/31\/3\/2027\. The end is before the start/));
    expect(screen.getByText('The end is before the start')).toBeVisible();
    await expectNoAxeViolations();
  });

  it('shows an app-computed error with isInvalid, and is disabled with isDisabled', async () => {
    render(
      <>
        <DateRangePicker label="Billing period" isInvalid errorMessage="Choose at most 90 days" />
        <DateRangePicker label="Archived period" isDisabled defaultValue={march} />
      </>,
    );
    expect(screen.getByText('Choose at most 90 days')).toBeVisible();
    const billing = within(screen.getByRole('group', { name: 'Billing period' })).getAllByRole('spinbutton');
    for (const segment of billing) expect(segment).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('group', { name: 'Archived period' })).toHaveAttribute('aria-disabled', 'true');
    await expectNoAxeViolations();
  });

  it('shows a focus ring around the field for keyboard focus', async () => {
    render(
      <>
        <button type="button">Before</button>
        <DateRangePicker label="Billing period" />
      </>,
    );
    screen.getByRole('button', { name: 'Before' }).focus();
    await userEvent.tab();
    expect(segments()[0]).toHaveFocus();
    const group = screen.getByRole('group', { name: 'Billing period' });
    await waitFor(() => expect(group).toHaveAttribute('data-focus-within'));
    await waitFor(() => expect(getComputedStyle(group).outlineColor).not.toBe('rgba(0, 0, 0, 0)'));
  });

  it('submits both ends as ISO dates under startName and endName', () => {
    const { container } = render(
      <form>
        <DateRangePicker label="Billing period" startName="from" endName="to" defaultValue={march} />
      </form>,
    );
    const data = new FormData(container.querySelector('form')!);
    expect(data.get('from')).toBe('2027-03-15');
    expect(data.get('to')).toBe('2027-03-20');
  });

  it("names its fields and buttons in the app's language (Hindi)", async () => {
    render(
      <I18nProvider locale="hi-IN">
        <DateRangePicker label="बिलिंग अवधि" defaultValue={march} />
      </I18nProvider>,
    );
    expect(segments()[0]).toHaveAccessibleName(/आरंभ तिथि/);
    expect(segments()[3]).toHaveAccessibleName(/अंतिम तिथि/);
    await userEvent.click(screen.getByRole('button', { name: 'कैलेंडर बिलिंग अवधि' }));
    const dialog = await screen.findByRole('dialog', undefined, LAZY_CHUNK_LOADED);
    await within(dialog).findByRole('grid', undefined, LAZY_CHUNK_LOADED);
    expect(within(dialog).getByRole('button', { name: 'पिछला महीना' })).toBeVisible();
  });

  it("hands its root to ref and keeps the caller's class", () => {
    const ref = createRef<HTMLDivElement>();
    render(<DateRangePicker ref={ref} className="extra" label="Billing period" />);
    expect(ref.current).toContainElement(screen.getByRole('group', { name: 'Billing period' }));
    expect(ref.current).toHaveClass('extra');
  });
});

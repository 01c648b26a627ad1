import { CalendarDate } from '@internationalized/date';
import { render, screen, waitFor, within } from '@testing-library/react';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe';
import { DatePicker } from './DatePicker';
import { LAZY_CHUNK_LOADED } from '../test/lazy';

const segments = () => screen.getAllByRole('spinbutton');

describe('DatePicker', () => {
  it('is a labelled group of day, month and year spinbuttons, typed by keyboard', async () => {
    const onChange = vi.fn();
    render(<DatePicker label="Start date" locale="en-GB" onChange={onChange} />);
    const group = screen.getByRole('group', { name: 'Start date' });
    expect(
      within(group)
        .getAllByRole('spinbutton')
        .map((s) => s.getAttribute('data-type')),
    ).toEqual(['day', 'month', 'year']);
    await userEvent.tab();
    expect(segments()[0]).toHaveFocus();
    // Each segment moves on by itself once it is full.
    await userEvent.keyboard('15032027');
    expect(onChange).toHaveBeenLastCalledWith(new CalendarDate(2027, 3, 15));
    expect(segments().map((s) => s.textContent)).toEqual(['15', '03', '2027']);
    await userEvent.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith(new CalendarDate(2028, 3, 15));
    await expectNoAxeViolations();
  });

  it('orders the segments by locale: year-month-day for en-CA', () => {
    render(<DatePicker label="Start date" locale="en-CA" defaultValue={new CalendarDate(2027, 3, 15)} />);
    expect(segments().map((s) => s.getAttribute('data-type'))).toEqual(['year', 'month', 'day']);
    expect(screen.getByRole('group', { name: 'Start date' })).toHaveTextContent('2027-03-15');
  });

  it('opens the calendar, picks a day by keyboard and gives focus back', async () => {
    const onChange = vi.fn();
    render(
      <DatePicker label="Start date" locale="en-GB" defaultValue={new CalendarDate(2027, 3, 15)} onChange={onChange} />,
    );
    const trigger = screen.getByRole('button', { name: /Calendar/ });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', undefined, LAZY_CHUNK_LOADED);
    // The grid is its own chunk: the dialog may show its loading state first.
    const grid = await within(dialog).findByRole('grid', { name: /March 2027/ }, LAZY_CHUNK_LOADED);
    await waitFor(() => expect(within(grid).getByRole('button', { name: /15 March 2027/ })).toHaveFocus());
    await expectNoAxeViolations();
    await userEvent.keyboard('{ArrowRight}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(new CalendarDate(2027, 3, 23));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('closes the calendar with Escape without changing the date', async () => {
    const onChange = vi.fn();
    render(<DatePicker label="Start date" defaultValue={new CalendarDate(2027, 3, 15)} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: /Calendar/ }));
    await screen.findByRole('dialog', undefined, LAZY_CHUNK_LOADED);
    await userEvent.keyboard('{ArrowRight}{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onChange).not.toHaveBeenCalled();
  });

  it('disables days before minValue and after maxValue, and unavailable days', async () => {
    render(
      <DatePicker
        label="Start date"
        locale="en-GB"
        defaultValue={new CalendarDate(2027, 3, 15)}
        minValue={new CalendarDate(2027, 3, 10)}
        maxValue={new CalendarDate(2027, 3, 20)}
        isDateUnavailable={(date) => date.day === 17}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: /Calendar/ }));
    const grid = await screen.findByRole('grid', undefined, LAZY_CHUNK_LOADED);
    const day = (n: number) => within(grid).getByRole('button', { name: new RegExp(`\\b${n} March 2027`) });
    expect(day(9)).toHaveAttribute('aria-disabled', 'true');
    expect(day(21)).toHaveAttribute('aria-disabled', 'true');
    expect(day(10)).not.toHaveAttribute('aria-disabled');
    expect(day(17)).toHaveAttribute('aria-disabled', 'true');
    expect(day(17)).toHaveAttribute('data-unavailable');
    await expectNoAxeViolations();
  });

  it('shows the caller error for a typed date out of range, told apart by rule', async () => {
    render(
      <DatePicker
        label="Start date"
        locale="en-GB"
        description="From 10 March 2027."
        minValue={new CalendarDate(2027, 3, 10)}
        validationBehavior="aria"
        errorMessage={(v) => (v.validationDetails.rangeUnderflow ? 'Too early' : v.validationErrors.join(' '))}
      />,
    );
    await userEvent.tab();
    await userEvent.keyboard('01032027');
    await userEvent.tab();
    await userEvent.tab();
    const group = screen.getByRole('group', { name: 'Start date' });
    await waitFor(() => expect(group).toHaveAccessibleDescription(/From 10 March 2027\. Too early/));
    expect(screen.getByText('Too early')).toBeVisible();
    await expectNoAxeViolations();
  });

  it('shows an app-computed error with isInvalid and marks the segments invalid', async () => {
    render(<DatePicker label="Start date" isInvalid errorMessage="Pick another day" />);
    expect(screen.getByText('Pick another day')).toBeVisible();
    for (const segment of segments()) expect(segment).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations();
  });

  it('shows a focus ring around the field for keyboard focus', async () => {
    render(
      <>
        <button type="button">Before</button>
        <DatePicker label="Start date" />
      </>,
    );
    // Tab from a known place: a previous test's focused element is gone, and Tab would start after it.
    screen.getByRole('button', { name: 'Before' }).focus();
    await userEvent.tab();
    expect(segments()[0]).toHaveFocus();
    const group = screen.getByRole('group', { name: 'Start date' });
    await waitFor(() => expect(group).toHaveAttribute('data-focus-within'));
    await waitFor(() => expect(getComputedStyle(group).outlineColor).not.toBe('rgba(0, 0, 0, 0)'));
  });

  it('submits the ISO date under its name', () => {
    const { container } = render(
      <form>
        <DatePicker label="Start date" name="start" defaultValue={new CalendarDate(2027, 3, 15)} />
      </form>,
    );
    const data = new FormData(container.querySelector('form')!);
    expect(data.get('start')).toBe('2027-03-15');
  });

  it("names its own buttons and dialog in the app's language (Hindi), where React Aria has no strings", async () => {
    render(
      <I18nProvider locale="hi-IN">
        <DatePicker label="आरंभ तिथि" defaultValue={new CalendarDate(2027, 3, 15)} />
      </I18nProvider>,
    );
    // React Aria ships no Hindi: without the catalogue these are 'Calendar', 'Previous' and 'Next'.
    const trigger = screen.getByRole('button', { name: 'कैलेंडर आरंभ तिथि' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'कैलेंडर आरंभ तिथि' }, LAZY_CHUNK_LOADED);
    await within(dialog).findByRole('grid', undefined, LAZY_CHUNK_LOADED);
    expect(within(dialog).getByRole('button', { name: 'पिछला महीना' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'अगला महीना' })).toBeVisible();
    // Still English: React Aria's visually hidden 'Next' button after the grid (for swiping screen
    // readers) and the 'Selected Date' description take no prop.
    expect(trigger).toHaveAttribute('aria-label', 'कैलेंडर');
    await expectNoAxeViolations();
  });
});

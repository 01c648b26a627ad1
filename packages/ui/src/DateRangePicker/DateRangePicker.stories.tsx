import { CalendarDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LAZY_CHUNK_LOADED } from '../test/lazy';
import { DateRangePicker } from './DateRangePicker';

/** A fixed range, so the stories and their screenshots do not change with the day they run. */
const march = { start: new CalendarDate(2027, 3, 15), end: new CalendarDate(2027, 3, 20) };

const meta = {
  title: 'Components/DateRangePicker',
  component: DateRangePicker,
  parameters: {
    docs: {
      description: {
        component: [
          'A labelled date range: start and end typed, or picked as two days in a calendar.',
          '',
          '**Do**',
          '',
          '- Use it to filter lists and reports by period ("Created between").',
          '- Set `minValue` / `maxValue` when only some dates make sense, e.g. nothing after today.',
          '- Leave the order of day, month and year to the locale: en-IN writes 15/3/2027.',
          '',
          "**Don't**",
          '',
          "- Don't use two DatePickers for one period; this one checks that the end is not before the start.",
          "- Don't use it for a single date; that is a DatePicker.",
        ].join('\n'),
      },
    },
  },
  args: { label: 'Created between', locale: 'en-IN', onChange: fn() },
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
    errorMessage: { control: 'text' },
    locale: { control: 'select', options: ['en-IN', 'en-GB', 'en-US', 'en-CA', 'hi-IN'] },
    value: { control: false },
    defaultValue: { control: false },
    minValue: { control: false },
    maxValue: { control: false },
    placeholderValue: { control: false },
    createCalendar: { control: false },
  },
  decorators: [(Story) => <div style={{ maxWidth: '24rem', minHeight: '26rem' }}>{Story()}</div>],
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typed by keyboard: each segment moves on once full, from the start date into the end date. */
export const Playground: Story = {
  args: { description: 'Day, month and year of each end.' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getAllByRole('spinbutton')[0]).toHaveFocus();
    await userEvent.keyboard('1503202720032027');
    await expect(args.onChange).toHaveBeenLastCalledWith(march);
  },
};

/** The calendar open on a chosen range: the ends in the accent colour, the days between tinted. */
export const CalendarOpen: Story = {
  args: { defaultValue: march },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Calendar/ }));
    const grid = await body.findByRole('grid', { name: /March 2027/ }, LAZY_CHUNK_LOADED);
    await waitFor(() => expect(within(grid).getByRole('button', { name: /15 March 2027/ })).toHaveFocus());
  },
};

/** A range picked by keyboard: Enter on the first day, arrows to the last, Enter again. */
export const PickInCalendar: Story = {
  args: { defaultValue: march },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: /Calendar/ });
    await userEvent.click(trigger);
    await body.findByRole('grid', undefined, LAZY_CHUNK_LOADED);
    await userEvent.keyboard('{ArrowDown}{Enter}{ArrowRight}{ArrowRight}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      start: new CalendarDate(2027, 3, 22),
      end: new CalendarDate(2027, 3, 25),
    });
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Days outside minValue / maxValue are disabled in the calendar and invalid when typed. */
export const MinAndMax: Story = {
  args: {
    defaultValue: march,
    minValue: new CalendarDate(2027, 3, 1),
    maxValue: new CalendarDate(2027, 3, 24),
    description: 'Within March, up to the 24th.',
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Calendar/ }));
    const grid = await body.findByRole('grid', undefined, LAZY_CHUNK_LOADED);
    await expect(within(grid).getByRole('button', { name: /\b25 March 2027/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const WithDescription: Story = {
  args: { description: 'Orders placed from the first day to the last, both included.', defaultValue: march },
};

/** An error from the caller, e.g. a range longer than the report allows. */
export const Invalid: Story = {
  args: {
    isInvalid: true,
    errorMessage: 'Choose at most 90 days.',
    defaultValue: { start: new CalendarDate(2027, 1, 1), end: new CalendarDate(2027, 6, 30) },
  },
};

export const Required: Story = { args: { isRequired: true } };

export const Disabled: Story = { args: { isDisabled: true, defaultValue: march } };

/** The dark theme, as the toolbar's Theme switch shows it, with the calendar open. */
export const Dark: Story = {
  ...CalendarOpen,
  globals: { theme: 'dark' },
};

import { CalendarDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DatePicker } from './DatePicker';
import { Forced, StateGrid, type ForcedState } from '../test/StateGrid';
import { LAZY_CHUNK_LOADED } from '../test/lazy';

/** A fixed month, so the stories and their screenshots do not change with the day they run. */
const march15 = new CalendarDate(2027, 3, 15);

const meta = {
  title: 'Components/DatePicker',
  component: DatePicker,
  parameters: {
    docs: {
      description: {
        component: [
          'A labelled date field that takes a typed date or one picked from a calendar.',
          '',
          '**Do**',
          '',
          '- Give a visible `label` and a `description` with the expected format if it helps.',
          '- Set `minValue` / `maxValue` when only some dates make sense.',
          '- Let the `locale` decide how the day, month and year segments are arranged.',
          '',
          "**Don't**",
          '',
          "- Don't use it for dates of birth far in the past where typing is faster — three fields or a TextField may suit better.",
          "- Don't use it when you need a time or a range.",
          "- Don't disable typing and force the calendar.",
        ].join('\n'),
      },
    },
  },
  args: { label: 'Start date', locale: 'en-GB', onChange: fn() },
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
    errorMessage: { control: 'text' },
    locale: { control: 'select', options: ['en-GB', 'en-IN', 'en-US', 'en-CA', 'hi-IN'] },
    value: { control: false },
    defaultValue: { control: false },
    minValue: { control: false },
    maxValue: { control: false },
    placeholderValue: { control: false },
    createCalendar: { control: false },
  },
  decorators: [
    (Story, { name }) =>
      name === 'Overview' ? Story() : <div style={{ maxWidth: '20rem', minHeight: '26rem' }}>{Story()}</div>,
  ],
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typed by keyboard: each segment is a spinbutton and moves on once it is full. */
export const Playground: Story = {
  args: { description: 'Day, month and year.' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const [day] = canvas.getAllByRole('spinbutton');
    await expect(day).toHaveFocus();
    await userEvent.keyboard('15032027');
    await expect(args.onChange).toHaveBeenLastCalledWith(march15);
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith(new CalendarDate(2028, 3, 15));
  },
};

/** The calendar popover: arrow keys move the focused day, Enter picks it and closes. */
export const CalendarOpen: Story = {
  args: { defaultValue: march15 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: /Calendar/ }));
    const grid = await body.findByRole('grid', { name: /March 2027/ }, LAZY_CHUNK_LOADED);
    await waitFor(() => expect(within(grid).getByRole('button', { name: /15 March 2027/ })).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(grid).getByRole('button', { name: /16 March 2027/ })).toHaveFocus();
  },
};

/** Picking a day from the calendar by keyboard gives focus back to the field. */
export const PickFromCalendar: Story = {
  args: { defaultValue: march15 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: /Calendar/ });
    await userEvent.click(trigger);
    await body.findByRole('grid', undefined, LAZY_CHUNK_LOADED);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(new CalendarDate(2027, 3, 22));
    await waitFor(() => expect(body.queryByRole('grid')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Days outside minValue/maxValue are disabled; unavailable days (here weekends) are struck through. */
export const MinMaxAndUnavailable: Story = {
  args: {
    defaultValue: march15,
    minValue: new CalendarDate(2027, 3, 8),
    maxValue: new CalendarDate(2027, 3, 26),
    isDateUnavailable: (date) => new Date(date.year, date.month - 1, date.day).getDay() % 6 === 0,
    description: 'A weekday from 8 to 26 March.',
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Calendar/ }));
    const grid = await body.findByRole('grid', undefined, LAZY_CHUNK_LOADED);
    await expect(within(grid).getByRole('button', { name: /\b7 March 2027/ })).toHaveAttribute('aria-disabled', 'true');
    await expect(within(grid).getByRole('button', { name: /\b13 March 2027/ })).toHaveAttribute('data-unavailable');
  },
};

export const WithDescription: Story = {
  args: { description: 'The first day the plan applies.', defaultValue: march15 },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Choose a later date.', defaultValue: march15 },
};

export const Required: Story = { args: { isRequired: true } };

export const Disabled: Story = { args: { isDisabled: true, defaultValue: march15 } };

/** `locale` sets the segment order: year-month-day for en-CA. */
export const YearMonthDay: Story = {
  args: { locale: 'en-CA', defaultValue: march15, description: 'YYYY-MM-DD' },
  play: async ({ canvasElement }) => {
    const types = within(canvasElement)
      .getAllByRole('spinbutton')
      .map((s) => s.getAttribute('data-type'));
    await expect(types).toEqual(['year', 'month', 'day']);
  },
};

type DatePickerState = ForcedState | 'default' | 'invalid' | 'disabled';

/**
 * Empty and filled, in every state. Hover and focus are drawn by setting React Aria's state
 * attributes: on the field's frame (the React Aria group), and for focus also on the day segment,
 * as when the keyboard enters the field. Invalid and disabled are the real props.
 */
export const Overview: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <StateGrid<DatePickerState>
      caption="DatePicker: content x states"
      columns={[
        { label: 'Default', state: 'default' },
        { label: 'Hover', state: 'hovered' },
        { label: 'Focused', state: 'focus-within' },
        { label: 'Invalid', state: 'invalid' },
        { label: 'Disabled', state: 'disabled' },
      ]}
      rows={[
        { label: 'Empty', value: null },
        { label: 'Filled', value: march15 },
      ].map(({ label, value }) => ({
        label,
        render: (state) => (
          // Five columns within 1280 px: each field a fixed 12rem.
          <div style={{ inlineSize: '12rem' }}>
            <Forced
              state={state === 'hovered' || state === 'focus-within' ? state : undefined}
              selector={
                state === 'focus-within'
                  ? "[data-rac][role='group'], [role='spinbutton'][data-type='day']"
                  : "[data-rac][role='group']"
              }
            >
              <DatePicker
                label="Start date"
                locale="en-GB"
                defaultValue={value}
                isInvalid={state === 'invalid'}
                errorMessage="Enter a valid date."
                isDisabled={state === 'disabled'}
              />
            </Forced>
          </div>
        ),
      }))}
    />
  ),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from './TextField';
import { Forced, StateGrid, type ForcedState } from '../test/StateGrid';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  parameters: {
    docs: {
      description: {
        component: [
          'A labelled single-line text input with description and error text.',
          '',
          '**Do**',
          '',
          '- Set `type` to the kind of value (`email`, `tel`, `url`…) for the right keyboard and autofill.',
          '- Use `description` for format hints and `errorMessage` to say how to fix a value.',
          '- Set `autoComplete` for personal details.',
          '',
          "**Don't**",
          '',
          "- Don't use a placeholder instead of a label.",
          "- Don't use it for numbers with steps — use NumberField.",
          "- Don't validate on every keystroke before the person has finished.",
        ].join('\n'),
      },
    },
  },
  args: { label: 'Email', name: 'email', type: 'email', onChange: fn() },
  argTypes: {
    type: { control: 'select', options: ['text', 'email', 'password', 'search', 'tel', 'url'] },
    label: { control: 'text' },
    description: { control: 'text' },
    errorMessage: { control: 'text' },
  },
  // A field's column; the overview is a table of them and gets the whole canvas.
  decorators: [
    (Story, { name }) => (name === 'Overview' ? Story() : <div style={{ maxWidth: '24rem' }}>{Story()}</div>),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'ada@example.com');
    await expect(input).toHaveValue('ada@example.com');
    await expect(args.onChange).toHaveBeenLastCalledWith('ada@example.com');
  },
};

export const WithDescription: Story = {
  args: { description: 'We send your receipt to this address.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAccessibleDescription('We send your receipt to this address.');
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: /Email/ })).toBeRequired();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Email must be a valid', defaultValue: 'ada@' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Email must be a valid');
  },
};

export const Password: Story = {
  args: { label: 'Password', name: 'password', type: 'password', defaultValue: 'hunter22' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password', { selector: 'input' });
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }));
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'ada@example.com' } };

type FieldState = ForcedState | 'default' | 'invalid' | 'disabled';

/**
 * Empty and filled, in every state. Hover and focus are drawn by setting React Aria's state
 * attributes (what the CSS reads); invalid and disabled are the real props.
 */
export const Overview: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <StateGrid<FieldState>
      caption="TextField: content x states"
      columns={[
        { label: 'Default', state: 'default' },
        { label: 'Hover', state: 'hovered' },
        { label: 'Focused', state: 'focus-visible' },
        { label: 'Invalid', state: 'invalid' },
        { label: 'Disabled', state: 'disabled' },
      ]}
      rows={[
        { label: 'Empty', value: '' },
        { label: 'Filled', value: 'ada@example.com' },
      ].map(({ label, value }) => ({
        label,
        render: (state) => (
          // Five columns within 1280 px: each field a fixed 12rem.
          <div style={{ inlineSize: '12rem' }}>
            <Forced state={state === 'default' || state === 'invalid' || state === 'disabled' ? undefined : state}>
              <TextField
                label="Email"
                defaultValue={value}
                description="We never share it."
                isInvalid={state === 'invalid'}
                errorMessage="Enter a valid email address."
                isDisabled={state === 'disabled'}
              />
            </Forced>
          </div>
        ),
      }))}
    />
  ),
};

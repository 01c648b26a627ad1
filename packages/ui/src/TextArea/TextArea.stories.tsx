import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type FormEvent } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Form } from '../Form/Form';
import { TextArea } from './TextArea';
import { Forced, StateGrid, type ForcedState } from '../test/StateGrid';

const meta = {
  title: 'Components/TextArea',
  component: TextArea,
  parameters: {
    docs: {
      description: {
        component: [
          'A labelled multi-line text input for free text such as comments or descriptions.',
          '',
          '**Do**',
          '',
          '- Set `rows` to the expected length of the answer.',
          '- Use `description` to say what to include, and any length limit.',
          '- Show `errorMessage` next to the field when it is invalid.',
          '',
          "**Don't**",
          '',
          "- Don't use it for single-line values — use TextField.",
          "- Don't use a placeholder instead of a label.",
          "- Don't cut text off silently at a limit.",
        ].join('\n'),
      },
    },
  },
  args: { label: 'Description', name: 'description', onChange: fn() },
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
    errorMessage: { control: 'text' },
    rows: { control: { type: 'number', min: 2, max: 12 } },
  },
  // A field-wide frame; the Overview table brings its own.
  decorators: [
    (Story, { name }) => (name === 'Overview' ? Story() : <div style={{ maxWidth: '28rem' }}>{Story()}</div>),
  ],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Description' });
    await userEvent.type(input, 'Leave it at the door.{Enter}The bell does not work.');
    await expect(input).toHaveValue('Leave it at the door.\nThe bell does not work.');
    await expect(args.onChange).toHaveBeenLastCalledWith('Leave it at the door.\nThe bell does not work.');
  },
};

export const WithDescription: Story = {
  args: { description: 'At least 10 characters.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Description' });
    await expect(input).toHaveAccessibleDescription('At least 10 characters.');
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: /Description/ })).toBeRequired();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Description must be at least 10 characters.', defaultValue: 'Hi' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Description' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Description must be at least 10 characters.');
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'Read only for now.' } };

function FeedbackForm() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get('description') ?? '');
    setErrors(text.length < 10 ? { description: 'Description must be at least 10 characters.' } : {});
  };
  return (
    <Form aria-label="Feedback" validationErrors={errors} onSubmit={onSubmit}>
      <TextArea label="Description" name="description" />
      <Button type="submit">Send feedback</Button>
    </Form>
  );
}

/** Errors from a Form's `validationErrors` land on the field with the same `name`. */
export const InForm: Story = {
  render: () => <FeedbackForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send feedback' }));
    const input = canvas.getByRole('textbox', { name: 'Description' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Description must be at least 10 characters.');
  },
};

type FieldState = ForcedState | 'default' | 'invalid' | 'disabled' | 'read-only';

/**
 * Empty and filled, in every state. Hover and focus are drawn by setting React Aria's state
 * attributes (what the CSS reads); invalid, disabled and read-only are the real props.
 */
export const Overview: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <StateGrid<FieldState>
      caption="TextArea: content x states"
      columns={[
        { label: 'Default', state: 'default' },
        { label: 'Hover', state: 'hovered' },
        { label: 'Focused', state: 'focus-visible' },
        { label: 'Invalid', state: 'invalid' },
        { label: 'Disabled', state: 'disabled' },
        { label: 'Read-only', state: 'read-only' },
      ]}
      rows={[
        { label: 'Empty', value: '' },
        { label: 'Filled', value: 'Leave it at the door.' },
      ].map(({ label, value }) => ({
        label,
        render: (state) => (
          <Forced
            state={
              state === 'default' || state === 'invalid' || state === 'disabled' || state === 'read-only'
                ? undefined
                : state
            }
          >
            <TextArea
              style={{ inlineSize: '10rem' }}
              label="Note"
              rows={3}
              defaultValue={value}
              description="Optional."
              isInvalid={state === 'invalid'}
              errorMessage="Keep it under 200 characters."
              isDisabled={state === 'disabled'}
              isReadOnly={state === 'read-only'}
            />
          </Forced>
        ),
      }))}
    />
  ),
};

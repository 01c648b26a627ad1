import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type FormEvent } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Form } from '../Form/Form';
import { TextArea } from './TextArea';

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
  decorators: [(Story) => <div style={{ maxWidth: '28rem' }}>{Story()}</div>],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Description' });
    await userEvent.type(input, 'We run payroll for 40 people.{Enter}And hire every month.');
    await expect(input).toHaveValue('We run payroll for 40 people.\nAnd hire every month.');
    await expect(args.onChange).toHaveBeenLastCalledWith('We run payroll for 40 people.\nAnd hire every month.');
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

function DemoForm() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get('description') ?? '');
    setErrors(text.length < 10 ? { description: 'Description must be at least 10 characters.' } : {});
  };
  return (
    <Form aria-label="Schedule demo" validationErrors={errors} onSubmit={onSubmit}>
      <TextArea label="Description" name="description" />
      <Button type="submit">Request Demo</Button>
    </Form>
  );
}

/** Errors from a Form's `validationErrors` land on the field with the same `name`. */
export const InForm: Story = {
  render: () => <DemoForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Request Demo' }));
    const input = canvas.getByRole('textbox', { name: 'Description' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Description must be at least 10 characters.');
  },
};

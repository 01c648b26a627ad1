import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type FormEvent } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { Form } from './Form';

const meta = {
  title: 'Components/Form',
  component: Form,
  parameters: {
    docs: {
      description: {
        component: [
          'Wraps fields and actions in a form that stacks them in one column and validates them together.',
          '',
          '**Do**',
          '',
          '- Put the submit Button last, aligned with the fields.',
          '- Pass server errors through `validationErrors` so they show on the right fields.',
          '- Use one `gap` per form; `sm` for dense panels.',
          '',
          "**Don't**",
          '',
          "- Don't lay fields out in several columns on small screens.",
          "- Don't switch `validationBehavior` to `native` unless you need the browser's bubbles.",
          "- Don't disable the submit Button to signal errors; show them.",
        ].join('\n'),
      },
    },
  },
  args: { 'aria-label': 'Login', onSubmit: fn((e: FormEvent) => e.preventDefault()) },
  argTypes: {
    gap: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    validationBehavior: { control: 'inline-radio', options: ['aria', 'native'] },
  },
  decorators: [(Story) => <div style={{ maxWidth: '24rem' }}>{Story()}</div>],
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  render: (args) => (
    <Form {...args}>
      <TextField label="Email" name="email" type="email" />
      <TextField label="Password" name="password" type="password" />
      <Button type="submit">Login</Button>
    </Form>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** The app validates with the spec's own messages and passes them in `validationErrors`. */
function LoginForm() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next: Record<string, string> = {};
    if (!data.get('email')) next.email = 'Email is required.';
    if (!data.get('password')) next.password = 'Password is required.';
    setErrors(next);
  };
  return (
    <Form aria-label="Login" validationErrors={errors} onSubmit={onSubmit}>
      <TextField label="Email" name="email" type="email" />
      <TextField label="Password" name="password" type="password" />
      <Button type="submit">Login</Button>
    </Form>
  );
}

export const ServerStyleErrors: Story = {
  render: () => <LoginForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(await canvas.findByText('Email is required.')).toBeVisible();
    await expect(canvas.getByText('Password is required.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const WideGap: Story = {
  args: { gap: 'lg' },
  render: Playground.render,
};

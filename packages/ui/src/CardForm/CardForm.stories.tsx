import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CardForm } from './CardForm';

const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');

const meta = {
  title: 'Components/CardForm',
  component: CardForm,
  parameters: {
    docs: {
      description: {
        component: [
          'Collects payment card details: number, holder name, expiry and CVV, validated as people type and on submit.',
          '',
          '**Do**',
          '',
          '- Make `submitLabel` say what happens and how much ("Pay $49").',
          '- Show `isPending` while the payment is processed, so it is not sent twice.',
          '- Put it on a secure page on its own, with nothing else to fill in around it.',
          '',
          "**Don't**",
          '',
          "- Don't store or log the card details in your app.",
          "- Don't add your own card fields beside it; the form checks them together.",
          "- Don't hide its error messages; they tell people which field to fix.",
        ].join('\n'),
      },
    },
  },
  args: { onSubmit: fn(), submitLabel: 'Pay ₹2,999' },
  argTypes: {
    submitLabel: { control: 'text' },
    isPending: { control: 'boolean' },
  },
  decorators: [(Story) => <div style={{ maxWidth: '28rem' }}>{Story()}</div>],
} satisfies Meta<typeof CardForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Card number/ }), '4111111111111111');
    await expect(canvas.getByRole('textbox', { name: /Card number/ })).toHaveValue('4111 1111 1111 1111');
    await userEvent.type(canvas.getByRole('textbox', { name: /Card holder name/ }), 'Asha Rao');
    await userEvent.type(canvas.getByRole('textbox', { name: /Expiry/ }), `09${nextYear}`);
    await userEvent.type(canvas.getByLabelText(/CVV/, { selector: 'input' }), '123');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay ₹2,999' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      cardNumber: '4111111111111111',
      cardHolderName: 'Asha Rao',
      expiry: `09/${nextYear}`,
      cvv: '123',
    });
  },
};

/** Errors show after a field is left. */
export const ErrorAfterBlur: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: /Card number/ });
    await userEvent.type(input, '1234 5678 9012 3456');
    await expect(canvas.queryByText('Enter a valid card number.')).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(input).toHaveAccessibleDescription('Enter a valid card number.');
  },
};

/** An empty submit shows every error and focuses the first field. */
export const SubmitEmpty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Pay ₹2,999' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByText('CVV is required.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Card number/ })).toHaveFocus();
  },
};

export const ExpiredCard: Story = {
  args: {
    defaultValues: { cardNumber: '5555555555554444', cardHolderName: 'Vikram Shah', expiry: '01/20', cvv: '123' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Pay ₹2,999' }));
    await expect(canvas.getByText('This card has expired.')).toBeVisible();
  },
};

export const Pending: Story = {
  args: {
    isPending: true,
    defaultValues: { cardNumber: '4111111111111111', cardHolderName: 'Asha Rao', expiry: `09/${nextYear}`, cvv: '123' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toHaveAttribute('aria-busy', 'true');
  },
};

/** Spec toast text used as a provider error on the card number. */
export const ProviderError: Story = {
  args: { validationErrors: { cardNumber: 'We are unable to process your payment' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: /Card number/ })).toHaveAccessibleDescription(
      'We are unable to process your payment',
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Forced, StateGrid, type ForcedState } from '../test/StateGrid';
import { CardForm, type CardFormProps } from './CardForm';

// A fixed expiry years ahead, not 'next year': the screenshots must not change with the calendar.
const expiryYear = '35';

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
  args: { onSubmit: fn(), submitLabel: 'Pay $49' },
  argTypes: {
    submitLabel: { control: 'text' },
    isPending: { control: 'boolean' },
  },
  // The overview is a table wider than one form.
  decorators: [
    (Story, { name }) => (name === 'Overview' ? Story() : <div style={{ maxWidth: '28rem' }}>{Story()}</div>),
  ],
} satisfies Meta<typeof CardForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Card number/ }), '4111111111111111');
    await expect(canvas.getByRole('textbox', { name: /Card number/ })).toHaveValue('4111 1111 1111 1111');
    await userEvent.type(canvas.getByRole('textbox', { name: /Card holder name/ }), 'Alex Morgan');
    await userEvent.type(canvas.getByRole('textbox', { name: /Expiry/ }), `09${expiryYear}`);
    await userEvent.type(canvas.getByLabelText(/CVV/, { selector: 'input' }), '123');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay $49' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      cardNumber: '4111111111111111',
      cardHolderName: 'Alex Morgan',
      expiry: `09/${expiryYear}`,
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
    await userEvent.click(canvas.getByRole('button', { name: 'Pay $49' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByText('CVV is required.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Card number/ })).toHaveFocus();
  },
};

export const ExpiredCard: Story = {
  args: {
    defaultValues: { cardNumber: '5555555555554444', cardHolderName: 'Sam Lee', expiry: '01/20', cvv: '123' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Pay $49' }));
    await expect(canvas.getByText('This card has expired.')).toBeVisible();
  },
};

export const Pending: Story = {
  args: {
    isPending: true,
    defaultValues: {
      cardNumber: '4111111111111111',
      cardHolderName: 'Alex Morgan',
      expiry: `09/${expiryYear}`,
      cvv: '123',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toHaveAttribute('aria-busy', 'true');
  },
};

/** An error from the payment provider, shown on the card number. */
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

type FormState = ForcedState | 'default' | 'invalid' | 'pending';

const filled = {
  cardNumber: '4111111111111111',
  cardHolderName: 'Alex Morgan',
  expiry: `09/${expiryYear}`,
  cvv: '123',
};

/**
 * Empty and filled, in each state. Focus is drawn on the card number field by setting React Aria's
 * state attributes (what the CSS reads); invalid shows errors on the fields as the payment
 * provider's errors would (the real `validationErrors` prop) and pending is the real prop. The
 * fields' hover and the submit button's states are TextField's and Button's (see their overviews).
 */
export const Overview: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <StateGrid<FormState>
      caption="CardForm: content x states"
      columns={[
        { label: 'Default', state: 'default' },
        { label: 'Focused', state: 'focus-visible' },
        { label: 'Invalid', state: 'invalid' },
        { label: 'Pending', state: 'pending' },
      ]}
      rows={[
        {
          label: 'Empty',
          values: undefined,
          errors: { cardNumber: 'Card number is required.' } as CardFormProps['validationErrors'],
        },
        {
          label: 'Filled',
          values: { ...filled, cardNumber: '4111111111111112' },
          errors: { cardNumber: 'Enter a valid card number.' } as CardFormProps['validationErrors'],
        },
      ].map(({ label, values, errors }) => ({
        label,
        render: (state) => (
          <div style={{ inlineSize: '16rem' }}>
            <Forced
              selector='input[name="cardNumber"]'
              state={state === 'default' || state === 'invalid' || state === 'pending' ? undefined : state}
            >
              <CardForm
                aria-label={`Card details, ${label.toLowerCase()}, ${state}`}
                onSubmit={() => {}}
                submitLabel="Pay $49"
                defaultValues={state === 'invalid' || !values ? values : filled}
                validationErrors={state === 'invalid' ? errors : undefined}
                isPending={state === 'pending'}
              />
            </Forced>
          </div>
        ),
      }))}
    />
  ),
};

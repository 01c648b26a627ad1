import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type FormEvent } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Countdown } from '../Countdown/Countdown';
import { Form } from '../Form/Form';
import { OtpInput } from './OtpInput';
import { StateGrid } from '../test/StateGrid';

const meta = {
  title: 'Components/OtpInput',
  component: OtpInput,
  parameters: {
    docs: {
      description: {
        component: [
          'Takes a one-time code as a row of single-digit cells, with paste and autofill support.',
          '',
          '**Do**',
          '',
          '- Give a `label` that says where the code was sent.',
          '- Use `onComplete` to verify as soon as the last digit is in.',
          '- Pair it with a Countdown and a way to resend.',
          '',
          "**Don't**",
          '',
          "- Don't use it for passwords or any value that is not a short numeric code.",
          "- Don't clear the cells on a wrong code without saying why in `errorMessage`.",
          "- Don't change `length` from what the code actually has.",
        ].join('\n'),
      },
    },
  },
  args: { label: 'OTP', onChange: fn(), onComplete: fn() },
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
    errorMessage: { control: 'text' },
    value: { control: 'text' },
  },
} satisfies Meta<typeof OtpInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'OTP' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await userEvent.keyboard('12x3456');
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
    await expect(canvas.getByRole('textbox', { name: 'Digit 6 of 6' })).toHaveFocus();
  },
};

/** Pasting a whole code into any cell fills all six. */
export const Paste: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: 'Digit 4 of 6' }));
    await userEvent.paste('482 913');
    await expect(args.onComplete).toHaveBeenCalledWith('482913');
  },
};

/** Backspace clears and moves back across cells; arrow keys move without changing anything. */
export const KeyboardEditing: Story = {
  args: { defaultValue: '123456' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: 'Digit 6 of 6' }));
    await userEvent.keyboard('{Backspace}{Backspace}');
    await expect(args.onChange).toHaveBeenLastCalledWith('1234');
    await expect(canvas.getByRole('textbox', { name: 'Digit 5 of 6' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(canvas.getByRole('textbox', { name: 'Digit 3 of 6' })).toHaveFocus();
  },
};

export const WithDescription: Story = {
  args: { description: 'We sent a 6-digit code to ada@example.com.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveAccessibleDescription(
      'We sent a 6-digit code to ada@example.com.',
    );
  },
};

export const Invalid: Story = {
  args: { defaultValue: '123', isInvalid: true, errorMessage: 'OTP must be at least 6 characters long' },
  play: async ({ canvasElement }) => {
    const first = within(canvasElement).getByRole('textbox', { name: 'Digit 1 of 6' });
    await expect(first).toHaveAttribute('aria-invalid', 'true');
    await expect(first).toHaveAccessibleDescription('OTP must be at least 6 characters long');
  },
};

export const Required: Story = { args: { isRequired: true } };

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: '4821' },
  play: async ({ canvasElement }) => {
    for (const input of within(canvasElement).getAllByRole('textbox')) await expect(input).toBeDisabled();
  },
};

/** A sign-in check: the code is required, 6 digits, and can be sent again once the countdown ends. */
function VerifyForm() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sent, setSent] = useState(1);
  const [expired, setExpired] = useState(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const otp = String(new FormData(event.currentTarget).get('otp') ?? '');
    if (!otp) setErrors({ otp: 'OTP is required.' });
    else if (otp.length < 6) setErrors({ otp: 'OTP must be at least 6 characters long' });
    else setErrors({});
  };
  return (
    <Form aria-label="Verify OTP" validationErrors={errors} onSubmit={onSubmit}>
      <OtpInput label="OTP" name="otp" description="Enter the 6-digit code we emailed you." />
      <div style={{ display: 'flex', gap: 'var(--lnf-space-3)', alignItems: 'center', flexWrap: 'wrap' }}>
        <Countdown key={sent} onEnd={() => setExpired(true)} />
        <Button
          variant="link"
          isDisabled={!expired}
          onPress={() => {
            setSent((n) => n + 1);
            setExpired(false);
          }}
        >
          Resend OTP
        </Button>
      </div>
      <Button type="submit">Verify</Button>
    </Form>
  );
}

export const InFormWithCountdown: Story = {
  render: () => <VerifyForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(await canvas.findByText('OTP is required.')).toBeVisible();
    await userEvent.click(canvas.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await userEvent.keyboard('123');
    await expect(canvas.queryByText('OTP is required.')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(await canvas.findByText('OTP must be at least 6 characters long')).toBeVisible();
    await expect(canvas.getByRole('timer')).toBeInTheDocument();
  },
};

/** On a 375 px phone the six cells share the width. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const cells = within(canvasElement).getAllByRole('textbox');
    const last = cells[5].getBoundingClientRect();
    await expect(last.right).toBeLessThanOrEqual(canvasElement.ownerDocument.documentElement.clientWidth);
  },
};

type OtpState = 'default' | 'invalid' | 'disabled';

/**
 * Empty, partly filled and filled, in every state that props can set. The cells are plain inputs
 * styled with `:hover` and `:focus`, so hover and focus cannot be drawn here: see Playground and
 * KeyboardEditing for focus.
 */
export const Overview: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <StateGrid<OtpState>
      caption="OtpInput: content x states"
      columns={[
        { label: 'Default', state: 'default' },
        { label: 'Invalid', state: 'invalid' },
        { label: 'Disabled', state: 'disabled' },
      ]}
      rows={[
        { label: 'Empty', value: '' },
        { label: 'Partly filled', value: '482' },
        { label: 'Filled', value: '482913' },
      ].map(({ label, value }) => ({
        label,
        render: (state) => (
          <OtpInput
            label="Code"
            defaultValue={value}
            isInvalid={state === 'invalid'}
            errorMessage="That code is not right."
            isDisabled={state === 'disabled'}
          />
        ),
      }))}
    />
  ),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Countdown } from './Countdown';

const meta = {
  title: 'Components/Countdown',
  component: Countdown,
  parameters: {
    docs: {
      description: {
        component: [
          'A visible mm:ss countdown for a time limit, such as how long a one-time code stays valid.',
          '',
          '**Do**',
          '',
          '- Say what the time is for in `label`, and what happens next in `endedLabel`.',
          '- Use `onEnd` to offer the next step (e.g. enable a resend button).',
          '- Change `seconds` to restart the count when a new code is sent.',
          '',
          "**Don't**",
          '',
          "- Don't use it to pressure people into a decision.",
          "- Don't rely on it for security; the server decides when something expires.",
          "- Don't show several countdowns on one screen.",
        ].join('\n'),
      },
    },
  },
  args: { seconds: 300, onEnd: fn() },
  argTypes: {
    seconds: { control: { type: 'number', min: 0 } },
    label: { control: 'text' },
    endedLabel: { control: 'text' },
  },
} satisfies Meta<typeof Countdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const timer = within(canvasElement).getByRole('timer');
    await expect(timer).toHaveTextContent('05:00');
    await waitFor(() => expect(timer).toHaveTextContent('04:59'), { timeout: 2000 });
  },
};

export const ShortAndEnding: Story = {
  args: { seconds: 2 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('timer')).toHaveTextContent('00:02');
    await waitFor(() => expect(args.onEnd).toHaveBeenCalledTimes(1), { timeout: 4000 });
    // onEnd runs in the tick that reaches 0; the re-render that removes the timer follows it.
    await waitFor(() => expect(canvas.queryByRole('timer')).not.toBeInTheDocument());
    await expect(canvasElement.querySelector('[aria-live="polite"]')).toHaveTextContent('Code expired');
  },
};

export const Ended: Story = { args: { seconds: 0, endedLabel: 'OTP expired. Request a new one.' } };

export const CustomLabel: Story = { args: { label: 'Resend available in', seconds: 60 } };

/** A new `key` restarts the count, e.g. when the code is sent again. */
export const RestartWithKey: Story = {
  render: function Render(args) {
    const [sent, setSent] = useState(1);
    return (
      <div style={{ display: 'flex', gap: 'var(--lnf-space-4)', alignItems: 'center' }}>
        <Countdown {...args} key={sent} />
        <Button variant="secondary" size="sm" onPress={() => setSent((n) => n + 1)}>
          Resend OTP
        </Button>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const timer = canvas.getByRole('timer');
    await waitFor(() => expect(timer).toHaveTextContent('04:59'), { timeout: 2000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Resend OTP' }));
    await expect(canvas.getByRole('timer')).toHaveTextContent('05:00');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Alert, type AlertVariant } from './Alert';
import { Forced, StateGrid, type ForcedState } from '../test/StateGrid';

const meta = {
  title: 'Components/Alert',
  component: Alert,
  parameters: {
    docs: {
      description: {
        component: [
          'A message inside the page about its state: info, success, warning or danger, with an icon so colour never carries it alone.',
          '',
          '**Do**',
          '',
          '- Pick the `variant` by meaning; give a short `title` and say what to do next.',
          '- Offer at most one `action` (e.g. a small secondary Button to retry).',
          '- With `onDismiss`, remove the alert yourself and move focus somewhere sensible.',
          '',
          "**Don't**",
          '',
          "- Don't use it for passing confirmations of an action — use a toast.",
          "- Don't set `isUrgent` unless the person must act now; it interrupts the screen reader.",
          "- Don't stack several alerts in one place; merge them.",
        ].join('\n'),
      },
    },
  },
  args: {
    variant: 'info',
    title: 'New version available',
    children: 'Reload the page to get the latest features.',
    isUrgent: false,
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['info', 'success', 'warning', 'danger'] },
    title: { control: 'text' },
    children: { control: 'text' },
    action: { control: false },
  },
  // The overview is a table wider than one alert.
  decorators: [
    (Story, { name }) => (name === 'Overview' ? Story() : <div style={{ maxWidth: '40rem' }}>{Story()}</div>),
  ],
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Each variant has its own icon and colour; the icon carries the meaning, not the colour alone. */
export const Variants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 'var(--lnf-space-3)' }}>
      <Alert variant="info" title="Scheduled maintenance">
        The service is read-only on Sunday from 02:00 to 03:00.
      </Alert>
      <Alert variant="success" title="Changes saved">
        Your profile is up to date.
      </Alert>
      <Alert variant="warning" title="Storage almost full">
        You have used 90% of your space.
      </Alert>
      <Alert variant="danger" title="Could not save">
        Check your connection and try again.
      </Alert>
    </div>
  ),
};

export const TitleOnly: Story = { args: { children: undefined, variant: 'success', title: 'Changes saved' } };

export const BodyOnly: Story = { args: { title: undefined } };

/** An action and a close button; Tab reaches the action, then the close button. */
export const WithActionAndDismiss: Story = {
  args: {
    variant: 'warning',
    title: 'Connection lost',
    children: 'Changes are kept on this device until you are back online.',
    action: (
      <Button size="sm" variant="secondary" onPress={fn()}>
        Retry
      </Button>
    ),
    onDismiss: fn(),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Dismiss' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

/**
 * An urgent error (`role="alert"`) that appears after an action. The caller removes it on
 * dismiss and puts focus back on the button that raised it.
 */
export const UrgentAfterAction: Story = {
  render: function Render() {
    const [shown, setShown] = useState(false);
    return (
      <div style={{ display: 'grid', gap: 'var(--lnf-space-3)', justifyItems: 'start' }}>
        <Button id="save" onPress={() => setShown(true)}>
          Save
        </Button>
        {shown && (
          <Alert
            variant="danger"
            isUrgent
            title="Could not save"
            onDismiss={() => {
              setShown(false);
              document.getElementById('save')?.focus();
            }}
          >
            Check your connection and try again.
          </Alert>
        )}
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const alert = await canvas.findByRole('alert', { name: 'Could not save' });
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(alert).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Save' })).toHaveFocus();
  },
};

const samples: Record<AlertVariant, { title: string; body: string }> = {
  info: { title: 'Scheduled maintenance', body: 'Read-only on Sunday, 02:00 to 03:00.' },
  success: { title: 'Changes saved', body: 'Your profile is up to date.' },
  warning: { title: 'Storage almost full', body: 'You have used 90% of your space.' },
  danger: { title: 'Could not save', body: 'Check your connection and try again.' },
};

type AlertState = ForcedState | 'default';

/**
 * Every variant with its close button in each state (the action beside the message is a Button:
 * see its overview, and WithActionAndDismiss). Hover and focus-visible are drawn by setting React
 * Aria's state attributes on the close button (what the CSS reads); the close button has no pressed
 * style of its own.
 */
export const Overview: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <StateGrid<AlertState>
      caption="Alert: variants x states"
      columns={[
        { label: 'Default', state: 'default' },
        { label: 'Close hover', state: 'hovered' },
        { label: 'Close focus visible', state: 'focus-visible' },
      ]}
      rows={(['info', 'success', 'warning', 'danger'] as const).map((variant) => ({
        label: variant,
        render: (state) => (
          <div style={{ inlineSize: '20rem' }}>
            <Forced state={state === 'default' ? undefined : state}>
              <Alert variant={variant} title={samples[variant].title} onDismiss={() => {}}>
                {samples[variant].body}
              </Alert>
            </Forced>
          </div>
        ),
      }))}
    />
  ),
};

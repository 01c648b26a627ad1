import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { toast, toastQueue } from './toast';
import { ToastRegion } from './ToastRegion';

const meta = {
  title: 'Components/Toast',
  component: ToastRegion,
  parameters: {
    docs: {
      description: {
        component: [
          'Brief, non-blocking notes about the outcome of an action, shown in one region for the whole app.',
          '',
          '**Do**',
          '',
          '- Render one `ToastRegion` near the root and call `toast.success`/`error`/`warning`/`info` from anywhere.',
          '- Keep the title short ("Changes saved") with an optional one-line description.',
          '- Use `warning` when something worked but needs attention.',
          '',
          "**Don't**",
          '',
          "- Don't use a toast for errors that need an action — show an Alert or field error on the page.",
          "- Don't put the only copy of important information in a toast.",
          "- Don't fire a toast for every small change.",
        ].join('\n'),
      },
    },
  },
  args: { closeLabel: 'Dismiss' },
  render: (args) => (
    <>
      <div style={{ display: 'flex', gap: 'var(--lnf-space-3)', flexWrap: 'wrap' }}>
        <Button variant="secondary" onPress={() => toast.success('Status Changed Successfully')}>
          Show success
        </Button>
        <Button variant="secondary" onPress={() => toast.error('Could not save your changes')}>
          Show error
        </Button>
        <Button
          variant="secondary"
          onPress={() => toast.warning('Saved offline', { description: 'Changes sync when you reconnect.' })}
        >
          Show warning
        </Button>
        <Button
          variant="secondary"
          onPress={() => toast.info('Receipt on its way', { description: 'We emailed it to ada@example.com.' })}
        >
          Show info
        </Button>
      </div>
      <ToastRegion {...args} />
    </>
  ),
  // The queue is shared by the whole app; empty it so one story's toasts never leak into the next.
  beforeEach: () => () => toastQueue.clear(),
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Success: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show success' }));
    const body = within(canvasElement.ownerDocument.body);
    const item = await body.findByRole('alertdialog', { name: 'Status Changed Successfully' });
    // Visible once the entering animation has faded it in.
    await waitFor(() => expect(item).toBeVisible());
  },
};

export const Error: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show error' }));
    const body = within(canvasElement.ownerDocument.body);
    const item = await body.findByRole('alertdialog', { name: 'Could not save your changes' });
    await waitFor(() => expect(item).toBeVisible());
  },
};

/** Something worked but needs attention: amber, a triangle icon, announced like the others. */
export const Warning: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show warning' }));
    const body = within(canvasElement.ownerDocument.body);
    const item = await body.findByRole('alertdialog', { name: 'Saved offline' });
    await expect(item).toHaveAttribute('data-tone', 'warning');
    await expect(item).toHaveAccessibleDescription('Changes sync when you reconnect.');
    await waitFor(() => expect(item).toBeVisible());
  },
};

export const WithDescription: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show info' }));
    const body = within(canvasElement.ownerDocument.body);
    const item = await body.findByRole('alertdialog', { name: 'Receipt on its way' });
    await expect(item).toHaveAccessibleDescription('We emailed it to ada@example.com.');
  },
};

export const Dismiss: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show success' }));
    const body = within(canvasElement.ownerDocument.body);
    const item = await body.findByRole('alertdialog', { name: 'Status Changed Successfully' });
    await userEvent.click(within(item).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(item).not.toBeInTheDocument());
  },
};

export const Stacked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show success' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Show error' }));
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getAllByRole('alertdialog')).toHaveLength(2));
  },
};

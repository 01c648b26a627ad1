import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { ProgressBar } from './ProgressBar';

/** The bar, found by its phase: it is `aria-hidden`, so it has no role to find it by. */
const barIn = (canvasElement: HTMLElement) => canvasElement.ownerDocument.querySelector<HTMLElement>('[data-phase]');

const meta = {
  title: 'Components/ProgressBar',
  component: ProgressBar,
  args: { isActive: true, delay: 200 },
  argTypes: { delay: { control: { type: 'number', min: 0, step: 50 } } },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: [
          'A thin bar at the top of the viewport that shows a page request is in progress.',
          '',
          '**Do**',
          '',
          '- Render it once, at the top of the app, driven by `isActive`.',
          '- Keep the default `delay` so quick requests show nothing.',
          '- Pair it with a status text for slow content regions: the bar is hidden from assistive technology.',
          '',
          "**Don't**",
          '',
          "- Don't use it for the progress of a task with known steps.",
          "- Don't render several at once.",
          "- Don't rely on it as the only loading feedback for content.",
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(barIn(canvasElement)).toBeNull();
    await waitFor(() => expect(barIn(canvasElement)).toBeVisible());
    await expect(barIn(canvasElement)).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Active: Story = {
  args: { isActive: true, delay: 0 },
  play: async ({ canvasElement }) => {
    const bar = await waitFor(() => {
      const found = barIn(canvasElement);
      if (!found) throw new Error('no bar yet');
      return found;
    });
    await expect(bar.offsetHeight).toBe(2);
    await expect(bar.getBoundingClientRect().top).toBe(0);
  },
};

export const Inactive: Story = {
  args: { isActive: false },
  play: async ({ canvasElement }) => {
    await expect(barIn(canvasElement)).toBeNull();
  },
};

/** A request is simulated for 1.5 s; requests shorter than the 200 ms throttle never show the bar. */
export const SimulatedRequest: Story = {
  render: function Render(args) {
    const [active, setActive] = useState(false);
    const [finished, setFinished] = useState<string | null>(null);
    return (
      <div style={{ padding: 'var(--lnf-space-8)', display: 'flex', gap: 'var(--lnf-space-3)', flexWrap: 'wrap' }}>
        <Button
          onPress={() => {
            setActive(true);
            setTimeout(() => setActive(false), 1500);
          }}
        >
          Slow request (1.5 s)
        </Button>
        <Button
          variant="secondary"
          onPress={() => {
            setActive(true);
            setFinished(null);
            setTimeout(() => {
              setActive(false);
              setFinished('Quick request finished');
            }, 100);
          }}
        >
          Quick request (100 ms)
        </Button>
        <ProgressBar {...args} isActive={active} />
        <p role="status">{finished}</p>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Quick request/ }));
    // Had the bar shown, it would still be finishing when the request has ended.
    await canvas.findByText('Quick request finished');
    await expect(barIn(canvasElement)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /Slow request/ }));
    await waitFor(() => expect(barIn(canvasElement)).not.toBeNull());
    await waitFor(() => expect(barIn(canvasElement)).toBeNull(), { timeout: 3000 });
  },
};

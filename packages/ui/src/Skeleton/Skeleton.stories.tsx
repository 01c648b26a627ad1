import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StateGrid } from '../test/StateGrid';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  parameters: {
    docs: {
      description: {
        component: [
          'A decorative placeholder in the shape of content that is still loading.',
          '',
          '**Do**',
          '',
          '- Shape it like the content that will replace it (`text`, `rect`, `circle`).',
          '- Mark the loading region with `aria-busy` and a status text.',
          '- Replace it with the real content in the same place, without a jump.',
          '',
          "**Don't**",
          '',
          "- Don't use it for actions that take a while — use a Spinner or a pending Button.",
          "- Don't animate many skeletons for a long time; show an error if loading fails.",
          "- Don't show it when the content is already there.",
        ].join('\n'),
      },
    },
  },
  args: { variant: 'text', lines: 1 },
  argTypes: {
    variant: { control: 'inline-radio', options: ['text', 'rect', 'circle'] },
    lines: { control: { type: 'number', min: 1, max: 8 } },
    width: { control: 'text' },
    height: { control: 'text' },
  },
  // The overview is a table wider than one placeholder.
  decorators: [
    (Story, { name }) => (name === 'Overview' ? Story() : <div style={{ maxInlineSize: '28rem' }}>{Story()}</div>),
  ],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Text: Story = { args: { lines: 3 } };
export const Rect: Story = { args: { variant: 'rect', height: '10rem' } };
export const Circle: Story = { args: { variant: 'circle', height: '3rem' } };

/** How a loading card reads: the region is busy and says so; the shapes are decorative. */
export const LoadingCard: Story = {
  render: () => (
    <div
      aria-busy="true"
      role="status"
      aria-label="Loading plans"
      style={{
        display: 'grid',
        gridTemplateColumns: 'auto 1fr',
        gap: 'var(--lnf-space-4)',
        padding: 'var(--lnf-space-6)',
        border: '1px solid var(--lnf-color-border-default)',
        borderRadius: 'var(--lnf-radius-lg)',
      }}
    >
      <Skeleton variant="circle" height="3rem" />
      <div style={{ display: 'grid', gap: 'var(--lnf-space-3)' }}>
        <Skeleton width="40%" height="1.25rem" />
        <Skeleton lines={3} />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('status', { name: 'Loading plans' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
  },
};

type Size = 'default' | 'set' | 'lines';

/**
 * Every shape at its default size, at a size set with `width` / `height`, and (text only) as a
 * paragraph of lines. A skeleton is static: it has no interaction states.
 */
export const Overview: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <StateGrid<Size>
      caption="Skeleton: shapes x sizes"
      columns={[
        { label: 'Default size', state: 'default' },
        { label: 'width / height set', state: 'set' },
        { label: 'lines={3}', state: 'lines' },
      ]}
      rows={(['text', 'rect', 'circle'] as const).map((variant) => ({
        label: variant,
        render: (size) => (
          <div style={{ inlineSize: '14rem' }}>
            {size === 'default' && <Skeleton variant={variant} />}
            {size === 'set' && (
              <Skeleton
                variant={variant}
                width={variant === 'text' ? '60%' : variant === 'rect' ? '10rem' : undefined}
                height={variant === 'text' ? '1.5rem' : variant === 'rect' ? '5rem' : '4rem'}
              />
            )}
            {size === 'lines' &&
              (variant === 'text' ? (
                <Skeleton lines={3} />
              ) : (
                <span style={{ color: 'var(--lnf-color-fg-muted)', fontSize: 'var(--lnf-font-size-sm)' }}>
                  Text only
                </span>
              ))}
          </div>
        ),
      }))}
    />
  ),
};

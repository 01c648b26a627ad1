import type { Meta, StoryObj } from '@storybook/react-vite';
import { SlidersHorizontal } from 'lucide-react';
import type { ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { Switch } from '../Switch/Switch';
import { Popover, type PopoverProps } from './Popover';

/**
 * The props with `title` and `aria-label` both optional: Storybook's args cannot carry the
 * either-or that PopoverProps has. Every story below still names its dialog.
 */
type PopoverArgs = Omit<PopoverProps, 'title' | 'aria-label'> & { title?: ReactNode; 'aria-label'?: string };

const placements = [
  'top',
  'top start',
  'top end',
  'bottom',
  'bottom start',
  'bottom end',
  'start',
  'start top',
  'start bottom',
  'end',
  'end top',
  'end bottom',
] as const;

const meta = {
  title: 'Components/Popover',
  component: Popover as (props: PopoverArgs) => ReactNode,
  parameters: {
    docs: {
      description: {
        component: [
          'A non-modal dialog anchored to a button, for extra options or detail that people open on purpose.',
          '',
          '**Do**',
          '',
          '- Give it a `title` (or an `aria-label`).',
          '- Keep its content short; forms of a few fields are fine.',
          '- Use the `close` function from `children` after an action completes.',
          '',
          "**Don't**",
          '',
          "- Don't use it for content that must be read — keep that on the page.",
          "- Don't use it for a hint on hover — use Tooltip.",
          "- Don't open one popover from another.",
        ].join('\n'),
      },
    },
  },
  args: {
    title: 'Display options',
    placement: 'bottom start',
    showArrow: false,
    isDismissable: true,
    trigger: <Button variant="secondary">Display options</Button>,
    children: (
      <>
        <Switch label="Compact rows" />
        <Switch label="Show images" defaultSelected />
      </>
    ),
  },
  argTypes: {
    title: { control: 'text' },
    placement: { control: 'select', options: placements },
    trigger: { control: false },
    children: { control: false },
  },
  render: (args) => <Popover {...(args as PopoverProps)} />,
  // Room below the trigger for the popover, inside the story's frame.
  decorators: [
    (Story) => (
      <div style={{ minBlockSize: '14rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<PopoverArgs>;

export default meta;
type Story = StoryObj<typeof meta>;
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

/** The popover portals into the body, outside the canvas. */
const body = ({ canvasElement }: PlayContext) => within(canvasElement.ownerDocument.body);
const trigger = ({ canvasElement }: PlayContext) =>
  within(canvasElement).getByRole('button', { name: 'Display options' });

/**
 * Opens by a click, as a person would: focus then lands on the first control without a focus ring,
 * whatever the story before left the input modality at (defaultOpen would inherit it).
 */
async function openByClick(context: PlayContext, name = 'Display options') {
  await userEvent.click(within(context.canvasElement).getByRole('button', { name }));
  return body(context).findByRole('dialog');
}

export const Playground: Story = {
  play: async (context) => {
    await userEvent.click(trigger(context));
    const dialog = await body(context).findByRole('dialog', { name: 'Display options' });
    await waitFor(() => expect(within(dialog).getByRole('switch', { name: 'Compact rows' })).toHaveFocus());
  },
};

/** Enter opens it, focus moves in; Escape closes it and focus goes back to the trigger. */
export const KeyboardOpenAndClose: Story = {
  play: async (context) => {
    await userEvent.tab();
    await expect(trigger(context)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body(context).findByRole('dialog', { name: 'Display options' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(trigger(context)).toHaveFocus());
  },
};

export const OutsideClickCloses: Story = {
  play: async (context) => {
    await userEvent.click(trigger(context));
    const dialog = await body(context).findByRole('dialog');
    await userEvent.click(context.canvasElement.ownerDocument.body, { position: { x: 600, y: 400 } } as never);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

export const Open: Story = { play: (context) => openByClick(context).then(() => undefined) };

export const WithArrow: Story = {
  args: { showArrow: true },
  play: (context) => openByClick(context).then(() => undefined),
};

export const Top: Story = {
  args: { showArrow: true, placement: 'top' },
  play: (context) => openByClick(context).then(() => undefined),
  decorators: [
    (Story) => (
      <div style={{ paddingBlockStart: '12rem' }}>
        <Story />
      </div>
    ),
  ],
};

/** No visible title: `aria-label` names the dialog; an icon button opens it. */
export const AriaLabel: Story = {
  args: {
    title: undefined,
    'aria-label': 'Filters',
    trigger: (
      <IconButton aria-label="Filters" variant="secondary">
        <SlidersHorizontal />
      </IconButton>
    ),
  },
  play: async (context) => {
    await openByClick(context, 'Filters');
    await expect(body(context).getByRole('dialog', { name: 'Filters' })).toBeInTheDocument();
  },
};

/** A function child gets `close`, for an action that finishes the task. */
export const CloseFromContent: Story = {
  args: {
    children: ({ close }) => (
      <>
        <p style={{ margin: 0 }}>Reset every option to its default?</p>
        <Button size="sm" onPress={close}>
          Reset
        </Button>
      </>
    ),
  },
  play: async (context) => {
    await userEvent.click(trigger(context));
    const dialog = await body(context).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(trigger(context)).toHaveFocus());
  },
};

/** At the right edge of the screen the popover shifts left to stay in view. */
export const ShiftedAtEdge: Story = {
  args: { placement: 'bottom start', showArrow: true },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'flex-start', minBlockSize: '14rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async (context) => {
    const dialog = await openByClick(context);
    const viewport = context.canvasElement.ownerDocument.documentElement.clientWidth;
    await waitFor(() => expect(Math.round(dialog.getBoundingClientRect().right)).toBeLessThanOrEqual(viewport - 8));
  },
};

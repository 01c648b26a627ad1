import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bold, Italic, Underline } from 'lucide-react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { Tooltip } from './Tooltip';

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
  title: 'Components/Tooltip',
  component: Tooltip,
  parameters: {
    docs: {
      description: {
        component: [
          'A short text description of a control, shown on hover or keyboard focus.',
          '',
          '**Do**',
          '',
          '- Keep the text to a few words that describe the control.',
          '- Attach it to a focusable element, such as an IconButton.',
          '- Use it to name icon-only controls visually.',
          '',
          "**Don't**",
          '',
          '- Never put interactive content (links, buttons) in it — use a Popover.',
          "- Don't put essential information only in a tooltip.",
          "- Don't add a tooltip that repeats the visible label.",
        ].join('\n'),
      },
    },
  },
  args: {
    content: 'Make the selected text bold',
    placement: 'top',
    delay: 600,
    closeDelay: 150,
    showArrow: true,
    isDisabled: false,
    children: (
      <IconButton aria-label="Bold" variant="secondary">
        <Bold />
      </IconButton>
    ),
  },
  argTypes: {
    content: { control: 'text' },
    placement: { control: 'select', options: placements },
    children: { control: false },
  },
  // Room around the trigger, so the tooltip has space on every side and the story's frame holds it.
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'center', paddingBlock: '4rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

/** The tooltip portals into the body, outside the canvas. */
const body = ({ canvasElement }: PlayContext) => within(canvasElement.ownerDocument.body);

export const Playground: Story = {
  play: async (context) => {
    const trigger = within(context.canvasElement).getByRole('button', { name: 'Bold' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    const tooltip = await body(context).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Make the selected text bold');
    await expect(trigger).toHaveAccessibleDescription('Make the selected text bold');
  },
};

/** Shown while the trigger has keyboard focus; Escape hides it and focus stays put. */
export const KeyboardFocus: Story = {
  play: async (context) => {
    const trigger = within(context.canvasElement).getByRole('button', { name: 'Bold' });
    await userEvent.tab();
    await body(context).findByRole('tooltip');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(context).queryByRole('tooltip')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** Shown once the pointer has rested on the trigger for `delay` ms. */
export const Hover: Story = {
  args: { delay: 300 },
  play: async (context) => {
    await userEvent.hover(within(context.canvasElement).getByRole('button', { name: 'Bold' }));
    const tooltip = await body(context).findByRole('tooltip');
    // It fades in: visible once the transition has begun.
    await waitFor(() => expect(tooltip).toBeVisible());
  },
};

export const Open: Story = { args: { defaultOpen: true } };

export const Bottom: Story = { args: { defaultOpen: true, placement: 'bottom' } };

export const End: Story = { args: { defaultOpen: true, placement: 'end' } };

export const WithoutArrow: Story = { args: { defaultOpen: true, showArrow: false } };

/** Long text wraps at 20rem. */
export const LongContent: Story = {
  args: {
    defaultOpen: true,
    content: 'Bold text stands out from the paragraph around it; use it for the few words a reader must not miss.',
  },
};

/** No room above: the tooltip flips below the trigger. */
export const Flipped: Story = {
  args: { defaultOpen: true, placement: 'top' },
  decorators: [
    (Story) => (
      <div style={{ position: 'fixed', insetBlockStart: 0, insetInlineStart: '50%' }}>
        <Story />
      </div>
    ),
  ],
  play: async (context) => {
    const tooltip = await body(context).findByRole('tooltip');
    await waitFor(() => expect(tooltip).toHaveAttribute('data-placement', 'bottom'));
  },
};

/** Disabled: never shows; the trigger keeps the description for assistive technology. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async (context) => {
    const trigger = within(context.canvasElement).getByRole('button', { name: 'Bold' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await expect(body(context).queryByRole('tooltip')).not.toBeInTheDocument();
  },
};

/** One tooltip per icon in a toolbar; a labelled Button takes one too. */
export const Toolbar: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '0.5rem' }}>
      <Tooltip content="Bold">
        <IconButton aria-label="Bold" variant="secondary">
          <Bold />
        </IconButton>
      </Tooltip>
      <Tooltip content="Italic">
        <IconButton aria-label="Italic" variant="secondary">
          <Italic />
        </IconButton>
      </Tooltip>
      <Tooltip content="Underline">
        <IconButton aria-label="Underline" variant="secondary">
          <Underline />
        </IconButton>
      </Tooltip>
      <Tooltip content="Saves a copy you can come back to">
        <Button variant="secondary">Save draft</Button>
      </Tooltip>
    </div>
  ),
  play: async (context) => {
    await userEvent.tab();
    await userEvent.tab();
    const tooltip = await body(context).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Italic');
  },
};

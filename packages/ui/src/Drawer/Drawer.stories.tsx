import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DialogTrigger } from 'react-aria-components';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { TextField } from '../TextField/TextField';
import { Drawer } from './Drawer';

const filters = (
  <div style={{ display: 'flex', flexDirection: 'column', gap: '1rem' }}>
    <TextField label="Keyword" />
    <Checkbox label="In stock only" />
    <Checkbox label="Free delivery" />
  </div>
);

const meta = {
  title: 'Components/Drawer',
  component: Drawer,
  parameters: {
    docs: {
      description: {
        component: [
          'A modal side sheet that slides in from an edge for a secondary task, such as filters or details, without leaving the page.',
          '',
          '**Do**',
          '',
          '- Always give it a `title`; it names the dialog.',
          '- Put the actions that finish the task in `footer`.',
          '- Use `placement="bottom"` on small screens for short tasks.',
          '',
          "**Don't**",
          '',
          "- Don't use it for a short confirmation — use a Modal.",
          "- Don't open a drawer from a drawer.",
          "- Don't put the page's main content in it.",
        ].join('\n'),
      },
    },
  },
  args: {
    title: 'Filters',
    placement: 'end',
    size: 'md',
    isDismissable: true,
    children: filters,
  },
  argTypes: {
    placement: { control: 'inline-radio', options: ['start', 'end', 'bottom'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    title: { control: 'text' },
    children: { control: false },
    footer: { control: false },
  },
  render: (args) => (
    <DialogTrigger>
      <Button>Open drawer</Button>
      <Drawer {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

/** Opens the drawer from its trigger; it portals into the body, outside the canvas. */
async function open({ canvasElement }: PlayContext) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open drawer' }));
  return within(canvasElement.ownerDocument.body).findByRole('dialog');
}

async function openOnly(context: PlayContext) {
  await open(context);
}

export const Playground: Story = {
  play: async (context) => {
    const dialog = await open(context);
    await expect(dialog).toHaveAccessibleName('Filters');
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
  },
};

/** Enter on the trigger opens it; Escape closes it and focus returns to the trigger. */
export const KeyboardOpenAndClose: Story = {
  play: async (context) => {
    const trigger = within(context.canvasElement).getByRole('button', { name: 'Open drawer' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(context.canvasElement.ownerDocument.body).findByRole('dialog');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const FocusTrapped: Story = {
  play: async (context) => {
    const dialog = await open(context);
    for (let i = 0; i < 6; i++) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  },
};

export const CloseButton: Story = {
  play: async (context) => {
    const dialog = await open(context);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

export const PlacementStart: Story = { args: { placement: 'start', title: 'Navigation' }, play: openOnly };

export const PlacementBottom: Story = { args: { placement: 'bottom', size: 'sm' }, play: openOnly };

export const SizeSm: Story = { args: { size: 'sm', title: 'Size sm (20rem)' }, play: openOnly };

export const SizeLg: Story = { args: { size: 'lg', title: 'Size lg (35rem)' }, play: openOnly };

/** Actions in the footer stay in view while a long body scrolls. */
export const WithFooter: Story = {
  args: {
    children: (
      <div style={{ display: 'flex', flexDirection: 'column', gap: '1rem' }}>
        {Array.from({ length: 14 }, (_, i) => (
          <Checkbox key={i} label={`Option ${i + 1}`} />
        ))}
      </div>
    ),
    footer: ({ close }) => (
      <>
        <Button variant="secondary" onPress={close}>
          Cancel
        </Button>
        <Button onPress={close}>Apply</Button>
      </>
    ),
  },
  play: async (context) => {
    const dialog = await open(context);
    const apply = within(dialog).getByRole('button', { name: 'Apply' });
    await waitFor(() => expect(apply).toBeVisible());
    const viewport = context.canvasElement.ownerDocument.documentElement.clientHeight;
    await expect(apply.getBoundingClientRect().bottom).toBeLessThanOrEqual(viewport);
  },
};

/** On a 375 px phone a side drawer leaves a gutter of the page in view. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async (context) => {
    const dialog = await open(context);
    const panel = dialog.parentElement as HTMLElement;
    await expect(panel.offsetWidth).toBe(context.canvasElement.ownerDocument.documentElement.clientWidth - 16);
  },
};

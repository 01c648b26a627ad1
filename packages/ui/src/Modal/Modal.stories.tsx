import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { DialogTrigger } from 'react-aria-components';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Form } from '../Form/Form';
import { TextField } from '../TextField/TextField';
import { Modal } from './Modal';

const meta = {
  title: 'Components/Modal',
  component: Modal,
  parameters: {
    docs: {
      description: {
        component: [
          'A modal dialog that interrupts the page for a focused task or a decision.',
          '',
          '**Do**',
          '',
          '- Always give it a `title`; it names the dialog.',
          '- Use `role="alertdialog"` for confirmations that interrupt, and say the consequence.',
          '- Keep the content short and end with clear actions.',
          '',
          "**Don't**",
          '',
          "- Don't open a Modal on page load or without a user action.",
          "- Don't stack a Modal on top of another.",
          "- Don't use it for long, multi-step flows — use a page or a Drawer.",
        ].join('\n'),
      },
    },
  },
  args: {
    title: 'Invite your team',
    size: 'md',
    isDismissable: true,
    children: (
      <p style={{ margin: 0 }}>Send an invite link to the people you work with; they join with their work email.</p>
    ),
  },
  argTypes: {
    role: { control: 'inline-radio', options: ['dialog', 'alertdialog'] },
    size: { control: 'inline-radio', options: ['xs', 'sm', 'md', 'lg', 'xl'] },
    title: { control: 'text' },
    children: { control: false },
  },
  render: (args) => (
    <DialogTrigger>
      <Button>Open modal</Button>
      <Modal {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

type PlayContext = Parameters<NonNullable<Story['play']>>[0];

/** Opens the modal from its trigger; overlays portal into the body, outside the canvas. */
async function open({ canvasElement }: PlayContext) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: /Open modal/ }));
  return within(canvasElement.ownerDocument.body).findByRole('dialog');
}

/** For stories that only need to show the open state. */
async function openOnly(context: PlayContext) {
  await open(context);
}

export const Playground: Story = {
  play: async (context) => {
    const dialog = await open(context);
    await expect(dialog).toHaveAccessibleName('Invite your team');
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
  },
};

export const EscapeCloses: Story = {
  play: async (context) => {
    const trigger = within(context.canvasElement).getByRole('button', { name: 'Open modal' });
    const dialog = await open(context);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const CloseButton: Story = {
  play: async (context) => {
    const dialog = await open(context);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

export const BackdropCloses: Story = {
  play: async (context) => {
    const dialog = await open(context);
    const overlay = dialog.parentElement?.parentElement as HTMLElement;
    await userEvent.click(overlay);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

export const NotDismissable: Story = {
  args: { isDismissable: false, title: 'Confirm your order' },
  play: async (context) => {
    const dialog = await open(context);
    await userEvent.click(dialog.parentElement?.parentElement as HTMLElement);
    await expect(dialog).toBeInTheDocument();
  },
};

export const FocusTrapped: Story = {
  args: {
    title: 'Login',
    size: 'xs',
    children: (
      <Form aria-label="Login">
        <TextField label="Email" name="email" type="email" />
        <Button type="submit">Login</Button>
      </Form>
    ),
  },
  play: async (context) => {
    const dialog = await open(context);
    for (let i = 0; i < 6; i++) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  },
};

export const SizeXs: Story = { args: { size: 'xs', title: 'Size xs (450px)' }, play: openOnly };
export const SizeSm: Story = { args: { size: 'sm', title: 'Size sm (600px)' }, play: openOnly };
export const SizeMd: Story = { args: { size: 'md', title: 'Size md (700px)' }, play: openOnly };
export const SizeLg: Story = { args: { size: 'lg', title: 'Size lg (800px)' }, play: openOnly };
export const SizeXl: Story = { args: { size: 'xl', title: 'Size xl (900px)' }, play: openOnly };

/** On a 375 px phone the modal takes the full width minus the page gutters. */
export const Mobile: Story = {
  args: { size: 'xs' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async (context) => {
    const dialog = await open(context);
    const panel = dialog.parentElement as HTMLElement;
    await expect(panel.offsetWidth).toBe(context.canvasElement.ownerDocument.documentElement.clientWidth - 32);
    await expect(panel.offsetWidth).toBeLessThan(450);
  },
};

/** `isOpen` / `onOpenChange` when the app keeps the state (the login modal does, in an atom). */
export const Controlled: Story = {
  render: function Render(args) {
    const [isOpen, setOpen] = useState(false);
    return (
      <>
        <Button onPress={() => setOpen(true)}>Open modal (controlled)</Button>
        <p>The modal is {isOpen ? 'open' : 'closed'}.</p>
        <Modal {...args} isOpen={isOpen} onOpenChange={setOpen} />
      </>
    );
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await open(context);
    await expect(canvas.getByText('The modal is open.')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(await canvas.findByText('The modal is closed.')).toBeInTheDocument();
  },
};

export const LongContent: Story = {
  args: {
    title: 'Terms of Service',
    children: Array.from({ length: 30 }, (_, i) => (
      <p key={i}>Clause {i + 1}. The service is provided as described in your order.</p>
    )),
  },
  play: openOnly,
};

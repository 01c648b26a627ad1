import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Breadcrumb, Breadcrumbs } from './Breadcrumbs';

const meta = {
  title: 'Components/Breadcrumbs',
  component: Breadcrumbs,
  parameters: {
    docs: {
      description: {
        component: [
          'Shows where the current page sits in the site hierarchy, as a named navigation landmark.',
          '',
          '**Do**',
          '',
          '- Start at the top of the hierarchy and end with the current page, without an `href`.',
          "- Use the pages' own titles as the link text.",
          '- Keep the default `aria-label` (or a localised one) so it reads apart from the main navigation.',
          '',
          "**Don't**",
          '',
          "- Don't use it as a history of where the person clicked.",
          "- Don't show it on top-level pages where the trail has one item.",
          "- Don't use it for steps of a process — use Steps.",
        ].join('\n'),
      },
    },
  },
  args: { 'aria-label': 'Breadcrumbs' },
  render: (args) => (
    <Breadcrumbs {...args}>
      <Breadcrumb href="#home">Home</Breadcrumb>
      <Breadcrumb href="#guides">Guides</Breadcrumb>
      <Breadcrumb>Getting set up</Breadcrumb>
    </Breadcrumbs>
  ),
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Tab moves through the links; the current page is not a stop. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Breadcrumbs' });
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: 'Guides' })).toHaveFocus();
    await expect(within(nav).getByText('Getting set up')).toHaveAttribute('aria-current', 'page');
  },
};

export const TwoLevels: Story = {
  render: (args) => (
    <Breadcrumbs {...args}>
      <Breadcrumb href="#home">Home</Breadcrumb>
      <Breadcrumb>Settings</Breadcrumb>
    </Breadcrumbs>
  ),
};

/** Long trails wrap instead of scrolling sideways. */
export const Wrapping: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => (
    <Breadcrumbs {...args}>
      <Breadcrumb href="#home">Home</Breadcrumb>
      <Breadcrumb href="#library">Library</Breadcrumb>
      <Breadcrumb href="#collections">Collections</Breadcrumb>
      <Breadcrumb href="#photography">Photography and design</Breadcrumb>
      <Breadcrumb>A very long page title that needs two lines</Breadcrumb>
    </Breadcrumbs>
  ),
};

export const Disabled: Story = { args: { isDisabled: true } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Breadcrumb, Breadcrumbs } from './Breadcrumbs';
import { Forced, StateGrid, type ForcedState } from '../test/StateGrid';

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

type BreadcrumbsState = ForcedState | 'default' | 'disabled';

const trails = [
  { label: '2 levels', pages: ['Home', 'Settings'] },
  { label: '4 levels', pages: ['Home', 'Guides', 'Billing', 'Invoices'] },
];

/**
 * Short and long trails in every state. Hover and focus-visible are drawn by setting React Aria's
 * state attributes on the first link (one link is hovered or focused at a time); disabled is the
 * real prop. Each trail has its own landmark name, as landmarks on one page must.
 */
export const Overview: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <StateGrid<BreadcrumbsState>
      caption="Breadcrumbs: trails x states"
      columns={[
        { label: 'Default', state: 'default' },
        { label: 'Link hover', state: 'hovered' },
        { label: 'Link focus visible', state: 'focus-visible' },
        { label: 'Disabled', state: 'disabled' },
      ]}
      rows={trails.map(({ label, pages }) => ({
        label,
        render: (state) => (
          <Forced state={state === 'default' || state === 'disabled' ? undefined : state} selector="li:first-child a">
            <Breadcrumbs aria-label={`Breadcrumbs, ${label}, ${state}`} isDisabled={state === 'disabled'}>
              {pages.map((page, index) => (
                <Breadcrumb key={page} href={index < pages.length - 1 ? `#${page.toLowerCase()}` : undefined}>
                  {page}
                </Breadcrumb>
              ))}
            </Breadcrumbs>
          </Forced>
        ),
      }))}
    />
  ),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from '../internal/router';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Link } from '../Link/Link';
import { sampleProducts as productEntries } from '../test/sampleSite';
import { MegaMenu } from './MegaMenu';
import { MegaMenuList } from './MegaMenuList';

const navigate = fn();

const meta = {
  title: 'Components/MegaMenu',
  component: MegaMenu,
  parameters: {
    docs: {
      description: {
        component: [
          'A navigation disclosure that opens a panel of link cards, for sites with many sections.',
          '',
          '**Do**',
          '',
          '- Give every entry a short `heading` and a one-line `description`.',
          '- Use `variant="inline"` inside the small-screen menu.',
          '- Choose a `placement` that keeps the panel under its trigger.',
          '',
          "**Don't**",
          '',
          "- Don't put actions or forms in the panel; it is for links.",
          "- Don't nest mega menus.",
          "- Don't use it for a handful of links — a plain navigation link is enough.",
        ].join('\n'),
      },
    },
  },
  args: { label: 'Products', entries: productEntries, variant: 'popover', onOpenChange: fn(), onAction: fn() },
  argTypes: {
    placement: { control: 'inline-radio', options: ['bottom-start', 'bottom', 'bottom-end'] },
    variant: { control: 'inline-radio', options: ['popover', 'inline'] },
    label: { control: 'text' },
    entries: { control: false },
    footer: { control: false },
  },
  decorators: [
    (Story) => (
      // Client routing as the app does it, so choosing an entry does not unload the story.
      <RouterProvider navigate={navigate}>
        <div style={{ minBlockSize: '40rem' }}>{Story()}</div>
      </RouterProvider>
    ),
  ],
} satisfies Meta<typeof MegaMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

type PlayContext = Parameters<NonNullable<Story['play']>>[0];

async function openWithClick({ canvasElement }: PlayContext) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Products' }));
  return canvas.findByRole('list', { name: 'Products' });
}

export const Playground: Story = {
  play: async (context) => {
    const list = await openWithClick(context);
    await waitFor(() => expect(list).toBeVisible());
    await expect(within(list).getAllByRole('link')).toHaveLength(productEntries.length);
    await expect(context.args.onOpenChange).toHaveBeenCalledWith(true);
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Products' });
    await waitFor(() => expect(list).toBeVisible());
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Products' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const first = canvas.getByRole('link', { name: 'Acme Teams' });
    await waitFor(() => expect(first).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('link', { name: 'Acme Directory' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    // Three columns at 1280 px: down from the second card lands on the fifth.
    await expect(canvas.getByRole('link', { name: 'Acme Wiki' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('link', { name: 'Acme Analytics' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toHaveFocus();
  },
};

export const ChoosingClosesIt: Story = {
  play: async (context) => {
    const list = await openWithClick(context);
    await userEvent.click(within(list).getByRole('link', { name: 'Acme Wiki' }));
    await expect(context.args.onAction).toHaveBeenCalledWith(expect.objectContaining({ href: '/acme-wiki' }));
    await expect(list).not.toBeVisible();
  },
};

export const ClickOutsideCloses: Story = {
  play: async (context) => {
    const list = await openWithClick(context);
    await userEvent.click(context.canvasElement.ownerDocument.body);
    await waitFor(() => expect(list).not.toBeVisible());
  },
};

export const CurrentPage: Story = {
  args: { defaultOpen: true, currentHref: '/acme-billing' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Acme Billing' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const WithFooter: Story = {
  args: {
    defaultOpen: true,
    footer: (
      <Link href="/our-plans" variant="standalone">
        See pricing for every product
      </Link>
    ),
  },
};

/** In a mobile menu the same component opens a list in the flow. */
export const Inline: Story = {
  args: { variant: 'inline' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  decorators: [(Story) => <div style={{ maxInlineSize: '22rem' }}>{Story()}</div>],
  play: async (context) => {
    const list = await openWithClick(context);
    await waitFor(() => expect(list).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await expect(list).not.toBeVisible();
  },
};

export const EntriesList: Story = {
  render: () => <MegaMenuList entries={productEntries.slice(0, 4)} aria-label="Products" />,
};

export const EntriesGrid: Story = {
  render: () => <MegaMenuList entries={productEntries} variant="grid" aria-label="Products" />,
};

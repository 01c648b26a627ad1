import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { Accordion, AccordionItem } from './Accordion';
import { Forced, StateGrid, type ForcedState } from '../test/StateGrid';

const items = (
  <>
    <AccordionItem id="delivery" title="How long does delivery take?">
      Most parcels arrive within three working days. You get a tracking link as soon as yours leaves the warehouse.
    </AccordionItem>
    <AccordionItem id="returns" title="Can I return an item?">
      Unused items can be returned within thirty days, in their original packaging.
    </AccordionItem>
    <AccordionItem id="account" title="Do I need an account?">
      No. An account only keeps your addresses and past purchases in one place.
    </AccordionItem>
  </>
);

const meta = {
  title: 'Components/Accordion',
  component: Accordion,
  parameters: {
    docs: {
      description: {
        component: [
          'Stacks related sections under headings that open and close, so a long page can be scanned first and read on demand.',
          '',
          '**Do**',
          '',
          "- Keep each item's `title` short and descriptive: it is the heading and the button.",
          '- Set `headingLevel` so the items fit the page outline (under an `h2`, use `3`).',
          '- Use `allowsMultipleExpanded` when people compare sections side by side.',
          '',
          "**Don't**",
          '',
          "- Don't hide content everyone needs (prices, required steps) inside a closed item.",
          "- Don't nest accordions inside accordions.",
          "- Don't use it to switch between views of the same thing — use Tabs.",
        ].join('\n'),
      },
    },
  },
  args: { allowsMultipleExpanded: false, headingLevel: 3, isDisabled: false, children: items },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: [2, 3, 4, 5, 6] },
    children: { control: false },
  },
  // A text-wide frame; the Overview table brings its own.
  decorators: [
    (Story, { name }) =>
      name === 'Overview' ? (
        <Story />
      ) : (
        <div style={{ maxInlineSize: '40rem' }}>
          <Story />
        </div>
      ),
  ],
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

const button = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByRole('button', { name });

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const first = button(canvasElement, 'How long does delivery take?');
    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(within(canvasElement).getByText(/Most parcels arrive/)).toBeVisible();
  },
};

export const Collapsed: Story = {};

export const DefaultExpanded: Story = { args: { defaultExpandedKeys: ['returns'] } };

/** With `allowsMultipleExpanded`, opening one item leaves the others as they were. */
export const MultipleExpanded: Story = {
  args: { allowsMultipleExpanded: true, defaultExpandedKeys: ['delivery', 'returns'] },
  play: async ({ canvasElement }) => {
    await userEvent.click(button(canvasElement, 'Do I need an account?'));
    for (const name of ['How long does delivery take?', 'Can I return an item?', 'Do I need an account?']) {
      await expect(button(canvasElement, name)).toHaveAttribute('aria-expanded', 'true');
    }
  },
};

/** Tab moves between the headings' buttons; Enter or Space opens and closes an item. */
export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(button(canvasElement, 'How long does delivery take?')).toHaveFocus();
    await userEvent.tab();
    const returns = button(canvasElement, 'Can I return an item?');
    await expect(returns).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(returns).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    await expect(returns).toHaveAttribute('aria-expanded', 'false');
  },
};

export const DisabledItem: Story = {
  args: {
    children: (
      <>
        {items}
        <AccordionItem id="archived" title="Archived questions" isDisabled>
          Nothing here.
        </AccordionItem>
      </>
    ),
  },
};

/** `expandedKeys` and `onExpandedChange` when the app keeps which items are open. */
export const Controlled: Story = {
  render: function Render(args) {
    const [keys, setKeys] = useState<Set<Key>>(new Set(['delivery']));
    return (
      <>
        <Accordion {...args} expandedKeys={keys} onExpandedChange={setKeys} />
        <p>Open: {[...keys].join(', ') || 'none'}</p>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(button(canvasElement, 'Can I return an item?'));
    await expect(within(canvasElement).getByText('Open: returns')).toBeInTheDocument();
  },
};

type AccordionState = ForcedState | 'default' | 'disabled';

/**
 * An item collapsed and expanded, in every state. Hover and focus-visible are drawn by setting
 * React Aria's state attributes (what the CSS reads); disabled is the real prop. No Pressed
 * column: a pressed heading draws as a hovered one.
 */
export const Overview: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <StateGrid<AccordionState>
      caption="Accordion: items x states"
      columns={[
        { label: 'Default', state: 'default' },
        { label: 'Hover', state: 'hovered' },
        { label: 'Focus visible', state: 'focus-visible' },
        { label: 'Disabled', state: 'disabled' },
      ]}
      rows={[
        { label: 'Collapsed', expanded: false },
        { label: 'Expanded', expanded: true },
      ].map(({ label, expanded }) => ({
        label,
        render: (state) => (
          <div style={{ inlineSize: '15rem' }}>
            <Forced state={state === 'default' || state === 'disabled' ? undefined : state} selector="button">
              <Accordion defaultExpandedKeys={expanded ? ['returns'] : []} isDisabled={state === 'disabled'}>
                <AccordionItem id="returns" title="Can I return it?">
                  Yes, within thirty days.
                </AccordionItem>
              </Accordion>
            </Forced>
          </div>
        ),
      }))}
    />
  ),
};

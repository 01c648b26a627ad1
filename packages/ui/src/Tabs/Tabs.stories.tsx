import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';
import { Forced, StateGrid, type ForcedState } from '../test/StateGrid';

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  parameters: {
    docs: {
      description: {
        component: [
          'Switches between panels of related content in the same place.',
          '',
          '**Do**',
          '',
          '- Keep tab labels short and of similar length.',
          '- Use `orientation="vertical"` when there are many tabs.',
          '- Keep the content of each panel independent.',
          '',
          "**Don't**",
          '',
          "- Don't use tabs for steps of a process.",
          "- Don't use them to navigate between pages — use links.",
          "- Don't hide content people need to compare across tabs.",
        ].join('\n'),
      },
    },
  },
  args: { isFullWidth: false, orientation: 'horizontal' },
  argTypes: { orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] } },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Tasks">
        <Tab id="todo">To do</Tab>
        <Tab id="progress">In progress</Tab>
        <Tab id="done">Done</Tab>
      </TabList>
      <TabPanel id="todo">Tasks nobody has started yet.</TabPanel>
      <TabPanel id="progress">Tasks someone is working on.</TabPanel>
      <TabPanel id="done">Tasks that are finished.</TabPanel>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Done' }));
    await expect(canvas.getByRole('tab', { name: 'Done' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Tasks that are finished.');
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'To do' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'In progress' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('working on');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Done' })).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const DefaultSelected: Story = { args: { defaultSelectedKey: 'progress' } };

export const FullWidth: Story = { args: { isFullWidth: true } };

export const Vertical: Story = { args: { orientation: 'vertical' } };

export const DisabledTab: Story = { args: { disabledKeys: ['done'] } };

/**
 * More tabs than a phone is wide, in a page laid out as a grid (as a portal page is): the row of
 * tabs scrolls in its own box and the page does not widen.
 */
export const ManyTabsInAGrid: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr' }}>
      <Tabs {...args}>
        <TabList aria-label="Records">
          {['Orders', 'Payments', 'Subscriptions', 'Invoices', 'Tickets', 'Audit logs', 'Refunds'].map((name) => (
            <Tab key={name} id={name}>
              {name}
            </Tab>
          ))}
        </TabList>
        {['Orders', 'Payments', 'Subscriptions', 'Invoices', 'Tickets', 'Audit logs', 'Refunds'].map((name) => (
          <TabPanel key={name} id={name}>
            Every {name.toLowerCase()} record.
          </TabPanel>
        ))}
      </Tabs>
    </div>
  ),
};

type TabsState = ForcedState | 'default' | 'disabled';

/**
 * Each layout in every state; every cell has a selected tab ("To do") and an unselected one
 * ("Done"), both in the column's state. Hover and focus-visible are drawn by setting React Aria's
 * state attributes on the tabs (what the CSS reads); disabled is the real prop. No Pressed column:
 * a pressed tab draws as a hovered one.
 */
export const Overview: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <StateGrid<TabsState>
      caption="Tabs: layouts x states"
      columns={[
        { label: 'Default', state: 'default' },
        { label: 'Hover', state: 'hovered' },
        { label: 'Focus visible', state: 'focus-visible' },
        { label: 'Disabled', state: 'disabled' },
      ]}
      rows={[
        { label: 'Horizontal', orientation: 'horizontal' as const, isFullWidth: false },
        { label: 'Vertical', orientation: 'vertical' as const, isFullWidth: false },
        { label: 'Full width', orientation: 'horizontal' as const, isFullWidth: true },
      ].map(({ label, orientation, isFullWidth }) => ({
        label,
        render: (state) => (
          <Forced state={state === 'default' || state === 'disabled' ? undefined : state} selector="[role='tab']">
            <Tabs
              style={{ inlineSize: '14rem' }}
              orientation={orientation}
              isFullWidth={isFullWidth}
              isDisabled={state === 'disabled'}
            >
              <TabList aria-label="Tasks">
                <Tab id="todo">To do</Tab>
                <Tab id="done">Done</Tab>
              </TabList>
              <TabPanel id="todo">3 tasks</TabPanel>
              <TabPanel id="done">12 tasks</TabPanel>
            </Tabs>
          </Forced>
        ),
      }))}
    />
  ),
};

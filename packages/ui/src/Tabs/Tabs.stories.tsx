import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

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
      <TabList aria-label="Support tickets">
        <Tab id="open">Open</Tab>
        <Tab id="progress">In progress</Tab>
        <Tab id="closed">Closed</Tab>
      </TabList>
      <TabPanel id="open">Tickets waiting for a reply from our team.</TabPanel>
      <TabPanel id="progress">Tickets our team is working on.</TabPanel>
      <TabPanel id="closed">Tickets that are resolved.</TabPanel>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Closed' }));
    await expect(canvas.getByRole('tab', { name: 'Closed' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Tickets that are resolved.');
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Open' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'In progress' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('working on');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Closed' })).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const DefaultSelected: Story = { args: { defaultSelectedKey: 'progress' } };

export const FullWidth: Story = { args: { isFullWidth: true } };

export const Vertical: Story = { args: { orientation: 'vertical' } };

export const DisabledTab: Story = { args: { disabledKeys: ['closed'] } };

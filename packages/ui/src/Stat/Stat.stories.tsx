import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stat } from './Stat';

const meta = {
  title: 'Components/Stat',
  component: Stat,
  parameters: {
    docs: {
      description: {
        component: [
          'A key figure with its label and how it changed since the last period.',
          '',
          '**Do**',
          '',
          '- Give `previousValue` (or the `change` the server computed) and a `comparison` such as "from last month".',
          '- Set `goodDirection="down"` for figures where less is better: churn, refunds, open tickets.',
          '- Use `format="currency"` for money: rupees with Indian digit grouping (₹12,34,568).',
          '',
          "**Don't**",
          '',
          "- Don't rely on the colour: the arrow and the words already say which way it went.",
          "- Don't put a chart in it; a Stat is one figure.",
        ].join('\n'),
      },
    },
  },
  args: {
    label: 'Revenue this month',
    value: 1234567,
    previousValue: 1097393,
    format: 'currency',
    locale: 'en-IN',
    comparison: 'from last month',
  },
  argTypes: {
    format: { control: 'inline-radio', options: ['number', 'currency', 'percent'] },
    goodDirection: { control: 'inline-radio', options: ['up', 'down', 'none'] },
    changeFormat: { control: 'inline-radio', options: ['percent', 'absolute'] },
    direction: { control: 'select', options: ['up', 'down', 'flat'] },
    label: { control: 'text' },
    comparison: { control: 'text' },
    formatOptions: { control: false },
  },
} satisfies Meta<typeof Stat>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const stat = within(canvasElement).getByRole('group', { name: 'Revenue this month' });
    await expect(stat).toHaveTextContent('₹12,34,567 up 12.5% from last month (favourable)');
  },
};

/** Churn falling is good news: `goodDirection="down"` draws the fall in the success colour. */
export const FallingChurnIsGood: Story = {
  args: {
    label: 'Churn',
    value: 0.021,
    previousValue: 0.025,
    format: 'percent',
    goodDirection: 'down',
  },
};

/** Revenue falling is bad news. */
export const FallingRevenueIsBad: Story = { args: { value: 987000, previousValue: 1097393 } };

export const NoChange: Story = {
  args: { label: 'Open tickets', value: 42, previousValue: 42, format: 'number', comparison: 'from yesterday' },
};

/** The change as the server computed it, in percent. */
export const GivenChange: Story = {
  args: { label: 'Orders', value: 48213, previousValue: undefined, change: 3.2, format: 'number' },
};

/** The difference in rupees instead of in percent, written compactly (lakh, crore). */
export const AbsoluteCompact: Story = {
  args: { changeFormat: 'absolute', formatOptions: { notation: 'compact', maximumFractionDigits: 1 } },
};

export const WithoutComparison: Story = { args: { label: 'Customers', value: 100412, format: 'number' } };

export const Unknown: Story = { args: { value: null, previousValue: undefined } };

export const Loading: Story = { args: { isLoading: true } };

/** A row of figures as a dashboard shows them. */
export const Dashboard: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
        gap: 'var(--lnf-space-6)',
      }}
    >
      <Stat
        label="Revenue"
        value={1234567}
        previousValue={1097393}
        format="currency"
        locale="en-IN"
        comparison="from last month"
      />
      <Stat label="Active customers" value={4120} previousValue={3980} locale="en-IN" comparison="from last month" />
      <Stat
        label="Churn"
        value={0.021}
        previousValue={0.025}
        format="percent"
        goodDirection="down"
        locale="en-IN"
        comparison="from last month"
      />
      <Stat label="Refunds" value={12} previousValue={9} goodDirection="down" comparison="from last month" />
    </div>
  ),
};

/** The dark theme, as the toolbar's Theme switch shows it. */
export const Dark: Story = {
  ...Dashboard,
  globals: { theme: 'dark' },
};

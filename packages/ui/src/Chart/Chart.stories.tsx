import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Chart } from './Chart';
import type { ChartSeries } from './types';

const months = [
  'Jan 2026',
  'Feb 2026',
  'Mar 2026',
  'Apr 2026',
  'May 2026',
  'Jun 2026',
  'Jul 2026',
  'Aug 2026',
  'Sep 2026',
  'Oct 2026',
  'Nov 2026',
  'Dec 2026',
];

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const rupees = (n: number) => inr.format(n);

const mrr: ChartSeries[] = [
  {
    id: 'mrr',
    label: 'MRR',
    values: [410000, 428500, 441000, 462300, 470100, 488900, 503200, 519800, 531500, 547000, 566400, 585200],
  },
  {
    id: 'target',
    label: 'Target',
    values: [400000, 420000, 440000, 460000, 480000, 500000, 520000, 540000, 560000, 580000, 600000, 620000],
    tone: 'neutral',
  },
];

const movement: ChartSeries[] = [
  { id: 'new', label: 'New', values: [52000, 41000, 38500, 47000, 36000], tone: 'positive' },
  { id: 'expansion', label: 'Expansion', values: [14000, 18500, 9000, 16500, 21000], tone: 'brand' },
  { id: 'contraction', label: 'Contraction', values: [-6000, -9500, -4000, -7500, -5000], tone: 'neutral' },
  { id: 'churn', label: 'Churn', values: [-12500, -22000, -31000, -14500, -9000], tone: 'negative' },
];

const signups: ChartSeries[] = [
  { id: 'signups', label: 'Sign-ups', values: [320, 295, 410, 388, 452, 430] },
  { id: 'paid', label: 'Paid', values: [48, 51, 66, 59, 81, 77], tone: 'positive' },
];

const meta = {
  title: 'Components/Chart',
  component: Chart,
  parameters: {
    docs: {
      description: {
        component: [
          'A line or bar chart on visx, with its numbers in a table beside it.',
          '',
          '**Do**',
          '',
          '- Give a `title` that says what and when ("MRR, 2026"); it names the figure, the image and the table.',
          '- Pass a `formatValue` for money, so the axis, tooltip, announcement and table all write rupees.',
          '- Use `stacked` bars with negative values for movements: gains above zero, losses below.',
          '',
          "**Don't**",
          '',
          '- Don\'t hide the table without a reason: `table="hidden-toggle"` is for pages with many charts.',
          "- Don't tell series apart by colour in the text around the chart; use their labels.",
        ].join('\n'),
      },
    },
  },
  args: {
    type: 'line',
    title: 'Monthly recurring revenue, 2026',
    description: "At each month's end, in rupees.",
    categories: months,
    series: mrr,
    formatValue: rupees,
  },
  argTypes: {
    type: { control: 'inline-radio', options: ['line', 'bar'] },
    table: { control: 'inline-radio', options: ['below', 'hidden-toggle'] },
    stacked: { control: 'boolean' },
    height: { control: { type: 'number', min: 120, max: 480, step: 20 } },
    formatValue: { control: false },
    messages: { control: false },
  },
} satisfies Meta<typeof Chart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** MRR over twelve months against its target: dashes and markers tell the lines apart. */
export const Line: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const figure = canvas.getByRole('figure', { name: 'Monthly recurring revenue, 2026' });
    const image = within(figure).getByRole('img', {
      name: 'Monthly recurring revenue, 2026. MRR: ₹4,10,000 in Jan 2026 to ₹5,85,200 in Dec 2026; Target: ₹4,00,000 in Jan 2026 to ₹6,20,000 in Dec 2026',
    });
    await userEvent.tab();
    await expect(image).toHaveFocus();
    await userEvent.keyboard('{End}');
    const live = figure.querySelector('[aria-live="polite"]');
    await expect(live).toHaveTextContent('Dec 2026: MRR ₹5,85,200, Target ₹6,20,000');
    await expect(within(figure).getByRole('table', { name: 'Monthly recurring revenue, 2026' })).toBeVisible();
  },
};

/** MRR movement: new and expansion stack above zero, contraction and churn below it. */
export const BarStackedWithNegatives: Story = {
  args: {
    type: 'bar',
    stacked: true,
    title: 'MRR movement, Jan–May 2026',
    description: 'Revenue gained and lost each month, in rupees.',
    categories: months.slice(0, 5),
    series: movement,
  },
  play: async ({ canvasElement }) => {
    const zero = Number(canvasElement.querySelector('line[data-zero]')!.getAttribute('y1'));
    const churn = [...canvasElement.querySelectorAll('rect[data-series="churn"]')];
    await expect(churn).toHaveLength(5);
    for (const bar of churn) await expect(Number(bar.getAttribute('y'))).toBeGreaterThanOrEqual(zero);
  },
};

/** Two series side by side per month. */
export const Bar: Story = {
  args: {
    type: 'bar',
    title: 'Sign-ups and paid conversions',
    description: undefined,
    categories: months.slice(0, 6),
    series: signups,
    formatValue: undefined,
  },
};

/** The table behind a "Show table" button, for pages with many charts. */
export const WithTableToggle: Story = {
  args: { table: 'hidden-toggle' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('table')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Show table' }));
    await expect(canvas.getByRole('button', { name: 'Hide table' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('table', { name: 'Monthly recurring revenue, 2026' })).toBeVisible();
  },
};

/** The table beside the chart where the figure is at least 44rem wide (below it when narrower). */
export const TableBeside: Story = {
  args: { table: 'beside' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Monthly recurring revenue, 2026' })).toBeVisible();
  },
};

/** No categories for the period: a message in the plot's place, at the plot's height. */
export const Empty: Story = {
  args: { type: 'bar', title: 'Refunds, this week', description: undefined, categories: [], series: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('figure')).toHaveTextContent('No data for this period');
  },
};

/** In a 375 px column (a phone): fewer axis labels, and the table scrolls inside its frame. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 375, maxInlineSize: '100%' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img');
    await waitFor(() => expect(Number(image.getAttribute('viewBox')!.split(' ')[2])).toBeLessThanOrEqual(375));
    await expect(image.getBoundingClientRect().width).toBeLessThanOrEqual(375);
  },
};

/** The dark theme, as the toolbar's Theme switch shows it. */
export const Dark: Story = {
  ...BarStackedWithNegatives,
  play: undefined,
  globals: { theme: 'dark' },
};

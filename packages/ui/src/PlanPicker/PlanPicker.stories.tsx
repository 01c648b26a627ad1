import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PricingCard } from '../PricingCard/PricingCard';
import { periods, plans } from '../test/fixtures';
import { PlanPicker } from './PlanPicker';

function cards(periodId: string, count = 3) {
  const period = periods.find((p) => p.id === periodId) ?? periods[0];
  return plans.slice(0, count).map((plan, index) => (
    <PricingCard
      key={plan.id}
      name={plan.name}
      price={plan.price * period.months}
      periodLabel={period.periodLabel}
      description={plan.description}
      allowance={plan.allowance}
      features={plan.features}
      featuresLabel="Included"
      ctaLabel="Buy Now"
      isFeatured={index === 1}
      badge={index === 1 ? 'Most popular' : undefined}
    />
  ));
}

const meta = {
  title: 'Commerce/PlanPicker',
  component: PlanPicker,
  args: {
    'aria-label': 'Billing period',
    periods: periods.map(({ id, label }) => ({ id, label })),
    description: 'Prices in INR, excluding GST.',
    onPeriodChange: fn(),
    children: (period: string) => cards(period),
  },
  argTypes: { children: { control: false }, periods: { control: 'object' } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PlanPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Billing period' });
    await expect(within(group).getByRole('radio', { name: 'Monthly' })).toBeChecked();
    await userEvent.click(within(group).getByRole('radio', { name: 'Yearly' }));
    await expect(args.onPeriodChange).toHaveBeenCalledWith('ANNUALLY');
    await expect(canvas.getByRole('article', { name: 'HR Essential' })).toHaveTextContent('₹35,988');
  },
};

export const KeyboardSwitch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Monthly' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const quarterly = canvas.getByRole('radio', { name: 'Quarterly' });
    await expect(quarterly).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(quarterly).toBeChecked();
    await expect(canvas.getByRole('article', { name: 'HR Essential' })).toHaveTextContent('₹8,997');
  },
};

export const DefaultYearly: Story = { args: { defaultPeriod: 'ANNUALLY' } };

export const FourPlans: Story = { args: { children: (period: string) => cards(period, 4) } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

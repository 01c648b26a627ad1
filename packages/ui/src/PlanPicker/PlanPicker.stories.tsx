import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PricingCard } from '../PricingCard/PricingCard';
import { periods, plans } from '../test/fixtures';
import { PlanPicker } from './PlanPicker';

function cards(periodId: string, count = 3) {
  const period = periods.find((p) => p.id === periodId) ?? periods[0];
  return plans
    .slice(0, count)
    .map((plan, index) => (
      <PricingCard
        key={plan.id}
        name={plan.name}
        price={plan.price * period.months}
        periodLabel={period.periodLabel}
        description={plan.description}
        allowance={plan.allowance}
        features={plan.features}
        featuresLabel="Included"
        currency="INR"
        locale="en-IN"
        ctaLabel="Buy Now"
        isFeatured={index === 1}
        badge={index === 1 ? 'Most popular' : undefined}
      />
    ));
}

const meta = {
  title: 'Patterns/PlanPicker',
  component: PlanPicker,
  args: {
    'aria-label': 'Billing period',
    periods: periods.map(({ id, label }) => ({ id, label })),
    description: 'Prices in INR, excluding GST.',
    onPeriodChange: fn(),
    children: (period: string) => cards(period),
  },
  argTypes: {
    children: { control: false },
    periods: { control: 'object' },
    columns: { control: 'inline-radio', options: [1, 2, 3, 4] },
  },
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: [
          'A period switch (e.g. Monthly / Yearly) above a grid of PricingCards whose rows line up.',
          '',
          '**Do**',
          '',
          '- Give it an `aria-label` that names the choice ("Billing period").',
          '- Render the cards from the selected period so prices always match.',
          '- Use a `columns` count that fits the number of plans.',
          '',
          "**Don't**",
          '',
          "- Don't show more than four plans.",
          "- Don't hide the period of a price; show it on each card.",
          "- Don't use it for choices unrelated to pricing — use RadioGroup.",
        ].join('\n'),
      },
    },
  },
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

export const FourPlans: Story = { args: { columns: 4, children: (period: string) => cards(period, 4) } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

/**
 * The plan to recommend on a row of its own (`layout="wide"`), the rest three across. Prices and
 * buttons line up along each row however long each description is.
 */
export const Recommended: Story = {
  args: {
    columns: 3,
    children: (periodId: string) => {
      const period = periods.find((p) => p.id === periodId) ?? periods[0];
      const ordered = [plans[2], plans[0], plans[1], plans[3]];
      return ordered.map((plan, index) => (
        <PricingCard
          key={plan.id}
          name={plan.name}
          price={plan.price * period.months}
          periodLabel={period.periodLabel}
          description={
            index === 2
              ? `${plan.description} Approvals route to the right manager, with reminders and an audit trail.`
              : plan.description
          }
          allowance={plan.allowance}
          features={plan.features}
          featuresLabel="Included"
          currency="INR"
          locale="en-IN"
          ctaLabel="Buy Now"
          isFeatured={index === 0}
          layout={index === 0 ? 'wide' : 'stacked'}
          badge={index === 0 ? 'Most complete' : undefined}
        />
      ));
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const articles = canvas.getAllByRole('article');
    const top = (el: Element) => Math.round(el.getBoundingClientRect().top);
    const rows = new Map<number, HTMLElement[]>();
    for (const article of articles) rows.set(top(article), [...(rows.get(top(article)) ?? []), article]);
    const wide = canvas.getByRole('article', { name: 'LNF People 360' });
    await expect(rows.get(top(wide))).toEqual([wide]);
    for (const row of rows.values()) {
      if (row.length < 2) continue;
      for (const part of [/₹/, /^Buy Now$/]) {
        const tops = row.map((card) => top(within(card).getAllByText(part)[0]!));
        await expect(new Set(tops).size, `${part} at ${tops.join(', ')}`).toBe(1);
      }
    }
  },
};

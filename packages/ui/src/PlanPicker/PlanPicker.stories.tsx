import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PricingCard } from '../PricingCard/PricingCard';
import { samplePeriods as periods, samplePlans as plans } from '../test/samplePlans';
import { Forced, StateGrid, type ForcedState } from '../test/StateGrid';
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
        currency="USD"
        locale="en-US"
        ctaLabel="Choose plan"
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
    description: 'Prices in USD, excluding tax.',
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
    await expect(canvas.getByRole('article', { name: 'Starter' })).toHaveTextContent('$228');
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
    await expect(canvas.getByRole('article', { name: 'Starter' })).toHaveTextContent('$57');
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
              ? `${plan.description} Approvals route to the right person, with reminders and a history of every step.`
              : plan.description
          }
          allowance={plan.allowance}
          features={plan.features}
          featuresLabel="Included"
          currency="USD"
          locale="en-US"
          ctaLabel="Choose plan"
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
    const wide = canvas.getByRole('article', { name: 'Enterprise' });
    await expect(rows.get(top(wide))).toEqual([wide]);
    for (const row of rows.values()) {
      if (row.length < 2) continue;
      for (const part of [/\$/, /^Choose plan$/]) {
        const tops = row.map((card) => top(within(card).getAllByText(part)[0]!));
        await expect(new Set(tops).size, `${part} at ${tops.join(', ')}`).toBe(1);
      }
    }
  },
};

type OptionState = ForcedState | 'default';

/**
 * The period switch: the selected option and an unselected one in each state; the cards below are
 * PricingCards (see their overview). Hover and focus-visible are drawn by setting React Aria's
 * state attributes on that option (what the CSS reads); the switch has no pressed style of its own.
 */
export const Overview: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <StateGrid<OptionState>
      caption="PlanPicker: period options x states"
      columns={[
        { label: 'Default', state: 'default' },
        { label: 'Hover', state: 'hovered' },
        { label: 'Focus visible', state: 'focus-visible' },
      ]}
      rows={[
        // Monthly (the first option) is selected.
        { label: 'Selected', option: 1 },
        { label: 'Unselected', option: 2 },
      ].map(({ label, option }) => ({
        label,
        render: (state) => (
          <Forced selector={`[role="radio"]:nth-child(${option})`} state={state === 'default' ? undefined : state}>
            <PlanPicker aria-label={`Billing period, ${label.toLowerCase()} ${state}`} periods={periods}>
              {null}
            </PlanPicker>
          </Forced>
        ),
      }))}
    />
  ),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Forced, StateGrid, type ForcedState } from '../test/StateGrid';
import { samplePlans as plans } from '../test/samplePlans';
import { PricingCard } from './PricingCard';

const plan = plans[1];

const meta = {
  title: 'Patterns/PricingCard',
  component: PricingCard,
  parameters: {
    docs: {
      description: {
        component: [
          'Presents one plan: name, price per period, what is included and a call to action.',
          '',
          '**Do**',
          '',
          '- Keep features short and list them in the same sequence on every card.',
          '- Use `layout="wide"` when the card stands alone on a row.',
          '- Set `headingLevel` to fit the page outline.',
          '',
          "**Don't**",
          '',
          "- Don't hide fees or limits in small print.",
          "- Don't mark more than one plan with `isFeatured` or a `badge`.",
          "- Don't mix periods between cards shown side by side.",
        ].join('\n'),
      },
    },
  },
  args: {
    name: plan.name,
    price: plan.price,
    periodLabel: '/ month',
    description: plan.description,
    allowance: plan.allowance,
    features: plan.features,
    featuresLabel: 'Included',
    ctaLabel: 'Choose plan',
    onPress: fn(),
    currency: 'USD',
    locale: 'en-US',
  },
  argTypes: {
    features: { control: 'object' },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
    layout: { control: 'inline-radio', options: ['stacked', 'wide'] },
  },
  // The overview is a table wider than one card.
  decorators: [
    (Story, { name }) => (name === 'Overview' ? Story() : <div style={{ maxInlineSize: '22rem' }}>{Story()}</div>),
  ],
} satisfies Meta<typeof PricingCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: 'Team' });
    await expect(card).toHaveTextContent('$49');
    await userEvent.click(within(card).getByRole('button', { name: 'Choose plan' }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Featured: Story = {
  args: { isFeatured: true, badge: 'Most popular', ...plans[2] },
};

export const Yearly: Story = { args: { price: plan.price * 12, periodLabel: '/ year' } };

export const Pending: Story = {
  args: { isPending: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Choose plan/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Disabled: Story = { args: { isDisabled: true } };

export const NoFeatures: Story = { args: { features: [], description: undefined } };

type CardState = ForcedState | 'default' | 'disabled' | 'pending';

/**
 * A standard and a featured card with the call to action in each state; the card around it has
 * no states of its own. Hover and focus-visible are drawn by setting React Aria's state attributes
 * (what the CSS reads), disabled and pending are the real props. Pressed is Button's (see its
 * overview).
 */
export const Overview: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <StateGrid<CardState>
      caption="PricingCard: variants x states"
      columns={[
        { label: 'Default', state: 'default' },
        { label: 'Hover', state: 'hovered' },
        { label: 'Focus visible', state: 'focus-visible' },
        { label: 'Disabled', state: 'disabled' },
        { label: 'Pending', state: 'pending' },
      ]}
      rows={[
        { label: 'Standard', featured: false },
        { label: 'Featured', featured: true },
      ].map(({ label, featured }) => ({
        label,
        render: (state) => (
          <div style={{ inlineSize: '12.5rem', paddingBlockStart: 'var(--lnf-space-3)' }}>
            <Forced state={state === 'default' || state === 'disabled' || state === 'pending' ? undefined : state}>
              <PricingCard
                name={featured ? 'Enterprise' : 'Team'}
                price={featured ? 99 : 49}
                periodLabel="/ month"
                currency="USD"
                locale="en-US"
                allowance={featured ? 'Unlimited users' : 'Up to 25 users'}
                ctaLabel="Choose"
                isFeatured={featured}
                badge={featured ? 'Popular' : undefined}
                isDisabled={state === 'disabled'}
                isPending={state === 'pending'}
              />
            </Forced>
          </div>
        ),
      }))}
    />
  ),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { plans } from '../test/fixtures';
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
    ctaLabel: 'Buy Now',
    onPress: fn(),
    currency: 'INR',
    locale: 'en-IN',
  },
  argTypes: {
    features: { control: 'object' },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
    layout: { control: 'inline-radio', options: ['stacked', 'wide'] },
  },
  decorators: [(Story) => <div style={{ maxInlineSize: '22rem' }}>{Story()}</div>],
} satisfies Meta<typeof PricingCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: 'HR Professional' });
    await expect(card).toHaveTextContent('₹3,999');
    await userEvent.click(within(card).getByRole('button', { name: 'Buy Now' }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Featured: Story = {
  args: { isFeatured: true, badge: 'Most popular', ...plans[2], price: 6999 },
};

export const Yearly: Story = { args: { price: plan.price * 12, periodLabel: '/ year' } };

export const Pending: Story = {
  args: { isPending: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Buy Now/ })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Disabled: Story = { args: { isDisabled: true } };

export const NoFeatures: Story = { args: { features: [], description: undefined } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Link } from '../Link/Link';
import { Card } from './Card';

const body = (
  <>
    <h3 style={{ margin: 0, fontSize: 'var(--lnf-font-size-xl)' }}>LNF Workforce</h3>
    <p style={{ margin: 'var(--lnf-space-2) 0 0', color: 'var(--lnf-color-fg-muted)' }}>
      Payroll and compliance management for teams across India.
    </p>
  </>
);

const meta = {
  title: 'Components/Card',
  component: Card,
  parameters: {
    docs: {
      description: {
        component: [
          'A surface that groups related content, such as one item in a list or a panel of settings.',
          '',
          '**Do**',
          '',
          '- Pick the element with `as`: `li` in a list, `article` for self-contained items, `section` with a heading.',
          '- Use `isInteractive` only when one link or action covers the whole card.',
          '- Keep one `variant` and `padding` across a group of cards.',
          '',
          "**Don't**",
          '',
          "- Don't nest cards inside cards.",
          "- Don't put several competing actions in an interactive card.",
          "- Don't use `elevated` for every card on a page; keep it for emphasis.",
        ].join('\n'),
      },
    },
  },
  args: { children: body, variant: 'outlined', padding: 'md', as: 'div', isInteractive: false },
  argTypes: {
    variant: { control: 'inline-radio', options: ['outlined', 'elevated', 'subtle'] },
    padding: { control: 'inline-radio', options: ['none', 'sm', 'md', 'lg'] },
    as: { control: 'inline-radio', options: ['div', 'article', 'section', 'li'] },
    children: { control: false },
  },
  decorators: [(Story) => <div style={{ maxInlineSize: '24rem' }}>{Story()}</div>],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Outlined: Story = { args: { variant: 'outlined' } };
export const Elevated: Story = { args: { variant: 'elevated' } };
export const Subtle: Story = { args: { variant: 'subtle' } };
export const PaddingLarge: Story = { args: { padding: 'lg' } };

/** A card holding one link: hover lifts it, keyboard focus on the link rings the whole card. */
export const Interactive: Story = {
  args: {
    as: 'article',
    isInteractive: true,
    children: (
      <>
        <h3 style={{ margin: 0, fontSize: 'var(--lnf-font-size-xl)' }}>
          <Link href="#lnf-workforce" variant="standalone">
            LNF Workforce
          </Link>
        </h3>
        <p style={{ margin: 'var(--lnf-space-2) 0 0', color: 'var(--lnf-color-fg-muted)' }}>
          Payroll and compliance management.
        </p>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'LNF Workforce' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    const card = link.closest('article') as HTMLElement;
    await expect(getComputedStyle(card).outlineStyle).toBe('solid');
  },
};

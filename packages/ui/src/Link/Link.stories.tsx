import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Link } from './Link';

const meta = {
  title: 'Components/Link',
  component: Link,
  args: { href: '#privacy-policy', children: 'Privacy Policy' },
  argTypes: { variant: { control: 'inline-radio', options: ['inline', 'standalone', 'subtle'] } },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Privacy Policy' });
    await expect(link).toHaveAttribute('href', '#privacy-policy');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const Inline: Story = {
  render: (args) => (
    <p>
      By continuing you accept our <Link {...args}>Privacy Policy</Link> and{' '}
      <Link {...args} href="#terms-and-service">
        Terms of Service
      </Link>
      .
    </p>
  ),
};

export const Standalone: Story = { args: { variant: 'standalone', children: 'more...', href: '#about' } };

export const Subtle: Story = { args: { variant: 'subtle' } };

export const Disabled: Story = { args: { isDisabled: true } };

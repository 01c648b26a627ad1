import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SampleLogo, sampleCompany as site } from '../test/sampleSite';
import { Footer } from './Footer';
import { FooterLegal } from './FooterLegal';

const meta = {
  title: 'Patterns/Footer',
  component: Footer,
  args: {
    copyrightYear: site.copyrightYear,
    legalName: site.legalName,
    legalLinks: [
      { href: '#privacy-policy', label: 'Privacy Policy' },
      { href: '#terms-and-service', label: 'Terms of Service' },
    ],
    logo: <SampleLogo inverse />,
    aboutHeading: 'About Acme',
    blurb: site.blurb,
    moreHref: '#about',
    moreLabel: 'more...',
    quickLinksHeading: 'Quick links',
    quickLinks: [
      { href: '#products', label: 'Products' },
      { href: '#our-plans', label: 'Pricing' },
      { href: '#technology', label: 'Technology' },
      { href: '#about', label: 'About Us' },
    ],
    contactHeading: 'Reach Us',
    contacts: [
      { kind: 'email', label: 'Sales', value: site.emails.sales },
      { kind: 'address', label: 'Corporate office', value: site.office },
      { kind: 'phone', label: 'Contact', value: site.phone },
      { kind: 'email', label: 'Info', value: site.emails.info },
    ],
    social: [
      { network: 'twitter', label: 'Acme on X (Twitter)', href: 'https://x.example.com/acme' },
      { network: 'instagram', label: 'Acme on Instagram', href: '#' },
      { network: 'youtube', label: 'Acme on YouTube', href: 'https://video.example.com/@acme' },
      { network: 'linkedin', label: 'Acme on LinkedIn', href: 'https://social.example.com/company/acme' },
    ],
    onDeadLink: fn(),
  },
  argTypes: { logo: { control: false }, blurb: { control: 'text' } },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: [
          'The site footer: a short blurb, link columns, contact details and social links, then the copyright line and legal links.',
          '',
          '**Do**',
          '',
          '- Keep the link columns short and grouped by topic.',
          '- Keep the legal links in `legalLinks` so they appear on every page.',
          '- Give every social link a readable `label`.',
          '',
          "**Don't**",
          '',
          "- Don't put the main navigation only in the footer.",
          "- Don't leave social links with `#` silently dead; use `onDeadLink` to say the profile is not available yet.",
          "- Don't put forms or promotions in it.",
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/© 2025 Acme Corporation\./)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '#privacy-policy');
    await expect(canvas.getByRole('link', { name: 'more...' })).toHaveAttribute('href', '#about');
    await expect(canvas.getByRole('link', { name: 'sales@example.com' })).toHaveAttribute(
      'href',
      'mailto:sales@example.com',
    );
    await expect(canvas.getByRole('link', { name: '+1 555 010 0200' })).toHaveAttribute('href', 'tel:+15550100200');
  },
};

/** A social link whose href is '#' calls onDeadLink (the app shows 'Link is not avaliable '). */
export const DeadSocialLink: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const before = canvasElement.ownerDocument.defaultView?.location.href;
    await userEvent.click(canvas.getByRole('link', { name: 'Acme on Instagram' }));
    await expect(args.onDeadLink).toHaveBeenCalledWith(expect.objectContaining({ network: 'instagram' }));
    await expect(canvasElement.ownerDocument.defaultView?.location.href).toBe(before);
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const focused = canvasElement.ownerDocument.activeElement as HTMLElement;
    await expect(focused).toHaveAccessibleName('more...');
    await expect(getComputedStyle(focused).outlineStyle).toBe('solid');
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

export const Minimal: Story = {
  args: { logo: undefined, aboutHeading: 'Acme', social: [], contacts: [], moreHref: undefined },
};

/**
 * FooterLegal on its own, on a light page: the copyright line and legal links where a layout
 * shows no full footer (the app's order-confirmation layout).
 */
export const LegalLineOnLight: Story = {
  render: (args) => (
    <div style={{ padding: '1.5rem', color: 'var(--lnf-color-fg-muted)', background: 'var(--lnf-color-bg-surface)' }}>
      <FooterLegal copyrightYear={args.copyrightYear} legalName={args.legalName} legalLinks={args.legalLinks} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('© 2025 Acme Corporation. All rights reserved.')).toBeVisible();
    const legal = canvas.getByRole('navigation', { name: 'Legal' });
    await expect(within(legal).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '#terms-and-service',
    );
    await expect(canvas.queryByRole('link', { name: 'more...' })).toBeNull();
    await userEvent.tab();
    const focused = canvasElement.ownerDocument.activeElement as HTMLElement;
    await expect(focused).toHaveAccessibleName('Privacy Policy');
    await expect(getComputedStyle(focused).outlineStyle).toBe('solid');
  },
};

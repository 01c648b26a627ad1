import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe';
import { site } from '../test/fixtures';
import { Footer, type FooterProps } from './Footer';

function SiteFooter(props: Partial<FooterProps>) {
  return (
    <Footer
      copyrightYear={2025}
      legalName={site.legalName}
      legalLinks={[
        { href: '/privacy-policy', label: 'Privacy Policy' },
        { href: '/terms-and-service', label: 'Terms of Service' },
      ]}
      aboutHeading="LNF"
      blurb={site.blurb}
      moreHref="/about"
      quickLinks={[
        { href: '/our-plans', label: 'Pricing' },
        { href: '/about', label: 'About Us' },
      ]}
      contacts={[
        { kind: 'email', label: 'Product queries', value: site.emails.productQueries },
        { kind: 'address', label: 'Corporate office', value: site.office },
        { kind: 'phone', label: 'Contact', value: site.phone },
      ]}
      social={[
        { network: 'twitter', label: 'LNF on X (Twitter)', href: 'https://twitter.com/lnf' },
        { network: 'instagram', label: 'LNF on Instagram', href: '#' },
        { network: 'youtube', label: 'LNF on YouTube', href: 'https://www.youtube.com/@lnf' },
        { network: 'linkedin', label: 'LNF on LinkedIn', href: 'https://www.linkedin.com/company/lnf' },
      ]}
      {...props}
    />
  );
}

describe('Footer', () => {
  it('shows the copyright line with year and legal name, and the legal links', () => {
    render(<SiteFooter />);
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(`© 2025 ${site.legalName}. All rights reserved.`);
    const legal = screen.getByRole('navigation', { name: 'Legal' });
    expect(within(legal).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(within(legal).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms-and-service');
  });

  it('has the blurb with its more link, quick links and Reach Us', () => {
    render(<SiteFooter />);
    expect(screen.getByText(/one platform for the whole business/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'more...' })).toHaveAttribute('href', '/about');
    const quick = screen.getByRole('navigation', { name: 'Quick links' });
    expect(within(quick).getAllByRole('link')).toHaveLength(2);
    const reach = screen.getByRole('region', { name: 'Reach Us' });
    expect(within(reach).getByRole('link', { name: site.emails.productQueries })).toHaveAttribute(
      'href',
      `mailto:${site.emails.productQueries}`,
    );
    expect(within(reach).getByRole('link', { name: site.phone })).toHaveAttribute('href', 'tel:+914048527100');
    expect(
      within(reach)
        .getByText(/Hyderabad/)
        .closest('address'),
    ).not.toBeNull();
  });

  it('names every social link and draws its mark', () => {
    render(<SiteFooter />);
    const list = screen.getByRole('list', { name: 'Social media' });
    const links = within(list).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('aria-label'))).toEqual([
      'LNF on X (Twitter)',
      'LNF on Instagram',
      'LNF on YouTube',
      'LNF on LinkedIn',
    ]);
    for (const link of links) expect(link.querySelector('svg')).not.toBeNull();
  });

  it("calls onDeadLink instead of navigating when a social link is '#'", async () => {
    const onDeadLink = vi.fn();
    render(<SiteFooter onDeadLink={onDeadLink} />);
    const before = window.location.href;
    await userEvent.click(screen.getByRole('link', { name: 'LNF on Instagram' }));
    expect(onDeadLink).toHaveBeenCalledWith(expect.objectContaining({ network: 'instagram', href: '#' }));
    expect(window.location.href).toBe(before);
  });

  it('does not call onDeadLink for a real link', async () => {
    const onDeadLink = vi.fn();
    render(<SiteFooter onDeadLink={onDeadLink} social={[{ network: 'youtube', label: 'YouTube', href: '#yt' }]} />);
    await userEvent.click(screen.getByRole('link', { name: 'YouTube' }));
    expect(onDeadLink).not.toHaveBeenCalled();
  });

  it('takes any network: its own icon, a built-in mark, or a generic one, each link named', () => {
    render(
      <SiteFooter
        social={[
          {
            network: 'mastodon',
            label: 'Acme on Mastodon',
            href: 'https://example.social/@acme',
            icon: <svg data-testid="own" />,
          },
          { network: 'github', label: 'Acme on GitHub', href: 'https://example.com/acme' },
          { network: 'bluesky', label: 'Acme on Bluesky', href: 'https://example.com/bsky' },
        ]}
      />,
    );
    const own = screen.getByRole('link', { name: 'Acme on Mastodon' });
    expect(within(own).getByTestId('own')).toBeInTheDocument();
    for (const name of ['Acme on GitHub', 'Acme on Bluesky']) {
      const icon = screen.getByRole('link', { name }).querySelector('svg');
      expect(icon, name).not.toBeNull();
      expect(icon).toHaveAttribute('aria-hidden', 'true');
    }
  });

  it('shows a focus ring on keyboard focus', async () => {
    render(<SiteFooter />);
    await userEvent.tab();
    const more = screen.getByRole('link', { name: 'more...' });
    expect(more).toHaveFocus();
    expect(getComputedStyle(more).outlineStyle).toBe('solid');
    await userEvent.tab();
    const social = screen.getByRole('link', { name: 'LNF on X (Twitter)' });
    expect(social).toHaveFocus();
    expect(getComputedStyle(social).outlineColor).not.toBe('rgba(0, 0, 0, 0)');
  });

  it('has no axe violations', async () => {
    render(<SiteFooter />);
    await expectNoAxeViolations();
  });
});

import { act, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { ButtonLink } from '../ButtonLink/ButtonLink';
import { MegaMenu } from '../MegaMenu/MegaMenu';
import { FixtureLogo, productEntries } from '../test/fixtures';
import { expectNoAxeViolations } from '../test/axe';
import { Header, type HeaderProps } from './Header';
import { HeaderNavLink } from './HeaderNavLink';

function SiteHeader(props: Partial<HeaderProps>) {
  return (
    <Header
      logo={<FixtureLogo />}
      homeLabel="LNF home"
      nav={
        <>
          <MegaMenu label="Products" entries={productEntries.slice(0, 4)} />
          <HeaderNavLink href="#pricing">Pricing</HeaderNavLink>
          <HeaderNavLink href="#about" isCurrent>
            About Us
          </HeaderNavLink>
        </>
      }
      actions={<ButtonLink href="#schedule-demo">Schedule Demo</ButtonLink>}
      {...props}
    />
  );
}

afterEach(async () => {
  await page.viewport(1280, 800);
  window.scrollTo(0, 0);
});

describe('Header', () => {
  it('renders on the server with the nav and links in the markup', () => {
    const html = renderToString(<SiteHeader />);
    expect(html).toContain('aria-label="LNF home"');
    expect(html).toContain('href="#pricing"');
    expect(html).toContain('href="/lnf-people-360"');
    expect(html).toContain('aria-expanded="false"');
    expect(html).not.toContain('data-scrolled');
  });

  it('shows the nav inline and hides the toggle at desktop width', async () => {
    render(<SiteHeader />);
    expect(screen.getByRole('link', { name: 'LNF home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'About Us' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByLabelText('Menu')).not.toBeVisible();
  });

  it('is sticky and gains a shadow past the threshold', async () => {
    render(
      <div style={{ blockSize: '300vh' }}>
        <SiteHeader />
      </div>,
    );
    const header = screen.getByRole('banner');
    expect(getComputedStyle(header).position).toBe('sticky');
    expect(header).not.toHaveAttribute('data-scrolled');
    // The header's scroll listener runs before this one: once this one has heard the event, the
    // header has decided.
    const heard = new Promise((r) => window.addEventListener('scroll', r, { once: true }));
    window.scrollTo(0, 40);
    await heard;
    await act(async () => {});
    expect(header).not.toHaveAttribute('data-scrolled');
    window.scrollTo(0, 51);
    await waitFor(() => expect(header).toHaveAttribute('data-scrolled'));
    expect(getComputedStyle(header).boxShadow).not.toBe('none');
    expect(header.getBoundingClientRect().top).toBe(0);
  });

  it('below 1024 px opens a panel with the nav from the toggle', async () => {
    await page.viewport(375, 700);
    const onMenuOpenChange = vi.fn();
    render(<SiteHeader onMenuOpenChange={onMenuOpenChange} />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toBeVisible();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('navigation', { name: 'Main', hidden: true })).not.toBeVisible();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(onMenuOpenChange).toHaveBeenCalledWith(true);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav).toBeVisible();
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toContainElement(nav);
    expect(screen.getByRole('link', { name: 'Schedule Demo' })).toBeVisible();
  });

  it('Tab goes from the toggle into the panel; Escape closes it and focuses the toggle', async () => {
    await page.viewport(375, 700);
    render(<SiteHeader />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(toggle);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Products' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes the panel when one of its links is followed', async () => {
    await page.viewport(375, 700);
    render(<SiteHeader />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole('link', { name: 'Pricing' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('uses mobileNav in the panel and nav at desktop', async () => {
    await page.viewport(375, 700);
    render(<SiteHeader mobileNav={<HeaderNavLink href="#only-mobile">Only mobile</HeaderNavLink>} />);
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.getByRole('link', { name: 'Only mobile' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Pricing' })).not.toBeInTheDocument();
    await page.viewport(1280, 800);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Pricing' })).toBeVisible());
    await waitFor(() => expect(screen.getByLabelText('Menu')).toHaveAttribute('aria-expanded', 'false'));
  });

  it('has no axe violations at desktop and with the mobile panel open', async () => {
    render(<SiteHeader />);
    await expectNoAxeViolations();
    await page.viewport(375, 700);
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await expectNoAxeViolations();
  });
});

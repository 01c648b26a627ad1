import { render, screen, within } from '@testing-library/react';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe';
import { Breadcrumb, Breadcrumbs } from './Breadcrumbs';

function Trail(props: { onAction?: (key: unknown) => void; 'aria-label'?: string }) {
  return (
    <Breadcrumbs {...props}>
      <Breadcrumb id="home" href="/">
        Home
      </Breadcrumb>
      <Breadcrumb id="guides" href="/guides">
        Guides
      </Breadcrumb>
      <Breadcrumb id="setup">Getting set up</Breadcrumb>
    </Breadcrumbs>
  );
}

describe('Breadcrumbs', () => {
  it('is a named navigation landmark around an ordered list', async () => {
    render(<Trail />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    const list = within(nav).getByRole('list');
    expect(list.localName).toBe('ol');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expectNoAxeViolations();
  });

  it('marks the last item as the current page, not a link to follow', () => {
    render(<Trail />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Guides' })).not.toHaveAttribute('aria-current');
    const current = within(nav).getByText('Getting set up');
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).not.toHaveAttribute('href');
  });

  it('hides the separators from assistive technology', () => {
    render(<Trail />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    const separators = nav.querySelectorAll('svg');
    expect(separators).toHaveLength(2);
    for (const s of separators) expect(s).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Home', 'Guides', 'Getting set up']);
  });

  it('reaches each link by Tab, skips the current page, and shows focus', async () => {
    const onAction = vi.fn();
    render(<Trail onAction={onAction} />);
    await userEvent.tab();
    const home = screen.getByRole('link', { name: 'Home' });
    expect(home).toHaveFocus();
    expect(getComputedStyle(home).outlineColor).not.toBe('rgba(0, 0, 0, 0)');
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Guides' })).toHaveFocus();
    await userEvent.tab();
    expect(document.activeElement).toBe(document.body);
  });

  it('takes its own landmark name', () => {
    render(<Trail aria-label="You are here" />);
    expect(screen.getByRole('navigation', { name: 'You are here' })).toBeInTheDocument();
  });

  it('names the landmark in the I18nProvider language', () => {
    render(
      <I18nProvider locale="hi-IN">
        <Trail />
      </I18nProvider>,
    );
    expect(screen.getByRole('navigation', { name: 'ब्रेडक्रंब' })).toBeInTheDocument();
  });
});

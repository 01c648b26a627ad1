import { render, screen } from '@testing-library/react';
import { RouterProvider } from '../internal/router';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe';
import { ButtonLink } from './ButtonLink';

describe('ButtonLink', () => {
  it('is a real link with the Button look', () => {
    render(<ButtonLink href="/schedule-demo">Schedule Demo</ButtonLink>);
    const link = screen.getByRole('link', { name: 'Schedule Demo' });
    expect(link.tagName).toBe('A');
    expect(link).toHaveAttribute('href', '/schedule-demo');
    expect(getComputedStyle(link).textDecorationLine).toBe('none');
    expect(getComputedStyle(link).backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
  });

  it('routes on the client through RouterProvider', async () => {
    const navigate = vi.fn();
    render(
      <RouterProvider navigate={navigate}>
        <ButtonLink href="/schedule-demo">Schedule Demo</ButtonLink>
      </RouterProvider>,
    );
    await userEvent.click(screen.getByRole('link'));
    expect(navigate.mock.calls[0]?.[0]).toBe('/schedule-demo');
  });

  it('shows a focus ring for keyboard focus', async () => {
    render(<ButtonLink href="#x">Go</ButtonLink>);
    await userEvent.tab();
    const link = screen.getByRole('link', { name: 'Go' });
    // A native link: the browser's :focus-visible draws the ring.
    expect(link.matches(':focus-visible')).toBe(true);
    expect(getComputedStyle(link).outlineColor).not.toBe('rgba(0, 0, 0, 0)');
  });

  it('has no axe violations in every variant', async () => {
    render(
      <div>
        <ButtonLink href="#a">Primary</ButtonLink>
        <ButtonLink href="#b" variant="secondary">
          Secondary
        </ButtonLink>
        <ButtonLink href="#c" variant="ghost">
          Ghost
        </ButtonLink>
      </div>,
    );
    await expectNoAxeViolations();
  });
});

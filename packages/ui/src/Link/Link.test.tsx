import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe';
import { Link } from './Link';

describe('Link', () => {
  it('is a link with its href, focusable by keyboard', async () => {
    render(<Link href="#about">About Us</Link>);
    const link = screen.getByRole('link', { name: 'About Us' });
    expect(link).toHaveAttribute('href', '#about');
    await userEvent.tab();
    expect(link).toHaveFocus();
    // A native link: the browser's :focus-visible draws the ring.
    expect(link.matches(':focus-visible')).toBe(true);
    expect(getComputedStyle(link).outlineColor).not.toBe('rgba(0, 0, 0, 0)');
  });

  it('without href acts as a button-like link calling onPress', async () => {
    const onPress = vi.fn();
    render(<Link onPress={onPress}>Sign Up</Link>);
    await userEvent.click(screen.getByRole('link', { name: 'Sign Up' }));
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('has no axe violations in every variant', async () => {
    render(
      <>
        <p>
          Read the <Link href="#a">inline</Link> and{' '}
          <Link href="#c" variant="subtle">
            subtle
          </Link>{' '}
          links.
        </p>
        <nav aria-label="Quick links">
          <Link href="#b" variant="standalone">
            Pricing
          </Link>
        </nav>
      </>,
    );
    await expectNoAxeViolations();
  });
});

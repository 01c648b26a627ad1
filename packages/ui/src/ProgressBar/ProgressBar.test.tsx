import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { ProgressBar } from './ProgressBar';

/** Moves the fake clock on, with React's updates from the timers that fire. */
const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('ProgressBar', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows only after the delay', async () => {
    vi.useFakeTimers();
    render(<ProgressBar aria-label="Loading page" isActive delay={200} />);
    await tick(199);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await tick(1);
    expect(screen.getByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();
  });

  it('never shows for a request shorter than the delay', async () => {
    vi.useFakeTimers();
    const { rerender } = render(<ProgressBar aria-label="Loading page" isActive delay={200} />);
    await tick(150);
    rerender(<ProgressBar aria-label="Loading page" isActive={false} delay={200} />);
    // Well past the delay (and past the finish of a bar that had shown): nothing ever appeared.
    await tick(5000);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('is 2 px high, fixed to the top and indeterminate while running', async () => {
    render(<ProgressBar aria-label="Loading page" isActive delay={0} />);
    const bar = await screen.findByRole('progressbar');
    expect(bar.offsetHeight).toBe(2);
    expect(getComputedStyle(bar).position).toBe('fixed');
    expect(bar.getBoundingClientRect().top).toBe(0);
    expect(bar).not.toHaveAttribute('aria-valuenow');
  });

  it('fills to 100 and goes away when the request ends', async () => {
    const { rerender } = render(<ProgressBar aria-label="Loading page" isActive delay={0} />);
    await screen.findByRole('progressbar');
    rerender(<ProgressBar aria-label="Loading page" isActive={false} delay={0} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
  });

  it('has no axe violations while running', async () => {
    render(<ProgressBar aria-label="Loading page" isActive delay={0} />);
    await screen.findByRole('progressbar');
    // The trickle runs for seconds; the axe helper would wait for it to end.
    for (const animation of document.getAnimations()) animation.finish();
    await expectNoAxeViolations();
  });
});

import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { ProgressBar } from './ProgressBar';

/** The bar: hidden from assistive technology, so found by its phase. */
const bar = () => document.querySelector<HTMLElement>('[data-phase]');

/** Moves the fake clock on, with React's updates from the timers that fire. */
const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('ProgressBar', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows only after the delay', async () => {
    vi.useFakeTimers();
    render(<ProgressBar isActive delay={200} />);
    await tick(199);
    expect(bar()).toBeNull();
    await tick(1);
    expect(bar()).toHaveAttribute('data-phase', 'running');
  });

  it('never shows for a request shorter than the delay', async () => {
    vi.useFakeTimers();
    const { rerender } = render(<ProgressBar isActive delay={200} />);
    await tick(150);
    rerender(<ProgressBar isActive={false} delay={200} />);
    // Well past the delay (and past the finish of a bar that had shown): nothing ever appeared.
    await tick(5000);
    expect(bar()).toBeNull();
  });

  it('is 2 px high, fixed to the top and indeterminate while running', async () => {
    render(<ProgressBar isActive delay={0} />);
    const root = await waitFor(() => {
      const found = bar();
      if (!found) throw new Error('no bar yet');
      return found;
    });
    expect(root.offsetHeight).toBe(2);
    expect(getComputedStyle(root).position).toBe('fixed');
    expect(root.getBoundingClientRect().top).toBe(0);
    expect(root).toHaveAttribute('data-phase', 'running');
  });

  it('fills to 100 and goes away when the request ends', async () => {
    const { rerender } = render(<ProgressBar isActive delay={0} />);
    await waitFor(() => expect(bar()).not.toBeNull());
    rerender(<ProgressBar isActive={false} delay={0} />);
    expect(bar()).toHaveAttribute('data-phase', 'done');
    await waitFor(() => expect(bar()).toBeNull());
  });

  it('is hidden from assistive technology, so a page showing it has nothing outside its landmarks', async () => {
    render(<ProgressBar isActive delay={0} />);
    await waitFor(() => expect(bar()).toHaveAttribute('aria-hidden', 'true'));
    expect(screen.queryByRole('progressbar')).toBeNull();
    // The trickle runs for seconds; the axe helper would wait for it to end.
    for (const animation of document.getAnimations()) animation.finish();
    await expectNoAxeViolations();
  });
});

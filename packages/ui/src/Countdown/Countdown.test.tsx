import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { Countdown, formatCountdown, isAnnouncedAt } from './Countdown';

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const live = () => document.querySelector('[aria-live="polite"]') as HTMLElement;

describe('Countdown', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
  afterEach(() => vi.useRealTimers());

  it('shows mm:ss from 300 seconds by default and counts down each second', async () => {
    render(<Countdown />);
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent('05:00');
    expect(screen.getByText('Code expires in')).toBeInTheDocument();
    advance(1000);
    expect(timer).toHaveTextContent('04:59');
    advance(59_000);
    expect(timer).toHaveTextContent('04:00');
    expect(timer).toHaveAttribute('datetime', 'PT4M0S');
    // axe schedules its own timers.
    vi.useRealTimers();
    await expectNoAxeViolations();
  });

  it('announces at whole minutes, 30 s and 10 s, not at the start or every second', () => {
    render(<Countdown seconds={125} />);
    expect(live()).toBeEmptyDOMElement();
    advance(5000);
    expect(live()).toHaveTextContent('2 minutes remaining');
    advance(1000);
    expect(live()).toBeEmptyDOMElement();
    advance(59_000);
    expect(live()).toHaveTextContent('1 minute remaining');
    advance(30_000);
    expect(live()).toHaveTextContent('30 seconds remaining');
    advance(20_000);
    expect(live()).toHaveTextContent('10 seconds remaining');
    advance(1000);
    expect(live()).toBeEmptyDOMElement();
  });

  it('calls onEnd once at 0 and announces the end', () => {
    const onEnd = vi.fn();
    render(<Countdown seconds={3} onEnd={onEnd} endedLabel="OTP expired" />);
    advance(2000);
    expect(onEnd).not.toHaveBeenCalled();
    advance(1000);
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(live()).toHaveTextContent('OTP expired');
    advance(5000);
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('restarts with a new key, e.g. after a resend', () => {
    const { rerender } = render(<Countdown key={1} seconds={60} />);
    advance(20_000);
    expect(screen.getByRole('timer')).toHaveTextContent('00:40');
    rerender(<Countdown key={2} seconds={60} />);
    expect(screen.getByRole('timer')).toHaveTextContent('01:00');
  });

  it('keeps true time when timers fire late (a throttled background tab)', () => {
    render(<Countdown seconds={300} />);
    vi.setSystemTime(Date.now() + 90_000);
    advance(1000);
    expect(screen.getByRole('timer')).toHaveTextContent('03:29');
  });
});

describe('formatCountdown and isAnnouncedAt', () => {
  it('formats minutes and seconds with two digits each', () => {
    expect([300, 299, 61, 9, 0].map(formatCountdown)).toEqual(['05:00', '04:59', '01:01', '00:09', '00:00']);
  });

  it('announces whole minutes, 30 and 10 seconds', () => {
    const announced = Array.from({ length: 301 }, (_, s) => s).filter(isAnnouncedAt);
    expect(announced).toEqual([10, 30, 60, 120, 180, 240, 300]);
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive technology', () => {
    render(
      <div data-testid="box">
        <Skeleton lines={3} />
        <Skeleton variant="circle" />
      </div>,
    );
    const box = screen.getByTestId('box');
    for (const child of Array.from(box.children)) expect(child).toHaveAttribute('aria-hidden', 'true');
  });

  it('renders one bar per line, the last one shorter', () => {
    render(
      <div data-testid="box" style={{ inlineSize: '400px' }}>
        <Skeleton lines={3} />
      </div>,
    );
    const bars = Array.from(screen.getByTestId('box').firstElementChild!.children) as HTMLElement[];
    expect(bars).toHaveLength(3);
    expect(bars[2].offsetWidth).toBeLessThan(bars[0].offsetWidth);
  });

  it('takes its size from width and height', () => {
    render(
      <div data-testid="box">
        <Skeleton variant="rect" width="120px" height="60px" />
      </div>,
    );
    const rect = screen.getByTestId('box').firstElementChild as HTMLElement;
    expect(rect.offsetWidth).toBe(120);
    expect(rect.offsetHeight).toBe(60);
  });

  it('draws a circle as wide as it is high', () => {
    render(
      <div data-testid="box">
        <Skeleton variant="circle" height="48px" />
      </div>,
    );
    const circle = screen.getByTestId('box').firstElementChild as HTMLElement;
    expect(circle.offsetWidth).toBe(48);
  });

  it('has no axe violations', async () => {
    render(
      <div role="status" aria-busy="true" aria-label="Loading">
        <Skeleton lines={2} />
        <Skeleton variant="rect" />
      </div>,
    );
    await expectNoAxeViolations();
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe';
import { Button } from './Button';

describe('Button', () => {
  it('calls onPress on click, Enter and Space', async () => {
    const onPress = vi.fn();
    render(<Button onPress={onPress}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(3);
  });

  it('shows a focus ring for keyboard focus only', async () => {
    render(<Button>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    await userEvent.click(button);
    expect(button).not.toHaveAttribute('data-focus-visible');
    button.blur();
    await userEvent.tab();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('data-focus-visible');
    expect(getComputedStyle(button).outlineColor).not.toBe('rgba(0, 0, 0, 0)');
  });

  it('keeps its width, stays focusable and ignores presses while pending', async () => {
    const onPress = vi.fn();
    const { rerender } = render(<Button onPress={onPress}>Request Demo</Button>);
    const button = screen.getByRole('button', { name: /Request Demo/ });
    const width = button.getBoundingClientRect().width;
    rerender(
      <Button onPress={onPress} isPending>
        Request Demo
      </Button>,
    );
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    expect(button.getBoundingClientRect().width).toBe(width);
    // force: Playwright would otherwise wait for an aria-disabled button to become enabled.
    await userEvent.click(button, { force: true });
    expect(onPress).not.toHaveBeenCalled();
    await userEvent.tab();
    await userEvent.tab({ shift: true });
    expect(button).toHaveFocus();
  });

  it('leaves no nameless announcement behind when a pending button goes away (a page that moves on)', async () => {
    // React Aria announces a focused button's pending state by pointing the live announcer at the
    // button's id for 7 s; a button unmounted meanwhile left a role=img with no name (axe role-img-alt).
    const { rerender, unmount } = render(<Button onPress={() => {}}>Pay</Button>);
    const button = screen.getByRole('button', { name: 'Pay' });
    await userEvent.tab();
    expect(button).toHaveFocus();
    rerender(
      <Button onPress={() => {}} isPending>
        Pay
      </Button>,
    );
    await expect.poll(() => document.querySelectorAll('[data-live-announcer] [role="img"]').length).toBeGreaterThan(0);
    unmount();
    await expectNoAxeViolations();
  });

  it('also takes away an announcement that lands after a pending button went away', async () => {
    // A page's first announcement is delayed, more so on a busy page: it can land after the button
    // that caused it is gone (seen on /undo-email after its button was replaced by the outcome).
    const { rerender, unmount } = render(
      <Button id="undo" onPress={() => {}}>
        Undo
      </Button>,
    );
    await userEvent.tab();
    rerender(
      <Button id="undo" onPress={() => {}} isPending>
        Undo
      </Button>,
    );
    await expect.poll(() => document.querySelectorAll('[data-live-announcer]').length).toBeGreaterThan(0);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      unmount();
      // A second later (the clock faked): long after the page's first-message delay.
      vi.advanceTimersByTime(1_000);
    } finally {
      vi.useRealTimers();
    }
    // React Aria's entry, as its announcer adds it, arriving late.
    const late = document.createElement('div');
    late.setAttribute('role', 'img');
    late.setAttribute('aria-labelledby', 'undo');
    document.querySelector('[data-live-announcer] [aria-live]')!.append(late);
    await expect.poll(() => late.isConnected).toBe(false);
    await expectNoAxeViolations();
  });

  it('does not submit its form while pending', async () => {
    const onSubmit = vi.fn((e: SubmitEvent) => e.preventDefault());
    render(
      <form onSubmit={(e) => onSubmit(e.nativeEvent as SubmitEvent)}>
        <Button type="submit" isPending>
          Login
        </Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button'), { force: true });
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('is disabled with isDisabled', async () => {
    const onPress = vi.fn();
    render(
      <Button isDisabled onPress={onPress}>
        Save
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('has no axe violations in any variant, pending or disabled', async () => {
    render(
      <div>
        <Button variant="primary">Primary</Button>
        <Button variant="secondary">Secondary</Button>
        <Button variant="ghost">Ghost</Button>
        <Button variant="link">Link</Button>
        <Button isPending>Pending</Button>
        <Button isDisabled>Disabled</Button>
      </div>,
    );
    await expectNoAxeViolations();
  });
});

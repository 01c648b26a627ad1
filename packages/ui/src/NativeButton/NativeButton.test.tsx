import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe';
import { Button } from '../Button/Button';
import { NativeButton } from './NativeButton';

describe('NativeButton', () => {
  it('is a plain <button type="button"> without React Aria', () => {
    render(<NativeButton>Login</NativeButton>);
    const button = screen.getByRole('button', { name: 'Login' });
    expect(button.tagName).toBe('BUTTON');
    expect(button).toHaveAttribute('type', 'button');
    expect(button).not.toHaveAttribute('data-rac');
  });

  it('calls onPress on click, Enter and Space', async () => {
    const onPress = vi.fn();
    render(<NativeButton onPress={onPress}>Login</NativeButton>);
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(3);
  });

  it('looks like Button in the same variant and size', () => {
    render(
      <div>
        <Button variant="ghost" size="sm">
          A
        </Button>
        <NativeButton variant="ghost" size="sm">
          B
        </NativeButton>
      </div>,
    );
    const [aria, native] = screen.getAllByRole('button').map((b) => getComputedStyle(b));
    for (const property of [
      'backgroundColor',
      'color',
      'fontSize',
      'fontWeight',
      'minBlockSize',
      'paddingInline',
      'borderRadius',
    ] as const)
      expect(native![property], property).toBe(aria![property]);
  });

  it('shows a focus ring for keyboard focus', async () => {
    render(<NativeButton>Login</NativeButton>);
    await userEvent.tab();
    const button = screen.getByRole('button', { name: 'Login' });
    expect(button).toHaveFocus();
    expect(button.matches(':focus-visible')).toBe(true);
    expect(getComputedStyle(button).outlineColor).not.toBe('rgba(0, 0, 0, 0)');
  });

  it('is not pressable when disabled', async () => {
    const onPress = vi.fn();
    render(
      <NativeButton isDisabled onPress={onPress}>
        Login
      </NativeButton>,
    );
    const button = screen.getByRole('button', { name: 'Login' });
    expect(button).toBeDisabled();
    await userEvent.click(button, { force: true });
    expect(onPress).not.toHaveBeenCalled();
    expect(getComputedStyle(button).cursor).toBe('not-allowed');
  });

  it('has no axe violations in every variant', async () => {
    render(
      <div>
        {(['primary', 'secondary', 'destructive', 'ghost', 'link'] as const).map((variant) => (
          <NativeButton key={variant} variant={variant}>
            {variant}
          </NativeButton>
        ))}
      </div>,
    );
    await expectNoAxeViolations();
  });
});

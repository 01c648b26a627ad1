import { render, screen } from '@testing-library/react';
import { Menu } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('is named by aria-label and presses with mouse and keyboard', async () => {
    const onPress = vi.fn();
    render(
      <IconButton aria-label="Open menu" onPress={onPress}>
        <Menu />
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(2);
    expect(button.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('has no axe violations', async () => {
    render(
      <>
        <IconButton aria-label="Open menu">
          <Menu />
        </IconButton>
        <IconButton aria-label="Open menu disabled" variant="secondary" isDisabled>
          <Menu />
        </IconButton>
      </>,
    );
    await expectNoAxeViolations();
  });
});

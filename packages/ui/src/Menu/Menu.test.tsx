import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe';
import { Menu, MenuItem, MenuSeparator, type MenuProps } from './Menu';

function UserMenu(props: Partial<MenuProps<object>>) {
  return (
    <Menu label="Ada Lovelace" {...props}>
      <MenuItem id="dashboard" href="#dashboard">
        Dashboard
      </MenuItem>
      <MenuSeparator />
      <MenuItem id="logout">Logout</MenuItem>
    </Menu>
  );
}

describe('Menu', () => {
  it('opens from the name button and calls onAction with the item id', async () => {
    const onAction = vi.fn();
    render(<UserMenu onAction={onAction} />);
    const trigger = screen.getByRole('button', { name: 'Ada Lovelace' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(onAction.mock.calls[0]?.[0]).toBe('logout');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('renders href items as real links', async () => {
    render(<UserMenu defaultOpen />);
    const link = await screen.findByRole('menuitem', { name: 'Dashboard' });
    expect(link.tagName).toBe('A');
    expect(link).toHaveAttribute('href', '#dashboard');
  });

  it('is keyboard operable and returns focus to the trigger on Escape', async () => {
    render(<UserMenu />);
    const trigger = screen.getByRole('button', { name: 'Ada Lovelace' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Dashboard' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    const logout = screen.getByRole('menuitem', { name: 'Logout' });
    expect(logout).toHaveFocus();
    expect(getComputedStyle(logout).outlineColor).not.toBe('rgba(0, 0, 0, 0)');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    // React Aria's FocusScope restores focus in the animation frame after the popover unmounts (its
    // exit animation ends): the trigger gets focus one frame after the menu is gone, not in the same
    // task. Measured: body at 0 ms, the trigger at 13 ms.
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('has no axe violations closed and open', async () => {
    render(<UserMenu />);
    await expectNoAxeViolations();
    await userEvent.click(screen.getByRole('button', { name: 'Ada Lovelace' }));
    await screen.findByRole('menu');
    await expectNoAxeViolations();
  });
});

import { render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { Button } from '../Button/Button';
import { Drawer } from '../Drawer/Drawer';
import { TextField } from '../TextField/TextField';
import { ThemeProvider } from '../ThemeProvider/ThemeProvider';
import { expectNoAxeViolations } from '../test/axe';
import { Popover, type PopoverProps } from './Popover';

function Harness(props: Partial<PopoverProps>) {
  return (
    <div style={{ padding: '2rem' }}>
      <Popover title="Display options" trigger={<Button variant="secondary">Options</Button>} {...(props as object)}>
        <TextField label="Rows per page" />
        <Button>Apply</Button>
      </Popover>
      <Button>After</Button>
    </div>
  );
}

const trigger = () => screen.getByRole('button', { name: 'Options' });

describe('Popover', () => {
  it('opens on click as a named, non-modal dialog, moves focus in and returns it on Escape', async () => {
    render(<Harness />);
    expect(trigger()).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    await expectNoAxeViolations();

    await userEvent.click(trigger());
    const dialog = await screen.findByRole('dialog', { name: 'Display options' });
    expect(dialog).not.toHaveAttribute('aria-modal');
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(trigger()).toHaveAttribute('aria-controls', dialog.id);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Rows per page' })).toHaveFocus());
    await expectNoAxeViolations();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(trigger()).toHaveFocus());
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it.each(['{Enter}', ' '])('opens from the keyboard with %s', async (key) => {
    render(<Harness />);
    await userEvent.tab();
    expect(trigger()).toHaveFocus();
    await userEvent.keyboard(key);
    const dialog = await screen.findByRole('dialog', { name: 'Display options' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  });

  it('closes on a press outside, unless isDismissable is false', async () => {
    const { unmount } = render(<Harness />);
    await userEvent.click(trigger());
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(document.body, { position: { x: 5, y: 700 } });
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    unmount();

    render(<Harness isDismissable={false} />);
    await userEvent.click(trigger());
    const kept = await screen.findByRole('dialog');
    await userEvent.click(document.body, { position: { x: 5, y: 700 } });
    expect(kept).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(kept).not.toBeInTheDocument());
  });

  it('closes when focus tabs out of it, onwards to what follows the trigger', async () => {
    render(<Harness />);
    await userEvent.click(trigger());
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Rows per page' })).toHaveFocus());
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Apply' })).toHaveFocus();
    await userEvent.tab();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });

  it('the trigger toggles it, and children may close it', async () => {
    render(
      <Popover aria-label="Sort" trigger={<Button>Sort</Button>}>
        {({ close }) => <Button onPress={close}>Newest first</Button>}
      </Popover>,
    );
    const sort = screen.getByRole('button', { name: 'Sort' });
    await userEvent.click(sort);
    let dialog = await screen.findByRole('dialog', { name: 'Sort' });
    await userEvent.click(sort);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await userEvent.click(sort);
    dialog = await screen.findByRole('dialog', { name: 'Sort' });
    await userEvent.click(screen.getByRole('button', { name: 'Newest first' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(sort).toHaveFocus());
  });

  it('works controlled with isOpen and onOpenChange', async () => {
    function Controlled() {
      const [isOpen, setOpen] = useState(false);
      return (
        <>
          <output>{isOpen ? 'open' : 'closed'}</output>
          <Harness isOpen={isOpen} onOpenChange={setOpen} />
        </>
      );
    }
    render(<Controlled />);
    await userEvent.click(trigger());
    expect(await screen.findByText('open')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByText('closed')).toBeInTheDocument();
  });

  it('inside a drawer: focus can move into it, and Escape closes the popover, not the drawer', async () => {
    const onOpenChange = vi.fn();
    render(
      <Drawer title="Filters" isOpen onOpenChange={onOpenChange}>
        <Harness />
      </Drawer>,
    );
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    await userEvent.click(trigger());
    const popover = await screen.findByRole('dialog', { name: 'Display options' });
    expect(drawer).toContainElement(popover);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Rows per page' })).toHaveFocus());
    await userEvent.click(screen.getByRole('textbox', { name: 'Rows per page' }));
    expect(popover).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(popover).not.toBeInTheDocument());
    expect(onOpenChange).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger()).toHaveFocus());
    await expectNoAxeViolations();
    // With the popover closed, Escape on its trigger reaches the drawer.
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("takes a ThemeProvider's theme in its portal", async () => {
    render(
      <ThemeProvider theme="dark">
        <Harness defaultOpen />
      </ThemeProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Display options' });
    expect(dialog.closest('[data-lnf-theme]')).toHaveAttribute('data-lnf-theme', 'dark');
    await expectNoAxeViolations();
  });
});

import { render, screen, waitFor } from '@testing-library/react';
import { Info } from 'lucide-react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { Modal } from '../Modal/Modal';
import { expectNoAxeViolations } from '../test/axe';
import { ThemeProvider } from '../ThemeProvider/ThemeProvider';
import { Tooltip, type TooltipProps } from './Tooltip';

function Harness(props: Partial<TooltipProps>) {
  return (
    <div style={{ padding: '6rem' }}>
      <Tooltip content="Shows the keyboard shortcuts" delay={100} {...props}>
        <IconButton aria-label="Help">
          <Info />
        </IconButton>
      </Tooltip>
      <Button>Next</Button>
    </div>
  );
}

const trigger = () => screen.getByRole('button', { name: 'Help' });

describe('Tooltip', () => {
  it('shows on keyboard focus and hides on blur; the trigger is described by it throughout', async () => {
    render(<Harness />);
    expect(trigger()).toHaveAccessibleDescription('Shows the keyboard shortcuts');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await expectNoAxeViolations();

    await userEvent.tab();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Shows the keyboard shortcuts');
    expect(trigger()).toHaveAttribute('aria-describedby', tooltip.id);
    expect(trigger()).toHaveAccessibleDescription('Shows the keyboard shortcuts');
    await expectNoAxeViolations();

    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('shows after the delay on hover, not before, and hides when the pointer leaves', async () => {
    render(<Harness delay={300} />);
    const start = performance.now();
    await userEvent.hover(trigger());
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await screen.findByRole('tooltip');
    expect(performance.now() - start).toBeGreaterThanOrEqual(300);
    await userEvent.hover(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('hides on Escape and keeps focus on the trigger', async () => {
    render(<Harness />);
    await userEvent.tab();
    await screen.findByRole('tooltip');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    expect(trigger()).toHaveFocus();
  });

  it('in a modal, Escape hides the tooltip first and leaves the modal open', async () => {
    const onOpenChange = vi.fn();
    render(
      <Modal title="Settings" isOpen onOpenChange={onOpenChange}>
        <Tooltip content="Shows the keyboard shortcuts">
          <IconButton aria-label="Help">
            <Info />
          </IconButton>
        </Tooltip>
      </Modal>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Settings' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    // Focus starts on the first focusable element; move it to Help by keyboard so it is focus-visible.
    while (document.activeElement !== trigger()) await userEvent.tab();
    const tooltip = await screen.findByRole('tooltip');
    // Portalled into the dialog: React Aria would hide anything outside it from assistive technology.
    expect(dialog).toContainElement(tooltip);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    expect(onOpenChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('flips below the trigger when there is no room above', async () => {
    render(
      <div style={{ position: 'fixed', insetBlockStart: 0, insetInlineStart: '40%' }}>
        <Tooltip content="Shows the keyboard shortcuts" defaultOpen>
          <Button>Help</Button>
        </Tooltip>
      </div>,
    );
    const tooltip = await screen.findByRole('tooltip');
    await waitFor(() => expect(tooltip).toHaveAttribute('data-placement', 'bottom'));
    expect(tooltip.getBoundingClientRect().top).toBeGreaterThanOrEqual(trigger().getBoundingClientRect().bottom);
  });

  it('shifts along the trigger to stay inside the viewport', async () => {
    await page.viewport(375, 700);
    render(
      <div style={{ position: 'fixed', insetBlockStart: '50%', insetInlineEnd: 0 }}>
        <Tooltip content="A long description that is wider than the button it describes" defaultOpen>
          <Button>Help</Button>
        </Tooltip>
      </div>,
    );
    const tooltip = await screen.findByRole('tooltip');
    await waitFor(() => expect(tooltip.getBoundingClientRect().right).toBeLessThanOrEqual(375 - 8));
    expect(tooltip.getBoundingClientRect().left).toBeGreaterThanOrEqual(8);
    await page.viewport(1280, 800);
  });

  it('never shows when disabled, and works controlled', async () => {
    const { unmount } = render(<Harness isDisabled />);
    await userEvent.tab();
    expect(trigger()).toHaveFocus();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    unmount();

    function Controlled() {
      const [isOpen, setOpen] = useState(false);
      return (
        <>
          <output>{isOpen ? 'shown' : 'hidden'}</output>
          <Harness isOpen={isOpen} onOpenChange={setOpen} />
        </>
      );
    }
    render(<Controlled />);
    await userEvent.tab();
    expect(await screen.findByText('shown')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByText('hidden')).toBeInTheDocument();
  });

  it('keeps the trigger’s own description and ref', async () => {
    let button: HTMLButtonElement | null = null;
    render(
      <>
        <p id="extra">Opens in a new window.</p>
        <Tooltip content="Shows the keyboard shortcuts">
          <Button aria-describedby="extra" ref={(el) => void (button = el)}>
            Help
          </Button>
        </Tooltip>
      </>,
    );
    expect(button).toBe(trigger());
    expect(trigger()).toHaveAccessibleDescription('Opens in a new window. Shows the keyboard shortcuts');
  });

  it("takes a ThemeProvider's theme in its portal", async () => {
    render(
      <ThemeProvider theme="dark">
        <Harness defaultOpen />
      </ThemeProvider>,
    );
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip.closest('[data-lnf-theme]')).toHaveAttribute('data-lnf-theme', 'dark');
    await expectNoAxeViolations();
  });
});

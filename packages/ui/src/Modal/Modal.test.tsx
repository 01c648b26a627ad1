import { render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { DialogTrigger } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { expectNoAxeViolations } from '../test/axe';
import { Modal, type ModalProps } from './Modal';

function Harness(props: Partial<ModalProps>) {
  return (
    <DialogTrigger>
      <Button>Open</Button>
      <Modal title="Login" {...props}>
        <TextField label="Email" />
        <Button>Login</Button>
      </Modal>
    </DialogTrigger>
  );
}

async function openModal() {
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  return screen.findByRole('dialog', { name: 'Login' });
}

describe('Modal', () => {
  it('opens from its trigger, names itself by the heading and moves focus in', async () => {
    render(<Harness />);
    await expectNoAxeViolations();
    const dialog = await openModal();
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await expectNoAxeViolations();
  });

  it('closes on Escape and returns focus to the trigger', async () => {
    render(<Harness />);
    const dialog = await openModal();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus());
  });

  it('closes from the Close button', async () => {
    render(<Harness />);
    const dialog = await openModal();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('closes on a backdrop click unless isDismissable is false', async () => {
    const { unmount } = render(<Harness />);
    let dialog = await openModal();
    await userEvent.click(document.body, { position: { x: 5, y: 5 } });
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    unmount();

    render(<Harness isDismissable={false} />);
    dialog = await openModal();
    await userEvent.click(document.body, { position: { x: 5, y: 5 } });
    expect(dialog).toBeInTheDocument();
  });

  it('traps focus while open', async () => {
    render(<Harness />);
    const dialog = await openModal();
    for (let i = 0; i < 5; i++) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('works controlled with isOpen and onOpenChange', async () => {
    function Controlled() {
      const [isOpen, setOpen] = useState(true);
      return (
        <>
          <output>{isOpen ? 'open' : 'closed'}</output>
          <Modal title="Login" isOpen={isOpen} onOpenChange={setOpen}>
            Body
          </Modal>
        </>
      );
    }
    render(<Controlled />);
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByText('closed')).toBeInTheDocument();
  });

  it('makes a scrolling body reachable by keyboard, and only then', async () => {
    const clauses = Array.from({ length: 40 }, (_, i) => <p key={i}>Clause {i + 1}</p>);
    render(
      <Modal title="Terms" isOpen>
        {clauses}
      </Modal>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Terms' });
    const body = screen.getByText('Clause 1').parentElement as HTMLElement;
    await waitFor(() => expect(body).toHaveAttribute('tabindex', '0'));
    await expectNoAxeViolations();
    expect(dialog).toBeInTheDocument();
  });

  it.each([
    ['xs', 450],
    ['sm', 600],
    ['md', 700],
    ['lg', 800],
    ['xl', 900],
  ] as const)('size %s is at most %d px wide, and full width minus gutters on a phone', async (size, px) => {
    await page.viewport(1280, 800);
    render(<Harness size={size} />);
    const dialog = await openModal();
    // offsetWidth: the layout width, unaffected by the entering animation's scale.
    const panel = dialog.parentElement as HTMLElement;
    expect(panel.offsetWidth).toBe(px);
    await page.viewport(375, 700);
    await waitFor(() => expect(panel.offsetWidth).toBe(375 - 32));
    await page.viewport(1280, 800);
  });
});

import { render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { DialogTrigger } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { expectNoAxeViolations } from '../test/axe';
import { Drawer, type DrawerProps } from './Drawer';

function Harness(props: Partial<DrawerProps>) {
  return (
    <DialogTrigger>
      <Button>Open</Button>
      <Drawer title="Filters" footer={<Button slot="close">Done</Button>} {...props}>
        <TextField label="Keyword" />
        <Button>Reset</Button>
      </Drawer>
    </DialogTrigger>
  );
}

/**
 * Resolves once the panel has slid in. A press whose pointer goes down on a button and comes up
 * after the button has moved is not a press (React Aria cancels it). On a busy machine the test
 * browser can land one on the sliding footer: the likeliest cause of the one failure of 'works
 * controlled' in CI (26 Nov), where the press on Done changed nothing. A press on a panel held
 * still half-way in does close it.
 */
const slidIn = () =>
  waitFor(() => expect(document.getAnimations().filter((a) => a.playState === 'running')).toEqual([]));

async function openDrawer() {
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  const dialog = await screen.findByRole('dialog', { name: 'Filters' });
  await slidIn();
  return dialog;
}

/** The panel that slides in: the dialog's parent. */
const panelOf = (dialog: HTMLElement) => dialog.parentElement as HTMLElement;

describe('Drawer', () => {
  it('opens as a modal dialog named by its title, moves focus in and passes axe', async () => {
    render(<Harness />);
    await expectNoAxeViolations();
    const dialog = await openDrawer();
    expect(screen.getByRole('heading', { name: 'Filters' })).toBeInTheDocument();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await expectNoAxeViolations();
  });

  it('closes on Escape, the Close button and a backdrop click, and focus returns to the trigger', async () => {
    render(<Harness />);
    const trigger = screen.getByRole('button', { name: 'Open' });
    let dialog = await openDrawer();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());

    dialog = await openDrawer();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());

    dialog = await openDrawer();
    await userEvent.click(document.body, { position: { x: 5, y: 5 } });
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('stays open on a backdrop click when isDismissable is false', async () => {
    render(<Harness isDismissable={false} />);
    const dialog = await openDrawer();
    await userEvent.click(document.body, { position: { x: 5, y: 5 } });
    expect(dialog).toBeInTheDocument();
  });

  it('traps focus while open', async () => {
    render(<Harness />);
    const dialog = await openDrawer();
    for (let i = 0; i < 6; i++) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it.each([
    ['end', 'right'],
    ['start', 'left'],
  ] as const)('placement %s sits on the %s edge, full height', async (placement, edge) => {
    await page.viewport(1280, 800);
    render(<Harness placement={placement} />);
    const panel = panelOf(await openDrawer());
    await waitFor(() => {
      const rect = panel.getBoundingClientRect();
      expect(edge === 'right' ? rect.right : rect.left).toBe(edge === 'right' ? 1280 : 0);
      expect(rect.height).toBe(800);
    });
  });

  it('placement bottom spans the width, rises from the bottom edge and grows with its content', async () => {
    await page.viewport(1280, 800);
    render(<Harness placement="bottom" size="sm" />);
    const panel = panelOf(await openDrawer());
    await waitFor(() => {
      const rect = panel.getBoundingClientRect();
      expect(rect.bottom).toBe(800);
      expect(rect.width).toBe(1280);
      expect(rect.height).toBeLessThanOrEqual(800 * 0.4);
    });
  });

  it.each([
    ['sm', 320],
    ['md', 400],
    ['lg', 560],
  ] as const)('size %s is %d px wide, and the screen minus a gutter on a phone', async (size, px) => {
    await page.viewport(1280, 800);
    render(<Harness size={size} />);
    const panel = panelOf(await openDrawer());
    expect(panel.offsetWidth).toBe(px);
    await page.viewport(375, 700);
    await waitFor(() => expect(panel.offsetWidth).toBe(Math.min(px, 375 - 16)));
    await page.viewport(1280, 800);
  });

  it('slides in, and has no animation when reduced motion is asked for', async () => {
    // On a busy machine the entering animation can be over by the time the dialog is found, so
    // read what ran from its start event rather than from the animations still running.
    const started: { target: EventTarget | null; name: string }[] = [];
    const onStart = (event: AnimationEvent) => started.push({ target: event.target, name: event.animationName });
    document.addEventListener('animationstart', onStart, true);
    render(<Harness />);
    const panel = panelOf(await openDrawer());
    await waitFor(() =>
      expect(started.filter((s) => s.target === panel).map((s) => s.name)).toEqual([
        expect.stringContaining('lnf-drawer-slide'),
      ]),
    );
    document.removeEventListener('animationstart', onStart, true);
    // The browser here does not ask for reduced motion, so read the stylesheet: under
    // `prefers-reduced-motion: reduce` a rule that matches the entering panel turns animation off.
    const reduced = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .filter(
        (rule): rule is CSSMediaRule =>
          rule instanceof CSSMediaRule && /prefers-reduced-motion: reduce/.test(rule.conditionText),
      )
      .flatMap((rule) => [...rule.cssRules] as CSSStyleRule[])
      .filter((rule) => rule.style.animationName === 'none' || rule.style.animation === 'none');
    panel.setAttribute('data-entering', '');
    expect(reduced.some((rule) => panel.matches(rule.selectorText))).toBe(true);
  });

  it('works controlled, and the footer can close it', async () => {
    function Controlled() {
      const [isOpen, setOpen] = useState(true);
      return (
        <>
          <output>{isOpen ? 'open' : 'closed'}</output>
          <Drawer title="Filters" isOpen={isOpen} onOpenChange={setOpen} footer={<Button slot="close">Done</Button>}>
            Body
          </Drawer>
        </>
      );
    }
    render(<Controlled />);
    await screen.findByRole('dialog', { name: 'Filters' });
    await slidIn();
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByText('closed')).toBeInTheDocument();
  });
});

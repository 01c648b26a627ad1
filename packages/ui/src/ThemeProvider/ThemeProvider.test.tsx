import { render, screen, waitFor } from '@testing-library/react';
import { DialogTrigger } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { Button } from '../Button/Button';
import { Modal } from '../Modal/Modal';
import { Select } from '../Select/Select';
import { expectNoAxeViolations } from '../test/axe';
import { themes } from '../tokens';
import { ThemeProvider } from './ThemeProvider';

const periods = [
  { id: 'MONTHLY', label: 'Monthly' },
  { id: 'QUARTERLY', label: 'Quarterly' },
];

/** `#rrggbb` as getComputedStyle writes it. */
const rgb = (hex: string) => {
  const n = parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

/** The background an element is drawn on: its own, or the nearest ancestor's that paints one. */
function paintedBackground(element: Element): string {
  for (let el: Element | null = element; el; el = el.parentElement) {
    const background = getComputedStyle(el).backgroundColor;
    if (background !== 'rgba(0, 0, 0, 0)') return background;
  }
  return 'none';
}

async function openSelect(name: RegExp) {
  await userEvent.click(screen.getByRole('button', { name }));
  return screen.findByRole('listbox');
}

describe('ThemeProvider', () => {
  it('themes its wrapper: attribute, text colour and canvas', () => {
    render(
      <ThemeProvider theme="dark" data-testid="wrapper">
        <p>Inside</p>
      </ThemeProvider>,
    );
    const wrapper = screen.getByTestId('wrapper');
    expect(wrapper).toHaveAttribute('data-lnf-theme', 'dark');
    expect(getComputedStyle(wrapper).backgroundColor).toBe(rgb(themes.dark['color-bg-canvas']));
    expect(getComputedStyle(screen.getByText('Inside')).color).toBe(rgb(themes.dark['color-fg-default']));
  });

  it("reaches a Select's popover, which portals to the end of the body", async () => {
    render(
      <ThemeProvider theme="dark" data-testid="wrapper">
        <Select label="Billing period" items={periods} />
      </ThemeProvider>,
    );
    const listbox = await openSelect(/Billing period/);
    // Outside the wrapper (fixed positioning and stacking stay as React Aria intends) ...
    expect(screen.getByTestId('wrapper')).not.toContainElement(listbox);
    expect(listbox.closest('[data-lnf-theme]')?.parentElement).toBe(document.body);
    // ... and still dark.
    expect(paintedBackground(listbox)).toBe(rgb(themes.dark['color-bg-surface']));
    expect(getComputedStyle(screen.getByRole('option', { name: 'Monthly' })).color).toBe(
      rgb(themes.dark['color-fg-default']),
    );
    await expectNoAxeViolations();
  });

  it("reaches a Modal's dialog", async () => {
    render(
      <ThemeProvider theme="dark">
        <DialogTrigger>
          <Button>Open</Button>
          <Modal title="Confirm">Text in the dialog</Modal>
        </DialogTrigger>
      </ThemeProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm' });
    expect(paintedBackground(dialog)).toBe(rgb(themes.dark['color-bg-surface']));
    expect(getComputedStyle(screen.getByText('Text in the dialog')).color).toBe(rgb(themes.dark['color-fg-default']));
    await expectNoAxeViolations();
  });

  it('nests: a light provider inside a dark one keeps its content and overlays light', async () => {
    render(
      <ThemeProvider theme="dark">
        <Select label="Outer" items={periods} />
        <ThemeProvider theme="light">
          <Select label="Inner" items={periods} />
        </ThemeProvider>
      </ThemeProvider>,
    );
    const inner = await openSelect(/Inner/);
    expect(paintedBackground(inner)).toBe(rgb(themes.light['color-bg-surface']));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(inner).not.toBeInTheDocument());
    const outer = await openSelect(/Outer/);
    expect(paintedBackground(outer)).toBe(rgb(themes.dark['color-bg-surface']));
  });

  it('follows a theme change while an overlay is open, and removes its container on unmount', async () => {
    const { rerender, unmount } = render(
      <ThemeProvider theme="dark">
        <Select label="Billing period" items={periods} />
      </ThemeProvider>,
    );
    const listbox = await openSelect(/Billing period/);
    expect(paintedBackground(listbox)).toBe(rgb(themes.dark['color-bg-surface']));
    rerender(
      <ThemeProvider theme="light">
        <Select label="Billing period" items={periods} />
      </ThemeProvider>,
    );
    await expect.poll(() => paintedBackground(listbox)).toBe(rgb(themes.light['color-bg-surface']));
    const containers = () => document.body.querySelectorAll(':scope > [data-lnf-theme]').length;
    expect(containers()).toBe(1);
    unmount();
    expect(containers()).toBe(0);
  });

  it('without a provider the page stays light', async () => {
    render(<Select label="Billing period" items={periods} />);
    const listbox = await openSelect(/Billing period/);
    expect(paintedBackground(listbox)).toBe(rgb(themes.light['color-bg-surface']));
    expect(getComputedStyle(document.documentElement).colorScheme).toBe('light');
  });
});

import { act, render, screen, waitFor, within } from '@testing-library/react';
import { I18nProvider } from 'react-aria-components';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe';
import { TOAST_TIMEOUT, toast, toastQueue } from './toast';
import { ToastRegion } from './ToastRegion';

afterEach(async () => {
  act(() => toast.clear());
  await page.viewport(1280, 800);
});

const overlap = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
const region = () => screen.getByRole('region', { name: /notification/ });

describe('Toast', () => {
  it('renders nothing until a toast is queued', () => {
    render(<ToastRegion />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('asks Intl nothing while no toast is shown (a first Intl call loads ICU: 50 ms on a slow phone)', () => {
    const made: string[] = [];
    const originals = { PluralRules: Intl.PluralRules, NumberFormat: Intl.NumberFormat };
    for (const name of ['PluralRules', 'NumberFormat'] as const)
      Object.assign(Intl, {
        [name]: new Proxy(originals[name], {
          construct: (target, args) => (made.push(name), Reflect.construct(target, args) as object),
        }),
      });
    try {
      render(
        <I18nProvider locale="en-IN">
          <ToastRegion />
        </I18nProvider>,
      );
      expect(made).toEqual([]);
      act(() => void toast.success('Saved'));
      expect(made).toContain('PluralRules');
    } finally {
      Object.assign(Intl, originals);
    }
  });

  it('shows a success toast in a named region, with a 20 s timeout', async () => {
    render(<ToastRegion />);
    act(() => void toast.success('Changes saved'));
    const item = await screen.findByRole('alertdialog', { name: 'Changes saved' });
    expect(screen.getByRole('region', { name: '1 notification.' })).toContainElement(item);
    expect(item).toHaveAttribute('data-tone', 'success');
    expect(toastQueue.visibleToasts[0]?.timeout).toBe(TOAST_TIMEOUT);
    expect(TOAST_TIMEOUT).toBe(20_000);
    await expectNoAxeViolations();
  });

  it('shows an error toast with its description', async () => {
    render(<ToastRegion />);
    act(() => void toast.error('Download failed', { description: 'Try again in a minute.' }));
    const item = await screen.findByRole('alertdialog', { name: 'Download failed' });
    expect(item).toHaveAttribute('data-tone', 'error');
    expect(item).toHaveAccessibleDescription('Try again in a minute.');
    await expectNoAxeViolations();
  });

  it('shows a warning toast with its own tone and icon, announced like the others', async () => {
    render(<ToastRegion />);
    act(() => void toast.warning('Saved offline', { description: 'Changes sync when you reconnect.' }));
    const item = await screen.findByRole('alertdialog', { name: 'Saved offline' });
    expect(item).toHaveAttribute('data-tone', 'warning');
    expect(item).toHaveAccessibleDescription('Changes sync when you reconnect.');
    // Same live behaviour as every tone: React Aria's alert role inside the alertdialog.
    expect(within(item).getByRole('alert')).toBeInTheDocument();
    // Tone is not told by colour alone: each tone has its own icon.
    const icon = (tone: string) =>
      screen.getByRole('alertdialog', { name: tone }).querySelector('svg')?.getAttribute('class');
    act(() => void toast.info('Note'));
    await screen.findByRole('alertdialog', { name: 'Note' });
    expect(icon('Saved offline')).not.toBe(icon('Note'));
    expect(getComputedStyle(item).borderInlineStartColor).not.toBe(
      getComputedStyle(screen.getByRole('alertdialog', { name: 'Note' })).borderInlineStartColor,
    );
    await expectNoAxeViolations();
  });

  it('is dismissed with its close button', async () => {
    render(<ToastRegion />);
    act(() => void toast.success('Updated Successfully'));
    const item = await screen.findByRole('alertdialog', { name: 'Updated Successfully' });
    await userEvent.click(within(item).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(item).not.toBeInTheDocument());
  });

  it('closes by key and stacks several toasts', async () => {
    render(<ToastRegion />);
    let first = '';
    act(() => {
      first = toast.success('One');
      toast.error('Two');
    });
    await waitFor(() => expect(screen.getAllByRole('alertdialog')).toHaveLength(2));
    act(() => toast.close(first));
    await waitFor(() => expect(screen.getAllByRole('alertdialog')).toHaveLength(1));
    expect(screen.getByRole('alertdialog', { name: 'Two' })).toBeInTheDocument();
  });

  it('shows at most three at once, the newest; an older one waits for a free place', async () => {
    render(<ToastRegion />);
    const keys: string[] = [];
    act(() => {
      for (const n of ['One', 'Two', 'Three', 'Four', 'Five']) keys.push(toast.info(n));
    });
    await waitFor(() => expect(screen.getAllByRole('alertdialog')).toHaveLength(3));
    expect(
      screen
        .getAllByRole('alertdialog')
        .map((t) => t.getAttribute('aria-label') ?? t.textContent)
        .join(),
    ).toMatch(/Five.*Four.*Three|Three.*Four.*Five/);
    act(() => toast.close(keys[4]!));
    await screen.findByRole('alertdialog', { name: 'Two' });
    expect(screen.getAllByRole('alertdialog')).toHaveLength(3);
  });

  it('never covers the field that has focus', async () => {
    render(
      <>
        <label style={{ position: 'fixed', right: 24, bottom: 24 }}>
          CVV <input />
        </label>
        <ToastRegion />
      </>,
    );
    const cvv = screen.getByRole('textbox', { name: 'CVV' });
    await userEvent.click(cvv);
    act(() => {
      toast.success('Basket updated');
      toast.info('Customer details saved');
      toast.error('We are unable to process your payment');
    });
    await waitFor(() => expect(screen.getAllByRole('alertdialog')).toHaveLength(3));
    await waitFor(() => expect(overlap(region().getBoundingClientRect(), cvv.getBoundingClientRect())).toBe(false));
    await expectNoAxeViolations();
  });

  it('on a phone leaves the bottom of the screen, where the primary button is, free', async () => {
    await page.viewport(375, 700);
    render(
      <>
        <button type="button" style={{ position: 'fixed', insetInline: 16, bottom: 16, height: 48 }}>
          Pay
        </button>
        <ToastRegion />
      </>,
    );
    act(() => {
      toast.success('OTP has been successfully sent');
      toast.success('Account created');
    });
    await waitFor(() => expect(screen.getAllByRole('alertdialog')).toHaveLength(2));
    const pay = screen.getByRole('button', { name: 'Pay' }).getBoundingClientRect();
    await waitFor(() => expect(overlap(region().getBoundingClientRect(), pay)).toBe(false));
  });

  it('names the region and the close button in Hindi inside I18nProvider locale="hi"', async () => {
    render(
      <I18nProvider locale="hi">
        <ToastRegion />
      </I18nProvider>,
    );
    act(() => void toast.success('परिवर्तन सहेजे गए'));
    const item = await screen.findByRole('alertdialog', { name: 'परिवर्तन सहेजे गए' });
    expect(screen.getByRole('region', { name: '1 सूचना।' })).toContainElement(item);
    expect(within(item).getByRole('button', { name: 'हटाएँ' })).toBeVisible();
    act(() => void toast.info('कोड भेजा गया'));
    await waitFor(() => expect(screen.getByRole('region', { name: '2 सूचनाएँ।' })).toBeVisible());
    expect(screen.queryByRole('button', { name: /Close|Dismiss/ })).toBeNull();
  });

  it("uses the caller's region name and close label over the catalogue's", async () => {
    render(
      <I18nProvider locale="hi">
        <ToastRegion aria-label="सूचनाएँ" closeLabel="बंद" />
      </I18nProvider>,
    );
    act(() => void toast.success('परिवर्तन सहेजे गए'));
    const item = await screen.findByRole('alertdialog', { name: 'परिवर्तन सहेजे गए' });
    expect(screen.getByRole('region', { name: 'सूचनाएँ' })).toContainElement(item);
    expect(within(item).getByRole('button', { name: 'बंद' })).toBeVisible();
  });
});

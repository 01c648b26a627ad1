import { act, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe';
import { TOAST_TIMEOUT, toast, toastQueue } from './toast';
import { ToastRegion } from './ToastRegion';

afterEach(() => act(() => toast.clear()));

describe('Toast', () => {
  it('renders nothing until a toast is queued', () => {
    render(<ToastRegion />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('shows a success toast in a named region, with a 20 s timeout', async () => {
    render(<ToastRegion />);
    act(() => void toast.success('Successfully Raised the Ticket'));
    const item = await screen.findByRole('alertdialog', { name: 'Successfully Raised the Ticket' });
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
});

import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({ undoEmailChange: vi.fn(), toastError: vi.fn() }));

vi.mock('../../../lib/api', () => ({ client: {}, session: { refresh: vi.fn() } }));
vi.mock('@lnf/sdk', async (importOriginal) => {
  const sdk = await importOriginal<typeof import('@lnf/sdk')>();
  return { ...sdk, account: { ...sdk.account, undoEmailChange: api.undoEmailChange } };
});
vi.mock('@lnf/ui', async (importOriginal) => {
  const ui = await importOriginal<typeof import('@lnf/ui')>();
  return { ...ui, toast: { ...ui.toast, error: api.toastError } };
});

const { default: UndoEmail } = await import('./UndoEmail');
const TOKEN = 'A'.repeat(40) + 'b_-';

async function expectNoAxeViolations() {
  const result = await axe.run(document.body, {
    resultTypes: ['violations'],
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  expect(result.violations.map((v) => v.id)).toEqual([]);
}

describe('UndoEmail', () => {
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
    window.location.hash = '';
  });

  it('does nothing on opening; the button undoes the change with the token of the link', async () => {
    window.location.hash = `#${TOKEN}`;
    api.undoEmailChange.mockResolvedValue({ message: 'The account signs in with asha@example.com again.' });
    render(
      <main>
        <UndoEmail />
      </main>,
    );
    expect(api.undoEmailChange).not.toHaveBeenCalled();
    await expectNoAxeViolations();
    fireEvent.click(screen.getByRole('button', { name: 'Undo the email change' }));
    await screen.findByText('The account signs in with asha@example.com again.');
    expect(api.undoEmailChange).toHaveBeenCalledWith({}, TOKEN);
    await expectNoAxeViolations();
  });

  it('says so when the link lost its token, and when the server refuses it', async () => {
    render(
      <main>
        <UndoEmail />
      </main>,
    );
    expect(screen.getByText('This link is incomplete')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    window.location.hash = `#${TOKEN}`;
    const { ApiError } = await import('@lnf/sdk');
    api.undoEmailChange.mockRejectedValue(
      new ApiError('account.undoEmailChange', 400, 'This undo link is not valid any more'),
    );
    render(
      <main>
        <UndoEmail />
      </main>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Undo the email change' }));
    await waitFor(() => expect(api.toastError).toHaveBeenCalledWith('This undo link is not valid any more'));
  });
});

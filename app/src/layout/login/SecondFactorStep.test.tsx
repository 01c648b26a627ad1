import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type PasskeyRequestOptions } from '@lnf/sdk';
import { SecondFactorStep } from './SecondFactorStep';

const webauthn = vi.hoisted(() => ({ startAuthentication: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => webauthn);

async function expectNoAxeViolations() {
  const result = await axe.run(document.body, {
    resultTypes: ['violations'],
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

function show(complete = vi.fn(), passkeyOptions: PasskeyRequestOptions | null = null) {
  const onDone = vi.fn();
  const onRestart = vi.fn();
  render(
    <main>
      <SecondFactorStep
        challenge="c1"
        passkeyOptions={passkeyOptions}
        complete={complete}
        onDone={onDone}
        onRestart={onRestart}
      />
    </main>,
  );
  return { complete, onDone, onRestart };
}

describe('SecondFactorStep', () => {
  afterEach(() => cleanup());

  it('takes the 6 digits by keyboard, focused first, and signs in', async () => {
    const { complete, onDone } = show(vi.fn().mockResolvedValue({}));
    expect(screen.getByRole('group', { name: 'Authentication code' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await expectNoAxeViolations();
    await userEvent.keyboard('123456{Enter}');
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(complete).toHaveBeenCalledWith({ challenge: 'c1', code: '123456' });
  });

  it('says a wrong code is wrong and lets the person try again', async () => {
    const complete = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('user.loginSecondFactor', 401, 'That code is not right'));
    const { onDone } = show(complete);
    await userEvent.keyboard('000000{Enter}');
    expect(await screen.findByText('That code is not right. Enter the code your app shows now.')).toBeTruthy();
    await expectNoAxeViolations();
    complete.mockResolvedValue({});
    await userEvent.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await userEvent.keyboard('654321{Enter}');
    await waitFor(() => expect(onDone).toHaveBeenCalled());
  });

  it("switches to a recovery code with the 'Use a recovery code' link", async () => {
    const { complete, onDone } = show(vi.fn().mockResolvedValue({}));
    const user = userEvent.setup();
    await user.tab({ shift: false });
    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    const field = screen.getByRole('textbox', { name: 'Recovery code' });
    expect(document.activeElement).toBe(field);
    await expectNoAxeViolations();
    await user.keyboard('abcde-fghjk{Enter}');
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(complete).toHaveBeenCalledWith({ challenge: 'c1', recoveryCode: 'abcde-fghjk' });
    expect(screen.getByRole('button', { name: 'Use the authenticator app' })).toBeTruthy();
  });

  it('sends the person back to the password when the challenge expired', async () => {
    const { onRestart } = show(
      vi.fn().mockRejectedValue(new ApiError('user.loginSecondFactor', 401, 'This sign-in has expired; sign in again')),
    );
    await userEvent.keyboard('123456{Enter}');
    expect(await screen.findByText('This sign-in has expired. Enter your password again.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in again' }));
    expect(onRestart).toHaveBeenCalled();
  });

  it("offers 'Use a passkey' only when the account has one, and sends the passkey's answer with the challenge", async () => {
    show();
    expect(screen.queryByRole('button', { name: 'Use a passkey' })).toBeNull();
    cleanup();
    const options = { challenge: 'c1', allowCredentials: [{ id: 'cred-1', type: 'public-key' as const }] };
    const assertion = { id: 'cred-1', rawId: 'cred-1', type: 'public-key' };
    const { complete, onDone } = show(vi.fn().mockResolvedValue({}), options);
    const user = userEvent.setup();
    await expectNoAxeViolations();
    // The first press is closed by the person: nothing is sent, the step says so.
    webauthn.startAuthentication.mockRejectedValueOnce(Object.assign(new Error('closed'), { name: 'NotAllowedError' }));
    await user.click(screen.getByRole('button', { name: 'Use a passkey' }));
    expect(await screen.findByText('No passkey was used. Try again, or enter a code.')).toBeTruthy();
    expect(complete).not.toHaveBeenCalled();
    webauthn.startAuthentication.mockResolvedValue(assertion);
    screen.getByRole('button', { name: 'Use a passkey' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(webauthn.startAuthentication).toHaveBeenLastCalledWith({ optionsJSON: options });
    expect(complete).toHaveBeenCalledWith({ challenge: 'c1', passkey: assertion });
  });
});

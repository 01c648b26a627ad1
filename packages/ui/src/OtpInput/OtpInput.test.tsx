import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { Form } from '../Form/Form';
import { expectNoAxeViolations } from '../test/axe';
import { OtpInput } from './OtpInput';

const cell = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` });
const values = () => screen.getAllByRole('textbox').map((input) => (input as HTMLInputElement).value);

describe('OtpInput', () => {
  it('is a labelled group of six numeric cells, the first open to one-time-code autofill', async () => {
    render(<OtpInput label="OTP" />);
    const group = screen.getByRole('group', { name: 'OTP' });
    expect(group.querySelectorAll('input:not([type=hidden])')).toHaveLength(6);
    expect(cell(1)).toHaveAttribute('autocomplete', 'one-time-code');
    expect(cell(1)).toHaveAttribute('inputmode', 'numeric');
    expect(cell(6)).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('moves forward while typing, ignores non-digits and completes at six digits', async () => {
    const onChange = vi.fn();
    const onComplete = vi.fn();
    render(<OtpInput label="OTP" onChange={onChange} onComplete={onComplete} />);
    await userEvent.click(cell(1));
    await userEvent.keyboard('1a2-3 45');
    expect(values()).toEqual(['1', '2', '3', '4', '5', '']);
    expect(cell(6)).toHaveFocus();
    expect(onComplete).not.toHaveBeenCalled();
    await userEvent.keyboard('6');
    expect(onChange).toHaveBeenLastCalledWith('123456');
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('123456');
  });

  it('goes back across cells with Backspace and clears with Delete', async () => {
    const onChange = vi.fn();
    render(<OtpInput label="OTP" defaultValue="123456" onChange={onChange} />);
    await userEvent.click(cell(6));
    await userEvent.keyboard('{Backspace}{Backspace}{Backspace}');
    expect(values()).toEqual(['1', '2', '3', '', '', '']);
    expect(cell(4)).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith('123');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{Delete}');
    expect(values()).toEqual(['1', '', '3', '', '', '']);
    expect(cell(2)).toHaveFocus();
  });

  it('moves with arrows, Home and End, and typing over a digit replaces it', async () => {
    render(<OtpInput label="OTP" defaultValue="123456" />);
    await userEvent.click(cell(1));
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(cell(3)).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(cell(6)).toHaveFocus();
    await userEvent.keyboard('{Home}{ArrowLeft}');
    expect(cell(1)).toHaveFocus();
    await userEvent.keyboard('9');
    expect(values()).toEqual(['9', '2', '3', '4', '5', '6']);
    expect(cell(2)).toHaveFocus();
  });

  it('fills every cell from a pasted code, whichever cell has focus', async () => {
    const onComplete = vi.fn();
    render(<OtpInput label="OTP" onComplete={onComplete} />);
    await userEvent.click(cell(3));
    const clipboardData = new DataTransfer();
    clipboardData.setData('text/plain', ' 987-654 ');
    act(() => {
      cell(3).dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }));
    });
    expect(values()).toEqual(['9', '8', '7', '6', '5', '4']);
    expect(onComplete).toHaveBeenCalledWith('987654');
    expect(cell(6)).toHaveFocus();
  });

  it('takes a code of another length', async () => {
    const onComplete = vi.fn();
    const { rerender } = render(<OtpInput label="PIN" length={4} onComplete={onComplete} />);
    expect(screen.getAllByRole('textbox', { name: /^Digit \d of 4$/ })).toHaveLength(4);
    await userEvent.click(screen.getByRole('textbox', { name: 'Digit 1 of 4' }));
    await userEvent.keyboard('1234');
    expect(values()).toEqual(['1', '2', '3', '4']);
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('1234');
    rerender(<OtpInput label="PIN" length={6} onComplete={onComplete} />);
    expect(values()).toEqual(['1', '2', '3', '4', '', '']);
  });

  it('fills every cell when the browser autofills the code into the first cell', () => {
    const onComplete = vi.fn();
    render(<OtpInput label="OTP" onComplete={onComplete} />);
    fireEvent.change(cell(1), { target: { value: '246810' } });
    expect(values()).toEqual(['2', '4', '6', '8', '1', '0']);
    expect(onComplete).toHaveBeenCalledWith('246810');
  });

  it('follows a controlled value', async () => {
    function Controlled() {
      const [code, setCode] = useState('12');
      return (
        <>
          <OtpInput label="OTP" value={code} onChange={setCode} />
          <button type="button" onClick={() => setCode('')}>
            Clear
          </button>
        </>
      );
    }
    render(<Controlled />);
    expect(values()).toEqual(['1', '2', '', '', '', '']);
    await userEvent.click(cell(3));
    await userEvent.keyboard('3');
    expect(values()).toEqual(['1', '2', '3', '', '', '']);
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(values()).toEqual(['', '', '', '', '', '']);
  });

  it('shows the caller error on every cell when invalid', async () => {
    render(
      <OtpInput
        label="OTP"
        isInvalid
        errorMessage="OTP must be at least 6 characters long"
        description="Sent to your email"
      />,
    );
    for (let n = 1; n <= 6; n++) {
      expect(cell(n)).toHaveAttribute('aria-invalid', 'true');
      expect(cell(n)).toHaveAccessibleDescription('Sent to your email OTP must be at least 6 characters long');
    }
    await expectNoAxeViolations();
  });

  it('submits the code by name and shows a Form error until the code is edited', async () => {
    const onSubmit = vi.fn((e: { preventDefault(): void; currentTarget: HTMLFormElement }) => {
      e.preventDefault();
      return new FormData(e.currentTarget).get('otp');
    });
    render(
      <Form aria-label="Verify" onSubmit={onSubmit} validationErrors={{ otp: 'OTP is required.' }}>
        <OtpInput label="OTP" name="otp" defaultValue="12" />
        <button type="submit">Verify</button>
      </Form>,
    );
    expect(cell(1)).toHaveAccessibleDescription('OTP is required.');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(onSubmit).toHaveReturnedWith('12');
    await userEvent.click(cell(3));
    await userEvent.keyboard('3');
    expect(cell(1)).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('OTP is required.')).not.toBeInTheDocument();
  });

  it('shows a focus outline on the focused cell, and disables every cell', async () => {
    const { unmount } = render(<OtpInput label="OTP" />);
    await userEvent.tab();
    expect(cell(1)).toHaveFocus();
    expect(getComputedStyle(cell(1)).outlineColor).not.toBe('rgba(0, 0, 0, 0)');
    unmount();
    render(<OtpInput label="OTP" isDisabled isRequired />);
    for (let n = 1; n <= 6; n++) expect(cell(n)).toBeDisabled();
    await expectNoAxeViolations();
  });
});

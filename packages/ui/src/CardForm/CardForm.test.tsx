import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe';
import { CardForm } from './CardForm';

const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');
const lastYear = String((new Date().getFullYear() - 1) % 100).padStart(2, '0');

const number = () => screen.getByRole('textbox', { name: /Card number/ });
const holder = () => screen.getByRole('textbox', { name: /Card holder name/ });
const expiry = () => screen.getByRole('textbox', { name: /Expiry/ });
const cvv = () => screen.getByLabelText(/CVV/, { selector: 'input' });

describe('CardForm', () => {
  it('labels every field for autofill and masks the CVV', async () => {
    render(<CardForm onSubmit={vi.fn()} />);
    expect(screen.getByRole('form', { name: 'Card details' })).toBeInTheDocument();
    expect(number()).toHaveAttribute('autocomplete', 'cc-number');
    expect(number()).toHaveAttribute('inputmode', 'numeric');
    expect(holder()).toHaveAttribute('autocomplete', 'cc-name');
    expect(expiry()).toHaveAttribute('autocomplete', 'cc-exp');
    expect(cvv()).toHaveAttribute('type', 'password');
    expect(cvv()).toHaveAttribute('autocomplete', 'cc-csc');
    expect(screen.queryByRole('button', { name: /Show/ })).not.toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('groups the card number in fours and formats the expiry while typing', async () => {
    render(<CardForm onSubmit={vi.fn()} />);
    await userEvent.type(number(), '4111x111111111111');
    expect(number()).toHaveValue('4111 1111 1111 1111');
    await userEvent.type(expiry(), `12${nextYear}`);
    expect(expiry()).toHaveValue(`12/${nextYear}`);
    await userEvent.type(cvv(), '12a345');
    expect(cvv()).toHaveValue('1234');
  });

  it('keeps the caret in place when editing the middle of the number', async () => {
    render(<CardForm onSubmit={vi.fn()} />);
    await userEvent.type(number(), '41111111');
    const input = number() as HTMLInputElement;
    input.setSelectionRange(2, 2);
    await userEvent.keyboard('9');
    expect(input).toHaveValue('4191 1111 1');
    expect(input.selectionStart).toBe(3);
  });

  it('shows an error only once a field is left', async () => {
    render(<CardForm onSubmit={vi.fn()} />);
    await userEvent.type(number(), '4111 1111 1111 1112');
    expect(screen.queryByText('Enter a valid card number.')).not.toBeInTheDocument();
    await userEvent.tab();
    expect(number()).toHaveAttribute('aria-invalid', 'true');
    expect(number()).toHaveAccessibleDescription('Enter a valid card number.');
    await expectNoAxeViolations();
  });

  it('on an invalid submit shows every error, focuses the first and does not call onSubmit', async () => {
    const onSubmit = vi.fn();
    render(<CardForm onSubmit={onSubmit} />);
    await userEvent.type(expiry(), `01${lastYear}`);
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Card number is required.')).toBeVisible();
    expect(screen.getByText('Card holder name is required.')).toBeVisible();
    expect(screen.getByText('This card has expired.')).toBeVisible();
    expect(screen.getByText('CVV is required.')).toBeVisible();
    expect(number()).toHaveFocus();
  });

  it('submits the card with digits only', async () => {
    const onSubmit = vi.fn();
    render(<CardForm onSubmit={onSubmit} submitLabel="Pay ₹2,999" />);
    await userEvent.type(number(), '4242424242424242');
    await userEvent.type(holder(), ' Ada Lovelace ');
    await userEvent.type(expiry(), `08${nextYear}`);
    await userEvent.type(cvv(), '321');
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      cardNumber: '4242424242424242',
      cardHolderName: 'Ada Lovelace',
      expiry: `08/${nextYear}`,
      cvv: '321',
    });
    expect(screen.getByRole('button', { name: 'Pay ₹2,999' })).toBeInTheDocument();
  });

  it('ignores presses and locks the fields while pending', async () => {
    const onSubmit = vi.fn();
    render(
      <CardForm
        onSubmit={onSubmit}
        isPending
        defaultValues={{
          cardNumber: '4111111111111111',
          cardHolderName: 'Ada',
          expiry: `0${1}${nextYear}`,
          cvv: '123',
        }}
      />,
    );
    const button = screen.getByRole('button', { name: /Pay/ });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(number()).toHaveAttribute('readonly');
    await userEvent.click(button, { force: true });
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows provider errors by field name', () => {
    render(<CardForm onSubmit={vi.fn()} validationErrors={{ cardNumber: 'We are unable to process your payment' }} />);
    expect(number()).toHaveAccessibleDescription('We are unable to process your payment');
  });
});

import { render, screen } from '@testing-library/react';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { Form } from '../Form/Form';
import { expectNoAxeViolations } from '../test/axe';
import { NumberField } from './NumberField';

describe('NumberField', () => {
  it('steps with the buttons and arrow keys, within its limits', async () => {
    const onChange = vi.fn();
    render(<NumberField label="Users" defaultValue={9} minValue={1} maxValue={10} onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Users' });
    await userEvent.click(screen.getByRole('button', { name: /Increase/ }));
    expect(input).toHaveValue('10');
    expect(onChange).toHaveBeenLastCalledWith(10);
    expect(screen.getByRole('button', { name: /Increase/ })).toBeDisabled();
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveValue('8');
  });

  it('takes typed numbers and ignores letters', async () => {
    const onChange = vi.fn();
    render(<NumberField label="Quantity" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Quantity' });
    await userEvent.type(input, '4a2');
    expect(input).toHaveValue('42');
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith(42);
  });

  it('formats currency amounts for the locale of the nearest I18nProvider', () => {
    render(
      <I18nProvider locale="de-DE">
        <NumberField label="Amount" defaultValue={2999.99} formatOptions={{ style: 'currency', currency: 'EUR' }} />
      </I18nProvider>,
    );
    expect((screen.getByRole('textbox', { name: 'Amount' }) as HTMLInputElement).value).toMatch(/^2\.999,99\s€$/);
  });

  it('shows description, caller errors and Form errors', async () => {
    const { unmount } = render(
      <NumberField label="Users" description="1 to 10" isInvalid errorMessage="Too many users" />,
    );
    const input = screen.getByRole('textbox', { name: 'Users' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('1 to 10 Too many users');
    await expectNoAxeViolations();
    unmount();
    render(
      <Form aria-label="Basket" validationErrors={{ users: 'Users is required.' }}>
        <NumberField label="Users" name="users" />
      </Form>,
    );
    expect(screen.getByRole('textbox', { name: 'Users' })).toHaveAccessibleDescription('Users is required.');
  });

  it('is required or disabled without axe violations', async () => {
    render(
      <>
        <NumberField label="Users" isRequired />
        <NumberField label="Seats" isDisabled defaultValue={3} />
      </>,
    );
    expect(screen.getByRole('textbox', { name: /Users/ })).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Seats' })).toBeDisabled();
    await expectNoAxeViolations();
  });

  it('shows a focus outline around the field when the input is focused', async () => {
    render(<NumberField label="Users" />);
    await userEvent.click(screen.getByText('Users'));
    const input = screen.getByRole('textbox', { name: 'Users' });
    expect(input).toHaveFocus();
    expect(getComputedStyle(input.parentElement as HTMLElement).outlineColor).not.toBe('rgba(0, 0, 0, 0)');
  });

  it("names its steppers and role as React Aria does in English, from the caller's aria-label too", () => {
    const { unmount } = render(<NumberField label="Users" />);
    expect(screen.getByRole('button', { name: 'Increase Users' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Decrease Users' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Users' })).toHaveAttribute('aria-roledescription', 'Number field');
    unmount();
    render(<NumberField label="Users" aria-label="Seats" />);
    expect(screen.getByRole('button', { name: 'Increase Seats' })).toBeInTheDocument();
  });

  it('names its steppers and role in Hindi inside I18nProvider locale="hi"', () => {
    render(
      <I18nProvider locale="hi">
        <NumberField label="मात्रा" defaultValue={1} />
        <NumberField label="सीटें" aria-label="सीटें" />
      </I18nProvider>,
    );
    expect(screen.getByRole('button', { name: 'बढ़ाएँ मात्रा' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'घटाएँ मात्रा' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'मात्रा' })).toHaveAttribute('aria-roledescription', 'संख्या फ़ील्ड');
    expect(screen.getByRole('button', { name: 'सीटें बढ़ाएँ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'सीटें घटाएँ' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Increase|Decrease/ })).toBeNull();
  });

  it("uses the caller's stepper labels over the catalogue's", () => {
    render(
      <I18nProvider locale="hi">
        <NumberField label="मात्रा" incrementAriaLabel="एक और" decrementAriaLabel="एक कम" />
      </I18nProvider>,
    );
    expect(screen.getByRole('button', { name: 'एक और' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'एक कम' })).toBeInTheDocument();
  });
});

import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe';
import { TextField } from './TextField';

describe('TextField', () => {
  it('is labelled, takes typing and reports changes', async () => {
    const onChange = vi.fn();
    render(<TextField label="First Name" name="firstName" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'First Name' });
    await userEvent.type(input, 'Ada');
    expect(input).toHaveValue('Ada');
    expect(onChange).toHaveBeenLastCalledWith('Ada');
  });

  it('links its description and shows the caller error when invalid', async () => {
    function Field() {
      const [value, setValue] = useState('');
      const error = value.includes('@') ? undefined : 'Email must be a valid';
      return (
        <TextField
          label="Email"
          type="email"
          description="Work address"
          value={value}
          onChange={setValue}
          isInvalid={Boolean(error)}
          errorMessage={error}
        />
      );
    }
    render(<Field />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Email must be a valid')).toBeVisible();
    expect(input.getAttribute('aria-describedby')).toBeTruthy();
    await expectNoAxeViolations();
    await userEvent.type(input, 'ada@example.com');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Email must be a valid')).not.toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('Work address');
  });

  it('marks required fields', () => {
    render(<TextField label="Email" isRequired />);
    expect(screen.getByRole('textbox', { name: /Email/ })).toBeRequired();
  });

  it('shows and hides a password with a toggle button', async () => {
    render(<TextField label="Password" type="password" defaultValue="secret1" />);
    const input = screen.getByLabelText('Password', { selector: 'input' });
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('secret1');
    await expectNoAxeViolations();
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('has no axe violations in default, required and disabled states', async () => {
    render(
      <>
        <TextField label="Email" type="email" />
        <TextField label="Name" isRequired description="As on your invoice" />
        <TextField label="Code" isDisabled defaultValue="LNF" />
      </>,
    );
    await expectNoAxeViolations();
  });
});

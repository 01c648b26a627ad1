import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { expectNoAxeViolations } from '../test/axe';
import { Form } from './Form';

describe('Form', () => {
  it('shows validationErrors on the matching fields', async () => {
    render(
      <Form aria-label="Login" validationErrors={{ email: 'Email is required.' }}>
        <TextField label="Email" name="email" type="email" />
        <TextField label="Password" name="password" type="password" />
      </Form>,
    );
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Email is required.');
    expect(screen.getByLabelText('Password', { selector: 'input' })).not.toHaveAttribute('aria-invalid');
    await expectNoAxeViolations();
  });

  it('leaves submit to the app by default (aria validation does not block)', async () => {
    const onSubmit = vi.fn((e: { preventDefault(): void }) => e.preventDefault());
    render(
      <Form aria-label="Login" onSubmit={onSubmit}>
        <TextField label="Email" name="email" type="email" isRequired />
        <Button type="submit">Login</Button>
      </Form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('lets the browser block an invalid submit with validationBehavior native', async () => {
    const onSubmit = vi.fn((e: { preventDefault(): void }) => e.preventDefault());
    render(
      <Form aria-label="Login" onSubmit={onSubmit} validationBehavior="native">
        <TextField label="Email" name="email" type="email" isRequired errorMessage="Email is required." />
        <Button type="submit">Login</Button>
      </Form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Email is required.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveFocus();
  });

  it('stacks its children in one column', () => {
    render(
      <Form aria-label="Stack">
        <TextField label="A" />
        <TextField label="B" />
      </Form>,
    );
    const a = screen.getByRole('textbox', { name: 'A' }).getBoundingClientRect();
    const b = screen.getByRole('textbox', { name: 'B' }).getBoundingClientRect();
    expect(b.top).toBeGreaterThan(a.bottom);
    expect(b.left).toBe(a.left);
  });
});

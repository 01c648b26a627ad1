import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { Form } from '../Form/Form';
import { expectNoAxeViolations } from '../test/axe';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('toggles from its label, Space and reports changes', async () => {
    const onChange = vi.fn();
    render(<Checkbox label="Send me news" onChange={onChange} />);
    const checkbox = screen.getByRole('checkbox', { name: 'Send me news' });
    await userEvent.click(screen.getByText('Send me news'));
    expect(checkbox).toBeChecked();
    await userEvent.keyboard(' ');
    expect(checkbox).not.toBeChecked();
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('shows a focus ring on the box for keyboard focus', async () => {
    render(<Checkbox label="Send me news" />);
    await userEvent.tab();
    const checkbox = screen.getByRole('checkbox', { name: 'Send me news' });
    expect(checkbox).toHaveFocus();
    const box = checkbox.closest('label')?.querySelector('[aria-hidden]') as HTMLElement;
    expect(getComputedStyle(box).outlineColor).not.toBe('rgba(0, 0, 0, 0)');
  });

  it('links description and error, and shows a Form error by name', async () => {
    const { unmount } = render(
      <Checkbox
        label="Accept terms"
        description="Required to continue"
        isInvalid
        errorMessage="Please accept the terms"
      />,
    );
    const checkbox = screen.getByRole('checkbox', { name: 'Accept terms' });
    expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    expect(checkbox).toHaveAccessibleDescription('Required to continue Please accept the terms');
    await expectNoAxeViolations();
    unmount();
    render(
      <Form aria-label="Sign up" validationErrors={{ terms: 'Please accept the terms' }}>
        <Checkbox label="Accept terms" name="terms" />
      </Form>,
    );
    expect(screen.getByRole('checkbox', { name: 'Accept terms' })).toHaveAccessibleDescription(
      'Please accept the terms',
    );
  });

  it('submits its value with the form when checked', async () => {
    const onSubmit = vi.fn((e: { preventDefault(): void; currentTarget: HTMLFormElement }) => {
      e.preventDefault();
      return new FormData(e.currentTarget).get('marketingPreference');
    });
    render(
      <Form aria-label="Details" onSubmit={onSubmit}>
        <Checkbox label="Send me news" name="marketingPreference" value="true" defaultSelected />
        <button type="submit">Save</button>
      </Form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveReturnedWith('true');
  });

  it('has no axe violations when required, indeterminate or disabled', async () => {
    render(
      <>
        <Checkbox label="Accept terms" isRequired />
        <Checkbox label="All items" isIndeterminate />
        <Checkbox label="Locked" isDisabled defaultSelected />
      </>,
    );
    expect(screen.getByRole('checkbox', { name: /Accept terms/ })).toBeRequired();
    expect(screen.getByRole('checkbox', { name: 'All items' })).toBePartiallyChecked();
    expect(screen.getByRole('checkbox', { name: 'Locked' })).toBeDisabled();
    await expectNoAxeViolations();
  });
});

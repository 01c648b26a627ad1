import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { Form } from '../Form/Form';
import { expectNoAxeViolations } from '../test/axe';
import { TextArea } from './TextArea';

describe('TextArea', () => {
  it('is labelled, takes several lines and reports changes', async () => {
    const onChange = vi.fn();
    render(<TextArea label="Description" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Description' });
    expect(input.tagName).toBe('TEXTAREA');
    await userEvent.type(input, 'One{Enter}Two');
    expect(input).toHaveValue('One\nTwo');
    expect(onChange).toHaveBeenLastCalledWith('One\nTwo');
  });

  it('links its description, and shows the caller error when invalid', async () => {
    const { rerender } = render(<TextArea label="Description" description="At least 10 characters" />);
    const input = screen.getByRole('textbox', { name: 'Description' });
    expect(input).toHaveAccessibleDescription('At least 10 characters');
    rerender(<TextArea label="Description" isInvalid errorMessage="Too short" />);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Too short');
    await expectNoAxeViolations();
  });

  it('shows a Form error by name', () => {
    render(
      <Form aria-label="Demo" validationErrors={{ description: 'Description is required.' }}>
        <TextArea label="Description" name="description" />
      </Form>,
    );
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveAccessibleDescription(
      'Description is required.',
    );
  });

  it('marks required and disabled fields, with no axe violations', async () => {
    render(
      <>
        <TextArea label="Summary" isRequired />
        <TextArea label="Notes" isDisabled defaultValue="Locked" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: /Summary/ })).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Notes' })).toBeDisabled();
    await expectNoAxeViolations();
  });

  it('shows a focus outline when focused', async () => {
    render(<TextArea label="Description" />);
    await userEvent.tab();
    const input = screen.getByRole('textbox', { name: 'Description' });
    expect(input).toHaveFocus();
    expect(getComputedStyle(input).outlineColor).not.toBe('rgba(0, 0, 0, 0)');
  });
});

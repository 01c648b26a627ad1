import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { Form } from '../Form/Form';
import { expectNoAxeViolations } from '../test/axe';
import { Select, SelectItem } from './Select';

const periods = [
  { id: 'MONTHLY', label: 'Monthly' },
  { id: 'QUARTERLY', label: 'Quarterly' },
  { id: 'ANNUALLY', label: 'Yearly', isDisabled: true },
];

describe('Select', () => {
  it('opens on click, chooses an option and closes', async () => {
    const onChange = vi.fn();
    render(<Select label="Billing period" items={periods} onChange={onChange} />);
    const trigger = screen.getByRole('button', { name: /Billing period/ });
    expect(trigger).toHaveTextContent('Select an item');
    await userEvent.click(trigger);
    const listbox = await screen.findByRole('listbox');
    await expectNoAxeViolations();
    await userEvent.click(screen.getByRole('option', { name: 'Quarterly' }));
    expect(onChange).toHaveBeenLastCalledWith('QUARTERLY');
    await waitFor(() => expect(listbox).not.toBeInTheDocument());
    expect(trigger).toHaveTextContent('Quarterly');
  });

  it('works from the keyboard and skips disabled options', async () => {
    const onChange = vi.fn();
    render(<Select label="Billing period" items={periods} onChange={onChange} />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Monthly' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Quarterly' })).toHaveFocus();
    expect(screen.getByRole('option', { name: 'Yearly' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('QUARTERLY');
    await waitFor(() => expect(screen.getByRole('button', { name: /Billing period/ })).toHaveFocus());
  });

  it('shows a focus ring on the trigger for keyboard focus', async () => {
    render(<Select label="Billing period" items={periods} />);
    await userEvent.tab();
    const trigger = screen.getByRole('button', { name: /Billing period/ });
    expect(trigger).toHaveAttribute('data-focus-visible');
    expect(getComputedStyle(trigger).outlineColor).not.toBe('rgba(0, 0, 0, 0)');
  });

  it('takes SelectItem children', async () => {
    render(
      <Select label="Issue type">
        <SelectItem id="Bug">Bug</SelectItem>
        <SelectItem id="Task">Task</SelectItem>
      </Select>,
    );
    await userEvent.click(screen.getByRole('button', { name: /Issue type/ }));
    expect(await screen.findAllByRole('option')).toHaveLength(2);
  });

  it('shows description, the caller error and a Form error by name', async () => {
    const { unmount } = render(
      <Select
        label="Billing period"
        items={periods}
        description="Changeable later"
        isInvalid
        errorMessage="Choose one"
      />,
    );
    expect(screen.getByRole('button', { name: /Billing period/ })).toHaveAccessibleDescription(
      'Changeable later Choose one',
    );
    await expectNoAxeViolations();
    unmount();
    render(
      <Form aria-label="Plan" validationErrors={{ period: 'Billing period is required.' }}>
        <Select label="Billing period" name="period" items={periods} isRequired />
      </Form>,
    );
    expect(screen.getByText('Billing period is required.')).toBeVisible();
    await expectNoAxeViolations();
  });

  it('submits the chosen id with its form', async () => {
    const onSubmit = vi.fn((e: { preventDefault(): void; currentTarget: HTMLFormElement }) => {
      e.preventDefault();
      return new FormData(e.currentTarget).get('period');
    });
    render(
      <Form aria-label="Plan" onSubmit={onSubmit}>
        <Select label="Billing period" name="period" items={periods} defaultValue="MONTHLY" />
        <button type="submit">Go</button>
      </Form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(onSubmit).toHaveReturnedWith('MONTHLY');
  });

  it('is disabled with isDisabled', () => {
    render(<Select label="Billing period" items={periods} isDisabled />);
    expect(screen.getByRole('button', { name: /Billing period/ })).toBeDisabled();
  });
});

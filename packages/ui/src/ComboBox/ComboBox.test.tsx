import { render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { Form } from '../Form/Form';
import { expectNoAxeViolations } from '../test/axe';
import { ComboBox, ComboBoxItem } from './ComboBox';

const countries = [
  { id: 'IN', label: 'India' },
  { id: 'ID', label: 'Indonesia' },
  { id: 'GB', label: 'United Kingdom' },
  { id: 'US', label: 'United States' },
];

describe('ComboBox', () => {
  it('filters items as people type and chooses with the keyboard', async () => {
    const onChange = vi.fn();
    render(<ComboBox label="Country" items={countries} onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Country' });
    await userEvent.type(input, 'ind');
    const listbox = await screen.findByRole('listbox');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['India', 'Indonesia']);
    await expectNoAxeViolations();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('ID');
    expect(input).toHaveValue('Indonesia');
    await waitFor(() => expect(listbox).not.toBeInTheDocument());
    expect(input).toHaveFocus();
  });

  it('keeps a full-width list inside the viewport', async () => {
    render(<ComboBox label="Country" items={countries} />);
    await userEvent.click(screen.getByRole('button', { name: /Show suggestions/ }));
    const popover = (await screen.findByRole('listbox')).parentElement as HTMLElement;
    expect(popover.getBoundingClientRect().right).toBeLessThanOrEqual(document.documentElement.clientWidth);
    expect(document.documentElement.scrollWidth).toBe(document.documentElement.clientWidth);
  });

  it('opens the whole list from its button and shows an empty state', async () => {
    render(<ComboBox label="Country" items={countries} />);
    await userEvent.click(screen.getByRole('button', { name: /Show suggestions/ }));
    expect(await screen.findAllByRole('option')).toHaveLength(4);
    await userEvent.keyboard('{Escape}');
    await userEvent.type(screen.getByRole('combobox', { name: 'Country' }), 'xyz');
    expect(await screen.findByText('No matches')).toBeVisible();
  });

  it('leaves filtering to the app when it controls inputValue', async () => {
    function Server() {
      const [text, setText] = useState('');
      return <ComboBox label="Country" items={countries.slice(2)} inputValue={text} onInputChange={setText} />;
    }
    render(<Server />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Country' }), 'i');
    await screen.findByRole('listbox');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['United Kingdom', 'United States']);
  });

  it('takes ComboBoxItem children', async () => {
    render(
      <ComboBox label="Priority">
        <ComboBoxItem id="High">High</ComboBoxItem>
        <ComboBoxItem id="Low">Low</ComboBoxItem>
      </ComboBox>,
    );
    await userEvent.type(screen.getByRole('combobox', { name: 'Priority' }), 'l');
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Low']));
  });

  it('submits the chosen id and shows a Form error by name', async () => {
    const onSubmit = vi.fn((e: { preventDefault(): void; currentTarget: HTMLFormElement }) => {
      e.preventDefault();
      return new FormData(e.currentTarget).get('country');
    });
    render(
      <Form aria-label="Demo" onSubmit={onSubmit} validationErrors={{ country: 'Country is required.' }}>
        <ComboBox label="Country" name="country" items={countries} defaultValue="GB" />
        <button type="submit">Go</button>
      </Form>,
    );
    const input = screen.getByRole('combobox', { name: 'Country' });
    expect(input).toHaveAccessibleDescription('Country is required.');
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(onSubmit).toHaveReturnedWith('GB');
  });

  it('shows a focus outline and has no axe violations when required, invalid or disabled', async () => {
    render(
      <>
        <ComboBox label="Country" items={countries} isRequired description="Registered office" />
        <ComboBox label="Category" items={countries} isInvalid errorMessage="Category is required." />
        <ComboBox label="Region" items={countries} isDisabled />
      </>,
    );
    await userEvent.tab();
    const input = screen.getByRole('combobox', { name: /Country/ });
    expect(input).toHaveFocus();
    expect(input).toBeRequired();
    expect(getComputedStyle(input.parentElement as HTMLElement).outlineColor).not.toBe('rgba(0, 0, 0, 0)');
    expect(screen.getByRole('combobox', { name: 'Region' })).toBeDisabled();
    await expectNoAxeViolations();
  });
});

import { render, screen, within } from '@testing-library/react';
import { createRef, useState } from 'react';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { Form } from '../Form/Form';
import { Select } from '../Select/Select';
import { expectNoAxeViolations } from '../test/axe';
import { NativeSelect } from './NativeSelect';

const periods = [
  { id: 'MONTHLY', label: 'Monthly' },
  { id: 'QUARTERLY', label: 'Quarterly' },
  { id: 'ANNUALLY', label: 'Yearly', isDisabled: true },
];

function Controlled({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <>
      <NativeSelect
        label="Billing period"
        items={periods}
        value={value}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
      />
      <output>Chosen: {value ?? 'none'}</output>
    </>
  );
}

describe('NativeSelect', () => {
  it('is the browser’s <select>, named by its label, without React Aria', async () => {
    const onChange = vi.fn();
    render(<NativeSelect label="Billing period" items={periods} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Billing period' });
    expect(select.tagName).toBe('SELECT');
    expect(select).not.toHaveAttribute('data-rac');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Monthly', 'Quarterly', 'Yearly']);
    expect(select).toHaveValue('MONTHLY');
    await userEvent.selectOptions(select, 'Quarterly');
    expect(onChange).toHaveBeenLastCalledWith('QUARTERLY');
    expect(select).toHaveDisplayValue('Quarterly');
    await expectNoAxeViolations();
  });

  it('follows a controlled value, with "Select an item" while it is null', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Billing period' });
    expect(select).toHaveDisplayValue('Select an item');
    await userEvent.selectOptions(select, 'QUARTERLY');
    expect(onChange).toHaveBeenLastCalledWith('QUARTERLY');
    expect(screen.getByText('Chosen: QUARTERLY')).toBeVisible();
    expect(select).toHaveDisplayValue('Quarterly');
    // Once a period is chosen, the placeholder that only stood for "none" is gone.
    expect(within(select).queryByRole('option', { name: 'Select an item' })).toBeNull();
  });

  it('changes from the keyboard and shows a focus ring', async () => {
    const onChange = vi.fn();
    render(<NativeSelect label="Billing period" items={periods} onChange={onChange} />);
    await userEvent.tab();
    const select = screen.getByRole('combobox', { name: 'Billing period' });
    expect(select).toHaveFocus();
    expect(select.matches(':focus-visible')).toBe(true);
    expect(getComputedStyle(select).outlineColor).not.toBe('rgba(0, 0, 0, 0)');
    await userEvent.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith('QUARTERLY');
  });

  it('marks disabled options and a disabled field', () => {
    const { unmount } = render(<NativeSelect label="Billing period" items={periods} />);
    expect(screen.getByRole('option', { name: 'Yearly' })).toBeDisabled();
    unmount();
    render(<NativeSelect label="Billing period" items={periods} isDisabled />);
    const select = screen.getByRole('combobox', { name: 'Billing period' });
    expect(select).toBeDisabled();
    expect(getComputedStyle(select).cursor).toBe('not-allowed');
  });

  it('offers a placeholder, which a required field cannot be set back to', async () => {
    const { unmount } = render(<NativeSelect label="Billing period" items={periods} placeholder="Any period" />);
    const optional = screen.getByRole('combobox', { name: 'Billing period' });
    expect(optional).toHaveValue('');
    await userEvent.selectOptions(optional, 'MONTHLY');
    await userEvent.selectOptions(optional, 'Any period');
    expect(optional).toHaveValue('');
    unmount();
    render(<NativeSelect label="Billing period" items={periods} placeholder="Choose…" isRequired />);
    const required = screen.getByRole('combobox', { name: /Billing period/ });
    expect(required).toBeRequired();
    expect(required).toHaveDisplayValue('Choose…');
    const placeholder = (required as HTMLSelectElement).options[0]!;
    expect(placeholder).toHaveTextContent('Choose…');
    expect(placeholder).toBeDisabled();
    await expectNoAxeViolations();
  });

  it('describes itself with its description and the caller’s error', async () => {
    render(
      <NativeSelect
        label="Billing period"
        items={periods}
        description="Changeable later"
        isInvalid
        errorMessage="Choose one"
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Billing period' });
    expect(select).toHaveAccessibleDescription('Changeable later Choose one');
    expect(select).toBeInvalid();
    await expectNoAxeViolations();
  });

  it('shows a Form error by name until the next choice, and submits the chosen id', async () => {
    const onSubmit = vi.fn((e: { preventDefault(): void; currentTarget: HTMLFormElement }) => {
      e.preventDefault();
      return new FormData(e.currentTarget).get('period');
    });
    render(
      <Form aria-label="Plan" validationErrors={{ period: 'Billing period is required.' }} onSubmit={onSubmit}>
        <NativeSelect label="Billing period" name="period" items={periods} defaultValue="MONTHLY" />
        <button type="submit">Go</button>
      </Form>,
    );
    const select = screen.getByRole('combobox', { name: 'Billing period' });
    expect(select).toHaveAccessibleDescription('Billing period is required.');
    expect(select).toBeInvalid();
    await expectNoAxeViolations();
    await userEvent.selectOptions(select, 'QUARTERLY');
    expect(screen.queryByText('Billing period is required.')).toBeNull();
    expect(select).toBeValid();
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(onSubmit).toHaveReturnedWith('QUARTERLY');
  });

  it('looks like Select', () => {
    render(
      <div>
        <Select label="A" items={periods} defaultValue="MONTHLY" />
        <NativeSelect label="B" items={periods} defaultValue="MONTHLY" />
      </div>,
    );
    const aria = getComputedStyle(screen.getByRole('button', { name: /A/ }));
    const native = getComputedStyle(screen.getByRole('combobox', { name: 'B' }));
    for (const property of [
      'backgroundColor',
      'borderColor',
      'borderRadius',
      'boxShadow',
      'color',
      'fontSize',
      'blockSize',
      'paddingInlineStart',
    ] as const)
      expect(native[property], property).toBe(aria[property]);
  });

  it('speaks the language of the I18nProvider', () => {
    render(
      <I18nProvider locale="hi-IN">
        <NativeSelect label="अवधि" items={periods} value={null} />
      </I18nProvider>,
    );
    expect(screen.getByRole('combobox', { name: 'अवधि' })).toHaveDisplayValue('कोई विकल्प चुनें');
  });

  it("hands its <select> to ref and keeps the caller's class on the field", () => {
    const ref = createRef<HTMLSelectElement>();
    const { container } = render(<NativeSelect ref={ref} className="extra" label="Billing period" items={periods} />);
    expect(ref.current).toBe(screen.getByRole('combobox', { name: 'Billing period' }));
    const root = container.firstElementChild!;
    expect(root).toHaveClass('extra');
    expect(root.classList.length).toBeGreaterThan(1);
  });
});

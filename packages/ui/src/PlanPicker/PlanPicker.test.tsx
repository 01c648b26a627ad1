import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { PricingCard } from '../PricingCard/PricingCard';
import { expectNoAxeViolations } from '../test/axe';
import { PlanPicker } from './PlanPicker';

const periods = [
  { id: 'MONTHLY', label: 'Monthly' },
  { id: 'QUARTERLY', label: 'Quarterly' },
  { id: 'ANNUALLY', label: 'Yearly' },
];
const months: Record<string, number> = { MONTHLY: 1, QUARTERLY: 3, ANNUALLY: 12 };

function Picker(props: { onPeriodChange?: (p: string) => void; period?: string }) {
  return (
    <PlanPicker aria-label="Billing period" periods={periods} {...props}>
      {(period) =>
        ['HR Essential', 'HR Professional', 'LNF Payroll'].map((name, i) => (
          <PricingCard
            key={name}
            name={name}
            price={(2999 + i * 1000) * months[period]}
            periodLabel={period}
            ctaLabel="Buy Now"
          />
        ))
      }
    </PlanPicker>
  );
}

describe('PlanPicker', () => {
  it('selects the first period and switches by click', async () => {
    const onPeriodChange = vi.fn();
    render(<Picker onPeriodChange={onPeriodChange} />);
    const group = screen.getByRole('radiogroup', { name: 'Billing period' });
    expect(within(group).getByRole('radio', { name: 'Monthly' })).toBeChecked();
    await userEvent.click(within(group).getByRole('radio', { name: 'Quarterly' }));
    expect(onPeriodChange).toHaveBeenCalledWith('QUARTERLY');
    expect(screen.getByRole('article', { name: 'HR Essential' })).toHaveTextContent('8,997');
  });

  it('keeps one period selected when the selected one is pressed again', async () => {
    render(<Picker />);
    const monthly = screen.getByRole('radio', { name: 'Monthly' });
    await userEvent.click(monthly);
    expect(monthly).toBeChecked();
  });

  it('moves with arrow keys and shows a focus ring', async () => {
    render(<Picker />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{ArrowRight} ');
    const yearly = screen.getByRole('radio', { name: 'Yearly' });
    expect(yearly).toHaveFocus();
    expect(yearly).toBeChecked();
    expect(getComputedStyle(yearly).outlineColor).not.toBe('rgba(0, 0, 0, 0)');
  });

  it('is controlled by period', () => {
    render(<Picker period="ANNUALLY" />);
    expect(screen.getByRole('radio', { name: 'Yearly' })).toBeChecked();
  });

  it('stacks cards on a phone and lays them in a row on a desktop', async () => {
    await page.viewport(375, 800);
    render(<Picker />);
    const [a, b] = screen.getAllByRole('article');
    expect(b.getBoundingClientRect().top).toBeGreaterThan(a.getBoundingClientRect().bottom);
    await page.viewport(1280, 800);
    await new Promise((r) => requestAnimationFrame(r));
    expect(b.getBoundingClientRect().top).toBe(a.getBoundingClientRect().top);
  });

  it('has no axe violations', async () => {
    render(<Picker />);
    await expectNoAxeViolations();
  });
});

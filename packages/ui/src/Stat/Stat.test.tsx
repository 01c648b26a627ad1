import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { ThemeProvider } from '../ThemeProvider/ThemeProvider';
import { expectNoAxeViolations } from '../test/axe';
import { Stat } from './Stat';

const group = (name: string) => screen.getByRole('group', { name });

describe('Stat', () => {
  it('is a group named by its label, with the value in rupees (Indian grouping)', async () => {
    render(<Stat label="Revenue" value={1234567.6} format="currency" locale="en-IN" />);
    expect(group('Revenue')).toHaveTextContent('₹12,34,568');
    await expectNoAxeViolations();
  });

  it('writes out the direction beside an arrow, from the previous value', async () => {
    render(
      <Stat
        label="Revenue"
        value={225000}
        previousValue={200000}
        format="currency"
        locale="en-IN"
        comparison="from last month"
      />,
    );
    const revenue = group('Revenue');
    expect(revenue).toHaveTextContent('Revenue ₹2,25,000 up 12.5% from last month (favourable)');
    // The arrow is drawn, and hidden from screen readers: the words carry the direction.
    expect(revenue.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    expect(revenue.querySelector('[data-direction="up"]')).toHaveAttribute('data-tone', 'good');
    await expectNoAxeViolations();
  });

  it('reads a falling figure as good when goodDirection is down (churn)', () => {
    render(
      <>
        <Stat label="Churn" value={0.021} previousValue={0.025} format="percent" goodDirection="down" />
        <Stat label="Signups" value={80} previousValue={100} />
      </>,
    );
    const churn = group('Churn');
    expect(churn).toHaveTextContent('2.1%');
    expect(churn).toHaveTextContent('down 16% (favourable)');
    expect(churn.querySelector('[data-direction]')).toHaveAttribute('data-tone', 'good');
    const signups = group('Signups');
    expect(signups).toHaveTextContent('down 20% (unfavourable)');
    expect(signups.querySelector('[data-direction]')).toHaveAttribute('data-tone', 'bad');
  });

  it('takes a given change in percent, and calls an unchanged or barely changed figure flat', () => {
    render(
      <>
        <Stat label="Orders" value={48213} change={-3.25} comparison="from last week" />
        <Stat label="Tickets" value={120} previousValue={120} comparison="from yesterday" />
        <Stat label="Seats" value={100001} previousValue={100000} />
      </>,
    );
    expect(group('Orders')).toHaveTextContent('48,213 down 3.3% from last week (unfavourable)');
    expect(group('Tickets')).toHaveTextContent('no change from yesterday');
    expect(group('Tickets').querySelector('[data-direction]')).toHaveAttribute('data-tone', 'neutral');
    expect(group('Seats')).toHaveTextContent('no change');
  });

  it('shows the absolute difference when asked, or when the previous value is 0', () => {
    render(
      <>
        <Stat label="MRR" value={52000} previousValue={50000} changeFormat="absolute" format="currency" />
        <Stat label="Refunds" value={3} previousValue={0} goodDirection="down" />
        <Stat label="Fees" value={100.3} previousValue={100} changeFormat="absolute" format="currency" />
      </>,
    );
    expect(group('MRR')).toHaveTextContent('up ₹2,000');
    expect(group('Refunds')).toHaveTextContent('up 3 (unfavourable)');
    // Thirty paise in whole rupees is '₹0': no change, not 'up ₹0'.
    expect(group('Fees')).toHaveTextContent('no change');
  });

  it('shows a dash for an unknown value, and a busy placeholder while loading', async () => {
    const { rerender } = render(<Stat label="Revenue" value={null} />);
    expect(group('Revenue')).toHaveTextContent('—');
    rerender(<Stat label="Revenue" value={100} previousValue={90} isLoading />);
    expect(group('Revenue')).toHaveAttribute('aria-busy', 'true');
    expect(group('Revenue')).toHaveTextContent('Loading');
    expect(group('Revenue')).not.toHaveTextContent('100');
    await expectNoAxeViolations();
  });

  it('draws every change neutrally with goodDirection="none", and follows formatOptions and the locale', () => {
    render(
      <I18nProvider locale="hi-IN">
        <Stat
          label="Pipeline"
          value={1234567}
          previousValue={1000000}
          format="currency"
          formatOptions={{ notation: 'compact' }}
          goodDirection="none"
        />
      </I18nProvider>,
    );
    const pipeline = group('Pipeline');
    expect(pipeline).toHaveTextContent('23.5% की बढ़त');
    expect(pipeline.querySelector('[data-direction]')).toHaveAttribute('data-tone', 'neutral');
    expect(pipeline).not.toHaveTextContent('अनुकूल');
  });

  it('has no axe violations for any tone in the dark theme', async () => {
    render(
      <ThemeProvider theme="dark">
        <Stat label="Up" value={2} previousValue={1} />
        <Stat label="Down" value={1} previousValue={2} />
        <Stat label="Flat" value={1} previousValue={1} />
      </ThemeProvider>,
    );
    await expectNoAxeViolations();
  });

  it("hands its root to ref and keeps the caller's class", () => {
    const ref = createRef<HTMLDivElement>();
    render(<Stat ref={ref} className="extra" label="Revenue" value={1} />);
    expect(ref.current).toBe(group('Revenue'));
    expect(group('Revenue')).toHaveClass('extra');
  });
});

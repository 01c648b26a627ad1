import { render, screen, within } from '@testing-library/react';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { ThemeProvider } from '../ThemeProvider/ThemeProvider';
import { expectNoAxeViolations } from '../test/axe';
import { Chart } from './Chart';
import type { ChartSeries } from './types';

const months = ['Jan 2026', 'Feb 2026', 'Mar 2026', 'Apr 2026'];
const mrr: ChartSeries[] = [{ id: 'mrr', label: 'MRR', values: [400000, 425000, null, 512500] }];
const movement: ChartSeries[] = [
  { id: 'new', label: 'New', values: [60000, 45000, 70000, 52000], tone: 'positive' },
  { id: 'expansion', label: 'Expansion', values: [20000, 15000, 25000, 18000], tone: 'brand' },
  { id: 'contraction', label: 'Contraction', values: [-8000, -12000, -5000, -9000], tone: 'neutral' },
  { id: 'churn', label: 'Churn', values: [-15000, -30000, -10000, -20000], tone: 'negative' },
];
const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const rupees = (n: number) => inr.format(n);

const live = () => document.querySelector('[aria-live="polite"]') as HTMLElement;
const bars = (series: string) => [...document.querySelectorAll<SVGRectElement>(`rect[data-series="${series}"]`)];
const attr = (el: Element, name: string) => Number(el.getAttribute(name));

describe('Chart', () => {
  it('is a figure named by its title, with an image that sums the series up and a table of the numbers', async () => {
    render(
      <Chart
        type="line"
        title="Monthly recurring revenue"
        description="In rupees, at each month's end."
        categories={months}
        series={mrr}
        formatValue={rupees}
      />,
    );
    const figure = screen.getByRole('figure', { name: 'Monthly recurring revenue' });
    const image = within(figure).getByRole('img', {
      name: 'Monthly recurring revenue. MRR: ₹4,00,000 in Jan 2026 to ₹5,12,500 in Apr 2026',
    });
    expect(image).toHaveAccessibleDescription(/In rupees, at each month's end\. Use the Left and Right arrow keys/);
    expect(image).toHaveAttribute('tabindex', '0');
    // The legend is HTML text, not drawn: it reads and zooms like the rest of the page.
    expect(within(figure).getByRole('listitem')).toHaveTextContent('MRR');

    const table = within(figure).getByRole('table', { name: 'Monthly recurring revenue' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Period', 'MRR']);
    const february = within(table).getByRole('row', { name: /Feb 2026/ });
    expect(within(february).getByRole('rowheader')).toHaveTextContent('Feb 2026');
    expect(within(february).getByRole('cell')).toHaveTextContent('₹4,25,000');
    // A gap in the data is a dash on screen and words for a screen reader.
    const march = within(table).getByRole('row', { name: /Mar 2026/ });
    expect(within(march).getByRole('cell')).toHaveTextContent('—no value');
    await expectNoAxeViolations();
  });

  it('formats with Indian digit grouping by default, on the axis and in the table', () => {
    render(
      <Chart
        type="bar"
        title="Orders"
        categories={['Q1', 'Q2']}
        series={[{ id: 'o', label: 'Orders', values: [1234567, 2000000] }]}
      />,
    );
    expect(screen.getByRole('cell', { name: '12,34,567' })).toBeInTheDocument();
    const ticks = [...document.querySelectorAll('svg text')].map((t) => t.textContent);
    expect(ticks).toContain('20,00,000');
    expect(ticks).toEqual(expect.arrayContaining(['Q1', 'Q2']));
  });

  it('writes each whole-number tick once, even when every value is zero', () => {
    render(
      <Chart
        type="bar"
        title="Refunds"
        categories={['Q1', 'Q2']}
        series={[{ id: 'r', label: 'Refunded', values: [0, 0] }]}
        formatValue={rupees}
      />,
    );
    const ticks = [...document.querySelectorAll('svg text')]
      .map((t) => t.textContent)
      .filter((t) => t?.startsWith('₹'));
    expect(ticks).toEqual(['₹0', '₹1']);
  });

  it('moves a highlighted category with the arrow keys and announces its values', async () => {
    render(
      <Chart type="bar" title="MRR movement" categories={months} series={movement} formatValue={rupees} stacked />,
    );
    const image = screen.getByRole('img');
    expect(live()).toBeEmptyDOMElement();
    await userEvent.tab();
    expect(image).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}');
    expect(live()).toHaveTextContent('Jan 2026: New ₹60,000, Expansion ₹20,000, Contraction -₹8,000, Churn -₹15,000');
    await userEvent.keyboard('{ArrowRight}');
    expect(live()).toHaveTextContent(/^Feb 2026: New ₹45,000/);
    expect(document.querySelectorAll('[data-highlight]')).toHaveLength(1);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    // Stops at the first category rather than wrapping round.
    expect(live()).toHaveTextContent(/^Jan 2026:/);
    await userEvent.keyboard('{End}{ArrowRight}');
    expect(live()).toHaveTextContent(/^Apr 2026:/);
    await expectNoAxeViolations();

    await userEvent.keyboard('{Escape}');
    expect(live()).toBeEmptyDOMElement();
    expect(document.querySelector('[data-highlight]')).toBeNull();
  });

  it('shows the same values in a tooltip under the pointer', async () => {
    render(<Chart type="line" title="MRR" categories={months} series={mrr} formatValue={rupees} />);
    const image = screen.getByRole('img');
    const box = image.getBoundingClientRect();
    // The right-most category: the last quarter of the plot.
    await userEvent.hover(image, { position: { x: box.width - 20, y: box.height / 2 } });
    await expect.poll(() => document.querySelector('[data-highlight]')).not.toBeNull();
    const tooltip = image.parentElement!.querySelector('[aria-hidden="true"]:not(svg)');
    expect(tooltip).toHaveTextContent('Apr 2026MRR₹5,12,500');
    // Hovering is not announced: only keyboard reading speaks.
    expect(live()).toBeEmptyDOMElement();
  });

  it('stacks positive values above the zero line and negative values below it', () => {
    render(<Chart type="bar" title="MRR movement" categories={months} series={movement} stacked />);
    const zero = attr(document.querySelector('line[data-zero]')!, 'y1');
    for (const id of ['new', 'expansion']) {
      expect(bars(id)).toHaveLength(4);
      for (const bar of bars(id)) {
        expect(attr(bar, 'height')).toBeGreaterThan(0);
        expect(attr(bar, 'y') + attr(bar, 'height')).toBeLessThanOrEqual(zero + 0.01);
      }
    }
    for (const id of ['contraction', 'churn']) {
      for (const bar of bars(id)) {
        expect(attr(bar, 'height')).toBeGreaterThan(0);
        expect(attr(bar, 'y')).toBeGreaterThanOrEqual(zero - 0.01);
      }
    }
    // Stacked, not side by side: each segment starts where the one before it (nearer zero) ends.
    const [newJan] = bars('new');
    const [expansionJan] = bars('expansion');
    const [contractionJan] = bars('contraction');
    const [churnJan] = bars('churn');
    expect(attr(expansionJan!, 'y') + attr(expansionJan!, 'height')).toBeCloseTo(attr(newJan!, 'y'), 1);
    expect(attr(churnJan!, 'y')).toBeCloseTo(attr(contractionJan!, 'y') + attr(contractionJan!, 'height'), 1);
    expect(attr(newJan!, 'x')).toBe(attr(churnJan!, 'x'));
  });

  it('puts unstacked bars side by side, negatives hanging from zero, and draws no bar for a missing value', () => {
    render(
      <Chart
        type="bar"
        title="Net change"
        categories={['Jan', 'Feb']}
        series={[
          { id: 'a', label: 'A', values: [10, -5] },
          { id: 'b', label: 'B', values: [null, 8] },
        ]}
      />,
    );
    const zero = attr(document.querySelector('line[data-zero]')!, 'y1');
    const [aJan, aFeb] = bars('a');
    expect(attr(aJan!, 'y') + attr(aJan!, 'height')).toBeCloseTo(zero, 1);
    expect(attr(aFeb!, 'y')).toBeCloseTo(zero, 1);
    expect(bars('b').map((b) => b.getAttribute('data-category'))).toEqual(['Feb']);
    expect(attr(bars('b')[0]!, 'x')).toBeGreaterThan(attr(aFeb!, 'x'));
  });

  it('fills the width of its container at a fixed height', async () => {
    render(
      <div style={{ width: 375 }}>
        <Chart type="line" title="MRR" categories={months} series={mrr} height={200} />
      </div>,
    );
    const image = screen.getByRole('img');
    await expect.poll(() => image.getAttribute('viewBox')).toBe('0 0 375 200');
    expect(image.getBoundingClientRect().height).toBe(200);
  });

  it('hides the table behind a disclosure button when asked', async () => {
    render(<Chart type="line" title="MRR" categories={months} series={mrr} table="hidden-toggle" />);
    const toggle = screen.getByRole('button', { name: 'Show table' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table')).toBeNull();
    await expectNoAxeViolations();

    await userEvent.click(toggle);
    expect(toggle).toHaveAccessibleName('Hide table');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toContainElement(
      screen.getByRole('table', { name: 'MRR' }),
    );
    await expectNoAxeViolations();
  });

  it('says there is no data instead of drawing an empty plot', async () => {
    render(<Chart type="bar" title="Refunds" categories={[]} series={[]} />);
    const figure = screen.getByRole('figure', { name: 'Refunds' });
    expect(figure).toHaveTextContent('No data for this period');
    expect(within(figure).queryByRole('img')).toBeNull();
    expect(within(figure).queryByRole('table')).toBeNull();
    await expectNoAxeViolations();
  });

  it('follows the locale of the I18nProvider for its built-in strings', () => {
    render(
      <I18nProvider locale="hi-IN">
        <Chart type="bar" title="रिफ़ंड" categories={[]} series={[]} />
      </I18nProvider>,
    );
    expect(screen.getByRole('figure')).toHaveTextContent('इस अवधि का कोई डेटा नहीं');
  });

  it('has no axe violations in the dark theme', async () => {
    render(
      <ThemeProvider theme="dark">
        <Chart type="bar" title="MRR movement" categories={months} series={movement} stacked />
        <Chart type="line" title="MRR" categories={months} series={mrr} />
      </ThemeProvider>,
    );
    await expectNoAxeViolations();
  });
});

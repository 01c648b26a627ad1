import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe';
import { FeatureGrid } from './FeatureGrid';

const items = ['Records', 'Payroll', 'Leave'].map((title) => ({ icon: <svg />, title, text: `${title} text` }));

describe('FeatureGrid', () => {
  it('is a region named by its heading with one list item per feature', () => {
    render(<FeatureGrid heading="Features" items={items} />);
    const region = screen.getByRole('region', { name: 'Features' });
    expect(within(region).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('heading', { level: 3, name: 'Payroll' })).toBeInTheDocument();
  });

  it('shifts heading levels with headingLevel', () => {
    render(<FeatureGrid heading="Features" headingLevel={3} items={items} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Features' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(3);
  });

  it('lays three across at desktop and one on a phone', async () => {
    render(<FeatureGrid heading="Features" items={items} />);
    const [a, b, c] = screen.getAllByRole('listitem');
    expect(c.getBoundingClientRect().top).toBe(a.getBoundingClientRect().top);
    await page.viewport(375, 800);
    expect(b.getBoundingClientRect().top).toBeGreaterThan(a.getBoundingClientRect().bottom);
    await page.viewport(1280, 800);
  });

  it('has no axe violations', async () => {
    render(<FeatureGrid eyebrow="Why" heading="Features" lead="Lead" items={items} />);
    await expectNoAxeViolations();
  });
});

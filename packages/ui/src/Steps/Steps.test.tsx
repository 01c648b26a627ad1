import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe';
import { Steps } from './Steps';

const items = [
  { title: 'Book a demo', text: 'One' },
  { title: 'Choose a plan', text: 'Two' },
  { title: 'Go live', text: 'Three' },
];

describe('Steps', () => {
  it('is an ordered list of numbered steps with headings', () => {
    render(<Steps heading="How it works" items={items} />);
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    const steps = within(list).getAllByRole('listitem');
    expect(steps).toHaveLength(3);
    expect(steps[1]).toHaveTextContent('2');
    expect(within(steps[1]).getByRole('heading', { level: 3, name: 'Choose a plan' })).toBeInTheDocument();
  });

  it('runs in a row at desktop and in a column on a phone', async () => {
    render(<Steps heading="How it works" items={items} />);
    const [a, b] = screen.getAllByRole('listitem');
    expect(b.getBoundingClientRect().top).toBe(a.getBoundingClientRect().top);
    await page.viewport(375, 800);
    expect(b.getBoundingClientRect().top).toBeGreaterThan(a.getBoundingClientRect().bottom);
    await page.viewport(1280, 800);
  });

  it('has no axe violations', async () => {
    render(<Steps eyebrow="How" heading="How it works" lead="Fast." items={items} />);
    await expectNoAxeViolations();
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { ButtonLink } from '../ButtonLink/ButtonLink';
import { expectNoAxeViolations } from '../test/axe';
import { Hero } from './Hero';

describe('Hero', () => {
  it('is a region named by its h1', () => {
    render(<Hero eyebrow="HR" heading="Run your business" lead="One platform." />);
    const heading = screen.getByRole('heading', { level: 1, name: 'Run your business' });
    expect(screen.getByRole('region', { name: 'Run your business' })).toContainElement(heading);
    expect(screen.getByText('HR')).toBeVisible();
    expect(screen.getByText('One platform.')).toBeVisible();
  });

  it('puts the illustration beside the text at desktop and under it on a phone', async () => {
    render(<Hero heading="Run your business" illustration={<div data-testid="art" style={{ blockSize: 100 }} />} />);
    const heading = screen.getByRole('heading');
    const art = screen.getByTestId('art');
    expect(art.getBoundingClientRect().left).toBeGreaterThan(heading.getBoundingClientRect().left + 200);
    await page.viewport(375, 800);
    expect(art.getBoundingClientRect().top).toBeGreaterThan(heading.getBoundingClientRect().bottom);
    await page.viewport(1280, 800);
  });

  it('has no axe violations', async () => {
    render(
      <Hero
        eyebrow="All-in-one"
        heading="Run your business"
        lead="One platform."
        note="Set up in days."
        actions={<ButtonLink href="#demo">Schedule Demo</ButtonLink>}
      />,
    );
    await expectNoAxeViolations();
  });
});

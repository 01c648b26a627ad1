import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { NotFound } from './NotFound';

const texts = {
  heading: 'Oops! Page not found',
  description: 'The page you are looking for may have been moved or deleted.',
  homeLabel: 'Go To Home',
};

describe('NotFound', () => {
  it('shows 404, the heading, the explanation and the home link', () => {
    render(<NotFound {...texts} />);
    expect(screen.getByText('404')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(screen.getByText(texts.description)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go To Home' })).toHaveAttribute('href', '/');
  });

  it('has no axe violations', async () => {
    render(<NotFound {...texts} />);
    await expectNoAxeViolations();
  });
});

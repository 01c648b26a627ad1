import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { ErrorPage } from './ErrorPage';

describe('ErrorPage', () => {
  it('shows status 500 by default, the message as h1 and a home link', () => {
    render(<ErrorPage message="Something went wrong" homeLabel="Go To Home" />);
    expect(screen.getByText('500')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go To Home' })).toHaveAttribute('href', '/');
  });

  it('shows the given status code and description', () => {
    render(
      <ErrorPage
        statusCode={404}
        message="This page could not be found"
        description="Check the address."
        homeHref="/home"
        homeLabel="Home"
      />,
    );
    expect(screen.getByText('404')).toBeVisible();
    expect(screen.getByText('Check the address.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');
  });

  it('has no axe violations', async () => {
    render(<ErrorPage statusCode={404} message="This page could not be found" homeLabel="Go To Home" />);
    await expectNoAxeViolations();
  });
});

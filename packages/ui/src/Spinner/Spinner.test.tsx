import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('is a named progressbar when labelled', async () => {
    render(<Spinner label="Loading plans" />);
    expect(screen.getByRole('progressbar', { name: 'Loading plans' })).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('is hidden from assistive technology without a label', () => {
    const { container } = render(<Spinner />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { Testimonial } from './Testimonial';

describe('Testimonial', () => {
  it('is a figure with the quote in a blockquote and the attribution in its caption', () => {
    render(<Testimonial quote="Great product." name="Priya Raman" jobTitle="Head of People" avatar="PR" />);
    const figure = screen.getByRole('figure');
    expect(figure.querySelector('blockquote')).toHaveTextContent('Great product.');
    expect(figure.querySelector('figcaption')).toHaveTextContent('Priya Raman');
    expect(figure.querySelector('figcaption')).toHaveTextContent('Head of People');
    expect(screen.getByText('PR').closest('[aria-hidden]')).not.toBeNull();
  });

  it('has no axe violations in both variants', async () => {
    render(
      <div>
        <Testimonial quote="Great product." name="A" jobTitle="HR" />
        <Testimonial quote="Great product." name="B" variant="feature" avatar="B" />
      </div>,
    );
    await expectNoAxeViolations();
  });
});

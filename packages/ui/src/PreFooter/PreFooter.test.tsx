import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { PreFooter } from './PreFooter';

const links = [
  { href: '/download-brochure', icon: <svg />, title: 'Download brochure', text: 'Two pages.' },
  { href: '/contact', icon: <svg />, title: 'Contact us', text: 'One working day.' },
];

describe('PreFooter', () => {
  it('is a region with heading, text and link cards', () => {
    render(<PreFooter heading="Ready?" text="Talk to us." links={links} />);
    const region = screen.getByRole('region', { name: 'Ready?' });
    expect(within(region).getByText('Talk to us.')).toBeVisible();
    const card = within(region).getByRole('link', { name: 'Download brochure' });
    expect(card).toHaveAttribute('href', '/download-brochure');
    expect(card).toHaveAccessibleDescription('Two pages.');
  });

  it('has no axe violations', async () => {
    render(<PreFooter heading="Ready?" text="Talk to us." links={links} />);
    await expectNoAxeViolations();
  });
});

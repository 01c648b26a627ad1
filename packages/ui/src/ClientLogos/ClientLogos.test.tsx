import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { clientLogos } from '../test/fixtures';
import { ClientLogos } from './ClientLogos';

describe('ClientLogos', () => {
  it('lists every client by name, with the logo hidden from assistive technology', () => {
    render(<ClientLogos heading="Trusted by" logos={clientLogos} />);
    const list = within(screen.getByRole('region', { name: 'Trusted by' })).getByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(clientLogos.length);
    expect(within(items[1]).getByText('Kaveri Foods', { selector: 'span' })).toBeInTheDocument();
    expect(items[1].querySelector('svg')?.closest('[aria-hidden]')).not.toBeNull();
  });

  it('has no axe violations', async () => {
    render(<ClientLogos heading="Trusted by" logos={clientLogos} />);
    await expectNoAxeViolations();
  });
});

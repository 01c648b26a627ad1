import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ButtonLink } from '../ButtonLink/ButtonLink';
import { expectNoAxeViolations } from '../test/axe';
import { CtaBand } from './CtaBand';

describe('CtaBand', () => {
  it('is a region named by its heading, with text and actions', () => {
    render(
      <CtaBand heading="Ready?" text="Book a demo." actions={<ButtonLink href="#demo">Schedule Demo</ButtonLink>} />,
    );
    const region = screen.getByRole('region', { name: 'Ready?' });
    expect(within(region).getByRole('heading', { level: 2 })).toBeInTheDocument();
    expect(within(region).getByText('Book a demo.')).toBeVisible();
    expect(within(region).getByRole('link', { name: 'Schedule Demo' })).toBeVisible();
  });

  it('has no axe violations in both tones', async () => {
    render(
      <div>
        <CtaBand heading="Accent" text="Text" actions={<ButtonLink href="#a">Go</ButtonLink>} />
        <CtaBand heading="Dark" text="Text" tone="dark" actions={<ButtonLink href="#b">Go</ButtonLink>} />
      </div>,
    );
    await expectNoAxeViolations();
  });
});

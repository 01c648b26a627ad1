import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { Badge, type BadgeTone } from './Badge';

const tones: BadgeTone[] = ['neutral', 'info', 'success', 'warning', 'danger'];

describe('Badge', () => {
  it('shows its text and tone', () => {
    render(<Badge tone="success">Paid</Badge>);
    expect(screen.getByText('Paid')).toHaveAttribute('data-tone', 'success');
  });

  it('defaults to the neutral tone', () => {
    render(<Badge>Open</Badge>);
    expect(screen.getByText('Open')).toHaveAttribute('data-tone', 'neutral');
  });

  it('gives each tone its own colours', () => {
    render(
      <div>
        {tones.map((tone) => (
          <Badge key={tone} tone={tone}>
            {tone}
          </Badge>
        ))}
      </div>,
    );
    const backgrounds = new Set(tones.map((tone) => getComputedStyle(screen.getByText(tone)).backgroundColor));
    expect(backgrounds.size).toBe(tones.length);
  });

  it('has no axe violations in any tone', async () => {
    render(
      <div>
        {tones.map((tone) => (
          <Badge key={tone} tone={tone}>
            {tone}
          </Badge>
        ))}
      </div>,
    );
    await expectNoAxeViolations();
  });
});

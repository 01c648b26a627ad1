import { render, screen } from '@testing-library/react';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { Button } from '../Button/Button';
import { expectNoAxeViolations } from '../test/axe';
import { Alert } from './Alert';

describe('Alert', () => {
  it('is a polite status named by its title, with the body as content', async () => {
    render(<Alert title="Changes saved">Your profile is up to date.</Alert>);
    const alert = screen.getByRole('status', { name: 'Changes saved' });
    expect(alert).toHaveTextContent('Your profile is up to date.');
    expect(alert).toHaveAttribute('data-variant', 'info');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('is role=alert only when urgent, whatever the variant', () => {
    const { rerender } = render(<Alert variant="danger" title="Could not save" />);
    expect(screen.getByRole('status', { name: 'Could not save' })).toBeInTheDocument();
    rerender(<Alert variant="danger" title="Could not save" isUrgent />);
    expect(screen.getByRole('alert', { name: 'Could not save' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('gives every variant its own icon and accent colour, and passes axe for each', async () => {
    const variants = ['info', 'success', 'warning', 'danger'] as const;
    render(
      <>
        {variants.map((v) => (
          <Alert key={v} variant={v} title={`A ${v} title`}>
            Body text for {v}.
          </Alert>
        ))}
      </>,
    );
    const alerts = variants.map((v) => screen.getByRole('status', { name: `A ${v} title` }));
    const icons = alerts.map((a) => a.querySelector('svg')?.getAttribute('class'));
    expect(new Set(icons).size).toBe(4);
    for (const a of alerts) expect(a.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    const accents = alerts.map((a) => getComputedStyle(a).borderInlineStartColor);
    expect(new Set(accents).size).toBe(4);
    await expectNoAxeViolations();
  });

  it('offers its action and a named close button, by keyboard', async () => {
    const onDismiss = vi.fn();
    const onRetry = vi.fn();
    render(
      <Alert
        variant="warning"
        title="Connection lost"
        action={
          <Button size="sm" variant="secondary" onPress={onRetry}>
            Retry
          </Button>
        }
        onDismiss={onDismiss}
      >
        Changes are kept on this device.
      </Alert>,
    );
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Retry' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onRetry).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    const close = screen.getByRole('button', { name: 'Dismiss' });
    expect(close).toHaveFocus();
    expect(getComputedStyle(close).outlineColor).not.toBe('rgba(0, 0, 0, 0)');
    await userEvent.keyboard('{Enter}');
    expect(onDismiss).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations();
  });

  it('has no close button without onDismiss, and takes its label', () => {
    const { rerender } = render(<Alert title="Note" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(<Alert title="Note" onDismiss={() => {}} dismissLabel="Close message" />);
    expect(screen.getByRole('button', { name: 'Close message' })).toBeInTheDocument();
  });

  it('names the close button in the I18nProvider language', () => {
    render(
      <I18nProvider locale="hi-IN">
        <Alert title="Note" onDismiss={() => {}} />
      </I18nProvider>,
    );
    expect(screen.getByRole('button', { name: 'हटाएँ' })).toBeInTheDocument();
  });
});

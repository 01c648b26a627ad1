import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { Form } from '../Form/Form';
import { expectNoAxeViolations } from '../test/axe';
import { Switch } from './Switch';

describe('Switch', () => {
  it('toggles from its label and Space, moving the thumb', async () => {
    const onChange = vi.fn();
    render(<Switch label="Marketing emails" onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: 'Marketing emails' });
    const thumb = toggle.closest('label')?.querySelector('[aria-hidden] > span') as HTMLElement;
    const offLeft = thumb.getBoundingClientRect().left;
    await userEvent.click(screen.getByText('Marketing emails'));
    expect(toggle).toBeChecked();
    await expect.poll(() => thumb.getBoundingClientRect().left).toBeGreaterThan(offLeft + 10);
    await userEvent.keyboard(' ');
    expect(toggle).not.toBeChecked();
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('shows a focus ring on the track for keyboard focus', async () => {
    render(<Switch label="Marketing emails" />);
    await userEvent.tab();
    const toggle = screen.getByRole('switch', { name: 'Marketing emails' });
    expect(toggle).toHaveFocus();
    const track = toggle.closest('label')?.querySelector('[aria-hidden]') as HTMLElement;
    expect(getComputedStyle(track).outlineColor).not.toBe('rgba(0, 0, 0, 0)');
  });

  it('links description and error, and shows a Form error by name', async () => {
    const { unmount } = render(<Switch label="Emails" description="Monthly" isInvalid errorMessage="Not saved" />);
    const toggle = screen.getByRole('switch', { name: 'Emails' });
    expect(toggle).toHaveAttribute('aria-invalid', 'true');
    expect(toggle).toHaveAccessibleDescription('Monthly Not saved');
    await expectNoAxeViolations();
    unmount();
    render(
      <Form aria-label="Preferences" validationErrors={{ emails: 'Not saved' }}>
        <Switch label="Emails" name="emails" />
      </Form>,
    );
    expect(screen.getByRole('switch', { name: 'Emails' })).toHaveAccessibleDescription('Not saved');
  });

  it('has no axe violations when on, required or disabled', async () => {
    render(
      <>
        <Switch label="On" defaultSelected />
        <Switch label="Required" isRequired />
        <Switch label="Locked" isDisabled />
      </>,
    );
    expect(screen.getByRole('switch', { name: 'On' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Locked' })).toBeDisabled();
    await expectNoAxeViolations();
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { Form } from '../Form/Form';
import { expectNoAxeViolations } from '../test/axe';
import { Radio, RadioGroup, type RadioGroupProps } from './RadioGroup';

function Communication(props: Partial<RadioGroupProps>) {
  return (
    <RadioGroup label="Communication" name="communication" {...props}>
      <Radio value="MOBILE">Mobile</Radio>
      <Radio value="EMAIL" description="We never share it">
        Email
      </Radio>
      <Radio value="POST" isDisabled>
        Post
      </Radio>
    </RadioGroup>
  );
}

describe('RadioGroup', () => {
  it('names the group, chooses by click and by arrow keys, skipping disabled options', async () => {
    const onChange = vi.fn();
    render(<Communication onChange={onChange} />);
    expect(screen.getByRole('radiogroup', { name: 'Communication' })).toBeInTheDocument();
    await userEvent.click(screen.getByText('Mobile'));
    expect(screen.getByRole('radio', { name: 'Mobile' })).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Email' })).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Mobile' })).toBeChecked();
    expect(onChange.mock.calls).toEqual([['MOBILE'], ['EMAIL'], ['MOBILE']]);
  });

  it('is one tab stop with a visible focus ring', async () => {
    render(
      <>
        <Communication defaultValue="EMAIL" />
        <button type="button">After</button>
      </>,
    );
    await userEvent.tab();
    const email = screen.getByRole('radio', { name: 'Email' });
    expect(email).toHaveFocus();
    const circle = email.closest('label')?.querySelector('[aria-hidden]') as HTMLElement;
    expect(getComputedStyle(circle).outlineColor).not.toBe('rgba(0, 0, 0, 0)');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });

  it('links group and option descriptions, the caller error and Form errors', async () => {
    const { unmount } = render(<Communication description="How we reach you" isInvalid errorMessage="Choose one" />);
    const group = screen.getByRole('radiogroup', { name: 'Communication' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('How we reach you Choose one');
    expect(screen.getByRole('radio', { name: 'Email' })).toHaveAccessibleDescription(/^We never share it/);
    await expectNoAxeViolations();
    unmount();
    render(
      <Form aria-label="Details" validationErrors={{ communication: 'Communication is required.' }}>
        <Communication />
      </Form>,
    );
    expect(screen.getByRole('radiogroup')).toHaveAccessibleDescription('Communication is required.');
  });

  it('submits the chosen value', async () => {
    const onSubmit = vi.fn((e: { preventDefault(): void; currentTarget: HTMLFormElement }) => {
      e.preventDefault();
      return new FormData(e.currentTarget).get('communication');
    });
    render(
      <Form aria-label="Details" onSubmit={onSubmit}>
        <Communication defaultValue="MOBILE" />
        <button type="submit">Save</button>
      </Form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveReturnedWith('MOBILE');
  });

  it('has no axe violations when required, horizontal or disabled', async () => {
    render(
      <>
        <Communication isRequired />
        <Communication label="Again" name="again" orientation="horizontal" isDisabled />
      </>,
    );
    expect(screen.getByRole('radiogroup', { name: /Communication/ })).toHaveAttribute('aria-required', 'true');
    await expectNoAxeViolations();
  });
});

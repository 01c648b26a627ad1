import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type FormEvent } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Form } from '../Form/Form';
import { Checkbox } from './Checkbox';
import { Forced, StateGrid, type ForcedState } from '../test/StateGrid';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  parameters: {
    docs: {
      description: {
        component: [
          'A labelled on/off choice that is submitted with a form, such as agreeing to terms or opting in.',
          '',
          '**Do**',
          '',
          '- Write the `label` as a statement that is true when checked.',
          '- Use `description` for detail and `errorMessage` when the box must be checked.',
          '- Use several checkboxes for a multi-choice list; each one stands alone.',
          '',
          "**Don't**",
          '',
          "- Don't use it for a setting that takes effect at once — use Switch.",
          "- Don't use it for a choice of one among several — use RadioGroup.",
          "- Don't pre-check consent boxes for the person.",
        ].join('\n'),
      },
    },
  },
  args: { label: 'Send me product news and offers', name: 'marketingPreference', onChange: fn() },
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
    errorMessage: { control: 'text' },
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Send me product news and offers' });
    await userEvent.click(within(canvasElement).getByText('Send me product news and offers'));
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

/** Spec: marketingPreference and isSameAddress default to true. */
export const Checked: Story = {
  args: { label: 'Billing address is the same as the primary address', name: 'isSameAddress', defaultSelected: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toBeChecked();
  },
};

export const Indeterminate: Story = {
  args: { label: 'Select all orders', isIndeterminate: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toBePartiallyChecked();
  },
};

export const KeyboardFocus: Story = {
  play: async ({ args, canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox');
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await expect(checkbox.closest('label')).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const WithDescription: Story = {
  args: { description: 'At most one email a month. Unsubscribe at any time.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toHaveAccessibleDescription(
      'At most one email a month. Unsubscribe at any time.',
    );
  },
};

export const Required: Story = {
  args: { label: 'I accept the Terms of Service', name: 'terms', isRequired: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: /I accept the Terms of Service/ })).toBeRequired();
  },
};

export const Invalid: Story = {
  args: {
    label: 'I accept the Terms of Service',
    isInvalid: true,
    errorMessage: 'Please accept the terms to continue.',
  },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox');
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(checkbox).toHaveAccessibleDescription('Please accept the terms to continue.');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toBeDisabled();
  },
};

function TermsForm() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setErrors(new FormData(event.currentTarget).get('terms') ? {} : { terms: 'Please accept the terms to continue.' });
  };
  return (
    <Form aria-label="Sign up" validationErrors={errors} onSubmit={onSubmit}>
      <Checkbox label="I accept the Terms of Service" name="terms" />
      <Button type="submit">Create account</Button>
    </Form>
  );
}

/** A Form's `validationErrors` show on the checkbox with the same `name`. */
export const InForm: Story = {
  render: () => <TermsForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(canvas.getByRole('checkbox')).toHaveAccessibleDescription('Please accept the terms to continue.');
  },
};

type CheckboxState = ForcedState | 'default' | 'invalid' | 'disabled';

/**
 * Unchecked, checked and indeterminate, in every state. Hover, focus-visible and pressed are drawn
 * by setting React Aria's state attributes (what the CSS reads); invalid and disabled are real.
 */
export const Overview: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <StateGrid<CheckboxState>
      caption="Checkbox: values x states"
      columns={[
        { label: 'Default', state: 'default' },
        { label: 'Hover', state: 'hovered' },
        { label: 'Focus visible', state: 'focus-visible' },
        { label: 'Pressed', state: 'pressed' },
        { label: 'Invalid', state: 'invalid' },
        { label: 'Disabled', state: 'disabled' },
      ]}
      rows={[
        { label: 'Unchecked', selected: false, indeterminate: false },
        { label: 'Checked', selected: true, indeterminate: false },
        { label: 'Indeterminate', selected: false, indeterminate: true },
      ].map(({ label, selected, indeterminate }) => ({
        label,
        render: (state) => (
          <Forced state={state === 'default' || state === 'invalid' || state === 'disabled' ? undefined : state}>
            <Checkbox
              label="Email me"
              defaultSelected={selected}
              isIndeterminate={indeterminate}
              isInvalid={state === 'invalid'}
              isDisabled={state === 'disabled'}
            />
          </Forced>
        ),
      }))}
    />
  ),
};

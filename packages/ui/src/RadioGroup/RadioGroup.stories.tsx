import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type FormEvent } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Form } from '../Form/Form';
import { Radio, RadioGroup } from './RadioGroup';

const meta = {
  title: 'Components/RadioGroup',
  component: RadioGroup,
  parameters: {
    docs: {
      description: {
        component: [
          'A labelled single choice among a few options, all in view.',
          '',
          '**Do**',
          '',
          '- Use it for 2–6 options that people should compare.',
          '- Arrange options logically and pre-select a sensible default when there is one.',
          '- Use `orientation="horizontal"` only for short labels.',
          '',
          "**Don't**",
          '',
          "- Don't use it for long lists — use Select or ComboBox.",
          "- Don't use a single radio for yes/no — use Checkbox or Switch.",
          "- Don't trigger actions on change; it is a form choice.",
        ].join('\n'),
      },
    },
  },
  args: {
    label: 'Preferred communication',
    name: 'communication',
    onChange: fn(),
    children: (
      <>
        <Radio value="MOBILE">Mobile</Radio>
        <Radio value="EMAIL">Email</Radio>
        <Radio value="WHATSAPP">WhatsApp</Radio>
      </>
    ),
  },
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
    errorMessage: { control: 'text' },
    orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] },
    children: { control: false },
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Preferred communication' })).toBeInTheDocument();
    await userEvent.click(canvas.getByText('Email'));
    await expect(canvas.getByRole('radio', { name: 'Email' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('EMAIL');
  },
};

/** Tab enters the group at the chosen option; arrow keys move and choose. */
export const Keyboard: Story = {
  args: { defaultValue: 'MOBILE' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const mobile = canvas.getByRole('radio', { name: 'Mobile' });
    await expect(mobile).toHaveFocus();
    await expect(mobile.closest('label')).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Email' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('EMAIL');
  },
};

export const Horizontal: Story = { args: { orientation: 'horizontal', defaultValue: 'MOBILE' } };

export const WithDescriptions: Story = {
  args: {
    label: 'Billing period',
    name: 'period',
    description: 'Prices exclude GST.',
    defaultValue: 'MONTHLY',
    children: (
      <>
        <Radio value="MONTHLY" description="Pay every month">
          Monthly
        </Radio>
        <Radio value="QUARTERLY" description="Pay every three months">
          Quarterly
        </Radio>
        <Radio value="ANNUALLY" description="Pay once a year">
          Yearly
        </Radio>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup')).toHaveAccessibleDescription('Prices exclude GST.');
    await expect(canvas.getByRole('radio', { name: 'Yearly' })).toHaveAccessibleDescription(/^Pay once a year/);
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radiogroup')).toHaveAttribute('aria-required', 'true');
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Choose how we should contact you.' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup');
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Choose how we should contact you.');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'MOBILE' },
  play: async ({ canvasElement }) => {
    for (const radio of within(canvasElement).getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

export const OneOptionDisabled: Story = {
  args: {
    children: (
      <>
        <Radio value="MOBILE">Mobile</Radio>
        <Radio value="EMAIL">Email</Radio>
        <Radio value="WHATSAPP" isDisabled>
          WhatsApp (coming soon)
        </Radio>
      </>
    ),
  },
};

function ContactForm() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setErrors(new FormData(event.currentTarget).get('issueType') ? {} : { issueType: 'Issue type is required.' });
  };
  return (
    <Form aria-label="Raise a ticket" validationErrors={errors} onSubmit={onSubmit}>
      <RadioGroup label="Issue type" name="issueType" orientation="horizontal">
        <Radio value="Bug">Bug</Radio>
        <Radio value="Task">Task</Radio>
      </RadioGroup>
      <Button type="submit">Raise ticket</Button>
    </Form>
  );
}

/** A Form's `validationErrors` show on the group with the same `name`. */
export const InForm: Story = {
  render: () => <ContactForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Raise ticket' }));
    await expect(canvas.getByRole('radiogroup', { name: 'Issue type' })).toHaveAccessibleDescription(
      'Issue type is required.',
    );
  },
};

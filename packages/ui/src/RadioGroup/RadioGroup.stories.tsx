import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type FormEvent } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Form } from '../Form/Form';
import { Radio, RadioGroup } from './RadioGroup';
import { Forced, StateGrid, type ForcedState } from '../test/StateGrid';

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
    label: 'Plan',
    name: 'plan',
    onChange: fn(),
    children: (
      <>
        <Radio value="standard">Standard</Radio>
        <Radio value="plus">Plus</Radio>
        <Radio value="enterprise">Enterprise</Radio>
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
    await expect(canvas.getByRole('radiogroup', { name: 'Plan' })).toBeInTheDocument();
    await userEvent.click(canvas.getByText('Plus'));
    await expect(canvas.getByRole('radio', { name: 'Plus' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('plus');
  },
};

/** Tab enters the group at the chosen option; arrow keys move and choose. */
export const Keyboard: Story = {
  args: { defaultValue: 'standard' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const standard = canvas.getByRole('radio', { name: 'Standard' });
    await expect(standard).toHaveFocus();
    await expect(standard.closest('label')).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Plus' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('plus');
  },
};

export const Horizontal: Story = { args: { orientation: 'horizontal', defaultValue: 'standard' } };

export const WithDescriptions: Story = {
  args: {
    label: 'Billing period',
    name: 'period',
    description: 'Prices exclude tax.',
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
    await expect(canvas.getByRole('radiogroup')).toHaveAccessibleDescription('Prices exclude tax.');
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
  args: { isInvalid: true, errorMessage: 'Choose a plan.' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup');
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Choose a plan.');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'standard' },
  play: async ({ canvasElement }) => {
    for (const radio of within(canvasElement).getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

export const OneOptionDisabled: Story = {
  args: {
    children: (
      <>
        <Radio value="standard">Standard</Radio>
        <Radio value="plus">Plus</Radio>
        <Radio value="enterprise" isDisabled>
          Enterprise (coming soon)
        </Radio>
      </>
    ),
  },
};

function TaskForm() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setErrors(new FormData(event.currentTarget).get('issueType') ? {} : { issueType: 'Issue type is required.' });
  };
  return (
    <Form aria-label="New task" validationErrors={errors} onSubmit={onSubmit}>
      <RadioGroup label="Issue type" name="issueType" orientation="horizontal">
        <Radio value="Bug">Bug</Radio>
        <Radio value="Task">Task</Radio>
      </RadioGroup>
      <Button type="submit">Create task</Button>
    </Form>
  );
}

/** A Form's `validationErrors` show on the group with the same `name`. */
export const InForm: Story = {
  render: () => <TaskForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create task' }));
    await expect(canvas.getByRole('radiogroup', { name: 'Issue type' })).toHaveAccessibleDescription(
      'Issue type is required.',
    );
  },
};

type RadioState = ForcedState | 'default' | 'invalid' | 'disabled' | 'read-only';

/**
 * One option, unselected and selected, in every state. Hover and focus-visible are drawn by
 * setting React Aria's state attributes (what the CSS reads); invalid, disabled and read-only are
 * the real props. No Pressed column: a pressed option draws as a hovered one.
 */
export const Overview: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <StateGrid<RadioState>
      caption="RadioGroup: options x states"
      columns={[
        { label: 'Default', state: 'default' },
        { label: 'Hover', state: 'hovered' },
        { label: 'Focus visible', state: 'focus-visible' },
        { label: 'Invalid', state: 'invalid' },
        { label: 'Disabled', state: 'disabled' },
        { label: 'Read-only', state: 'read-only' },
      ]}
      rows={[
        { label: 'Unselected', selected: false, description: undefined },
        { label: 'Selected', selected: true, description: undefined },
        { label: 'With description', selected: true, description: 'For small teams' },
      ].map(({ label, selected, description }) => ({
        label,
        render: (state) => (
          <Forced
            state={
              state === 'default' || state === 'invalid' || state === 'disabled' || state === 'read-only'
                ? undefined
                : state
            }
          >
            <RadioGroup
              label="Plan"
              defaultValue={selected ? 'standard' : undefined}
              isInvalid={state === 'invalid'}
              errorMessage="Choose a plan."
              isDisabled={state === 'disabled'}
              isReadOnly={state === 'read-only'}
            >
              <Radio value="standard" description={description}>
                Standard
              </Radio>
            </RadioGroup>
          </Forced>
        ),
      }))}
    />
  ),
};

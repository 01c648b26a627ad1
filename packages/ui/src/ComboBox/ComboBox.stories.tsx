import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type FormEvent } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Form } from '../Form/Form';
import { ComboBox, ComboBoxItem } from './ComboBox';
import { Forced, StateGrid, type ForcedState } from '../test/StateGrid';

/** 38 cities: enough that filtering matters. */
const cities = [
  'Amsterdam',
  'Athens',
  'Auckland',
  'Bangkok',
  'Barcelona',
  'Berlin',
  'Bogotá',
  'Brussels',
  'Buenos Aires',
  'Cairo',
  'Cape Town',
  'Chicago',
  'Copenhagen',
  'Dublin',
  'Edinburgh',
  'Helsinki',
  'Istanbul',
  'Jakarta',
  'Lagos',
  'Lima',
  'Lisbon',
  'London',
  'Madrid',
  'Melbourne',
  'Mexico City',
  'Montreal',
  'Nairobi',
  'Oslo',
  'Paris',
  'Prague',
  'Rome',
  'Santiago',
  'Seoul',
  'Stockholm',
  'Tokyo',
  'Toronto',
  'Vienna',
  'Warsaw',
].map((label) => ({ id: label.toLowerCase().replace(/ /g, '-'), label }));

const countries = [
  { id: 'IN', label: 'India' },
  { id: 'AE', label: 'United Arab Emirates' },
  { id: 'GB', label: 'United Kingdom' },
  { id: 'US', label: 'United States' },
  { id: 'SG', label: 'Singapore' },
  { id: 'AU', label: 'Australia' },
];

const meta = {
  title: 'Components/ComboBox',
  component: ComboBox,
  parameters: {
    docs: {
      description: {
        component: [
          'A single choice from a long list that people can search by typing, such as a country.',
          '',
          '**Do**',
          '',
          '- Use it when the list is long enough that typing is faster than scrolling (roughly 15+ options).',
          '- Give it a visible `label` and a `placeholder` that hints what to type.',
          '- Use `errorMessage` to say what is wrong when nothing valid is chosen.',
          '',
          "**Don't**",
          '',
          "- Don't use it for a short list — use Select or RadioGroup.",
          "- Don't use it for free text; only listed options are accepted.",
          "- Don't load options that change as people type without saying so.",
        ].join('\n'),
      },
    },
  },
  args: { label: 'Country', name: 'country', items: countries, onChange: fn() },
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
    errorMessage: { control: 'text' },
    placeholder: { control: 'text' },
    items: { control: false },
  },
  // A field-wide frame with room below for the open list; the Overview table brings its own.
  decorators: [
    (Story, { name }) =>
      name === 'Overview' ? Story() : <div style={{ maxWidth: '22rem', minHeight: '20rem' }}>{Story()}</div>,
  ],
} satisfies Meta<typeof ComboBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const input = canvas.getByRole('combobox', { name: 'Country' });
    await userEvent.type(input, 'uni');
    const listbox = await body.findByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['United Arab Emirates', 'United Kingdom', 'United States']);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('GB');
    await expect(input).toHaveValue('United Kingdom');
  },
};

/** 38 options: type to narrow them down. */
export const LongList: Story = {
  args: { label: 'City', name: 'city', items: cities, placeholder: 'Start typing' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'City' });
    await userEvent.type(input, 'lis');
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('option', { name: 'Lisbon' })).toBeInTheDocument();
    await expect(body.getAllByRole('option')).toHaveLength(1);
  },
};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Show suggestions/ }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findAllByRole('option')).toHaveLength(countries.length);
  },
};

export const NoMatches: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox', { name: 'Country' }), 'zzz');
    const empty = await within(canvasElement.ownerDocument.body).findByText('No matches');
    // The popover fades in (opacity from 0): visible once its entry animation has run.
    await waitFor(() => expect(empty).toBeVisible());
  },
};

export const WithDescription: Story = {
  args: { description: 'Where you live now.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Country' })).toHaveAccessibleDescription(
      'Where you live now.',
    );
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: /Country/ })).toBeRequired();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Country is required.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Country' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Country is required.');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'IN' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Country' });
    await expect(input).toBeDisabled();
    await expect(input).toHaveValue('India');
  },
};

export const WithChildren: Story = {
  args: { items: undefined, label: 'Priority', name: 'priority' },
  render: (args) => (
    <ComboBox {...args}>
      <ComboBoxItem id="High">High</ComboBoxItem>
      <ComboBoxItem id="Medium">Medium</ComboBoxItem>
      <ComboBoxItem id="Low">Low</ComboBoxItem>
    </ComboBox>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox', { name: 'Priority' }), 'm');
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getAllByRole('option').map((o) => o.textContent)).toEqual(['Medium']));
  },
};

function AddressForm() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setErrors(new FormData(event.currentTarget).get('country') ? {} : { country: 'Country is required.' });
  };
  return (
    <Form aria-label="Shipping address" validationErrors={errors} onSubmit={onSubmit}>
      <ComboBox label="Country" name="country" items={countries} />
      <Button type="submit">Continue</Button>
    </Form>
  );
}

/** A Form's `validationErrors` show on the field with the same `name`. */
export const InForm: Story = {
  render: () => <AddressForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    const input = canvas.getByRole('combobox', { name: 'Country' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Country is required.');
  },
};

type ComboBoxState = ForcedState | 'default' | 'invalid' | 'disabled' | 'read-only';

/**
 * Placeholder and chosen value, in every state. Hover and focus are drawn by setting React Aria's
 * state attributes on the field frame and its input (what the CSS reads; the button beside the
 * input is hovered or focused only on its own); invalid, disabled and read-only are the real props.
 */
export const Overview: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <StateGrid<ComboBoxState>
      caption="ComboBox: content x states"
      columns={[
        { label: 'Default', state: 'default' },
        { label: 'Hover', state: 'hovered' },
        { label: 'Focused', state: 'focus-within' },
        { label: 'Invalid', state: 'invalid' },
        { label: 'Disabled', state: 'disabled' },
        { label: 'Read-only', state: 'read-only' },
      ]}
      rows={[
        { label: 'Placeholder', value: null },
        { label: 'Chosen', value: 'AU' },
      ].map(({ label, value }) => ({
        label,
        render: (state) => (
          <Forced
            state={
              state === 'default' || state === 'invalid' || state === 'disabled' || state === 'read-only'
                ? undefined
                : state
            }
            selector="[role='group'], input"
          >
            <ComboBox
              style={{ inlineSize: '9.5rem' }}
              label="Country"
              items={countries}
              placeholder="Search"
              defaultValue={value ?? undefined}
              isInvalid={state === 'invalid'}
              errorMessage="Choose a country."
              isDisabled={state === 'disabled'}
              isReadOnly={state === 'read-only'}
            />
          </Forced>
        ),
      }))}
    />
  ),
};

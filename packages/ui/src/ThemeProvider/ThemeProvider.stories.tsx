import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { Select } from '../Select/Select';
import { TextField } from '../TextField/TextField';
import { themes } from '../tokens';
import { ThemeProvider } from './ThemeProvider';

const options = [
  { id: 'weekly', label: 'Weekly' },
  { id: 'monthly', label: 'Monthly' },
  { id: 'never', label: 'Never' },
];

/** A few controls and an overlay: enough to see a theme reach text, fields, actions and portals. */
function Sample({ name }: { name: string }) {
  return (
    <div style={{ display: 'grid', gap: 'var(--lnf-space-4)', maxWidth: '20rem' }}>
      <TextField label={`${name} name`} defaultValue="Ada Lovelace" description="As it appears on invoices." />
      <Select label={`${name} digest`} items={options} />
      <Checkbox label="Send me product news" />
      <div style={{ display: 'flex', gap: 'var(--lnf-space-2)' }}>
        <Button>Save</Button>
        <Button variant="secondary">Cancel</Button>
      </div>
    </div>
  );
}

const meta = {
  title: 'Components/ThemeProvider',
  component: ThemeProvider,
  parameters: {
    docs: {
      description: {
        component: [
          'Applies a light or dark theme to its children and to overlays opened from them.',
          '',
          '**Do**',
          '',
          '- Wrap the app (or a section) once; overlays in portals follow the theme.',
          '- Use semantic tokens in your own styles so they follow the theme too.',
          '- Check contrast in both themes.',
          '',
          "**Don't**",
          '',
          "- Don't hard-code colours in components inside it.",
          "- Don't nest themes more than needed; the innermost wins.",
          "- Don't switch themes without letting people choose.",
        ].join('\n'),
      },
    },
  },
  args: { theme: 'dark' },
  argTypes: {
    theme: { control: 'inline-radio', options: ['light', 'dark'] },
    children: { control: false },
  },
  render: (args) => (
    <ThemeProvider {...args} style={{ padding: 'var(--lnf-space-6)', minHeight: '22rem' }}>
      <Sample name="Account" />
    </ThemeProvider>
  ),
} satisfies Meta<typeof ThemeProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dark, whatever the toolbar says. The Select's list opens in a portal and is dark too. */
export const Dark: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Account digest/ }));
    const listbox = await body.findByRole('listbox');
    const popover = listbox.closest('[data-trigger]') ?? listbox;
    const n = parseInt(themes.dark['color-bg-surface'].slice(1), 16);
    await expect(getComputedStyle(popover).backgroundColor).toBe(`rgb(${n >> 16}, ${(n >> 8) & 255}, ${n & 255})`);
  },
};

export const Light: Story = { args: { theme: 'light' } };

/** Themes nest: the innermost provider wins, for its overlays as well. */
export const Nested: Story = {
  render: (args) => (
    <ThemeProvider {...args} style={{ padding: 'var(--lnf-space-6)', display: 'grid', gap: 'var(--lnf-space-6)' }}>
      <Sample name="Outer" />
      <ThemeProvider theme={args.theme === 'dark' ? 'light' : 'dark'} style={{ padding: 'var(--lnf-space-6)' }}>
        <Sample name="Inner" />
      </ThemeProvider>
    </ThemeProvider>
  ),
};

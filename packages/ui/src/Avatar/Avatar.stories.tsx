import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Avatar } from './Avatar';
import { StateGrid } from '../test/StateGrid';

/** A picture that loads without the network, and one that never decodes. */
const picture =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#8fb3d9"/><circle cx="32" cy="26" r="12" fill="#eef4fb"/><path d="M10 64c2-14 12-20 22-20s20 6 22 20z" fill="#eef4fb"/></svg>',
  );
const broken = 'data:image/png;base64,bm90IGFuIGltYWdl';

const meta = {
  title: 'Components/Avatar',
  component: Avatar,
  parameters: {
    docs: {
      description: {
        component: [
          'Shows a person or team as a picture in a circle, with initials from `name` while the picture is missing or fails to load.',
          '',
          '**Do**',
          '',
          '- Always pass the full `name`: it gives the initials and the accessible name.',
          '- Set `isDecorative` when the same name is already written next to it.',
          '- Use one `size` per list so rows line up.',
          '',
          "**Don't**",
          '',
          "- Don't use it for logos or product images.",
          "- Don't put a different name in `alt` than the one shown beside it.",
          "- Don't make it the only way to tell people apart; show the name somewhere.",
        ].join('\n'),
      },
    },
  },
  args: { name: 'Ada Lovelace', size: 'md', isDecorative: false },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl'] },
    src: { control: 'text' },
  },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { args: { src: picture } };

export const Initials: Story = {};

/** The picture fails to load: the initials take its place, under the same name. */
export const BrokenImage: Story = {
  args: { src: broken },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector('img')).toBeNull());
    await expect(canvas.getByRole('img', { name: 'Ada Lovelace' })).toHaveTextContent('AL');
  },
};

export const NoName: Story = { args: { name: '', alt: 'Unknown user' } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 'var(--lnf-space-3)' }}>
      {(['sm', 'md', 'lg', 'xl'] as const).map((size) => (
        <Avatar key={size} {...args} size={size} />
      ))}
      {(['sm', 'md', 'lg', 'xl'] as const).map((size) => (
        <Avatar key={`p-${size}`} {...args} src={picture} size={size} />
      ))}
    </div>
  ),
};

/** Beside the same name in text it would only repeat it: decorative, hidden from assistive technology. */
export const Decorative: Story = {
  args: { isDecorative: true, src: picture },
  render: (args) => (
    <p style={{ display: 'flex', alignItems: 'center', gap: 'var(--lnf-space-2)', margin: 0 }}>
      <Avatar {...args} />
      Ada Lovelace
    </p>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).not.toBeInTheDocument();
  },
};

type Content = 'picture' | 'initials' | 'broken' | 'no-name';

/**
 * Every size with each thing an avatar can show: the picture, the initials without one, the
 * initials when the picture fails to load, and the generic figure when the name gives no initials.
 * An avatar is static: it has no interaction states.
 */
export const Overview: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <StateGrid<Content>
      caption="Avatar: sizes x fallbacks"
      columns={[
        { label: 'Picture', state: 'picture' },
        { label: 'Initials', state: 'initials' },
        { label: 'Picture failed', state: 'broken' },
        { label: 'No name', state: 'no-name' },
      ]}
      rows={(['sm', 'md', 'lg', 'xl'] as const).map((size) => ({
        label: size,
        render: (content) => {
          if (content === 'picture') return <Avatar name="Ada Lovelace" src={picture} size={size} />;
          if (content === 'broken') return <Avatar name="Grace Hopper" src={broken} size={size} />;
          if (content === 'no-name') return <Avatar name="" alt="Unknown user" size={size} />;
          return <Avatar name="Alan Turing" size={size} />;
        },
      }))}
    />
  ),
  play: async ({ canvasElement }) => {
    // The failed pictures have given way to initials.
    await waitFor(() => expect(canvasElement.querySelectorAll('img[alt="Grace Hopper"]')).toHaveLength(0));
    const fallbacks = within(canvasElement).getAllByRole('img', { name: 'Grace Hopper' });
    for (const fallback of fallbacks) await expect(fallback).toHaveTextContent('GH');
  },
};

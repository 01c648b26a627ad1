import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Link } from '../Link/Link';
import { Card } from './Card';
import { Forced, StateGrid, type ForcedState } from '../test/StateGrid';

const body = (
  <>
    <h3 style={{ margin: 0, fontSize: 'var(--lnf-font-size-xl)' }}>Team workspace</h3>
    <p style={{ margin: 'var(--lnf-space-2) 0 0', color: 'var(--lnf-color-fg-muted)' }}>
      Shared files, tasks and notes for everyone on your team.
    </p>
  </>
);

const meta = {
  title: 'Components/Card',
  component: Card,
  parameters: {
    docs: {
      description: {
        component: [
          'A surface that groups related content, such as one item in a list or a panel of settings.',
          '',
          '**Do**',
          '',
          '- Pick the element with `as`: `li` in a list, `article` for self-contained items, `section` with a heading.',
          '- Use `isInteractive` only when one link or action covers the whole card.',
          '- Keep one `variant` and `padding` across a group of cards.',
          '',
          "**Don't**",
          '',
          "- Don't nest cards inside cards.",
          "- Don't put several competing actions in an interactive card.",
          "- Don't use `elevated` for every card on a page; keep it for emphasis.",
        ].join('\n'),
      },
    },
  },
  args: { children: body, variant: 'outlined', padding: 'md', as: 'div', isInteractive: false },
  argTypes: {
    variant: { control: 'inline-radio', options: ['outlined', 'elevated', 'subtle'] },
    padding: { control: 'inline-radio', options: ['none', 'sm', 'md', 'lg'] },
    as: { control: 'inline-radio', options: ['div', 'article', 'section', 'li'] },
    children: { control: false },
  },
  // The overview is a table wider than one card.
  decorators: [
    (Story, { name }) => (name === 'Overview' ? Story() : <div style={{ maxInlineSize: '24rem' }}>{Story()}</div>),
  ],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Outlined: Story = { args: { variant: 'outlined' } };
export const Elevated: Story = { args: { variant: 'elevated' } };
export const Subtle: Story = { args: { variant: 'subtle' } };
export const PaddingLarge: Story = { args: { padding: 'lg' } };

/** A card holding one link: hover lifts it, keyboard focus on the link rings the whole card. */
export const Interactive: Story = {
  args: {
    as: 'article',
    isInteractive: true,
    children: (
      <>
        <h3 style={{ margin: 0, fontSize: 'var(--lnf-font-size-xl)' }}>
          <Link href="#team-workspace" variant="standalone">
            Team workspace
          </Link>
        </h3>
        <p style={{ margin: 'var(--lnf-space-2) 0 0', color: 'var(--lnf-color-fg-muted)' }}>
          Shared files, tasks and notes.
        </p>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Team workspace' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    const card = link.closest('article') as HTMLElement;
    await expect(getComputedStyle(card).outlineStyle).toBe('solid');
  },
};

type CardState = ForcedState | 'static' | 'default';

/**
 * Every variant, static and interactive (one link covering the card) in each state. Hover and
 * focus-visible are drawn by setting React Aria's state attributes on the link, which the link's
 * and the card's CSS read beside the real `:hover` and `:focus-visible`; an interactive card has
 * no pressed style.
 */
export const Overview: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <StateGrid<CardState>
      caption="Card: variants x states"
      columns={[
        { label: 'Static', state: 'static' },
        { label: 'Interactive', state: 'default' },
        { label: 'Hover', state: 'hovered' },
        { label: 'Focus visible', state: 'focus-visible' },
      ]}
      rows={(['outlined', 'elevated', 'subtle'] as const).map((variant) => ({
        label: variant,
        render: (state) => (
          <div style={{ inlineSize: '15rem' }}>
            <Forced state={state === 'static' || state === 'default' ? undefined : state}>
              <Card variant={variant} isInteractive={state !== 'static'}>
                <h3 style={{ margin: 0, fontSize: 'var(--lnf-font-size-lg)' }}>
                  {state === 'static' ? (
                    'Team workspace'
                  ) : (
                    // Link is a plain anchor; `data-rac` makes its CSS (and the card's) read the state
                    // attributes Forced sets, as they do for React Aria's own elements.
                    <Link href="#team-workspace" variant="standalone" data-rac="">
                      Team workspace
                    </Link>
                  )}
                </h3>
                <p style={{ margin: 'var(--lnf-space-2) 0 0', color: 'var(--lnf-color-fg-muted)' }}>
                  Shared files, tasks and notes.
                </p>
              </Card>
            </Forced>
          </div>
        ),
      }))}
    />
  ),
};

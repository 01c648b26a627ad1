import type { Preview } from '@storybook/react-vite';
import '../packages/ui/src/tokens.css';
import '@lnf/ui/base.css';
import { breakpoints } from '../packages/ui/src/tokens';
import { axeInOtherTheme } from './axeOtherTheme';
import { PreviewTheme } from './theme';

/** Preview sizes: a phone, then each layout breakpoint of the tokens. None is forced. */
const viewportOptions = {
  mobile: { name: 'Mobile 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
  tablet: {
    name: `Tablet ${breakpoints.sm}`,
    styles: { width: `${breakpoints.sm}px`, height: '1024px' },
    type: 'tablet',
  },
  laptop: {
    name: `Laptop ${breakpoints.md}`,
    styles: { width: `${breakpoints.md}px`, height: '768px' },
    type: 'desktop',
  },
  desktop: {
    name: `Desktop ${breakpoints.lg}`,
    styles: { width: `${breakpoints.lg}px`, height: '800px' },
    type: 'desktop',
  },
  wide: {
    name: `Wide ${breakpoints['2xl']}`,
    styles: { width: `${breakpoints['2xl']}px`, height: '900px' },
    type: 'desktop',
  },
} as const;

const preview: Preview = {
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i }, expanded: true, sort: 'requiredFirst' },
    a11y: { test: 'error' },
    // The preview fills the window unless a story or the toolbar picks one of these sizes.
    viewport: { options: viewportOptions },
    options: {
      storySort: {
        method: 'alphabetical',
        order: [
          'Introduction',
          'Foundations',
          ['Colour', 'Typography', 'Spacing', 'Radii', 'Shadows', 'Breakpoints', 'Motion', '*'],
          'Components',
          'Patterns',
          '*',
        ],
      },
    },
  },
  globalTypes: {
    theme: {
      description: 'Colour theme of the story and of its overlays',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  decorators: [
    (Story, { globals }) => (
      <PreviewTheme theme={globals.theme === 'dark' ? 'dark' : 'light'}>
        <Story />
      </PreviewTheme>
    ),
  ],
  afterEach: [axeInOtherTheme],
};

export default preview;

import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  // Introduction and Foundations (drawn from the tokens) first; storySort in preview.tsx orders the rest.
  stories: ['./docs/**/*.mdx', '../packages/ui/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs', '@storybook/addon-vitest'],
  core: { disableTelemetry: true },
  viteFinal(config) {
    // The library's dts plugin would write .d.ts files into the static build.
    config.plugins = (config.plugins ?? []).flat().filter((plugin) => {
      const name = plugin && typeof plugin === 'object' && 'name' in plugin ? String(plugin.name) : '';
      return !/dts/.test(name);
    });
    return config;
  },
};

export default config;

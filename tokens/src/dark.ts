import { amber, blue, green, grey, red } from './palette';

/**
 * The dark theme: a dark value for every semantic colour role of color.ts (tokens.test.ts fails
 * when a role has none) and for the shadows, which need more opacity to read on dark surfaces.
 * The build writes them under `[data-lnf-theme='dark']`; the light values stay on `:root`, so a
 * page that sets no theme keeps the light look.
 *
 * The accent keeps the dark amber with white text, as in the light theme: one primary-action look
 * in both themes. Text and links move to the light end of each scale.
 */
export const darkColor: Record<string, string> = {
  brand: amber[500],
  'bg-canvas': grey[950],
  'bg-surface': grey[900],
  'bg-surface-hover': grey[800],
  'bg-subtle': grey[900],
  'bg-muted': grey[800],
  'bg-inverse': grey[900],
  'bg-inverse-subtle': grey[800],
  'bg-accent': amber[700],
  'bg-accent-hover': amber[800],
  'bg-accent-pressed': amber[900],
  'bg-accent-subtle': amber[975],
  'bg-accent-muted': amber[950],
  'bg-success-subtle': green[950],
  'bg-danger-subtle': red[950],
  'bg-info-subtle': blue[950],
  'bg-warning-subtle': amber[975],
  'bg-danger': red[600],
  'bg-danger-hover': red[700],
  'bg-danger-pressed': red[800],
  'bg-backdrop': 'rgb(0 0 0 / 0.7)',
  'fg-default': grey[100],
  'fg-muted': grey[400],
  'fg-disabled': grey[500],
  'fg-inverse': grey[0],
  'fg-inverse-muted': grey[300],
  'fg-accent': amber[300],
  'fg-accent-hover': amber[200],
  'fg-accent-inverse': amber[300],
  'fg-success': green[300],
  'fg-danger': red[300],
  'fg-info': blue[300],
  'fg-warning': amber[300],
  'border-default': grey[700],
  'border-strong': grey[500],
  'border-danger': red[400],
  'border-accent': amber[500],
  'focus-ring': amber[300],
};

export const darkShadow: Record<string, string> = {
  sm: '0 1px 2px rgb(0 0 0 / 0.4)',
  md: '0 4px 12px rgb(0 0 0 / 0.45)',
  lg: '0 12px 32px rgb(0 0 0 / 0.55)',
  xl: '0 24px 64px rgb(0 0 0 / 0.65)',
};

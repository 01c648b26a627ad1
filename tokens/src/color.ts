import { amber, blue, green, grey, red } from './palette';
import type { TokenGroup } from './types';

const t = (value: string, description: string) => ({ value, description });

/** Semantic colour roles: `--lnf-color-{role}`. */
export const color: TokenGroup = {
  brand: t(amber[500], 'The brand amber. Decoration, icons and large display only: white text on it fails AA.'),
  'bg-canvas': t(grey[0], 'Page background.'),
  'bg-surface': t(grey[0], 'Cards, modals, menus.'),
  'bg-surface-hover': t(grey[100], 'Hovered rows and menu items.'),
  'bg-subtle': t(grey[50], 'Alternate sections, table headers.'),
  'bg-muted': t(grey[200], 'Skeletons, disabled controls.'),
  'bg-inverse': t(grey[900], 'Dark sections such as the footer.'),
  'bg-inverse-subtle': t(grey[800], 'Raised areas inside dark sections.'),
  'bg-accent': t(amber[700], 'Primary actions; carries white text at AA.'),
  'bg-accent-hover': t(amber[800], 'Hovered primary action.'),
  'bg-accent-pressed': t(amber[900], 'Pressed primary action.'),
  'bg-accent-subtle': t(amber[50], 'Tinted highlight areas; carries default text at AA.'),
  'bg-accent-muted': t(amber[100], 'Selected items, soft badges.'),
  'bg-success-subtle': t(green[50], 'Success toasts and badges.'),
  'bg-danger-subtle': t(red[50], 'Error toasts and badges.'),
  'bg-info-subtle': t(blue[50], 'Informational badges.'),
  'bg-backdrop': t('rgb(18 16 14 / 0.55)', 'Modal backdrop.'),
  'fg-default': t(grey[900], 'Body text.'),
  'fg-muted': t(grey[600], 'Secondary text; AA on canvas and subtle backgrounds.'),
  'fg-disabled': t(grey[500], 'Disabled text (exempt from contrast rules).'),
  'fg-inverse': t(grey[0], 'Text on dark and accent backgrounds.'),
  'fg-inverse-muted': t(grey[300], 'Secondary text on dark backgrounds; AA on bg-inverse.'),
  'fg-accent': t(amber[700], 'Links and accent text on light backgrounds; AA on canvas.'),
  'fg-accent-hover': t(amber[900], 'Hovered links.'),
  'fg-accent-inverse': t(amber[300], 'Accent text on dark backgrounds; AA on bg-inverse.'),
  'fg-success': t(green[700], 'Success text.'),
  'fg-danger': t(red[600], 'Error messages; AA on canvas.'),
  'fg-info': t(blue[700], 'Informational text.'),
  'border-default': t(grey[300], 'Dividers and card outlines.'),
  'border-strong': t(grey[500], 'Form control outlines (3:1 against canvas).'),
  'border-danger': t(red[600], 'Invalid form control outline.'),
  'border-accent': t(amber[600], 'Selected outlines.'),
  'focus-ring': t(amber[800], 'Keyboard focus outline; 3:1 against canvas and accent.'),
};

/** Pairs that must meet a contrast ratio; checked by tokens.test.ts. */
export const contrastPairs: Array<[fg: string, bg: string, min: number]> = [
  ['fg-default', 'bg-canvas', 4.5],
  ['fg-default', 'bg-subtle', 4.5],
  ['fg-default', 'bg-accent-subtle', 4.5],
  ['fg-default', 'bg-accent-muted', 4.5],
  ['fg-muted', 'bg-canvas', 4.5],
  ['fg-muted', 'bg-subtle', 4.5],
  ['fg-inverse', 'bg-accent', 4.5],
  ['fg-inverse', 'bg-accent-hover', 4.5],
  ['fg-inverse', 'bg-inverse', 4.5],
  ['fg-inverse-muted', 'bg-inverse', 4.5],
  ['fg-accent', 'bg-canvas', 4.5],
  ['fg-accent', 'bg-subtle', 4.5],
  ['fg-accent-inverse', 'bg-inverse', 4.5],
  ['fg-danger', 'bg-canvas', 4.5],
  ['fg-danger', 'bg-danger-subtle', 4.5],
  ['fg-success', 'bg-success-subtle', 4.5],
  ['fg-info', 'bg-info-subtle', 4.5],
  ['border-strong', 'bg-canvas', 3],
  ['focus-ring', 'bg-canvas', 3],
];

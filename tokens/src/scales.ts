import type { TokenGroup } from './types';

const t = (value: string, description: string) => ({ value, description });

export const font: TokenGroup = {
  'family-sans': t(
    "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif",
    'Everything. The system stack on purpose: no font file delays the first paint or shifts the layout, and every platform font in it has the rupee sign.',
  ),
  'family-mono': t("ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace", 'Codes, references, OTP digits.'),
  'size-xs': t('0.75rem', '12px: captions, badges.'),
  'size-sm': t('0.875rem', '14px: secondary text, table cells.'),
  'size-md': t('1rem', '16px: body text and controls.'),
  'size-lg': t('1.125rem', '18px: lead paragraphs.'),
  'size-xl': t('1.25rem', '20px: card headings.'),
  'size-2xl': t('1.5rem', '24px: section sub-headings.'),
  'size-3xl': t('1.875rem', '30px: section headings.'),
  'size-4xl': t('2.25rem', '36px: page headings on small screens.'),
  'size-5xl': t('3rem', '48px: hero headings.'),
  'weight-regular': t('400', 'Body.'),
  'weight-medium': t('500', 'Controls and labels.'),
  'weight-semibold': t('600', 'Headings.'),
  'weight-bold': t('700', 'Display.'),
  'line-height-tight': t('1.2', 'Headings.'),
  'line-height-normal': t('1.5', 'Body.'),
};

export const space: TokenGroup = Object.fromEntries(
  [0, 0.5, 1, 1.5, 2, 3, 4, 5, 6, 8, 10, 12, 16, 20, 24].map((n) => [
    String(n).replace('.', '_'),
    t(`${n * 0.25}rem`, `${n * 4}px`),
  ]),
);

export const radius: TokenGroup = {
  sm: t('4px', 'Badges, small controls.'),
  md: t('8px', 'Buttons, inputs.'),
  lg: t('12px', 'Cards.'),
  xl: t('16px', 'Modals and feature panels.'),
  full: t('9999px', 'Pills and avatars.'),
};

export const shadow: TokenGroup = {
  sm: t('0 1px 2px rgb(29 26 23 / 0.08)', 'Inputs, resting cards.'),
  md: t('0 4px 12px rgb(29 26 23 / 0.10)', 'Sticky header once scrolled, hovered cards.'),
  lg: t('0 12px 32px rgb(29 26 23 / 0.16)', 'Menus and popovers.'),
  xl: t('0 24px 64px rgb(29 26 23 / 0.24)', 'Modals.'),
};

export const motion: TokenGroup = {
  'duration-fast': t('120ms', 'Hover and press feedback.'),
  'duration-base': t('200ms', 'Menus, modals entering.'),
  'duration-slow': t('320ms', 'Larger panels.'),
  'easing-standard': t('cubic-bezier(0.2, 0, 0, 1)', 'Most movement.'),
  'easing-exit': t('cubic-bezier(0.3, 0, 1, 1)', 'Leaving the screen.'),
};

export const zIndex: TokenGroup = {
  base: t('0', 'Page content.'),
  sticky: t('100', 'Sticky header.'),
  dropdown: t('200', 'Menus, mega menu, popovers.'),
  overlay: t('300', 'Modal backdrop.'),
  modal: t('400', 'Modal dialog.'),
  toast: t('500', 'Toasts above everything interactive.'),
  progress: t('600', 'The request progress bar.'),
};

/** Layout breakpoints in px (min-width). */
export const breakpoints = {
  xs: 320,
  sm: 768,
  md: 1024,
  lg: 1280,
  xl: 1400,
  '2xl': 1536,
} as const;

export const layout: TokenGroup = {
  'content-max': t('80rem', '1280px: the widest content column.'),
  'header-height': t('4rem', 'Height of the sticky header.'),
  'progress-height': t('2px', 'Height of the request progress bar.'),
};

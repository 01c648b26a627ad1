/**
 * The brand as mail carries it, copied from tokens/src: the server may not import the design
 * system, and mail clients ignore CSS custom properties, so the values are written out. Each colour
 * names the token it mirrors in the light theme (tokens/src/color.ts) and in the dark one
 * (tokens/src/dark.ts); test/mail-templates.test.ts holds every value against tokens/src.
 */

interface Mirror {
  light: string;
  dark: string;
  /** The token roles mirrored: [color.<role>, darkColor.<role>]. */
  tokens: readonly [string, string];
}

export const COLOUR = {
  /** color.brand / dark brand (amber 500): the rule above the card. Decoration only. */
  brand: { light: '#d98d1b', dark: '#d98d1b', tokens: ['brand', 'brand'] },
  /** color.bg-subtle (grey 50) / dark bg-canvas (grey 950): the page behind the card. */
  page: { light: '#faf9f7', dark: '#12100e', tokens: ['bg-subtle', 'bg-canvas'] },
  /** color.bg-surface (grey 0) / dark bg-surface (grey 900): the card. */
  card: { light: '#ffffff', dark: '#1d1a17', tokens: ['bg-surface', 'bg-surface'] },
  /** color.fg-default (grey 900) / dark fg-default (grey 100): body text. */
  text: { light: '#1d1a17', dark: '#f4f2ef', tokens: ['fg-default', 'fg-default'] },
  /** color.fg-muted (grey 600) / dark fg-muted (grey 400): labels and the footer, AA on the card. */
  muted: { light: '#5f574f', dark: '#aaa197', tokens: ['fg-muted', 'fg-muted'] },
  /** color.fg-accent (amber 700) / dark fg-accent (amber 300): the wordmark. */
  accentText: { light: '#8f570b', dark: '#edbb66', tokens: ['fg-accent', 'fg-accent'] },
  /** color.bg-accent (amber 700) in both themes: the button. */
  accent: { light: '#8f570b', dark: '#8f570b', tokens: ['bg-accent', 'bg-accent'] },
  /** color.fg-inverse (grey 0) in both themes: the button's text, AA on bg-accent. */
  onAccent: { light: '#ffffff', dark: '#ffffff', tokens: ['fg-inverse', 'fg-inverse'] },
  /** color.border-default (grey 300) / dark border-default (grey 700): the facts' dividers. */
  border: { light: '#d5cec5', dark: '#48423c', tokens: ['border-default', 'border-default'] },
} as const satisfies Record<string, Mirror>;

/** font.family-sans: the system stack (no web font, every platform font has the rupee sign). */
export const FONT_FAMILY =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif";

/**
 * Dark mode for clients that honour `prefers-color-scheme` (Apple Mail, iOS, Outlook for Mac) and
 * Outlook.com's `[data-ogsc]` / `[data-ogsb]` rewrites; the inline styles are the light theme, which
 * is what clients without either keep (Gmail inverts them itself).
 */
export const DARK_MODE_CSS = [
  ':root{color-scheme:light dark;supported-color-schemes:light dark}',
  '@media (prefers-color-scheme:dark){',
  `.lnf-page{background-color:${COLOUR.page.dark}!important}`,
  `.lnf-card{background-color:${COLOUR.card.dark}!important;color:${COLOUR.text.dark}!important}`,
  `.lnf-muted{color:${COLOUR.muted.dark}!important}`,
  `.lnf-brand{color:${COLOUR.accentText.dark}!important}`,
  `.lnf-fact td{border-color:${COLOUR.border.dark}!important}`,
  '}',
  `[data-ogsb] .lnf-page{background-color:${COLOUR.page.dark}!important}`,
  `[data-ogsb] .lnf-card{background-color:${COLOUR.card.dark}!important}`,
  `[data-ogsc] .lnf-card{color:${COLOUR.text.dark}!important}`,
  `[data-ogsc] .lnf-muted{color:${COLOUR.muted.dark}!important}`,
  `[data-ogsc] .lnf-brand{color:${COLOUR.accentText.dark}!important}`,
].join('');

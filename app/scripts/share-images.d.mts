export const WIDTH: number;
export const HEIGHT: number;
/** Space kept clear of text on every side of the card, in px. */
export const MARGIN: number;
/** The title's font sizes in px, largest first. */
export const TITLE_SIZES: number[];
/** At most this many lines of title. */
export const TITLE_LINES: number;

export interface ShareCardBrand {
  background: string;
  decoration: string;
  band: string;
  tile: string;
  tileMark: string;
  title: string;
  description: string;
  host: string;
}
export interface ShareCardFont {
  name: string;
  weight: 400 | 700;
  style: 'normal';
  data: Buffer;
}
export interface ShareCardText {
  title: string;
  description: string;
  host: string;
}
/** A text box satori laid out, in px from the card's top left corner. */
export interface ShareCardBox {
  key: string | undefined;
  left: number;
  top: number;
  width: number;
  height: number;
  text: string;
}
export interface ShareCardLayout {
  titleSize: number;
  titleLines: number;
  /** The title ran past `TITLE_LINES` at the smallest size and ends in an ellipsis. */
  clamped: boolean;
  boxes: ShareCardBox[];
}

/** The card's colours from the design tokens; throws when a text colour's contrast is under 4.5:1. */
export function brandOf(
  tokens: Readonly<Record<string, string>>,
  contrast: (a: string, b: string) => number,
): ShareCardBrand;
/** Noto Sans 400 and 700, latin and latin-ext (the rupee sign). */
export function loadFonts(): ShareCardFont[];
/** A head's title without the site name, and its description's first sentence. */
export function cardText(
  head: { title: string; description: string },
  siteName: string,
): { title: string; description: string };
/** Draws one card; rejects when a character is in none of the fonts. */
export function renderShareCard(
  text: ShareCardText,
  options: { brand: ShareCardBrand; fonts: ShareCardFont[] },
): Promise<{ png: Buffer; svg: string; layout: ShareCardLayout }>;

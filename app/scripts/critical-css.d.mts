export interface Markup {
  classes: Set<string>;
  attributes: Set<string>;
}
/** What a page's markup offers a selector: its classes and its attributes as written. */
export function markupOf(html: string): Markup;
/** The rules of `css` that can match `markup` (from `markupOf`), minified. */
export function criticalCss(css: string, markup: Markup): string;
/** `css` without the custom properties that neither it nor `html` reads, directly or through another. */
export function pruneCustomProperties(css: string, html?: string): string;
/** `html` without the subtrees under a `hidden` attribute. */
export function withoutHidden(html: string): string;

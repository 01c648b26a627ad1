export interface Markup {
  classes: Set<string>;
  attributes: Set<string>;
}
/** What a page's markup offers a selector: its classes and its attributes as written. */
export function markupOf(html: string): Markup;
/** The rules of `css` that can match `markup` (from `markupOf`), minified. */
export function criticalCss(css: string, markup: Markup): string;

/** The attribute that marks a prerendered page's `<html>` while its blocks may be skipped. */
export const RENDER_LATER_MARK: string;

/** Every block a prerendered page's first layout skips until the loader reveals it. */
export const RENDER_LATER: string;

/** The inline rule that skips them. */
export const renderLaterCss: string;

/** True once the loader has revealed every block (run in the page with RENDER_LATER). */
export function allRevealed(selector: string): boolean;

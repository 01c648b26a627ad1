// What a prerendered page's first layout skips, shared by the prerender (which writes the rule and
// the loader that reveals the blocks), the e2e tests and scripts/screenshots.mjs (which wait for
// the last block). docs/performance.md, "The first layout covers the first view only".

/** The prerender marks every prerendered page's `<html>` with it; a client-side navigation removes it (App.tsx). */
export const RENDER_LATER_MARK = 'data-render-later';

/** Every block of the page after its first (the hero), and the pre-footer and footer, while the document is marked. */
export const RENDER_LATER = `[${RENDER_LATER_MARK}] :is(#main>*+*,#main+*>*)`;

/** Skipped until revealed (`data-shown`); with JavaScript off nothing would reveal them, so nothing is. */
export const renderLaterCss = `@media (scripting:enabled){${RENDER_LATER}:not([data-shown]){content-visibility:auto;contain-intrinsic-size:auto 40rem}}`;

/** True once the loader has revealed every block (run in the page). */
export const allRevealed = (selector) => !document.querySelector(`${selector}:not([data-shown])`);

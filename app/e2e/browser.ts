import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { allRevealed, RENDER_LATER } from '../scripts/render-later.mjs';
// @ts-expect-error plain ESM helper without types
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export async function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs, headless: true });
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[]; html: string }>;
}

/**
 * Runs axe-core in the page (WCAG 2.x A/AA and best practices) and fails with a
 * readable list. Evaluated through the DevTools protocol, so the page's CSP stays on.
 */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  // Colours are only final once enter/exit transitions have run (a fading modal is not low contrast).
  // A page that loads the app hydrates, then loads its overlays chunk (the cookie notice slides in),
  // and an overlay opened by the last click may start its entry animation a frame later: wait for
  // all of it, then for every animation to finish, so axe never sees something half faded in.
  // Waiting only on a page already hydrated let axe start on the server's HTML mid-boot. A page
  // whose scripts cannot run (JavaScript off) is checked as it is: there `<noscript>` parses.
  await page.waitForFunction(() => {
    const probe = document.createElement('div');
    probe.innerHTML = '<noscript><i></i></noscript>';
    const scripting = probe.querySelector('i') === null;
    const willHydrate = scripting && document.querySelector('script[type="module"][src]') !== null;
    const { dataset } = document.documentElement;
    return !willHydrate || (dataset.hydrated === 'true' && dataset.overlays === 'ready');
  });
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
  // A spinner's loop never ends and changes no colour: only animations that end are waited for.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
  await page.evaluate(axeSource);
  const violations = (await page.evaluate(async () => {
    // The whole document, React Aria's live announcer included: a pending button that went away
    // used to leave a nameless role=img there (@lnf/ui's Button now removes it with itself).
    // @ts-expect-error axe is injected above
    const result = await window.axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
    });
    return result.violations.map((v: AxeViolation) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target, html: n.html.slice(0, 300) })),
    }));
  })) as AxeViolation[];
  const summary = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html}`).join(', ')}`,
  );
  expect(summary.join('\n'), `axe violations on ${label}`).toBe('');
}

/** Resolves once React has hydrated the page (the app marks the document). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/** Waits until the loader's full stylesheets have all loaded and are switched on. */
export async function fullStylesheetsOn(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const links = [...document.querySelectorAll<HTMLLinkElement>('link[data-deferred-css]')];
    return links.length > 0 && links.every((l) => l.sheet && !l.media);
  });
}

/** Waits until the loader has revealed every block the first layout skipped (app/scripts/render-later.mjs). */
export async function revealed(page: Page): Promise<void> {
  await page.waitForFunction(allRevealed, RENDER_LATER);
}

/** Collects console errors and page errors, so a test can assert there were none. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

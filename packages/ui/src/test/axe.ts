import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Rules about a whole page (one main landmark, one h1, everything inside a landmark): a
 * component rendered alone cannot meet them, and the app's page tests check them instead.
 */
const pageRules = {
  'landmark-one-main': { enabled: false },
  'page-has-heading-one': { enabled: false },
  region: { enabled: false },
};

/**
 * Runs axe on the whole document (portalled overlays included) and fails with the rule ids
 * and the offending nodes, so a report reads without opening a browser.
 */
export async function expectNoAxeViolations(context: axe.ElementContext = document): Promise<void> {
  // Let entering overlays finish fading in: half-transparent layers give false contrast results.
  const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
  await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  const result = await axe.run(context, { resultTypes: ['violations'], rules: pageRules });
  const summary = result.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
  );
  expect(summary, summary.join('\n')).toEqual([]);
}

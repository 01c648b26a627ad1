import type { StoryContext } from '@storybook/react-vite';
import type { ThemeName } from '../packages/ui/src/ThemeProvider';
import { setThemeOverride } from './theme';

interface A11yParameter {
  disable?: boolean;
  test?: 'off' | 'todo' | 'error';
  context?: unknown;
  config?: { rules?: Array<{ id: string; enabled?: boolean }> };
  options?: Record<string, unknown>;
}

const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/** Switches the preview's theme and resolves once the story and its portals show it. */
async function showTheme(theme: ThemeName | null, expected: ThemeName) {
  setThemeOverride(theme);
  const wrapper = () => document.querySelector('[data-lnf-preview]');
  for (let i = 0; i < 100 && wrapper() && wrapper()?.getAttribute('data-lnf-theme') !== expected; i++) await frame();
  await frame();
}

/**
 * The a11y addon runs axe on every story in the theme the story renders in (light); this runs it
 * again in the other theme on the same, played state: open overlays, focus, typed values. Only
 * under Vitest (`VITEST_STORYBOOK` is set by the Storybook Vitest plugin): someone browsing the
 * Storybook never sees the theme flip. Same rules, same opt-outs (`parameters.a11y`) as the addon.
 *
 * Transitions are off while the theme flips, both ways: half-way colours would give false contrast
 * results, and the addon's own run after this one must see the light theme fully restored.
 */
export async function axeInOtherTheme(context: StoryContext): Promise<void> {
  if (import.meta.env.VITEST_STORYBOOK === undefined || context.viewMode !== 'story') return;
  const a11y = (context.parameters.a11y ?? {}) as A11yParameter;
  const manual = (context.globals.a11y as { manual?: boolean } | undefined)?.manual;
  if (a11y.disable || a11y.test === 'off' || a11y.test === 'todo' || manual) return;
  const storyTheme: ThemeName = context.globals.theme === 'dark' ? 'dark' : 'light';
  const other: ThemeName = storyTheme === 'dark' ? 'light' : 'dark';

  const still = document.createElement('style');
  still.textContent = '*, *::before, *::after { transition: none !important; }';
  document.head.append(still);
  let violations: string[] = [];
  try {
    await showTheme(other, other);
    const axe = (await import('axe-core')).default;
    axe.reset();
    axe.configure({ rules: [{ id: 'region', enabled: false }, ...(a11y.config?.rules ?? [])] });
    const result = await axe.run(
      {
        include: (a11y.context as Element | undefined) ?? document.body,
        exclude: ['.sb-wrapper', '#storybook-docs', '#storybook-highlights-root'],
      } as never,
      { ...a11y.options, resultTypes: ['violations'] },
    );
    violations = result.violations.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`).join('\n  ')}`,
    );
  } finally {
    await showTheme(null, storyTheme);
    still.remove();
  }
  if (violations.length > 0) throw new Error(`axe in the ${other} theme:\n${violations.join('\n')}`);
}

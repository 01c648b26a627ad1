/**
 * One loop over every story (Storybook's index, composed with its own preview): each story is
 * rendered and played as Storybook shows it, then
 *
 * - its root element is compared with the committed baseline at the story's viewport
 *   (1280 x 800 unless the story asks for the 375 px one);
 * - it is rendered again at 375 px, where nothing may overflow horizontally, and page-level
 *   stories (sections, pages, header, footer, tables, receipts, plans) get a 375 px baseline too.
 *   Play functions are written for the viewport their story declares (a desktop story clicks the
 *   desktop nav), so this second pass renders the story's initial state without its play.
 *
 * Every font is loaded from npm (visual-fonts.css) and each render checks that Chromium drew no
 * text with a font of the machine, so the baselines hold on any machine with Chromium.
 *
 * Update the baselines after an intended change with `npm run test:visual:update`.
 */
import type { Meta } from '@storybook/react-vite';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { beforeAll, describe, expect, test } from 'vitest';
import { commands, page } from 'vitest/browser';
import preview from '../../../.storybook/preview';
import { setThemeOverride } from '../../../.storybook/theme';
import './visual-fonts.css';

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** Text drawn with a font of the machine, as `"<family>: <text>"` (test/systemFonts.ts). */
    systemFonts: () => Promise<string[]>;
  }
}

type StoryModule = Record<string, unknown> & { default: Meta };
/** The parts of a composed story (Storybook's portable stories) this loop uses. */
interface ComposedStory {
  parameters: { layout?: string };
  globals: { viewport?: { value?: string } };
  run: (context?: { canvasElement?: HTMLElement }) => Promise<void>;
}
const compose = (module: StoryModule) => composeStories(module) as unknown as Record<string, ComposedStory>;
interface Viewport {
  width: number;
  height: number;
}

setProjectAnnotations(preview);

const viewportOptions = (
  preview.parameters?.viewport as { options: Record<string, { styles: { width: string; height: string } }> }
).options;
const viewport = (name: string): Viewport => ({
  width: Number.parseInt(viewportOptions[name].styles.width, 10),
  height: Number.parseInt(viewportOptions[name].styles.height, 10),
});
const DESKTOP = viewport('desktop');
const MOBILE = viewport('mobile');

/** Stories that lay out a page or a band of one: their 375 px look is worth a baseline of its own. */
const isPageLevel = (title: string, story: ComposedStory) =>
  story.parameters.layout === 'fullscreen' || /^Patterns\//.test(title) || title === 'Components/DataTable';

/** The viewport a story asks for through Storybook's viewport global, as the storybook project does. */
const storyViewport = (story: ComposedStory) => {
  const name = story.globals.viewport?.value;
  return name && name in viewportOptions ? viewport(name) : DESKTOP;
};

// Motion and the caret are what would differ between two renders of the same story.
const STILL = `
*, *::before, *::after {
  transition-duration: 0s !important;
  transition-delay: 0s !important;
  animation-duration: 0s !important;
  animation-delay: 0s !important;
  animation-iteration-count: 1 !important;
  caret-color: transparent !important;
  scroll-behavior: auto !important;
}`;

let root: HTMLElement;

beforeAll(() => {
  const style = document.createElement('style');
  style.textContent = STILL;
  document.head.append(style);
  root = document.createElement('div');
  root.id = 'storybook-root';
  document.body.append(root);
});

async function setViewport({ width, height }: Viewport) {
  if (window.innerWidth !== width || window.innerHeight !== height) await page.viewport(width, height);
}

const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/** Renders and plays a story in the root, laid out as Storybook's preview lays it out. */
async function show(story: ComposedStory, size: Viewport) {
  await setViewport(size);
  window.scrollTo(0, 0);
  root.style.cssText = story.parameters.layout === 'fullscreen' ? '' : 'padding: 1rem;';
  // Storybook's canvas is a block the width of the viewport; `flow-root` keeps margins inside it.
  root.style.display = 'flow-root';
  await story.run({ canvasElement: root });
  await document.fonts.ready;
  await frame();
  expect(await commands.systemFonts(), 'text drawn with a font of this machine, not an npm one').toEqual([]);
}

/**
 * Overlays (modals, popovers, toasts) portal into the body, and fixed bars (cookie notice,
 * progress bar) leave the root empty: then the root grows to the viewport, so its screenshot
 * holds them.
 */
async function fitRoot() {
  const visible = (el: Element) => {
    const rect = el.getBoundingClientRect();
    return rect.width > 1 && rect.height > 1;
  };
  // Overlays sit in the body, or in a ThemeProvider's container there (a box of no size itself).
  const portalled = [...document.body.children].some(
    (el) =>
      el !== root &&
      el.tagName !== 'SCRIPT' &&
      el.tagName !== 'STYLE' &&
      (visible(el) || [...el.querySelectorAll('*')].some(visible)),
  );
  const fixed = [...root.querySelectorAll('*')].some((el) => getComputedStyle(el).position === 'fixed' && visible(el));
  root.style.minHeight = '';
  if (portalled || fixed || root.getBoundingClientRect().height < 1) {
    root.style.minHeight = '100vh';
    await frame();
  }
}

/**
 * Resolves once the DOM has not changed for `quietMs` (at most `maxMs`): a first render can still
 * be waiting on a timer, e.g. the progress bar's 200 ms throttle or a table's simulated load.
 * (Played stories need no such wait: their play functions wait for what they show.)
 */
function settle(quietMs = 300, maxMs = 2000) {
  return new Promise<void>((resolve) => {
    let timer = setTimeout(done, quietMs);
    const cap = setTimeout(done, maxMs);
    const observer = new MutationObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(done, quietMs);
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    function done() {
      observer.disconnect();
      clearTimeout(timer);
      clearTimeout(cap);
      resolve();
    }
  });
}

function expectNoHorizontalOverflow(width: number) {
  const scrollWidth = document.documentElement.scrollWidth;
  if (scrollWidth <= width) return;
  const wide = [...document.querySelectorAll<HTMLElement>('body *')]
    .filter((el) => el.getBoundingClientRect().right > width + 0.5)
    .slice(0, 5)
    .map(
      (el) =>
        `<${el.tagName.toLowerCase()} class="${el.className}"> right=${Math.round(el.getBoundingClientRect().right)}`,
    );
  expect(scrollWidth, `page is ${scrollWidth}px wide at ${width}px:\n${wide.join('\n')}`).toBeLessThanOrEqual(width);
}

async function expectScreenshot(name: string) {
  await fitRoot();
  // A capture draws only what the viewport holds: a root taller than the viewport came out blank
  // below it, so the baseline checked nothing there. The viewport grows to the root for the
  // capture, except for a story that scrolled the page on purpose (its look depends on the scroll).
  const { innerWidth: width, innerHeight: height } = window;
  const bottom = Math.ceil(root.getBoundingClientRect().bottom);
  const grow = window.scrollY === 0 && bottom > height;
  if (grow) {
    await page.viewport(width, bottom);
    await frame();
  }
  try {
    await expect.element(page.elementLocator(root)).toMatchScreenshot(name, {
      // Two equal captures in a row count as stable; on a 2-core CI box busy with other projects
      // the default 5 s was not always enough for a story with images to settle.
      timeout: 15_000,
      screenshotOptions: {
        animations: 'disabled',
        caret: 'hide',
        // Countdown's mm:ss follows the wall clock.
        mask: [...document.querySelectorAll('[role="timer"]')],
      },
    });
  } finally {
    if (grow) await page.viewport(width, height);
  }
}

const modules = import.meta.glob<StoryModule>('../src/**/*.stories.tsx', { eager: true });
/** The same stories without play functions: their first render. */
const withoutPlay = (module: StoryModule): StoryModule =>
  Object.fromEntries(
    Object.entries(module).map(([name, value]) => [
      name,
      value && typeof value === 'object' ? { ...value, play: undefined } : value,
    ]),
  ) as StoryModule;
const entries = Object.entries(modules)
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([path, module]) => ({
    folder: path.split('/').at(-2) as string,
    title: module.default.title as string,
    stories: Object.entries(compose(module)),
    firstRenders: compose(withoutPlay(module)),
  }));

/**
 * The sidebar runs Introduction, Foundations, Components A-Z, Patterns (preview.tsx's storySort):
 * a story file is titled after its folder, under Components or, for page sections and other
 * compositions, Patterns.
 */
test('every story file is titled Components/<Folder> or Patterns/<Folder>', () => {
  const misplaced = entries
    .filter(({ folder, title }) => title !== `Components/${folder}` && title !== `Patterns/${folder}`)
    .map(({ folder, title }) => `${folder}: ${title}`);
  expect(misplaced).toEqual([]);
});

for (const { folder, title, stories } of entries) {
  describe(title, () => {
    for (const [exportName, story] of stories) {
      const size = storyViewport(story);
      test(`${exportName} at ${size.width}px`, async () => {
        await show(story, size);
        if (size.width <= MOBILE.width) expectNoHorizontalOverflow(size.width);
        await expectScreenshot(`${folder}/${exportName}`);
      });
    }
  });
}

describe(`every story at ${MOBILE.width}px`, () => {
  for (const { folder, title, stories, firstRenders } of entries) {
    for (const [exportName, story] of stories) {
      if (storyViewport(story).width <= MOBILE.width) continue; // already checked above
      test(`${title} ${exportName}`, async () => {
        await show(firstRenders[exportName], MOBILE);
        const baseline = isPageLevel(title, story);
        if (baseline) await settle();
        expectNoHorizontalOverflow(MOBILE.width);
        if (baseline) await expectScreenshot(`${folder}/${exportName}-${MOBILE.width}`);
      });
    }
  }
});

/**
 * The dark theme, screenshotted for a few stories only (each baseline costs a render on a small
 * machine): the overview of every Button, and the overlays and surfaces where a missed token would
 * show first. axe checks every story in both themes in the storybook project.
 */
const darkBaselines = [
  'Components/Button Overview',
  'Components/Modal SizeSm',
  'Components/Select Open',
  'Components/DataTable Playground',
  'Components/Toast Stacked',
];

describe('dark theme', () => {
  for (const { folder, title, stories } of entries) {
    for (const [exportName, story] of stories) {
      if (!darkBaselines.includes(`${title} ${exportName}`)) continue;
      test(`${title} ${exportName}`, async () => {
        setThemeOverride('dark');
        try {
          await show(story, storyViewport(story));
          await expectScreenshot(`${folder}/${exportName}-dark`);
        } finally {
          setThemeOverride(null);
        }
      });
    }
  }
});

// `node scripts/first-layout.mjs URL [URL ...] [--runs N] [--width W]`: how long Chromium spends in
// style and layout while each page loads (cache empty, scripts as the page has them), as the
// median of N loads (9 by default). The pages are loaded in turn, one of each per round, so a
// machine that slows down part-way slows every page alike: compare variants of one page in one
// call. docs/performance.md uses it for the home page's first layout.
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  if (at < 0) return fallback;
  const [, value] = args.splice(at, 2);
  return Number(value);
};
const runs = option('--runs', 9);
const width = option('--width', 412);
const urls = args;
if (urls.length === 0) {
  console.error('usage: node scripts/first-layout.mjs URL [URL ...] [--runs N] [--width W]');
  process.exit(2);
}

const CATEGORIES = 'devtools.timeline,disabled-by-default-devtools.timeline,loading';
const total = (events, name) => events.filter((e) => e.name === name).reduce((sum, e) => sum + (e.dur ?? 0), 0) / 1000;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
const results = new Map(urls.map((url) => [url, { layout: [], style: [] }]));
try {
  for (let round = 0; round < runs; round++) {
    for (const url of urls) {
      const context = await browser.newContext({ viewport: { width, height: 823 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      const events = [];
      cdp.on('Tracing.dataCollected', (e) => events.push(...e.value));
      await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
      await cdp.send('Tracing.end');
      await complete;
      results.get(url).layout.push(total(events, 'Layout'));
      results.get(url).style.push(total(events, 'UpdateLayoutTree'));
      await context.close();
    }
  }
} finally {
  await browser.close();
}
for (const [url, { layout, style }] of results)
  console.log(
    `${url}\n  layout ${median(layout).toFixed(1)} ms, style ${median(style).toFixed(1)} ms (medians of ${runs}; layout per load: ${layout.map((ms) => ms.toFixed(0)).join(' ')})`,
  );

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { RENDER_LATER, RENDER_LATER_MARK } from '../scripts/render-later.mjs';
import { fullStylesheetsOn, hydrated, launch, revealed } from './browser';

// How a prerendered page loads (docs/architecture.md, docs/performance.md): what it shows before
// any script, how the loader adds the full stylesheets and reveals what the first layout skipped,
// and what the first views do not run. The pages' content and journeys: public.e2e.ts.

const baseUrl = inject('baseUrl');
const widths = [1280, 375] as const;

describe('how a prerendered page loads', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('reads well with JavaScript off', async () => {
    const off = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
    const p = await off.newPage();
    await p.goto(`${baseUrl}/lnf-people-360`);
    await p
      .getByRole('heading', { level: 1, name: 'Every stage of the employee lifecycle, on one platform' })
      .waitFor();
    await p.getByRole('heading', { name: 'Payroll with Indian compliance' }).waitFor();
    await p.getByRole('link', { name: 'Schedule Demo' }).first().waitFor();
    expect(await p.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy-policy');
    await p.goto(`${baseUrl}/our-plans`);
    await p.getByText('₹2,999').first().waitFor();
    await off.close();
  });

  it('applies the full stylesheets together, in one restyle, once all have arrived', async () => {
    // Each stylesheet applied on its own arrival restyled the page again (docs/performance.md,
    // "The stylesheets switch on in one task"): the loader fetches them as print sheets and turns
    // them on in one task.
    const context = await browser.newContext({ viewport: { width: 375, height: 900 } });
    await context.addInitScript(() => {
      const w = window as unknown as { mediaBatches: string[][] };
      w.mediaBatches = [];
      new MutationObserver((records) => {
        const links = records.filter((r) => r.target instanceof HTMLLinkElement && r.target.media !== 'print');
        if (links.length > 0) w.mediaBatches.push(links.map((r) => (r.target as HTMLLinkElement).href));
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['media'] });
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await fullStylesheetsOn(page);
    const [links, batches] = await page.evaluate(() => [
      [...document.querySelectorAll<HTMLLinkElement>('link[data-deferred-css]')].map((l) => l.href),
      (window as unknown as { mediaBatches: string[][] }).mediaBatches,
    ]);
    expect(links.length).toBeGreaterThan(1);
    expect(batches).toEqual([links]);
    await context.close();
  });

  it('makes its requests a few per task: the stylesheets first, the entry last', async () => {
    // Nine requests in one task were a long task at Lighthouse's 4x (docs/performance.md, "The
    // loader's requests go out three per task"). A MutationObserver's callback runs at the end of
    // each task, so each batch is one task.
    const context = await browser.newContext({ viewport: { width: 375, height: 900 } });
    await context.addInitScript(() => {
      const w = window as unknown as { loaderBatches: string[][] };
      w.loaderBatches = [];
      new MutationObserver((records) => {
        const added = records
          .flatMap((r) => [...r.addedNodes])
          .flatMap((n) => {
            if (n instanceof HTMLScriptElement && n.type === 'module' && n.src) return [`script ${n.src}`];
            if (n instanceof HTMLLinkElement && (n.hasAttribute('data-deferred-css') || n.rel === 'modulepreload'))
              return [`${n.rel} ${n.href}`];
            return [];
          });
        if (added.length > 0) w.loaderBatches.push(added);
      }).observe(document, { childList: true, subtree: true });
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await hydrated(page);
    const [batches, named] = await page.evaluate(() => [
      (window as unknown as { loaderBatches: string[][] }).loaderBatches,
      [...document.querySelector('noscript[data-deferred-css]')!.textContent!.matchAll(/href="([^"]+)"/g)].map(
        (m) => `stylesheet ${new URL(m[1]!, location.href).href}`,
      ),
    ]);
    // The loader's own batches end with the entry; the app's later preloads come after it.
    const loaders = batches.slice(0, batches.findIndex((b) => b.some((r) => r.startsWith('script '))) + 1);
    const requests = loaders.flat();
    expect(loaders.length).toBeGreaterThan(1);
    expect(Math.max(...loaders.map((b) => b.length))).toBeLessThanOrEqual(3);
    expect(requests.slice(0, named.length)).toEqual(named);
    expect(requests.slice(named.length, -1).every((r) => r.startsWith('modulepreload '))).toBe(true);
    expect(requests.at(-1)).toMatch(/^script .*\/assets\/index-[\w-]+\.js$/);
    await context.close();
  });

  it('lays out what is below the first view only when idle, then the whole page', async () => {
    // The first layout skips every block after the hero, the pre-footer and the footer
    // (`content-visibility: auto`); once the full stylesheets are on, the loader reveals them one
    // per idle period (app/scripts/prerender.mjs; docs/performance.md, "The first layout covers the
    // first view only").
    const visibility = (p: Page) =>
      p.evaluate(
        (s) => [...document.querySelectorAll(s)].map((e) => getComputedStyle(e).contentVisibility),
        RENDER_LATER,
      );
    // With no idle period the loader reveals nothing: the blocks stay skipped, and present.
    const held = await browser.newContext({ viewport: { width: 375, height: 800 } });
    await held.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
    const h = await held.newPage();
    await h.goto(`${baseUrl}/`);
    await hydrated(h);
    await fullStylesheetsOn(h);
    const skipped = await visibility(h);
    expect(skipped.length).toBeGreaterThan(5);
    expect(new Set(skipped)).toEqual(new Set(['auto']));
    expect(await h.evaluate(() => getComputedStyle(document.querySelector('#main > *')!).contentVisibility)).toBe(
      'visible',
    );
    // Skipped, not removed: the footer's last link is in the document.
    expect(await h.locator('footer a[href="/privacy-policy"]').count()).toBe(1);
    await held.close();

    // Idle: every block is revealed, top to bottom, and End reaches the end of the page.
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const p = await context.newPage();
    await p.goto(`${baseUrl}/`);
    await hydrated(p);
    await revealed(p);
    expect(new Set(await visibility(p))).toEqual(new Set(['visible']));
    // Chromium leaves a skipped block out of its accessibility tree (docs/accessibility.md): once
    // revealed, the footer and its last link are in it.
    const cdp = await context.newCDPSession(p);
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
      nodes: { role?: { value?: string }; name?: { value?: string } }[];
    };
    expect(nodes.some((n) => n.role?.value === 'contentinfo')).toBe(true);
    expect(nodes.some((n) => n.role?.value === 'link' && n.name?.value === 'Privacy Policy')).toBe(true);
    await p.keyboard.press('End');
    await expect
      .poll(() => p.evaluate(() => Math.ceil(scrollY + innerHeight) >= document.documentElement.scrollHeight))
      .toBe(true);
    // A page rendered in the browser after a client-side navigation skips nothing. (The home page's
    // footer hydrates once it comes near the viewport: its links route on the client from then.)
    await p.waitForFunction(() => document.documentElement.dataset.footer === 'ready');
    await p.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await p.waitForURL(`${baseUrl}/privacy-policy`);
    await expect
      .poll(() => p.evaluate((mark) => document.documentElement.hasAttribute(mark), RENDER_LATER_MARK))
      .toBe(false);
    expect(
      await p.evaluate(() =>
        [...document.querySelectorAll('#main > *, footer')].map((e) => getComputedStyle(e).contentVisibility),
      ),
    ).not.toContain('auto');
    await context.close();

    // Without JavaScript nothing would reveal them, so nothing is skipped.
    const off = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
    const o = await off.newPage();
    await o.goto(`${baseUrl}/`);
    const unskipped = await visibility(o);
    expect(unskipped.length).toBeGreaterThan(5);
    expect(new Set(unskipped)).toEqual(new Set(['visible']));
    await off.close();
  });

  it("keeps the home page's content as the server rendered it, without loading its code", async () => {
    // The home page has nothing to hydrate but its header, overlays and footer (lib/firstView.ts):
    // its content stays as prerendered, through the header's modal, menu and the cookie notice,
    // and its code loads only when a client-side navigation comes back to it.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const p = await context.newPage();
    const scripts: string[] = [];
    p.on('response', (r) => {
      if (r.request().resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    const fetched = (name: string) => scripts.some((path) => new RegExp(`/${name}-[\\w-]+\\.js$`).test(path));
    await p.goto(`${baseUrl}/`);
    await hydrated(p);
    await p.waitForFunction(() => document.documentElement.dataset.overlays === 'ready');
    await p.waitForLoadState('networkidle');
    const h1 = p.getByRole('heading', { level: 1, name: 'Run people, payroll and accounts on one platform' });
    const section = p.getByRole('heading', { name: 'Payroll that closes on time' });
    expect(fetched('Home')).toBe(false);
    expect(fetched('HomeSections')).toBe(false);
    expect(fetched('SiteFooter')).toBe(false);

    // What happens above it changes nothing in it.
    await p.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click();
    await p.getByRole('dialog', { name: 'Login' }).waitFor();
    await p.keyboard.press('Escape');
    await p.getByRole('dialog', { name: 'Login' }).waitFor({ state: 'detached' });
    await p.getByRole('button', { name: 'Products' }).first().click();
    await p.keyboard.press('Escape');
    await p.getByRole('region', { name: 'Cookie notice' }).getByRole('button', { name: 'Got it!' }).click();
    expect(await h1.isVisible()).toBe(true);
    expect(await section.count()).toBe(1);
    expect(fetched('Home')).toBe(false);

    // The footer hydrates as it comes near the viewport.
    await p.mouse.wheel(0, 20_000);
    await p.waitForFunction(() => document.documentElement.dataset.footer === 'ready');
    expect(fetched('SiteFooter')).toBe(true);

    // Away and back by the header: the page renders from its code, as any page.
    await p.getByRole('banner').getByRole('link', { name: 'Pricing' }).click();
    await p.waitForURL(`${baseUrl}/our-plans`);
    await p.getByRole('heading', { level: 1, name: 'Simple plans, priced in rupees' }).waitFor();
    await p.getByRole('banner').getByRole('link', { name: 'LNF home' }).click();
    await p.waitForURL(`${baseUrl}/`);
    await h1.waitFor();
    await section.waitFor();
    expect(fetched('Home')).toBe(true);
    await context.close();
  });

  it('paints with the inlined CSS alone exactly as with the full stylesheets', async () => {
    // With the full stylesheets' requests refused and no script, what the page looks like is the
    // critical CSS alone (as before the loader adds them); with JavaScript every rule applies. Any
    // rule or custom property the critical CSS missed would move or recolour something here.
    const layout = (p: Page) =>
      p.evaluate(() =>
        // Painted elements only: what sits in a closed panel (`hidden`) waits for the full stylesheet.
        [...document.querySelectorAll('header *, main *, footer *')]
          .filter((el) => el.getClientRects().length > 0)
          .slice(0, 400)
          .map((el) => {
            const r = el.getBoundingClientRect();
            const cs = getComputedStyle(el);
            return `${el.tagName} ${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)} ${cs.color} ${cs.backgroundColor} ${cs.fontSize} ${cs.fontWeight}`;
          }),
      );
    for (const path of ['/', '/our-plans', '/lnf-books', '/schedule-demo']) {
      for (const width of widths) {
        const off = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
        const on = await browser.newContext({ viewport: { width, height: 900 } });
        await off.route('**/*.css', (route) => route.abort());
        const [a, b] = [await off.newPage(), await on.newPage()];
        await a.goto(`${baseUrl}${path}`);
        await b.goto(`${baseUrl}${path}`);
        await hydrated(b);
        await fullStylesheetsOn(b);
        await revealed(b);
        const [critical, full] = [await layout(a), await layout(b)];
        expect(critical.length, `${path} at ${width} px`).toBeGreaterThan(50);
        expect(critical, `${path} at ${width} px`).toEqual(full);
        await off.close();
        await on.close();
      }
    }
  });

  it('starts without ICU: the home and a product page make no Intl call while they load', async () => {
    // A page's first Intl call loads ICU's data: about 50 ms on Lighthouse's 4x slower CPU, a long
    // task on its own (the TBT budget is 0). The site's first views format nothing with Intl.
    const fresh = await browser.newContext({ locale: 'hi-IN' });
    await fresh.addInitScript(() => {
      const calls: string[] = [];
      (window as unknown as { __intlCalls: string[] }).__intlCalls = calls;
      const note = (what: string) => calls.push(`${what} ${new Error().stack?.split('\n')[3]?.trim() ?? ''}`);
      const intl = Intl as unknown as Record<string, unknown>;
      for (const name of Object.getOwnPropertyNames(Intl)) {
        const original = intl[name];
        if (typeof original !== 'function') continue;
        intl[name] = new Proxy(original, {
          construct: (target, args) => (note(`new Intl.${name}`), Reflect.construct(target, args)),
          apply: (target, self, args) => (note(`Intl.${name}`), Reflect.apply(target, self, args)),
          get: (target, key) => {
            const value = Reflect.get(target, key);
            if (key !== 'supportedLocalesOf' || typeof value !== 'function') return value;
            return (...args: unknown[]) => (
              note(`Intl.${name}.supportedLocalesOf`),
              Reflect.apply(value, target, args)
            );
          },
        });
      }
      const methods: [object, string][] = [
        [String.prototype, 'localeCompare'],
        [Number.prototype, 'toLocaleString'],
        [Date.prototype, 'toLocaleString'],
        [Date.prototype, 'toLocaleDateString'],
        [Date.prototype, 'toLocaleTimeString'],
      ];
      for (const [proto, name] of methods) {
        const original = (proto as Record<string, (...a: unknown[]) => unknown>)[name]!;
        Object.defineProperty(proto, name, {
          configurable: true,
          writable: true,
          value: function (this: unknown, ...args: unknown[]) {
            note(name);
            return original.apply(this, args);
          },
        });
      }
    });
    const p = await fresh.newPage();
    for (const path of ['/', '/lnf-people-360']) {
      await p.goto(`${baseUrl}${path}`);
      await hydrated(p);
      // The code below the first view hydrates when it arrives: wait until nothing is loading.
      await p.waitForLoadState('networkidle');
      expect(await p.evaluate(() => (window as unknown as { __intlCalls: string[] }).__intlCalls), path).toEqual([]);
    }
    await fresh.close();
  });
});

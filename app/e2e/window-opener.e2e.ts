import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch } from './browser';

/**
 * What the pages' Cross-Origin-Opener-Policy (`same-origin-allow-popups`, docs/security.md) must
 * do in a real browser, against a page of another site (`localhost` on a port of its own, where the
 * server is `127.0.0.1`):
 * - a site that opens one of our pages keeps no handle on it: it cannot read or navigate our window
 *   later (tabnabbing) or count its frames (an XS-Leak);
 * - a window our page opens on another site keeps its opener, as payment providers' pages need:
 *   Razorpay Checkout opens a bank's or a wallet's page in a window of its own, which reports back
 *   to the window that opened it. `same-origin` would cut that too.
 * A page typed into the address bar comes without the policy (no site can have opened its window);
 * if a person typed our address into a window another site had opened, the page loads itself once
 * more, with the policy (app/src/lib/opener.ts).
 */
const baseUrl = inject('baseUrl');
let browser: Browser;
let context: BrowserContext;
let other: Server;
let otherUrl: string;
/** The paths the other site's server was asked for, in order. */
const requested: string[] = [];

beforeAll(async () => {
  other = createServer((req, res) => {
    requested.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><html lang="en"><title>Another site</title><h1>Another site</h1></html>');
  });
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  otherUrl = `http://localhost:${(other.address() as AddressInfo).port}`;
  browser = await launch();
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => other?.close(resolve));
});

/** Opens `url` with `window.open` from `opener` and resolves with the new window's page once loaded. */
async function openFrom(opener: Page, url: string): Promise<Page> {
  const opened = context.waitForEvent('page');
  await opener.evaluate((href) => {
    (window as unknown as { opened: Window | null }).opened = window.open(href);
  }, url);
  const page = await opened;
  await page.waitForURL(url);
  await page.waitForLoadState('load');
  return page;
}

describe("a window's opener", () => {
  it('is cut when another site opens one of our pages', async () => {
    const site = await context.newPage();
    await site.goto(otherUrl);
    const ours = await openFrom(site, `${baseUrl}/`);
    expect(await ours.evaluate(() => window.opener)).toBeNull();
    // The other site's handle now answers as a closed window: nothing to navigate, nothing to count.
    await expect.poll(() => site.evaluate(() => (window as unknown as { opened: Window }).opened.closed)).toBe(true);
    await ours.close();
    await site.close();
  });

  // The whole suite runs Chromium in several projects at once on two cores: this test's three page
  // loads get the time they need there, and each wait below names itself if it runs out.
  it('is cut when a person types our address into a window another site opened', { timeout: 150_000 }, async () => {
    const site = await context.newPage();
    await site.goto(otherUrl);
    const popup = await openFrom(site, `${otherUrl}/popup`);
    // A person types into the window in front of them: the popup is brought to the front first, so
    // a background window's throttled timers do not hold its hydration back.
    await popup.bringToFront();
    // Typed into the address bar: the server sends no policy with that answer. Chromium cuts the
    // opener of a typed navigation to another site itself; a browser that does not reloads the page
    // once, and that load carries the policy (app/src/lib/opener.ts, unit-tested).
    const typed = await popup.goto(`${baseUrl}/`, { timeout: 45_000 });
    expect(await typed?.headerValue('cross-origin-opener-policy')).toBeNull();
    await popup.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, {
      timeout: 45_000,
    });
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    // The site tries to take the window to its look-alike page, then goes somewhere itself. Its two
    // navigations leave in that order, so once the second has reached its server the first would
    // have too. (With a page of the site typed instead, '/phish' is asked for: the test can fail.)
    requested.length = 0;
    await site.evaluate((href) => {
      (window as unknown as { opened: Window }).opened.location.href = `${href}/phish`;
      setTimeout(() => window.location.assign(`${href}/after`), 0);
    }, otherUrl);
    await expect.poll(() => requested.includes('/after')).toBe(true);
    expect(requested).not.toContain('/phish');
    expect(popup.url()).toBe(`${baseUrl}/`);
    await popup.close();
    await site.close();
  });

  it('is kept when our page opens a page of another site, which can then answer it', async () => {
    // Our page as a link from another site opens it: with the policy.
    const ours = await context.newPage();
    await ours.goto(otherUrl);
    const [arrived] = await Promise.all([
      ours.waitForNavigation({ url: `${baseUrl}/` }),
      ours.evaluate((href) => window.location.assign(href), `${baseUrl}/`),
    ]);
    expect(await arrived?.headerValue('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    await ours.evaluate(() => {
      const got: unknown[] = [];
      (window as unknown as { got: unknown[] }).got = got;
      window.addEventListener('message', (event) => got.push({ origin: event.origin, data: event.data }));
    });
    const bank = await openFrom(ours, `${otherUrl}/bank`);
    expect(await bank.evaluate(() => window.opener !== null)).toBe(true);
    expect(await ours.evaluate(() => (window as unknown as { opened: Window }).opened.closed)).toBe(false);
    await bank.evaluate(() => window.opener.postMessage('payment authorised', '*'));
    await expect
      .poll(() => ours.evaluate(() => (window as unknown as { got: unknown[] }).got))
      .toEqual([{ origin: otherUrl, data: 'payment authorised' }]);
    await bank.close();
    await ours.close();
  });
});

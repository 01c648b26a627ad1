import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectNoAxeViolations, launch } from './browser';
import { adminOrderId, newCustomer, signUpAndLogIn } from './accounts';

/**
 * A page whose validation fails is a 404 'This page could not be found' (spec section 8), inside
 * the route's layout, with a way home. An order id that is unknown or someone else's fails the
 * order confirmation's validation.
 */

const baseUrl = inject('baseUrl');

describe('error pages of the order confirmation', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launch();
    page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signUpAndLogIn(page, newCustomer('errors'));
    // The error pages are checked on a phone.
    await page.setViewportSize({ width: 375, height: 800 });
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
  });

  async function expectNotFoundPage(label: string) {
    await page.getByRole('heading', { level: 1, name: 'This page could not be found' }).waitFor();
    const main = page.getByRole('main');
    expect(await main.getByText('404', { exact: true }).count()).toBe(1);
    // Still the order layout, with its way home.
    await page.getByRole('banner').getByRole('link', { name: 'Dashboard' }).waitFor();
    await main.getByRole('link', { name: 'Go To Home' }).waitFor();
    await expectNoAxeViolations(page, label);
  }

  it('answers an unknown order id with the 404 page', async () => {
    await page.goto(`${baseUrl}/order-confirmation/${randomUUID()}`);
    await expectNotFoundPage('unknown order at 375px');
  });

  it("answers another customer's order id with the same 404 page", async () => {
    const foreign = await adminOrderId();
    await page.goto(`${baseUrl}/order-confirmation/${foreign}`);
    await expectNotFoundPage('foreign order at 375px');
  });

  it('answers an id that is not an order id at all without asking the server', async () => {
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/portal/orders')) asked.push(r.url());
    });
    await page.goto(`${baseUrl}/order-confirmation/not-an-order`);
    await expectNotFoundPage('malformed order id');
    expect(asked).toEqual([]);
  });

  it('leaves the error page for home by its link', async () => {
    await page.getByRole('main').getByRole('link', { name: 'Go To Home' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByRole('heading', { name: 'This page could not be found' }).count()).toBe(0);
  });

  it('reloads once when a page chunk will not load, then shows the error page instead of a blank one', async () => {
    await page.goto(`${baseUrl}/dashboard`);
    await page.getByRole('heading', { name: /^Welcome/ }).waitFor();
    // The profile page's chunk fails for good, as after a deploy that removed it.
    await page.route(/\/assets\/Profile-[^/]+\.js$/, (r) => r.abort());
    let loads = 0;
    page.on('load', () => loads++);
    await page.getByRole('main').getByRole('link', { name: 'Profile' }).click();
    await page.getByRole('heading', { level: 1, name: 'This page could not be loaded' }).waitFor();
    const main = page.getByRole('main');
    expect(await main.getByText('500', { exact: true }).count()).toBe(1);
    await main.getByRole('link', { name: 'Go To Home' }).waitFor();
    await main.getByRole('link', { name: 'Reload page' }).waitFor();
    // One reload by itself (spec section 2), not a loop.
    expect(loads).toBe(1);
    await page.unroute(/\/assets\/Profile-[^/]+\.js$/);
    await page.evaluate(() => sessionStorage.clear());
  });
});

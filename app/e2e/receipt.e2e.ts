import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch } from './browser';
import { newCustomer, signUpAndLogIn } from './accounts';
import { tabTo, toast, typeInto } from './portal-helpers';

/**
 * A new customer who opened the dashboard before ordering pays and lands on the receipt at once,
 * in the same document (no reload), every time. The dashboard's empty order list must not stand in
 * for the order just paid.
 */

const baseUrl = inject('baseUrl');

/** Records, from the first paint of every document, whether a 'not found' outcome ever rendered. */
const watchOutcomes = () => {
  const w = window as unknown as { __outcomes: string[] };
  w.__outcomes = [];
  new MutationObserver(() => {
    for (const h of document.querySelectorAll('h1')) {
      const text = h.textContent ?? '';
      if (/could not find|could not be found|not found/i.test(text) && !w.__outcomes.includes(text))
        w.__outcomes.push(text);
    }
  }).observe(document, { subtree: true, childList: true, characterData: true });
};

describe('receipt after a first payment', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launch();
    page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await page.addInitScript(watchOutcomes);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the receipt at once after ordering from a dashboard opened first', { timeout: 120_000 }, async () => {
    const c = newCustomer('receipt');
    await signUpAndLogIn(page, c);
    await page.getByText('No subscriptions yet.').waitFor();
    // Everything from here is client-side navigation in this one document.
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

    await page.getByRole('main').getByRole('link', { name: 'See our plans' }).click();
    await page.waitForURL(`${baseUrl}/our-plans`);
    await page
      .getByRole('article', { name: 'LNF Professional Essential' })
      .getByRole('button', { name: 'Buy Now' })
      .click();
    await page.waitForURL(`${baseUrl}/basket`);
    await page.getByRole('heading', { name: 'Your basket' }).waitFor();
    // The heading shows while the basket loads too (skeletons); a keyboard user tabs once the
    // form is there. /our-plans preloads the basket's code, so the page is often drawn before its data.
    await page.getByRole('textbox', { name: 'Mobile number' }).waitFor();
    await typeInto(page, 'Mobile number', '+91 98765 43210');
    const category = page.getByRole('combobox', { name: 'Business category' });
    await category.pressSequentially('Banking');
    await page.getByRole('option', { name: 'Banking' }).waitFor();
    await category.press('ArrowDown');
    await category.press('Enter');
    await page.getByLabel('Address line 1').fill('9 Cyber Towers, HITEC City');
    await page.getByLabel('City').fill('Hyderabad');
    await page.getByLabel('State').fill('Telangana');
    await page.getByLabel('Post code').fill('500081');
    await page.getByRole('button', { name: 'Place order' }).click();
    await toast(page, 'Success, Please wait');
    await page.getByRole('heading', { name: 'Pay for your order' }).waitFor();
    await page.getByLabel('Card number').fill('4111 1111 1111 1111');
    await page.getByLabel('Expiry (MM/YY)').fill('12/30');
    await page.getByLabel('CVV').fill('123');
    await tabTo(page, /^Pay ₹/);
    await page.keyboard.press('Enter');

    await page.waitForURL(/\/order-confirmation\/[0-9a-f-]+$/);
    await page.getByRole('heading', { name: 'Thank you for your order' }).waitFor({ timeout: 5000 });
    await page.getByRole('article', { name: 'Order Receipt' }).getByText(c.email).first().waitFor();
    const seen = await page.evaluate(() => {
      const w = window as unknown as { __outcomes: string[]; __sameDocument?: boolean };
      return { outcomes: w.__outcomes, sameDocument: w.__sameDocument === true };
    });
    expect(seen).toEqual({ outcomes: [], sameDocument: true });

    // The dashboard opened again lists the order just paid, without a reload.
    await page.getByRole('banner').getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('table', { name: 'Orders' }).getByText('PAID').waitFor();
    await page.getByText('Active', { exact: true }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });
});

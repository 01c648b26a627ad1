import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RazorpayStandin } from '../../packages/server/src/standin/razorpay';
import { expectNoAxeViolations, hydrated, launch, watchErrors } from './browser';
import { acceptCookies, expectedNetworkNoise, tabTo, toast } from './portal-helpers';
import { fillOrderFormAndPlace } from './order-form.mjs';
import { freePort, startServer, type RunningServer } from './server';

/**
 * Money moves through Razorpay. The real server runs with Razorpay keys against the local stand-in
 * (its REST API, its Checkout script, its signed webhooks); a customer pays in the browser through
 * Checkout, by keyboard, and lands on the receipt.
 */

const admin = { email: 'admin@lnf.local', password: 'Razorpay-Admin-Pass-1' };
let standin: RazorpayStandin;
let server: RunningServer;
let dataDir: string;
let base: string;
let browser: Browser;

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  standin = await new RazorpayStandin({
    keyId: 'rzp_test_Standin0001',
    keySecret: 'standin-key-secret',
    webhookSecret: 'standin-webhook-secret',
    webhookUrl: `${base}/api/v1/lnf/portal/orders/payment/webhook`,
  }).start();
  dataDir = mkdtempSync(join(tmpdir(), 'lnf-e2e-rzp-'));
  server = await startServer({
    dataDir,
    port,
    adminEmail: admin.email,
    adminPassword: admin.password,
    env: {
      RAZORPAY_KEY_ID: standin.options.keyId,
      RAZORPAY_KEY_SECRET: standin.options.keySecret,
      RAZORPAY_WEBHOOK_SECRET: standin.options.webhookSecret!,
      RAZORPAY_API_URL: standin.apiUrl,
      RAZORPAY_CHECKOUT_URL: standin.checkoutUrl,
    },
  });
  browser = await launch();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await standin?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function logIn(page: Page) {
  await page.goto(`${base}/`);
  await hydrated(page);
  await acceptCookies(page);
  await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.getByLabel('Email').fill(admin.email);
  await dialog.getByLabel('Password', { exact: true }).fill(admin.password);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(`${base}/dashboard`);
}

async function placeOrder(page: Page) {
  await page.getByRole('banner').getByRole('link', { name: 'Our Plans' }).click();
  await page
    .getByRole('article', { name: 'LNF Professional Essential' })
    .getByRole('button', { name: 'Buy Now' })
    .click();
  await page.waitForURL(`${base}/basket`);
  await fillOrderFormAndPlace(page);
}

describe('paying through Razorpay (stand-in)', () => {
  it('allows Checkout on the basket page only', async () => {
    const csp = async (path: string) => (await fetch(`${base}${path}`)).headers.get('content-security-policy') ?? '';
    expect(await csp('/basket')).toMatch(new RegExp(`script-src [^;]*${standin.url.replace(/[.:/]/g, '\\$&')}`));
    // Billing changes cards in Checkout, so its document may load it too; no other page may.
    expect(await csp('/billing')).toMatch(new RegExp(`script-src [^;]*${standin.url.replace(/[.:/]/g, '\\$&')}`));
    for (const path of ['/', '/our-plans', '/dashboard', '/profile', '/order-confirmation/x'])
      expect(await csp(path)).not.toContain(standin.url);
  });

  it(
    'pays by keyboard in Checkout, survives a dismissal and a declined card, and shows the receipt',
    { timeout: 180_000 },
    async () => {
      const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
      const errors = watchErrors(page);
      await logIn(page);
      await placeOrder(page);

      // Reached by client-side navigation: the step reloads /basket (its CSP) and resumes.
      await page.getByRole('heading', { name: 'Pay with Razorpay' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/basket');
      const pay = page.getByRole('button', { name: /^Pay ₹/ });
      await expect.poll(() => pay.isEnabled()).toBe(true);
      await expectNoAxeViolations(page, 'the Razorpay payment step');

      // Open Checkout from the keyboard, then close it with Escape: the order waits.
      await tabTo(page, /^Pay ₹/);
      await page.keyboard.press('Enter');
      const checkout = page.getByRole('dialog', { name: /Razorpay stand-in/ });
      await checkout.waitFor();
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('card_number');
      await page.keyboard.press('Escape');
      await page.getByText('You closed the payment window. Your order is saved: pay whenever you are ready.').waitFor();
      await expectNoAxeViolations(page, 'the Razorpay step after a dismissal');

      // A declined card: Checkout and the page both say so; another card goes through.
      await tabTo(page, /^Pay ₹/);
      await page.keyboard.press('Enter');
      await checkout.waitFor();
      await page.keyboard.type('4000 0000 0000 0002');
      await page.keyboard.press('Tab');
      await page.keyboard.type('12/30');
      await page.keyboard.press('Tab');
      await page.keyboard.type('123');
      await page.keyboard.press('Enter');
      await checkout.getByRole('alert').getByText('Your payment has been declined by the bank').waitFor();
      await page
        .getByRole('main')
        .getByRole('alert')
        .getByText(/declined by the bank\. Try again/)
        .waitFor();

      await checkout.getByLabel('Card number').fill('4111 1111 1111 1111');
      await checkout.getByLabel('Card number').press('Enter');
      await page.waitForURL(/\/order-confirmation\/[0-9a-f-]+$/, { timeout: 30_000 });
      await page.getByRole('heading', { name: 'Thank you for your order' }).waitFor();
      await page.getByRole('article', { name: 'Order Receipt' }).getByText(admin.email).first().waitFor();

      // The provider's side: one subscription whose first month was its upfront amount (captured,
      // authenticated, no cycle charged yet), and its webhooks accepted.
      const [sub] = [...standin.subscriptions.values()];
      expect(sub).toMatchObject({ status: 'authenticated', paid_count: 0 });
      expect([...standin.payments.values()].filter((p) => p.status === 'captured')).toHaveLength(1);
      await expect
        .poll(() => standin.deliveries.map((d) => `${d.event} ${d.status}`))
        .toEqual(expect.arrayContaining(['payment.failed 200', 'subscription.authenticated 200']));
      expect(errors.filter((e) => !expectedNetworkNoise.test(e))).toEqual([]);

      // A month on, the first recurring charge is declined: the banner leads to Billing, where
      // Checkout takes a new card (subscription_card_change) and Razorpay charges the renewal to it.
      await standin.charge(sub!.id, '4000 0000 0000 0002');
      await page.goto(`${base}/dashboard`);
      await page
        .getByRole('alert')
        .filter({ hasText: 'The renewal payment of LNF Professional Essential failed.' })
        .waitFor();
      await page.getByRole('link', { name: 'Update card' }).click();
      await page.waitForURL(`${base}/billing`);
      // Reached by client-side navigation: the page reloads as /billing (its CSP) and opens Checkout.
      await page
        .getByRole('region', { name: 'LNF Professional Essential', exact: true })
        .getByRole('button', { name: 'Update card' })
        .click();
      await checkout.waitFor();
      expect(
        await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).name),
      ).toMatch(/\/billing\?card$/);
      await checkout.getByLabel('Card number').fill('5555 5555 5555 4444');
      await checkout.getByLabel('Card number').press('Enter');
      await toast(page, 'Card updated and the renewal paid');
      await page.getByText('Mastercard ending 4444').waitFor();
      await expectNoAxeViolations(page, 'Billing after the Razorpay card change');
      await expect.poll(() => page.getByRole('alert').filter({ hasText: 'renewal payment' }).count()).toBe(0);
      expect(standin.subscriptions.get(sub!.id)).toMatchObject({ status: 'active', paid_count: 1 });
    },
  );
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { expectNoAxeViolations, hydrated, launch } from './browser';
import { acceptCookies, dialog, putBasketInStorage } from './portal-helpers';
import { startServer, type RunningServer } from './server';

/**
 * The purchase request with online ordering off, on a second server of its own: the
 * configuration service has no write call, so the seeded setting is switched in its database.
 */

const adminEmail = inject('adminEmail');
const adminPassword = inject('adminPassword');

describe('portal: online ordering off sends a purchase request', () => {
  let browser: Browser;
  let server: RunningServer;
  const dataDir = mkdtempSync(join(tmpdir(), 'lnf-e2e-offline-'));

  beforeAll(async () => {
    // The configuration service has no write call: switch the seeded setting in the database
    // between two starts of the server.
    const first = await startServer({ dataDir, adminEmail, adminPassword });
    await first.stop();
    const { PGlite } = await import('@electric-sql/pglite');
    const db = await PGlite.create(join(dataDir, 'pg'));
    await db.query(
      `update configurations set config_data = 'false'::jsonb where service_name = 'product' and config_key = 'enablePortalOnlineOrder'`,
    );
    await db.close();
    server = await startServer({ dataDir, adminEmail, adminPassword });
    browser = await launch();
  }, 150_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('logs in from the basket, shows the success message while redirecting, and lands on the request page', async () => {
    const page = await (await browser.newContext({ viewport: { width: 375, height: 800 } })).newPage();
    await page.goto(`${server.url}/`);
    await hydrated(page);
    await acceptCookies(page);
    await putBasketInStorage(page, server.url, 'recruiter_pro', 12);
    await page.goto(`${server.url}/basket`);
    await page.getByRole('heading', { name: 'Your basket' }).waitFor();
    await page.getByLabel('Full name').fill('Ravi Kumar');
    await page.getByLabel('Mobile number').fill('9876543210');
    await page.getByRole('textbox', { name: 'Email' }).fill('ravi@example.com');
    const category = page.getByRole('combobox', { name: 'Business category' });
    await category.pressSequentially('Banking');
    await page.getByRole('option', { name: 'Banking' }).waitFor();
    await category.press('ArrowDown');
    await category.press('Enter');
    await expect.poll(() => category.inputValue()).toBe('Banking');
    await page.getByLabel('Address line 1').fill('1 MG Road');
    await page.getByLabel('City').fill('Bengaluru');
    await page.getByLabel('State').fill('Karnataka');
    await page.getByLabel('Post code').fill('560001');
    await page
      .getByRole('checkbox', { name: 'The service address is the same as the billing address' })
      .uncheck({ force: true });
    await page.getByRole('group', { name: 'Service address' }).getByLabel('Address line 1').fill('2 Brigade Road');
    await page.getByRole('group', { name: 'Service address' }).getByLabel('City').fill('Bengaluru');
    await page.getByRole('group', { name: 'Service address' }).getByLabel('State').fill('Karnataka');
    await page.getByRole('group', { name: 'Service address' }).getByLabel('Post code').fill('560025');
    await expectNoAxeViolations(page, 'basket at 375px, online ordering off');
    await page.getByRole('button', { name: 'Send purchase request' }).click();

    const d = dialog(page, 'Login');
    await d.waitFor();
    await d.getByLabel('Email').fill(adminEmail);
    await d.getByLabel('Password', { exact: true }).fill(adminPassword);
    await d.getByRole('button', { name: 'Login', exact: true }).click();
    const success = dialog(page, 'Thank you!');
    await success.getByText('Redirecting ...').waitFor();
    await success.getByText("We received your purchase request; we'll be in touch shortly!").waitFor();
    await expectNoAxeViolations(page, 'login modal redirecting');
    await page.waitForURL(/\/order-confirmation\/[0-9a-f-]+$/);
    await page.getByRole('heading', { name: 'Thank you!' }).waitFor();
    await page.getByText("We received your purchase request; we'll be in touch shortly!").waitFor();
    await expectNoAxeViolations(page, 'purchase request page at 375px');
  }, 60_000);
});

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectNoAxeViolations, hydrated, launch, watchErrors } from './browser';

const baseUrl = inject('baseUrl');

describe('walking skeleton: home -> login modal -> dashboard -> logout', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    browser = await launch();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    errors = watchErrors(page);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('serves the prerendered home page, accessible', async () => {
    const res = await page.goto(`${baseUrl}/`);
    expect(res?.status()).toBe(200);
    // The heading is in the HTML before any script runs (prerendered).
    expect(await res?.text()).toContain('Run people, payroll and accounts on one platform');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'Run people, payroll and accounts on one platform',
    );
    await hydrated(page);
    await expectNoAxeViolations(page, 'home');
  });

  it('shows the spec messages for an invalid login and calls no server', async () => {
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await dialog.waitFor();
    await expectNoAxeViolations(page, 'login modal');
    let apiCalls = 0;
    page.on('request', (r) => {
      if (r.url().includes('/api/')) apiCalls++;
    });
    await dialog.getByRole('button', { name: 'Login' }).click();
    await dialog.getByText('Email is required.').waitFor();
    await dialog.getByText('Password is required.').waitFor();
    await dialog.getByLabel('Email').fill('not-an-email');
    await dialog.getByRole('button', { name: 'Login' }).click();
    await dialog.getByText('Email must be a valid').waitFor();
    expect(apiCalls).toBe(0);
    await expectNoAxeViolations(page, 'login modal with errors');
  });

  it('rejects a wrong password and stays on the page', async () => {
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await dialog.getByLabel('Email').fill(inject('adminEmail'));
    await dialog.getByLabel('Password', { exact: true }).fill('wrong-password');
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/v1/lnf/user/login'));
    await dialog.getByRole('button', { name: 'Login' }).click();
    expect((await answer).status()).toBe(401);
    await expect(dialog.isVisible()).resolves.toBe(true);
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('logs in as the seeded admin and lands on a dashboard that greets them by name', async () => {
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await dialog.getByLabel('Password', { exact: true }).fill(inject('adminPassword'));
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/v1/lnf/user/login'));
    await dialog.getByRole('button', { name: 'Login' }).click();
    expect((await answer).status()).toBe(201);
    await page.waitForURL(`${baseUrl}/dashboard`);
    await page.getByRole('heading', { name: 'Welcome, LNF Admin' }).waitFor();
    await expectNoAxeViolations(page, 'dashboard');

    const stored = await page.evaluate(() => ({ ...localStorage }));
    expect(Object.values(stored).join(' ')).toContain('access_token');
    const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c.value]));
    // The spec's cookies stay, without tokens: tokenData holds the token data (lifetimes and type).
    expect(JSON.parse(decodeURIComponent(cookies.tokenData))).toEqual({
      expires_in: 300,
      refresh_expires_in: 2592000,
      token_type: 'Bearer',
    });
    expect(JSON.parse(decodeURIComponent(cookies.userData))).toMatchObject({ email: inject('adminEmail') });

    // The refresh token is in one place only: an HttpOnly cookie no script reads (docs/security.md, item 14).
    const refresh = (await context.cookies()).find((c) => c.name === 'lnf_refresh');
    expect(refresh).toMatchObject({
      httpOnly: true,
      secure: true,
      sameSite: 'Strict',
      path: '/api/v1/lnf/user/refresh',
    });
    const readable = await page.evaluate(() => ({
      cookie: document.cookie,
      storage: JSON.stringify({ ...localStorage }),
    }));
    expect(readable.storage).not.toContain('refresh_token');
    for (const text of [readable.cookie, decodeURIComponent(readable.cookie), readable.storage]) {
      expect(text).not.toContain(refresh!.value);
      // No JWT at all in a cookie a script can read.
      if (text !== readable.storage) expect(text).not.toMatch(/eyJ[\w-]+\.[\w-]+\.[\w-]+/);
    }
  });

  it('keeps the session across a reload of a client-only route', async () => {
    await page.reload();
    await page.getByRole('heading', { name: 'Welcome, LNF Admin' }).waitFor();
  });

  it('logs out back to / and forgets the session', async () => {
    await page.getByRole('button', { name: 'LNF Admin', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
    const cookies = (await context.cookies()).map((c) => c.name);
    expect(cookies).not.toContain('tokenData');
    expect(cookies).not.toContain('lnf_refresh');
    await page.goto(`${baseUrl}/dashboard`);
    await page.waitForURL(`${baseUrl}/permissionDenied`);
    await page.getByRole('heading', { name: 'Permission denied' }).waitFor();
    await expectNoAxeViolations(page, 'permission denied');
  });

  it('logged no errors in the browser console', () => {
    // 401 from the wrong-password step is expected network noise, not an app error.
    expect(errors.filter((e) => !/401/.test(e))).toEqual([]);
  });
});

describe('server routing seen from a browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('answers an unknown route with 404 and the not-found page', async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
    const res = await page.goto(`${baseUrl}/no-such-page`);
    expect(res?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Oops! Page not found' }).waitFor();
    await page.getByRole('link', { name: 'Go To Home' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.goto(`${baseUrl}/no-such-page`);
    await expectNoAxeViolations(page, 'not found at 375px');
  });

  it('redirects a trailing slash with 301, keeping the query', async () => {
    const res = await fetch(`${baseUrl}/dashboard/?tab=orders`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toMatch(/\/dashboard\?tab=orders$/);
  });
});

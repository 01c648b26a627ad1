import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hydrated, launch } from './browser';
import { loginAs } from './portal-helpers';

/**
 * One browser, two tabs, one session (the refresh token in an HttpOnly cookie both tabs share):
 * tabs that refresh at the same moment do not present one refresh token twice (the server would take that for theft and end the session in both), an
 * expired session is refreshed on load before the header decides, and a logout in one tab reaches
 * the other.
 */
const baseUrl = inject('baseUrl');
let browser: Browser;
let context: BrowserContext;
let one: Page;
let two: Page;

beforeAll(async () => {
  browser = await launch();
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  one = await context.newPage();
  await loginAs(one, inject('adminEmail'), inject('adminPassword'));
  two = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
});

/** Makes the stored access token look expired to the app (the server never sees this copy). */
const expireStoredToken = (page: Page) =>
  page.evaluate(() => {
    const saved = JSON.parse(localStorage.getItem('lnf:auth')!) as {
      tokens: { access_token: string };
      user: { exp: number };
    };
    const [head, payload, sig] = saved.tokens.access_token.split('.');
    const claims = JSON.parse(atob(payload!.replace(/-/g, '+').replace(/_/g, '/')));
    claims.exp = Math.floor(Date.now() / 1000) - 60;
    const encoded = btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    saved.tokens.access_token = `${head}.${encoded}.${sig}`;
    saved.user.exp = claims.exp;
    localStorage.setItem('lnf:auth', JSON.stringify(saved));
    return saved.tokens.access_token;
  });

/** The stored access token: a new one after every refresh (the refresh token is in no storage a script reads). */
const accessToken = (page: Page) =>
  page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('lnf:auth') ?? 'null') as { tokens: { access_token: string } } | null)?.tokens
        .access_token ?? null,
  );

/** The HttpOnly refresh cookie as the browser holds it. */
const refreshCookie = async () => (await context.cookies()).find((c) => c.name === 'lnf_refresh')?.value ?? null;

describe('two tabs of one browser', () => {
  it('refresh an expired session at the same moment and both stay logged in', async () => {
    const cookieBefore = await refreshCookie();
    expect(cookieBefore).toBeTruthy();
    expect(await one.evaluate(() => JSON.stringify({ ...localStorage }) + document.cookie)).not.toContain(cookieBefore);
    const before = await expireStoredToken(one);
    const refreshes: number[] = [];
    context.on('response', (res) => {
      if (res.url().endsWith('/api/v1/lnf/user/refresh')) refreshes.push(res.status());
    });
    // Both tabs load a portal page with the expired token at once: each must refresh before it may call.
    await Promise.all([one.goto(`${baseUrl}/dashboard`), two.goto(`${baseUrl}/dashboard`)]);
    await Promise.all([hydrated(one), hydrated(two)]);
    for (const page of [one, two]) {
      await page.getByRole('heading', { name: 'Welcome, LNF Admin' }).waitFor();
      await page.getByRole('banner').getByRole('button', { name: 'LNF Admin', exact: true }).waitFor();
    }
    await expect.poll(() => refreshes.length).toBeGreaterThan(0);
    // One refresh reached the server; the other tab adopted its answer instead of reusing the token.
    expect(refreshes).toEqual([201]);
    const after = await accessToken(one);
    expect(after).not.toBe(before);
    expect(await accessToken(two)).toBe(after);
    // The refresh went by the HttpOnly cookie alone, which rotated.
    expect(await refreshCookie()).not.toBe(cookieBefore);
    expect(new URL(one.url()).pathname).toBe('/dashboard');
    expect(new URL(two.url()).pathname).toBe('/dashboard');
  });

  it('shows no Login button while an expired session is being refreshed on load', async () => {
    await expireStoredToken(two);
    let sawLogin = false;
    await two.exposeFunction('lnfSawLogin', () => (sawLogin = true));
    await two.addInitScript(() => {
      new MutationObserver(() => {
        const banner = document.querySelector('header');
        const login = [...(banner?.querySelectorAll('button') ?? [])].some((b) => b.textContent?.trim() === 'Login');
        if (login && document.documentElement.dataset.hydrated === 'true')
          (window as unknown as { lnfSawLogin(): void }).lnfSawLogin();
      }).observe(document, { subtree: true, childList: true });
    });
    await two.goto(`${baseUrl}/our-plans`);
    await hydrated(two);
    await two.getByRole('banner').getByRole('button', { name: 'LNF Admin', exact: true }).waitFor();
    expect(sawLogin).toBe(false);
  });

  it('a logout in one tab shows the other as logged out, without a reload', async () => {
    await one.getByRole('banner').getByRole('button', { name: 'LNF Admin', exact: true }).click();
    await one.getByRole('menuitem', { name: 'Logout' }).click();
    await one.waitForURL(`${baseUrl}/`);
    await two.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).waitFor();
    expect(await accessToken(two)).toBeNull();
    expect(await refreshCookie()).toBeNull();
  });
});

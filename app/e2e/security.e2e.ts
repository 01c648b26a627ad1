import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ApiClient, STORAGE_KEY, user } from '@lnf/sdk';
import { expectNoAxeViolations, hydrated, launch, watchErrors } from './browser';
import { newCustomer, signUpAndLogIn } from './accounts';
import { expectedNetworkNoise, loginAs, tabTo, toast, typeInto } from './portal-helpers';

/**
 * The Security page: one customer signed in from two browsers sees both sessions, ends
 * the other one from the keyboard, and that browser's next call answers 401 and it ends up logged
 * out; then a password change that signs every other session out. axe on each state.
 */

const baseUrl = inject('baseUrl');

/** The access token the app keeps in local storage, read as a script of the page could. */
const storedAccessToken = (page: Page) =>
  page.evaluate((key) => /"access_token":"([^"]+)"/.exec(localStorage.getItem(key) ?? '')?.[1] ?? null, STORAGE_KEY);

describe('portal: the Security page', () => {
  const customer = newCustomer('security');
  let browser: Browser;
  let one: BrowserContext;
  let two: BrowserContext;
  let here: Page;
  let there: Page;
  let errors: string[];

  beforeAll(async () => {
    browser = await launch();
    one = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    two = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    here = await one.newPage();
    there = await two.newPage();
    errors = watchErrors(here);
    await signUpAndLogIn(here, customer);
    await loginAs(there, customer.email, customer.password);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
  });

  it('lists both sessions and ends the other one, whose next call answers 401', async () => {
    await here.goto(`${baseUrl}/security`);
    await hydrated(here);
    await here.getByRole('heading', { name: 'Security', level: 1 }).waitFor();
    const sessions = here.getByRole('table', { name: 'Sessions' });
    await sessions.getByText('This browser').waitFor();
    await expect.poll(() => sessions.getByRole('rowheader').count()).toBe(2);
    await here.getByRole('table', { name: 'Sign-in history' }).getByText('Signed in').first().waitFor();
    await expectNoAxeViolations(here, 'security: two sessions');

    const before = await storedAccessToken(there);
    expect(before).toBeTruthy();
    // Keyboard only: Tab to the other session's button, Enter.
    await tabTo(here, /^Sign out .+, last active /);
    await here.keyboard.press('Enter');
    await here
      .getByText(/^Signed out: /)
      .first()
      .waitFor();
    await expect.poll(() => sessions.getByRole('rowheader').count()).toBe(1);
    await expect.poll(() => here.getByRole('button', { name: 'Sign out all other sessions' }).isDisabled()).toBe(true);
    await expectNoAxeViolations(here, 'security: one session');

    // The ended browser's next API call answers 401: its access token is denied at once.
    const status = await there.evaluate(
      (token) =>
        fetch('/api/v1/lnf/account/sessions', { headers: { authorization: `Bearer ${token}` } }).then((r) => r.status),
      before,
    );
    expect(status).toBe(401);
    // Its app tries to refresh, is refused, and ends up logged out.
    await there.goto(`${baseUrl}/security`);
    await there.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).waitFor({ timeout: 15_000 });
    expect(await storedAccessToken(there)).toBeNull();
  });

  it('changes the password from the keyboard, signing every other session out', async () => {
    await typeInto(here, 'Current password', customer.password);
    await typeInto(here, 'New password', 'Portal-Pass-2');
    await typeInto(here, 'Confirm new password', 'Portal-Pass-2');
    await tabTo(here, 'Change password');
    await here.keyboard.press('Enter');
    await toast(here, 'Password changed. Your other sessions were signed out.');
    await expectNoAxeViolations(here, 'security: password changed');
    const api = new ApiClient({ baseUrl });
    await expect(user.login(api, { username: customer.email, password: customer.password })).rejects.toMatchObject({
      status: 401,
    });
    await user.login(api, { username: customer.email, password: 'Portal-Pass-2' });
    // This browser stays signed in.
    await here.reload();
    await hydrated(here);
    await here.getByRole('table', { name: 'Sessions' }).getByText('This browser').waitFor();
    expect(errors.filter((e) => !expectedNetworkNoise.test(e))).toEqual([]);
  });
});

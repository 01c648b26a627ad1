import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ApiClient, secondFactor, user } from '@lnf/sdk';
import { generate } from 'otplib';
import { expectNoAxeViolations, hydrated, launch, watchErrors } from './browser';
import { newCustomer, signUpAndLogIn } from './accounts';
import { expectedNetworkNoise, tabTo } from './portal-helpers';

/**
 * Second factors: a new customer turns on an authenticator app, signs out, and signs in
 * again with the password and the app's code, from the keyboard only, axe clean on each state. The
 * Security page renders the Two-factor section once its author adds it; until then the enrolment
 * goes through the API (the same calls the section makes, `TwoFactor.test.tsx` covers the section)
 * and the login, which is the person's part, through the browser.
 */

const baseUrl = inject('baseUrl');
const STEP = 30;

/**
 * The app's code `steps` steps from now, not within 4 s of the step's end (it must still be valid
 * when it arrives). Enrolment takes the step before's, so the login's current code is a later step:
 * each step's code works once.
 */
async function appCode(secret: string, steps = 0): Promise<string> {
  const into = (Date.now() / 1000) % STEP;
  if (into > STEP - 4) await new Promise((r) => setTimeout(r, (STEP - into + 0.2) * 1000));
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * STEP });
}

describe('portal: sign-in with an authenticator app', () => {
  const customer = newCustomer('two-factor');
  let browser: Browser;
  let page: Page;
  let errors: string[];
  let secret: string;

  beforeAll(async () => {
    browser = await launch();
    page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    errors = watchErrors(page);
    await signUpAndLogIn(page, customer);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
  });

  it('turns the app on: a QR code, then the first code gives ten recovery codes', async () => {
    const tokens = await user.login(new ApiClient({ baseUrl }), {
      username: customer.email,
      password: customer.password,
    });
    const api = new ApiClient({ baseUrl, getAccessToken: () => tokens.access_token });
    const started = await secondFactor.start(api);
    expect(started.uri).toContain('issuer=LNF');
    expect(started.qrSvg).toMatch(/^data:image\/svg\+xml;base64,/);
    secret = started.secret;
    const { recoveryCodes } = await secondFactor.confirm(api, await appCode(secret, -1));
    expect(recoveryCodes).toHaveLength(10);
    expect(await secondFactor.status(api)).toMatchObject({ totp: { enabled: true } });
  });

  it('signs out, then in with the password and the code, keyboard only', async () => {
    await page.goto(`${baseUrl}/dashboard`);
    await hydrated(page);
    // Sign out from the keyboard: the user menu, then Logout.
    await tabTo(page, `${customer.firstName} ${customer.lastName}`);
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Logout' }).waitFor();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}/`);
    await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).waitFor();

    await tabTo(page, 'Login');
    await page.keyboard.press('Enter');
    const login = page.getByRole('dialog', { name: 'Login' });
    await login.waitFor();
    await tabTo(page, 'Email');
    await page.keyboard.type(customer.email);
    await tabTo(page, 'Password');
    await page.keyboard.type(customer.password);
    await page.keyboard.press('Enter');

    // The second step: the first digit cell has the focus.
    const step = login.getByRole('form', { name: 'Two-factor authentication' });
    await step.waitFor();
    await step.getByRole('textbox', { name: 'Digit 1 of 6' }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Digit 1 of 6');
    await expectNoAxeViolations(page, 'login: second step');

    // The recovery-code field is one Tab and Enter away, and back.
    await tabTo(page, 'Use a recovery code');
    await page.keyboard.press('Enter');
    await step.getByRole('textbox', { name: 'Recovery code' }).waitFor();
    await expectNoAxeViolations(page, 'login: recovery code');
    await tabTo(page, 'Use the authenticator app');
    await page.keyboard.press('Enter');
    await step.getByRole('textbox', { name: 'Digit 1 of 6' }).waitFor();

    // A wrong code first: the person is told and tries again.
    await tabTo(page, 'Digit 1 of 6');
    const right = await appCode(secret);
    await page.keyboard.type(right === '000000' ? '111111' : '000000');
    await page.keyboard.press('Enter');
    await step.getByText('That code is not right. Enter the code your app shows now.').waitFor();
    await expectNoAxeViolations(page, 'login: wrong code');

    await tabTo(page, 'Digit 1 of 6');
    await page.keyboard.type(await appCode(secret));
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}/dashboard`);
    await page.getByRole('heading', { name: `Welcome, ${customer.firstName} ${customer.lastName}` }).waitFor();
    await expectNoAxeViolations(page, 'dashboard after two-factor sign-in');
    expect(errors.filter((e) => !expectedNetworkNoise.test(e))).toEqual([]);
  });
});

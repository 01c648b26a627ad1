import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newCustomer, signUpAndLogIn } from './accounts';
import { expectNoAxeViolations, hydrated, launch, watchErrors } from './browser';
import { dialog, expectedNetworkNoise, openLogin, otpFor, toast } from './portal-helpers';

/**
 * Forgot Password end to end against the real server of global-setup: the OTP step (resend
 * limit, another email), the new-password rules and the login with the new password. The
 * customer is made through Create Account first, as in the portal journey (portal.e2e.ts).
 */

const baseUrl = inject('baseUrl');
const stamp = Date.now().toString(36);
const customer = newCustomer('reset');
const newPassword = 'Portal-Pass-2';

describe('portal: a customer resets a forgotten password', () => {
  let browser: Browser;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    browser = await launch();
    const signUp = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await signUpAndLogIn(await signUp.newPage(), customer);
    await signUp.close();
    // Someone who is not logged in: a browser of their own.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    errors = watchErrors(page);
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });

  it('resets the password end to end, then logs in with the new one', async () => {
    await page.goto(`${baseUrl}/`);
    await hydrated(page);
    let d = await openLogin(page);
    await d.getByRole('button', { name: 'Forgot Password?' }).click();
    d = dialog(page, 'Forgot Password');
    // Another address first, to see 'Try Another Email?' start again from the email.
    await d.getByLabel('Email').fill(`someone-else-${stamp}@example.com`);
    await d.getByRole('button', { name: 'Send OTP' }).click();
    await toast(page, 'OTP has been successfully sent');
    await d.getByRole('button', { name: 'Validate OTP' }).waitFor();
    await d.getByText(/OTP expires in \d\d:\d\d/).waitFor();
    await expectNoAxeViolations(page, 'forgot password, OTP step');
    // Re-sending at once: the server's rate-limit message, and the OTP step stays.
    await d.getByRole('button', { name: 'Re-send OTP?' }).click();
    await page
      .getByText(/^Please wait \d+ seconds before asking for another OTP$/)
      .first()
      .waitFor();
    await d.getByRole('button', { name: 'Try Another Email?' }).click();
    await d.getByRole('button', { name: 'Send OTP' }).waitFor();
    await expect(d.getByLabel('Email').getAttribute('readonly')).resolves.toBeNull();
    await d.getByLabel('Email').fill(customer.email);
    // One OTP per email per resend interval (2 s on the e2e server, 30 s in production): when
    // the sign-up's is too recent the answer says to wait, and the person presses again.
    let sentFrom = Date.now();
    await expect
      .poll(
        async () => {
          sentFrom = Date.now();
          const answer = page.waitForResponse((r) => r.url().includes('/user/portal/otp'));
          await d.getByRole('button', { name: 'Send OTP' }).click();
          return (await answer).status();
        },
        { timeout: 20_000, interval: 1000 },
      )
      .toBe(201);
    await d.getByRole('button', { name: 'Validate OTP' }).waitFor();
    const code = await otpFor(customer.email, sentFrom);
    await d.getByRole('textbox', { name: /Digit 1 of 6/ }).fill(code);
    await d.getByRole('button', { name: 'Validate OTP' }).click();
    await toast(page, 'OTP Verified Successfully');
    const confirm = d.getByLabel('Confirm Password');
    expect(await confirm.isDisabled()).toBe(true);
    await d.getByLabel('New Password').fill('abc');
    expect(await confirm.isDisabled()).toBe(false);
    await d.getByRole('button', { name: 'Change Password' }).click();
    await d.getByText('New Password must be at least 5 characters').waitFor();
    await d.getByText('Confirm Password Is required & should be match the passwords').waitFor();
    await expectNoAxeViolations(page, 'forgot password, new password step with errors');
    await d.getByLabel('New Password').fill(newPassword);
    await confirm.fill(newPassword);
    await d.getByRole('button', { name: 'Change Password' }).click();
    await toast(page, 'Success, Please wait...');
    const login = dialog(page, 'Login');
    await login.waitFor();
    await login.getByLabel('Password', { exact: true }).fill(newPassword);
    await login.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL(`${baseUrl}/dashboard`);
  }, 60_000);

  it('logged no unexpected errors in the browser', () => {
    expect(errors.filter((e) => !expectedNetworkNoise.test(e))).toEqual([]);
  });
});

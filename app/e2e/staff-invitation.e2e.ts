import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations, hydrated, launch, watchErrors } from './browser';
import { dialog, expectedNetworkNoise, loginAs, openLogin, otpFor, toast } from './portal-helpers';

/**
 * An admin invites a support member from the back-office; the invitation arrives in the dev
 * mailbox; the new member sets a password with Forgot password and the mailed one-time code, signs
 * in, and finds the back-office (customers, leads) but not the staff page. Keyboard for the
 * invitation form, axe on each state.
 */

const baseUrl = inject('baseUrl');
const adminEmail = inject('adminEmail');
const adminPassword = inject('adminPassword');
const invitee = `support.${Date.now().toString(36)}@example.com`;
const password = 'Support-Pass-1';

/** The newest mail to `to` whose subject matches, from the dev mailbox, polled until it arrives. */
async function mailTo(to: string, subject: RegExp): Promise<{ subject: string; text: string }> {
  let found: { subject: string; text: string } | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await fetch(`${baseUrl}/api/dev/mailbox?to=${encodeURIComponent(to)}`)).json()) as {
          subject: string;
          text: string;
        }[];
        found = mails.find((m) => subject.test(m.subject));
        return !!found;
      },
      { timeout: 20_000, interval: 250 },
    )
    .toBe(true);
  return found!;
}

describe('back-office: an admin invites a staff member who signs in', () => {
  let browser: Browser;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('invites a support member by keyboard', { timeout: 90_000 }, async () => {
    page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    errors = watchErrors(page);
    await loginAs(page, adminEmail, adminPassword);
    await page.goto(`${baseUrl}/backoffice`);
    await page.getByRole('link', { name: 'Staff' }).click();
    await page.waitForURL(`${baseUrl}/backoffice/staff`);
    const form = page.getByRole('form', { name: 'Invite staff' });
    await form.getByRole('textbox', { name: 'Email' }).focus();
    await page.keyboard.type(invitee);
    await form.getByRole('textbox', { name: 'First name' }).focus();
    await page.keyboard.type('Meera');
    await form.getByRole('textbox', { name: 'Last name' }).focus();
    await page.keyboard.type('Iyer');
    await expectNoAxeViolations(page, 'the staff page with an invitation typed');
    await form.getByRole('button', { name: 'Invite staff' }).focus();
    await page.keyboard.press('Enter');
    await toast(page, `Invitation mailed to ${invitee}`);
    await page.getByRole('table', { name: 'Staff' }).getByText(invitee).waitFor();
    await expectNoAxeViolations(page, 'the staff page with an invited member');
    const mail = await mailTo(invitee, /invit/i);
    expect(mail.text).toContain('Forgot password');
    expect(errors.filter((e) => !expectedNetworkNoise.test(e))).toEqual([]);
  });

  it(
    'the invitee sets a password with the mailed code, signs in and finds the back-office',
    { timeout: 90_000 },
    async () => {
      page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
      errors = watchErrors(page);
      await page.goto(`${baseUrl}/`);
      await hydrated(page);
      let d = await openLogin(page);
      await d.getByRole('button', { name: 'Forgot Password?' }).click();
      d = dialog(page, 'Forgot Password');
      await d.getByLabel('Email').fill(invitee);
      const sentFrom = Date.now();
      await d.getByRole('button', { name: 'Send OTP' }).click();
      await d.getByRole('button', { name: 'Validate OTP' }).waitFor();
      await d.getByRole('textbox', { name: /Digit 1 of 6/ }).fill(await otpFor(invitee, sentFrom));
      await d.getByRole('button', { name: 'Validate OTP' }).click();
      await toast(page, 'OTP Verified Successfully');
      await d.getByLabel('New Password').fill(password);
      await d.getByLabel('Confirm Password').fill(password);
      await d.getByRole('button', { name: 'Change Password' }).click();
      const login = dialog(page, 'Login');
      await login.waitFor();
      await login.getByLabel('Password', { exact: true }).fill(password);
      await login.getByRole('button', { name: 'Login', exact: true }).click();
      await page.waitForURL(`${baseUrl}/dashboard`);

      await page.getByRole('main').getByRole('link', { name: 'Back-office' }).click();
      await page.waitForURL(`${baseUrl}/backoffice`);
      await page.getByRole('table', { name: 'Customers' }).waitFor();
      // Support sees customers and leads; managing staff is the admin's.
      await page.getByRole('link', { name: 'Leads' }).waitFor();
      expect(await page.getByRole('link', { name: 'Staff', exact: true }).count()).toBe(0);
      await expectNoAxeViolations(page, 'the back-office as support');
      await page.goto(`${baseUrl}/backoffice/staff`);
      await page.waitForURL(`${baseUrl}/permissionDenied`);
      expect(errors.filter((e) => !expectedNetworkNoise.test(e))).toEqual([]);
    },
  );
});

import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ApiClient, formatDate, support, type MailboxMessage } from '@lnf/sdk';
import { expectNoAxeViolations, hydrated, launch } from './browser';
import {
  acceptCookies,
  dialog,
  expectedNetworkNoise,
  loginAs,
  openLogin,
  otpFor,
  tabTo,
  toast,
  typeInto,
} from './portal-helpers';

/**
 * The customer portal end to end, against the real server of global-setup: sign-up
 * with the OTP from the dev mailbox, login, basket, card payment (declined, then paid), receipt
 * PDF, profile address, support tickets, audit logs and guards (the purchase
 * request with online ordering off is purchase-request.e2e.ts, the password reset
 * password-reset.e2e.ts). Only what a person sees: roles and text.
 */

const baseUrl = inject('baseUrl');
const adminEmail = inject('adminEmail');
const adminPassword = inject('adminPassword');

const stamp = Date.now().toString(36);
const customer = {
  email: `e2e-${stamp}@example.com`,
  firstName: 'Asha',
  lastName: 'Rao',
  userName: `asha-${stamp}`,
  password: 'Portal-Pass-1',
};
const fullName = `${customer.firstName} ${customer.lastName}`;

// ---------- the customer journey ----------

describe('portal: a customer signs up, orders, pays and is looked after', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    browser = await launch();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    page = await context.newPage();
    errors = [];
    page.on(
      'console',
      (msg) => msg.type() === 'error' && errors.push(`${new URL(page.url()).pathname}: ${msg.text()}`),
    );
    page.on('pageerror', (err) => errors.push(`${new URL(page.url()).pathname}: ${err.message}`));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('each login-modal panel is accessible, and closing returns to Login with the form reset', async () => {
    await page.goto(`${baseUrl}/`);
    await hydrated(page);
    await acceptCookies(page);
    let d = await openLogin(page);
    await expect(d.getByRole('button', { name: 'Forgot Password?' }).isVisible()).resolves.toBe(true);
    await d.getByRole('button', { name: "Don't Have An Account? Sign Up" }).click();
    d = dialog(page, 'Create Account');
    await d.waitFor();
    await expectNoAxeViolations(page, 'create account panel');
    await d.getByRole('button', { name: 'Create account' }).click();
    for (const m of [
      'Email is required.',
      'First Name is required.',
      'Last Name is required.',
      'User Name is required.',
      'Password is required.',
    ]) {
      await d.getByText(m).waitFor();
    }
    await expectNoAxeViolations(page, 'create account panel with errors');
    await d.getByLabel('Email').fill('typed@example.com');
    await d.getByRole('button', { name: 'Close' }).click();
    await d.waitFor({ state: 'hidden' });
    d = await openLogin(page);
    await d.getByRole('button', { name: "Don't Have An Account? Sign Up" }).click();
    await expect(dialog(page, 'Create Account').getByLabel('Email').inputValue()).resolves.toBe('');
    await dialog(page, 'Create Account').getByRole('button', { name: 'Close' }).click();

    d = await openLogin(page);
    await d.getByRole('button', { name: 'Forgot Password?' }).click();
    d = dialog(page, 'Forgot Password');
    await d.waitFor();
    await d.getByRole('button', { name: 'Send OTP' }).click();
    await d.getByText('Email is required.').waitFor();
    await expectNoAxeViolations(page, 'forgot password panel');
    await d.getByRole('button', { name: 'Back to Login' }).click();
    await dialog(page, 'Login').waitFor();
    await page.keyboard.press('Escape');
    await dialog(page, 'Login').waitFor({ state: 'hidden' });
  });

  it('signs up through Create Account by keyboard alone, with the OTP from the mailbox', async () => {
    await page.goto(`${baseUrl}/`);
    await hydrated(page);
    await page.keyboard.press('Tab');
    await tabTo(page, 'Login');
    await page.keyboard.press('Enter');
    await dialog(page, 'Login').waitFor();
    await expectNoAxeViolations(page, 'login panel');
    await tabTo(page, "Don't Have An Account? Sign Up");
    await page.keyboard.press('Enter');
    const d = dialog(page, 'Create Account');
    await d.waitFor();
    await typeInto(page, 'Email', customer.email);
    await typeInto(page, 'First Name', customer.firstName);
    await typeInto(page, 'Last Name', customer.lastName);
    await typeInto(page, 'User Name', customer.userName);
    await typeInto(page, 'Password', customer.password);
    const sentFrom = Date.now();
    await page.keyboard.press('Enter');
    await toast(page, 'OTP has been successfully sent');
    await d.getByRole('button', { name: 'Verify email to create account' }).waitFor();
    expect(await d.getByRole('button', { name: 'Verify email to create account' }).isDisabled()).toBe(true);
    expect(await d.getByLabel('Email').getAttribute('readonly')).not.toBeNull();
    await d.getByText(/OTP expires in \d\d:\d\d/).waitFor();
    for (const name of ['Re-send OTP?', 'Validate OTP', 'Reset email', 'Already Have An Account Login']) {
      await d.getByRole('button', { name }).waitFor();
    }
    await expectNoAxeViolations(page, 'create account panel with OTP');

    const code = await otpFor(customer.email, sentFrom);
    // A wrong code first: the catalogue's toast, and the OTP field is cleared.
    await tabTo(page, /^Digit 1 of 6/);
    await page.keyboard.type(code === '000000' ? '111111' : '000000');
    await page.keyboard.press('Enter');
    await toast(page, 'Invalid OTP');
    await expect.poll(() => d.getByRole('textbox', { name: /Digit 1 of 6/ }).inputValue()).toBe('');
    await tabTo(page, /^Digit 1 of 6/);
    await page.keyboard.type(code);
    await page.keyboard.press('Enter');
    await toast(page, 'OTP Verified Successfully');
    await toast(page, 'User created successfully');
    // A successful sign-up returns to the login form, with the email filled in.
    const login = dialog(page, 'Login');
    await login.waitFor();
    await expect(login.getByLabel('Email').inputValue()).resolves.toBe(customer.email);
    await typeInto(page, 'Password', customer.password);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}/dashboard`);
    await page.getByRole('heading', { name: `Welcome, ${fullName}` }).waitFor();
    await page.getByText('No subscriptions yet.').waitFor();
    await expectNoAxeViolations(page, 'customer dashboard, empty');
  });

  it('refuses a customer the admin pages', async () => {
    for (const path of ['/audit-logs', '/undelivered-notifications', '/privacy-requests']) {
      await page.goto(`${baseUrl}${path}`);
      await page.waitForURL(`${baseUrl}/permissionDenied`);
      await page.getByRole('heading', { name: 'Permission denied' }).waitFor();
    }
    await expectNoAxeViolations(page, 'permission denied, logged in as a customer');
    await expect(page.getByRole('link', { name: 'Audit logs' }).count()).resolves.toBe(0);
    // Nor does their menu or dashboard offer the staff pages.
    await page.getByRole('button', { name: fullName, exact: true }).click();
    await page.getByRole('menuitem', { name: 'Customer support' }).waitFor();
    await expect(page.getByRole('menuitem', { name: 'Undelivered notifications' }).count()).resolves.toBe(0);
    await page.keyboard.press('Escape');
    await page.goto(`${baseUrl}/dashboard`);
    await page.getByRole('link', { name: 'Customer support' }).first().waitFor();
    await expect(page.getByRole('link', { name: 'Undelivered notifications' }).count()).resolves.toBe(0);
  });

  it(
    'chooses a plan, fills the basket by keyboard, pays with a declined card and then a good one',
    { timeout: 150_000 },
    async () => {
      // Choose the plan on /our-plans (the public site's page), by keyboard: past the recommended
      // plan (first, on its own row) to the cheapest one's Buy Now.
      const plans = await page.goto(`${baseUrl}/our-plans`);
      await hydrated(page);
      const card = page.getByRole('article', { name: 'LNF Professional Essential' });
      expect(plans?.status()).toBe(200);
      await card.waitFor();
      await tabTo(page, 'Skip to content');
      await page.keyboard.press('Enter');
      await tabTo(page, 'Buy Now');
      for (let i = 0; i < 20 && !(await card.evaluate((el) => el.contains(document.activeElement))); i++)
        await page.keyboard.press('Tab');
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Buy Now');
      await page.keyboard.press('Enter');
      await page.waitForURL(`${baseUrl}/basket`);
      await page.getByRole('heading', { name: 'Your basket' }).waitFor();
      await page.getByRole('heading', { name: 'LNF Professional Essential' }).waitFor();
      const summary = page.getByRole('complementary', { name: 'Order summary' });
      // Server amounts: hr_essential monthly is 2,999 + 18% GST.
      await summary.getByText('₹3,538.82').waitFor();
      await expectNoAxeViolations(page, 'basket');

      await tabTo(page, 'Skip to content');
      await page.keyboard.press('Enter');
      await tabTo(page, 'Monthly');
      await page.keyboard.press('ArrowRight');
      await summary.getByText('₹10,616.46').waitFor();
      await typeInto(page, 'Users', '7');
      await page.keyboard.press('Tab');
      await expect.poll(() => summary.getByText('7', { exact: true }).count()).toBe(1);

      // The start date shows as text until Change; then its field loads with focus on the year.
      // Typed into its year, month and day spinbuttons (each moves on once full): yesterday is
      // refused with the field's own message; a week ahead reaches the summary on blur.
      const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
      const startDate = page.getByRole('group', { name: 'Subscription start date' });
      await startDate.getByRole('button', { name: 'Change subscription start date' }).waitFor();
      await tabTo(page, 'Change subscription start date');
      await page.keyboard.press('Enter');
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? ''))
        .toMatch(/^year/);
      await page.keyboard.type(isoDay(-1).replaceAll('-', ''));
      // Past the calendar button and out of the field: leaving it commits the date.
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await page.getByText('The subscription cannot start in the past', { exact: true }).waitFor();
      expect(await startDate.getByRole('spinbutton').first().getAttribute('aria-invalid')).toBe('true');
      for (let i = 0; i < 4; i++) await page.keyboard.press('Shift+Tab');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(/^year/);
      await page.keyboard.type(isoDay(7).replaceAll('-', ''));
      await tabTo(page, 'Full name');
      await summary.getByText(formatDate(isoDay(7)), { exact: true }).waitFor();
      await expect.poll(() => page.getByText('The subscription cannot start in the past').count()).toBe(0);

      await tabTo(page, 'Full name');
      expect(await page.getByLabel('Full name').inputValue()).toBe(fullName);
      await typeInto(page, 'Mobile number', '+91 98765 43210');
      await tabTo(page, 'Business category');
      await page.keyboard.type('Fintech');
      await page.getByRole('option', { name: 'Fintech' }).waitFor();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await typeInto(page, 'Address line 1', '9 Cyber Towers, HITEC City');
      await typeInto(page, 'City', 'Hyderabad');
      await typeInto(page, 'State', 'Telangana');
      await typeInto(page, 'Post code', '500081');
      await tabTo(page, 'Place order');
      await page.keyboard.press('Enter');
      await toast(page, 'Success, Please wait');
      await page.getByRole('heading', { name: 'Pay for your order' }).waitFor();
      await expectNoAxeViolations(page, 'payment');

      await typeInto(page, 'Card number', '4000 0000 0000 0002');
      await tabTo(page, 'Card holder name');
      expect(await page.getByLabel('Card holder name').inputValue()).toBe(fullName);
      await typeInto(page, 'Expiry (MM/YY)', '12/30');
      await typeInto(page, 'CVV', '123');
      await page.keyboard.press('Enter');
      await toast(page, 'We are unable to process your payment');
      await page.getByRole('alert').filter({ hasText: 'pay again' }).waitFor();

      await typeInto(page, 'Card number', '4111 1111 1111 1111');
      await tabTo(page, /^Pay ₹/);
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/order-confirmation\/[0-9a-f-]+$/);
      await page.getByRole('heading', { name: 'Thank you for your order' }).waitFor();
      const receipt = page.getByRole('article', { name: 'Order Receipt' });
      await receipt.waitFor();
      await receipt.getByText('Thank you for your order!').waitFor();
      await receipt.getByText(customer.email).first().waitFor();
      // The second layout: a slim frame, without the site navigation, pre-footer or marketing footer.
      await page.getByRole('banner').getByRole('link', { name: 'Dashboard' }).waitFor();
      expect(await page.getByRole('button', { name: 'Products' }).count()).toBe(0);
      expect(await page.getByRole('navigation', { name: 'Legal' }).count()).toBe(1);
      expect(await page.getByRole('heading', { name: 'Quick links' }).count()).toBe(0);
      await page.getByText('© 2025', { exact: false }).waitFor();
      await expectNoAxeViolations(page, 'order confirmation');

      await tabTo(page, 'Download PDF');
      const downloading = page.waitForEvent('download');
      await page.keyboard.press('Enter');
      const download = await downloading;
      await toast(page, 'Downloaded successfully');
      const pdf = readFileSync((await download.path())!);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(download.suggestedFilename()).toMatch(/^LNF-receipt-.+\.pdf$/);
    },
  );

  it('shows the order, payment and subscription on the dashboard', { timeout: 90_000 }, async () => {
    await page.goto(`${baseUrl}/dashboard`);
    const orders = page.getByRole('table', { name: 'Orders' });
    await orders.getByText('PAID').waitFor();
    // Each order's reference links to its confirmation.
    const orderHref = await orders.getByRole('rowheader').first().getByRole('link').getAttribute('href');
    expect(orderHref).toMatch(/^\/order-confirmation\/[0-9a-f-]+$/);
    // The payment's notice is in the bell, once (the bell polls every 30 s: within one interval).
    const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await bell.waitFor({ timeout: 40_000 });
    await bell.click();
    const notices = dialog(page, 'Notifications');
    const paid = notices.getByRole('link', { name: /^Unread Payment received for order / });
    await paid.first().waitFor();
    expect(await paid.count()).toBe(1);
    expect(await paid.getAttribute('href')).toBe(orderHref);
    await page.keyboard.press('Escape');
    await notices.waitFor({ state: 'hidden' });
    // And one mail about it, with the receipt and the GST tax invoice attached as PDFs.
    const paidMails = async () => {
      const res = await fetch(`${baseUrl}/api/dev/mailbox?to=${encodeURIComponent(customer.email)}`);
      return ((await res.json()) as MailboxMessage[]).filter((m) =>
        m.subject.startsWith('Payment received for order '),
      );
    };
    await expect.poll(async () => (await paidMails()).length).toBe(1);
    const [mail] = await paidMails();
    const pdfs = (mail!.attachments ?? []).map((a) => ({
      name: a.filename,
      type: a.contentType,
      magic: Buffer.from(a.contentBase64, 'base64').subarray(0, 5).toString('latin1'),
    }));
    expect(pdfs).toEqual([
      { name: expect.stringMatching(/^LNF-receipt-.+\.pdf$/), type: 'application/pdf', magic: '%PDF-' },
      { name: expect.stringMatching(/^LNF-tax-invoice-LNF-.+\.pdf$/), type: 'application/pdf', magic: '%PDF-' },
    ]);
    await page.getByRole('table', { name: 'Transactions' }).getByText('Quarterly').waitFor();
    await page.getByText('Active', { exact: true }).waitFor();
    await page.getByText('Next payment').first().waitFor();
    await expectNoAxeViolations(page, 'customer dashboard with an order');
  });

  it('changes an address on the profile', async () => {
    await page.goto(`${baseUrl}/profile`);
    await page.getByRole('heading', { name: 'Your profile' }).waitFor();
    await page.getByText('Hyderabad').first().waitFor();
    await expectNoAxeViolations(page, 'profile');
    await page.getByRole('button', { name: 'Edit primary address' }).click();
    const form = page.getByRole('form', { name: 'Edit primary address' });
    await form.getByLabel('Address line 2').fill('Tower B, 4th floor');
    await expectNoAxeViolations(page, 'profile, editing an address');
    await form.getByRole('button', { name: 'Save address' }).click();
    await toast(page, 'Successfully update address');
    await page.getByText('Tower B, 4th floor').waitFor();
  });

  it('opens the privacy centre', async () => {
    await page.goto(`${baseUrl}/privacy-centre`);
    await page.getByRole('heading', { name: 'Privacy centre', level: 1 }).waitFor();
    await page.getByRole('switch', { name: 'Marketing email' }).waitFor();
    await page.getByRole('table', { name: 'Your privacy requests' }).getByText('No requests yet').waitFor();
    await expectNoAxeViolations(page, 'privacy centre');
  });

  it('raises a support ticket and sees it without staff columns', async () => {
    await page.goto(`${baseUrl}/customer-support`);
    await page.getByRole('heading', { name: 'Your tickets' }).waitFor();
    await page.getByText('No tickets yet. Raise one and we will get back to you.').waitFor();
    await expectNoAxeViolations(page, 'customer support');
    await page.getByRole('button', { name: 'Raise a ticket' }).click();
    const form = dialog(page, 'Raise a ticket').getByRole('form', { name: 'Raise a ticket' });
    await form.getByRole('button', { name: 'Raise ticket' }).click();
    await form.getByText('Summary is required').waitFor();
    await form.getByText('Bug', { exact: true }).click();
    await form.getByText('billing', { exact: true }).click();
    expect(await form.getByRole('radio', { name: 'Bug' }).isChecked()).toBe(true);
    expect(await form.getByRole('checkbox', { name: 'billing' }).isChecked()).toBe(true);
    await form.getByLabel('Summary').fill(`Invoice missing GSTIN ${stamp}`);
    await form.getByLabel('Description').fill('The receipt of my first order has no GSTIN on it.');
    await expectNoAxeViolations(page, 'raise a ticket');
    await form.getByRole('button', { name: 'Raise ticket' }).click();
    await toast(page, 'Successfully Raised the Ticket');
    const table = page.getByRole('table', { name: 'Your tickets' });
    await table
      .getByRole('row')
      .filter({ hasText: `Invoice missing GSTIN ${stamp}` })
      .waitFor();
    await expect(table.getByRole('columnheader', { name: 'Ticket number' }).count()).resolves.toBe(0);
    await expect(table.getByRole('columnheader', { name: 'Actions' }).count()).resolves.toBe(0);
  });

  it('opens their ticket, updates it and closes it', async () => {
    const table = page.getByRole('table', { name: 'Your tickets' });
    const row = table.getByRole('row').filter({ hasText: `Invoice missing GSTIN ${stamp}` });
    await row.getByRole('button', { name: /^Open ticket / }).click();
    let details = dialog(page, `Invoice missing GSTIN ${stamp}`);
    await details.getByText('The receipt of my first order has no GSTIN on it.').waitFor();
    await details.getByText('billing', { exact: true }).waitFor();
    await expectNoAxeViolations(page, 'ticket details');
    await details.getByRole('button', { name: 'Update ticket' }).click();
    const modal = page.getByRole('dialog', { name: /^Update ticket / });
    await modal.getByLabel('Description').fill('The receipt of my first order has no GSTIN. Ours is 36AABCU9603R1ZM.');
    await modal.getByRole('button', { name: 'Save changes' }).click();
    await toast(page, 'Updated Successfully');
    await modal.waitFor({ state: 'detached' });

    // Keyboard alone: focus the reference button, open, and close the ticket.
    await row.getByRole('button', { name: /^Open ticket / }).focus();
    await page.keyboard.press('Enter');
    details = dialog(page, `Invoice missing GSTIN ${stamp}`);
    await details.getByText('Ours is 36AABCU9603R1ZM.', { exact: false }).waitFor();
    await details.getByRole('button', { name: 'Close ticket' }).focus();
    await page.keyboard.press('Enter');
    await toast(page, 'Status Changed Successfully');
    await details.getByText('This ticket is closed. Raise a new one if you still need help.').waitFor();
    expect(await details.getByRole('button', { name: 'Close ticket' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await row.getByText('Closed', { exact: true }).waitFor();
    // The server agrees, and a customer may not reopen it.
    const token = await page.evaluate(
      () => JSON.parse(localStorage.getItem('lnf:auth') ?? '{}').tokens.access_token as string,
    );
    const api = new ApiClient({ baseUrl, getAccessToken: () => token });
    const mine = (await support.listTickets(api)).find((t) => t.summary === `Invoice missing GSTIN ${stamp}`)!;
    expect(mine.status).toBe('Closed');
    expect(mine.description).toContain('36AABCU9603R1ZM');
    await expect(support.changeStatus(api, mine.reference, 'Open')).rejects.toMatchObject({ status: 403 });
    // Closed is final, for staff too: the staff's turn below takes a second question, still open.
    await support.raiseTicket(api, {
      projectKey: 'LNF',
      reporterName: 'Customer',
      priorityName: 'Medium',
      issueTypeName: 'Task',
      labels: ['billing'],
      summary: `Invoice address wrong ${stamp}`,
      description: 'The receipt shows my old office address.',
    });
  });

  it('logs out to / and forgets the basket', async () => {
    await page.getByRole('button', { name: fullName, exact: true }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(`${baseUrl}/`);
    expect(await page.evaluate(() => localStorage.getItem('lnf:basketId'))).toBeNull();
  });

  it('logged no unexpected errors in the browser', () => {
    expect(errors.filter((e) => !expectedNetworkNoise.test(e))).toEqual([]);
  });
});

// ---------- staff ----------

describe('portal: an admin browses audit logs and works the tickets', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launch();
    page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('sees the admin dashboard with demo requests and contacts', async () => {
    await loginAs(page, adminEmail, adminPassword);
    await page.getByRole('table', { name: 'Demo requests' }).waitFor();
    await page.getByRole('table', { name: 'Contacts' }).waitFor();
    await page.getByRole('link', { name: 'Audit logs' }).first().waitFor();
    await page.getByRole('link', { name: 'Undelivered notifications' }).waitFor();
    await expectNoAxeViolations(page, 'admin dashboard');
  });

  it('pages, sorts, searches and opens audit logs', async () => {
    await page.goto(`${baseUrl}/audit-logs`);
    const table = page.getByRole('table', { name: 'Audit logs' });
    await table.getByRole('row').nth(1).getByRole('rowheader').waitFor();
    await expect.poll(() => table.getByRole('row').count()).toBe(11);
    await expectNoAxeViolations(page, 'audit logs');
    await page.getByText(/^Page 1 of \d+$/).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText(/^Page 2 of \d+$/).waitFor();
    await table.getByRole('columnheader', { name: 'Module' }).click();
    await page.getByText(/^Page 1 of \d+$/).waitFor();
    await page.getByRole('searchbox', { name: 'Module' }).fill('support');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    // Every row of the answer is of the support module (raise, update and status change above).
    await expect
      .poll(async () => {
        const modules = await table.locator('td:nth-child(3)').allTextContents();
        return modules.length > 0 && modules.every((m) => m === 'support');
      })
      .toBe(true);
    await table
      .getByRole('row')
      .nth(1)
      .getByRole('button', { name: /, open entry$/ })
      .click();
    const detail = dialog(page, 'Audit log entry');
    await detail.getByText('RAISE_TICKET').waitFor();
    await expectNoAxeViolations(page, 'audit log entry');
    // The dialog loads on the first open: focus went into it, and returns to the row's button.
    await expect.poll(() => detail.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'hidden' });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? ''))
      .toMatch(/, open entry$/);
  });

  it('updates a customer ticket and changes its status', async () => {
    await page.goto(`${baseUrl}/customer-support`);
    const table = page.getByRole('table', { name: 'All tickets' });
    // The customer's closed ticket offers staff no way back: Closed is final.
    const closed = table.getByRole('row').filter({ hasText: `Invoice missing GSTIN ${stamp}` });
    await closed.getByText('Closed', { exact: true }).waitFor();
    expect(await closed.getByRole('button', { name: 'Change status' }).count()).toBe(0);
    const row = table.getByRole('row').filter({ hasText: `Invoice address wrong ${stamp}` });
    await row.waitFor();
    await table.getByRole('columnheader', { name: 'Ticket number' }).waitFor();
    await table.getByRole('columnheader', { name: 'Actions' }).waitFor();
    // The queue above: tickets not closed, soonest first response due first, the open one waiting.
    const queued = page
      .getByRole('table', { name: 'Support queue' })
      .getByRole('row')
      .filter({ hasText: `Invoice address wrong ${stamp}` });
    await queued.getByText('Waiting', { exact: true }).waitFor();
    expect(
      await page.getByRole('table', { name: 'Support queue' }).getByText(`Invoice missing GSTIN ${stamp}`).count(),
    ).toBe(0);
    await expectNoAxeViolations(page, 'staff customer support');
    await row.getByRole('button', { name: /^Update / }).click();
    const modal = page.getByRole('dialog', { name: /^Update ticket / });
    await modal.getByLabel('Summary').fill(`Receipt needs our GSTIN ${stamp}`);
    await expectNoAxeViolations(page, 'update ticket modal');
    await modal.getByRole('button', { name: 'Save changes' }).click();
    await toast(page, 'Updated Successfully');
    const updated = table.getByRole('row').filter({ hasText: `Receipt needs our GSTIN ${stamp}` });
    await updated.waitFor();
    await updated.getByRole('button', { name: 'Change status' }).click();
    await page.getByRole('menuitemradio', { name: 'In Progress' }).click();
    await toast(page, 'Status Changed Successfully');
    await updated.getByText('In Progress').waitFor();
  });
});

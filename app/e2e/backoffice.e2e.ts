import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ApiClient, backofficeStaff, billing, gstinCheckCharacter, STORAGE_KEY, user, type StaffRole } from '@lnf/sdk';
import { expectNoAxeViolations, hydrated, launch, watchErrors } from './browser';
import { newCustomer, signUpAndLogIn } from './accounts';
import { fillOrderFormAndPlace, payWithTestCard } from './order-form.mjs';
import { expectedNetworkNoise, loginAs, otpFor, toast } from './portal-helpers';

/**
 * The back-office, as staff use it in the browser: a customer buys a plan and registers a GSTIN;
 * staff find them by a GSTIN prefix typed in lower case and by the payment's id, keyboard only,
 * open their page, add a note, refund part of the payment and download its GST credit note, give a
 * day back as a comp, and see the subscription in the revenue overview; the customer's Billing page
 * then shows the refund with the credit note. axe on each state. A support member finds, notes and
 * views as the customer; a finance member moves the money. Both are invited by the seeded admin and
 * set their password with the mailed code; every role's every call is the server's matrix test.
 */

const baseUrl = inject('baseUrl');
const adminEmail = inject('adminEmail');
const adminPassword = inject('adminPassword');

/** The access token the app keeps in local storage. */
const storedAccessToken = (page: Page) =>
  page.evaluate((key) => /"access_token":"([^"]+)"/.exec(localStorage.getItem(key) ?? '')?.[1] ?? null, STORAGE_KEY);

/** A GSTIN of Karnataka no other test uses: a PAN made of the run's digits, its check character right. */
function uniqueGstin(): string {
  const digits = String(Date.now() % 10_000).padStart(4, '0');
  const first14 = `29ABCDE${digits}F1Z`;
  return first14 + gstinCheckCharacter(first14);
}

/** fetch that keeps the cookies the server sets, as a browser does: the OTP's proof is one. */
function keepingCookies(): typeof fetch {
  const cookies = new Map<string, string>();
  return async (input, init = {}) => {
    const headers = new Headers(init.headers);
    if (cookies.size) headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    const res = await fetch(input, { ...init, headers });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      cookies.set(pair.slice(0, pair.indexOf('=')).trim(), pair.slice(pair.indexOf('=') + 1));
    }
    return res;
  };
}

/** A staff member invited by the admin, their password set with the mailed one-time code. */
async function staffMember(role: StaffRole, firstName: string, lastName: string) {
  const anonymous = new ApiClient({ baseUrl, fetch: keepingCookies() });
  const admin = await user.login(anonymous, { username: adminEmail, password: adminPassword });
  const asAdmin = new ApiClient({ baseUrl, getAccessToken: () => admin.access_token });
  const email = `${role}-${Date.now().toString(36)}@lnf.example`;
  const password = `Staff-${role}-26`;
  await backofficeStaff.invite(asAdmin, { email, firstName, lastName, role });
  const since = Date.now();
  await user.sendOtp(anonymous, email);
  await user.validateOtp(anonymous, email, await otpFor(email, since));
  await user.updatePassword(anonymous, { email, newPwd: password, confirmPwd: password });
  return { email, password, name: `${firstName} ${lastName}` };
}

async function readDownload(page: Page, press: () => Promise<void>): Promise<{ name: string; head: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), press()]);
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return { name: download.suggestedFilename(), head: Buffer.concat(chunks).subarray(0, 5).toString('latin1') };
}

describe('back-office: find a customer, note, refund', () => {
  const customer = newCustomer('backoffice');
  const gstin = uniqueGstin();
  let browser: Browser;
  let page: Page;
  let errors: string[];
  let paymentId = '';
  let support: Awaited<ReturnType<typeof staffMember>>;
  let finance: Awaited<ReturnType<typeof staffMember>>;

  beforeAll(async () => {
    support = await staffMember('support', 'Sunil', 'Support');
    finance = await staffMember('finance', 'Farah', 'Finance');
    browser = await launch();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    page = await context.newPage();
    errors = watchErrors(page);
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** Types into the back-office search and chooses the first result by keyboard. */
  async function searchAndOpen(text: string, shows: string) {
    const box = page.getByRole('combobox', { name: 'Search customers' });
    // axe sees the page before the list opens: an open list hides the rest of the page from screen
    // readers (aria-hidden, as React Aria's combobox does), which axe's aria-hidden-focus reports
    // although focus stays in the box; the open list's own states are checked in its stories.
    await expectNoAxeViolations(page, 'the back-office search');
    await box.focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(text);
    const option = page.getByRole('option').filter({ hasText: shows }).first();
    await option.waitFor();
    // The list is the answer for all that was typed (its status counts results, not 'Searching…'),
    // then the first result is the active one, then Enter opens it.
    await page
      .getByRole('status')
      .filter({ hasText: /^\d+ results?$/ })
      .waitFor();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => box.getAttribute('aria-activedescendant')).toBeTruthy();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/backoffice\/customers\/[0-9a-f-]+$/);
    await page.getByRole('heading', { level: 1, name: `${customer.firstName} ${customer.lastName}` }).waitFor();
  }

  it('a customer buys a plan and registers a GSTIN', { timeout: 180_000 }, async () => {
    await signUpAndLogIn(page, customer);
    await page.goto(`${baseUrl}/our-plans`);
    await hydrated(page);
    await page
      .getByRole('article', { name: 'LNF Professional Essential' })
      .getByRole('button', { name: 'Buy Now' })
      .click();
    await page.waitForURL(`${baseUrl}/basket`);
    await fillOrderFormAndPlace(page);
    await toast(page, 'Success, Please wait');
    await payWithTestCard(page);
    await page.goto(`${baseUrl}/profile`);
    await page.getByRole('textbox', { name: 'GSTIN' }).fill(gstin);
    await page.getByRole('button', { name: 'Save GSTIN' }).click();
    await toast(page, 'GSTIN saved: it appears on your next tax invoices');
    const token = await storedAccessToken(page);
    const api = new ApiClient({ baseUrl, getAccessToken: () => token });
    paymentId = (await billing.list(api))[0]!.charges[0]!.transactionId;
    expect(paymentId).toMatch(/^pay_/);
    await page.getByRole('button', { name: `${customer.firstName} ${customer.lastName}`, exact: true }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(`${baseUrl}/`);
  });

  it(
    'support finds them by GSTIN and by payment id, keyboard only, and keeps a note',
    { timeout: 120_000 },
    async () => {
      await loginAs(page, support.email, support.password);
      await page.getByRole('main').getByRole('link', { name: 'Back-office' }).click();
      await page.waitForURL(`${baseUrl}/backoffice`);
      await page.getByRole('table', { name: 'Customers' }).waitFor();
      await expectNoAxeViolations(page, 'the back-office front page');

      await searchAndOpen(gstin.slice(0, 9).toLowerCase(), customer.email);
      for (const section of ['Subscriptions', 'Payments', 'Tax invoices and credit notes', 'Notes and activity'])
        await page.getByRole('heading', { name: section }).waitFor();
      await page.getByRole('table', { name: 'Payments' }).getByRole('rowheader', { name: paymentId }).waitFor();
      await expectNoAxeViolations(page, 'a customer page');

      await page.goto(`${baseUrl}/backoffice`);
      await searchAndOpen(paymentId, paymentId);

      const note = `Called about GST on ${paymentId}`;
      await page.getByRole('textbox', { name: 'Note' }).focus();
      await page.keyboard.type(note);
      await page.keyboard.press('Tab');
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Add note');
      await page.keyboard.press('Enter');
      await page.getByRole('list', { name: 'Notes and activity' }).getByText(note).waitFor();
      await expect.poll(() => page.getByRole('textbox', { name: 'Note' }).inputValue()).toBe('');
      await expectNoAxeViolations(page, 'a customer page with a note');
    },
  );

  it(
    'views the portal as the customer in a tab of its own, where a write is refused',
    { timeout: 90_000 },
    async () => {
      await page.getByRole('button', { name: 'View as customer' }).click();
      const modal = page.getByRole('dialog', { name: 'View as customer' });
      await modal.getByRole('textbox', { name: 'Reason' }).fill('They asked why their dashboard shows two plans');
      await expectNoAxeViolations(page, 'the view-as form');
      const [view] = await Promise.all([
        page.context().waitForEvent('page'),
        modal.getByRole('button', { name: 'Open view' }).click(),
      ]);
      const viewErrors = watchErrors(view);
      await view.getByRole('heading', { name: `Welcome, ${customer.firstName} ${customer.lastName}` }).waitFor();
      // The token left the address bar at once.
      expect(new URL(view.url()).hash).toBe('');
      const banner = view.getByRole('region', { name: 'Viewing as a customer' });
      await banner.getByText(customer.email, { exact: false }).waitFor();
      await expectNoAxeViolations(view, 'the dashboard viewed as the customer');

      await view.goto(`${baseUrl}/profile`);
      const gstinBox = view.getByRole('textbox', { name: 'GSTIN' });
      await expect.poll(() => gstinBox.inputValue()).toBe(gstin);
      await gstinBox.fill('27AAPFU0939F1ZV');
      await view.getByRole('button', { name: 'Save GSTIN' }).click();
      await view.getByText('Viewing as a customer is read-only').first().waitFor();
      await banner.getByRole('button', { name: 'End view' }).click();
      await expect.poll(() => view.isClosed()).toBe(true);
      expect(viewErrors.filter((e) => !expectedNetworkNoise.test(e) && !/status of 403/.test(e))).toEqual([]);

      // The staff tab is still the staff member's, on the customer's page.
      await page.getByRole('heading', { level: 1, name: `${customer.firstName} ${customer.lastName}` }).waitFor();
      await page.reload();
      await page.getByRole('table', { name: 'Payments' }).waitFor();
    },
  );

  it('finance refunds part of the payment and downloads the credit note', { timeout: 120_000 }, async () => {
    // Support may not move money: no refund on their page. Finance signs in on the same page.
    const customerPage = page.url();
    expect(await page.getByRole('button', { name: `Refund ${paymentId}` }).count()).toBe(0);
    await page.getByRole('button', { name: support.name, exact: true }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await loginAs(page, finance.email, finance.password);
    await page.goto(customerPage);
    await page.getByRole('button', { name: `Refund ${paymentId}` }).focus();
    await page.keyboard.press('Enter');
    const modal = page.getByRole('dialog', { name: `Refund ${paymentId}` });
    await modal.waitFor();
    await modal.getByRole('textbox', { name: 'Amount (₹, GST included)' }).fill('1000');
    await modal.getByRole('textbox', { name: 'Reason' }).fill('Billed for two users, uses one');
    await expectNoAxeViolations(page, 'the refund form');
    await modal.getByRole('button', { name: 'Refund' }).focus();
    await page.keyboard.press('Enter');
    await page
      .getByText(/^Refunded ₹1,000\.00; credit note CN\/\d{2}-\d{2}\/\d{6}$/)
      .first()
      .waitFor();
    const documents = page.getByRole('table', { name: 'Tax invoices and credit notes' });
    const creditNote = documents.getByRole('rowheader', { name: /^CN\/\d{2}-\d{2}\/\d{6}$/ });
    await creditNote.waitFor();
    const number = (await creditNote.textContent())!.trim();
    const pdf = await readDownload(page, () => documents.getByRole('button', { name: `Download ${number}` }).click());
    expect(pdf.head).toBe('%PDF-');
    await page.getByRole('table', { name: 'Payments' }).getByText(`₹1,000.00 processed (${number})`).waitFor();
    await expectNoAxeViolations(page, 'a customer page after a refund');

    // A comp: a day of the period given back as a refund with its credit note, keyboard only.
    await page
      .getByRole('button', { name: /^Comp days of sub_/ })
      .first()
      .focus();
    await page.keyboard.press('Enter');
    const comp = page.getByRole('dialog', { name: /^Comp sub_/ });
    await comp.waitFor();
    await comp.getByRole('textbox', { name: 'Days to give back' }).fill('1');
    await comp.getByRole('textbox', { name: 'Reason' }).fill('A day of outage');
    await expectNoAxeViolations(page, 'the comp form');
    await comp.getByRole('button', { name: 'Comp' }).focus();
    await page.keyboard.press('Enter');
    await page
      .getByRole('table', { name: 'Payments' })
      // Newest first: the comp, then the refund.
      .getByText(/^₹[\d,]+\.\d{2} processed \(CN\/[^)]+\); ₹1,000\.00 processed \(CN\/[^)]+\)$/)
      .waitFor();

    // The revenue overview counts the customer's subscription in this month's MRR.
    await page.goto(`${baseUrl}/backoffice/revenue`);
    await page.getByRole('button', { name: 'Refresh this month' }).focus();
    await page.keyboard.press('Enter');
    const mrr = page.getByRole('table', { name: 'MRR at the end of each month' });
    await mrr
      .getByRole('row')
      .last()
      .getByText(/^₹[1-9][\d,]*$/)
      .waitFor();
    await page.getByRole('table', { name: 'Active subscriptions by plan' }).getByRole('row').nth(1).waitFor();
    await expectNoAxeViolations(page, 'the revenue overview');

    // The customer sees the refund beside the payment, with its credit note.
    await page.getByRole('button', { name: finance.name, exact: true }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await loginAs(page, customer.email, customer.password);
    await page.goto(`${baseUrl}/billing`);
    const refund = page.getByRole('button', { name: `Download credit note ${number}` });
    await refund.waitFor();
    const theirs = await readDownload(page, () => refund.click());
    expect(theirs.head).toBe('%PDF-');
    await expectNoAxeViolations(page, 'the Billing page with a refund');
    expect(errors.filter((e) => !expectedNetworkNoise.test(e))).toEqual([]);
  });
});

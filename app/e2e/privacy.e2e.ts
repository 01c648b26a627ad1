import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ApiClient, audit, billing, order, STORAGE_KEY, user } from '@lnf/sdk';
import { expectNoAxeViolations, hydrated, launch, watchErrors } from './browser';
import { newCustomer, signUpAndLogIn } from './accounts';
import { fillOrderFormAndPlace, payWithTestCard } from './order-form.mjs';
import { dialog, expectedNetworkNoise, openLogin, tabTo, toast, typeInto } from './portal-helpers';

/**
 * The privacy centre (issue 35, docs/privacy.md) as a customer with an order and a ticket uses it:
 * marketing consent given and withdrawn with the keyboard, taking effect at once and kept in the
 * ledger; the data export downloaded as one ZIP holding the order, the ticket and their PDFs; and
 * erasure, after cancelling the subscription on Billing: the session ends, no sign-in works, and
 * staff still find the order and its tax invoice, pseudonymised. axe on each state.
 */

const baseUrl = inject('baseUrl');

/** The access token the app keeps in local storage, read as a script of the page could. */
const storedAccessToken = (page: Page) =>
  page.evaluate((key) => /"access_token":"([^"]+)"/.exec(localStorage.getItem(key) ?? '')?.[1] ?? null, STORAGE_KEY);

interface ExportedData {
  profile: { id: string; email: string };
  orders: { id: string; reference: string }[];
  tickets: { reference: string; summary: string }[];
  taxInvoices: { number: string; orderId: string }[];
  consents: { purpose: string; granted: boolean; source: string }[];
}

describe('portal: the privacy centre, from consent to erasure', () => {
  const customer = newCustomer('privacy');
  const ticketSummary = `Where is my GST invoice ${Date.now().toString(36)}`;
  let browser: Browser;
  let page: Page;
  let errors: string[];
  let orderId = '';
  let exported: ExportedData | null = null;
  let tokenBeforeErasure: string | null = null;

  beforeAll(async () => {
    browser = await launch();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    page = await context.newPage();
    errors = watchErrors(page);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('buys a plan, pays, and raises a support ticket', { timeout: 180_000 }, async () => {
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
    orderId = /\/order-confirmation\/([0-9a-f-]+)$/.exec(page.url())![1]!;

    await page.goto(`${baseUrl}/customer-support`);
    await page.getByRole('heading', { name: 'Your tickets' }).waitFor();
    await page.getByRole('button', { name: 'Raise a ticket' }).click();
    const form = dialog(page, 'Raise a ticket').getByRole('form', { name: 'Raise a ticket' });
    await form.getByText('Bug', { exact: true }).click();
    await form.getByLabel('Summary').fill(ticketSummary);
    await form.getByLabel('Description').fill('The tax invoice of my order is not in my mail.');
    await form.getByRole('button', { name: 'Raise ticket' }).click();
    await toast(page, 'Successfully Raised the Ticket');
    await page
      .getByRole('table', { name: 'Your tickets' })
      .getByRole('row')
      .filter({ hasText: ticketSummary })
      .waitFor();
  });

  it('gives and withdraws marketing consent with the Space key; it takes effect at once and the ledger keeps both', async () => {
    await page.goto(`${baseUrl}/privacy-centre`);
    await hydrated(page);
    await page.getByRole('heading', { name: 'Privacy centre', level: 1 }).waitFor();
    const marketing = page.getByRole('switch', { name: 'Marketing email' });
    await marketing.waitFor();
    // Consent is affirmative: no choice in the ledger is off.
    expect(await marketing.isChecked()).toBe(false);
    await page.getByText('Off: you have not given consent.').first().waitFor();
    await expectNoAxeViolations(page, 'privacy centre: consents');

    await tabTo(page, /^Marketing email/);
    await page.keyboard.press('Space');
    await toast(page, 'Marketing email: consent given');
    await expect.poll(() => marketing.isChecked()).toBe(true);
    await expect.poll(() => marketing.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Space');
    await toast(page, 'Marketing email: consent withdrawn, from now on');
    await expect.poll(() => marketing.isChecked()).toBe(false);
    await page
      .getByText(/^Withdrawn .+, on the privacy notice of \d{4}-\d{2}-\d{2}\.$/)
      .first()
      .waitFor();
    await expectNoAxeViolations(page, 'privacy centre: marketing consent withdrawn');

    // The ledger, newest first: the withdrawal, then the grant, both from the privacy centre.
    await tabTo(page, 'History');
    await page.keyboard.press('Enter');
    const ledger = page.getByRole('table', { name: 'Consent history' });
    await expect.poll(() => ledger.getByRole('rowheader').count()).toBe(2);
    const rows = ledger.getByRole('row').filter({ has: page.getByRole('rowheader') });
    await expect.poll(() => rows.nth(0).innerText()).toMatch(/Marketing email\s+Withdrawn\s+Privacy centre/);
    await expect.poll(() => rows.nth(1).innerText()).toMatch(/Marketing email\s+Given\s+Privacy centre/);
    await expectNoAxeViolations(page, 'privacy centre: consent history');

    // It took effect on the server: a fresh load says withdrawn.
    await page.reload();
    await hydrated(page);
    await page.getByRole('switch', { name: 'Marketing email' }).waitFor();
    expect(await page.getByRole('switch', { name: 'Marketing email' }).isChecked()).toBe(false);
    await page
      .getByText(/^Withdrawn .+, on the privacy notice of/)
      .first()
      .waitFor();
  });

  it('downloads the data as one ZIP holding the order, the ticket, and their PDFs', { timeout: 90_000 }, async () => {
    await page.getByRole('list', { name: 'Data we hold about you' }).waitFor();
    await tabTo(page, 'Download your data');
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(download.suggestedFilename()).toMatch(/^lnf-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const files = unzipSync(new Uint8Array(Buffer.concat(chunks)));
    const names = Object.keys(files);
    expect(names).toContain('data.json');
    const data = JSON.parse(strFromU8(files['data.json']!)) as ExportedData;
    exported = data;
    expect(data.profile.email).toBe(customer.email);
    expect(data.orders.map((o) => o.id)).toContain(orderId);
    expect(data.tickets.map((t) => t.summary)).toContain(ticketSummary);
    expect(data.taxInvoices.filter((i) => i.orderId === orderId)).toHaveLength(1);
    expect(data.consents.map((c) => `${c.purpose} ${c.granted} ${c.source}`)).toEqual(
      expect.arrayContaining(['marketing_email true privacy-centre', 'marketing_email false privacy-centre']),
    );
    // The order's receipt and its tax invoice, as PDFs.
    const reference = data.orders.find((o) => o.id === orderId)!.reference;
    const invoice = data.taxInvoices.find((i) => i.orderId === orderId)!.number;
    const receipt = files[`receipts/LNF-receipt-${reference}.pdf`];
    const taxInvoice = files[`tax-invoices/LNF-tax-invoice-${invoice.replace(/\//g, '-')}.pdf`];
    expect(receipt, `a receipt in ${names.join(', ')}`).toBeDefined();
    expect(taxInvoice, `a tax invoice in ${names.join(', ')}`).toBeDefined();
    expect(strFromU8(receipt!.subarray(0, 5), true)).toBe('%PDF-');
    expect(strFromU8(taxInvoice!.subarray(0, 5), true)).toBe('%PDF-');
    await toast(page, 'Your data is downloading: one ZIP file, with data.json and your documents inside.');
    await expectNoAxeViolations(page, 'privacy centre: data downloaded');
  });

  it('cancels the subscription on Billing first, by keyboard', async () => {
    await page.goto(`${baseUrl}/billing`);
    await hydrated(page);
    const essential = page.getByRole('region', { name: 'LNF Professional Essential', exact: true });
    await essential.getByText('Visa ending 1111').waitFor();
    await tabTo(page, 'Cancel subscription', 150);
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: 'Cancel subscription?' });
    await confirm.waitFor();
    await tabTo(page, 'Cancel at period end');
    await page.keyboard.press('Enter');
    await toast(page, 'Your subscription will end when the current period ends');
    await essential.getByText('None: ends with this period').waitFor();
  });

  it('erases the account from the danger zone, typing the email, and signs this browser out', async () => {
    await page.goto(`${baseUrl}/privacy-centre`);
    await hydrated(page);
    await page.getByRole('heading', { name: 'Privacy centre', level: 1 }).waitFor();
    await page.getByRole('switch', { name: 'Marketing email' }).waitFor();
    tokenBeforeErasure = await storedAccessToken(page);
    expect(tokenBeforeErasure).toBeTruthy();

    await tabTo(page, 'Delete my account…', 200);
    await page.keyboard.press('Enter');
    const modal = page.getByRole('alertdialog', { name: 'Delete your account' });
    await modal.waitFor();
    await modal.getByText('This cannot be undone.', { exact: false }).waitFor();
    await expectNoAxeViolations(page, 'privacy centre: the erasure modal');

    // Another address is refused in the form, before any call.
    await typeInto(page, 'Type your email to confirm', 'someone@example.com');
    await tabTo(page, 'Delete my account');
    await page.keyboard.press('Enter');
    await modal.getByText(`Type ${customer.email}, the email you sign in with`).first().waitFor();
    await expectNoAxeViolations(page, 'privacy centre: the erasure modal with a wrong email');

    await typeInto(page, 'Type your email to confirm', customer.email);
    await typeInto(page, 'Your password', customer.password);
    // Either the account goes, or the modal says why not: the test names which.
    const refusal = modal.getByRole('alert').filter({ hasText: 'Your account was not deleted' });
    const deleteNow = async () => {
      await tabTo(page, 'Delete my account');
      const answer = page.waitForResponse(
        (r) => r.url().endsWith('/portal/privacy/requests') && r.request().method() === 'POST',
      );
      await page.keyboard.press('Enter');
      const res = await answer;
      if (!res.ok()) {
        await refusal.waitFor();
        return `refused (${res.status()}): ${await res.text()}`;
      }
      await toast(page, 'Your account has been deleted. You have been signed out.');
      return 'deleted';
    };
    // A subscription cancelled at period end renews no more, which is what the modal and
    // docs/privacy.md ask for: the account goes at once.
    expect(await deleteNow(), 'erasure right after cancelling at period end').toBe('deleted');
    await page.waitForURL(`${baseUrl}/`);
    await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).waitFor();
    await expect.poll(() => storedAccessToken(page)).toBeNull();
    // The home page's own chunk loads after the client-side move.
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expectNoAxeViolations(page, 'home, after the account was deleted');
  });

  it('leaves the account pseudonymised: the session ended, no sign-in, the tax invoice kept for staff', async () => {
    expect(exported).not.toBeNull();
    const { id: userId } = exported!.profile;
    const placeholder = `erased-${userId}@erased.invalid`;
    const invoiceNumber = exported!.taxInvoices.find((i) => i.orderId === orderId)!.number;

    // The session the browser had is over: its last access token is denied.
    const status = await page.evaluate(
      (t) =>
        fetch('/api/v1/lnf/portal/privacy/consents', { headers: { authorization: `Bearer ${t}` } }).then(
          (r) => r.status,
        ),
      tokenBeforeErasure,
    );
    expect(status).toBe(401);

    // Staff: the order and its tax invoice remain, naming no one.
    const anonymous = new ApiClient({ baseUrl });
    const tokens = await user.login(anonymous, { username: inject('adminEmail'), password: inject('adminPassword') });
    const staff = new ApiClient({ baseUrl, getAccessToken: () => tokens.access_token });
    const kept = await order.get(staff, orderId);
    expect(kept).toMatchObject({ id: orderId, email: placeholder, mobile: '' });
    const pdf = await billing.downloadInvoice(staff, invoiceNumber);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
    // The security log keeps its rows, with the placeholder where the email was.
    const naming = async (search: string) =>
      (await audit.list(staff, { search, size: 100 })).content.map(
        (r) => `${r.action} ${r.outcome} ${r.actor} ${r.key}`,
      );
    expect.soft(await naming(`actor:${customer.email}`)).toEqual([]);
    expect.soft(await naming(`key:${customer.email}`)).toEqual([]);
    expect(await naming(`action:ERASE_ACCOUNT,actor:${placeholder}`)).toHaveLength(1);

    // Signing in with the old email and password fails, in the login dialog as through the API.
    const login = await openLogin(page);
    await login.getByLabel('Email').fill(customer.email);
    await login.getByLabel('Password', { exact: true }).fill(customer.password);
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/v1/lnf/user/login'));
    await login.getByRole('button', { name: 'Login', exact: true }).click();
    expect((await answer).status()).toBe(401);
    await expect(login.isVisible()).resolves.toBe(true);
    await expectNoAxeViolations(page, 'login refused after erasure');
    await expect(
      user.login(anonymous, { username: customer.email, password: customer.password }),
    ).rejects.toMatchObject({ status: 401 });

    // Those attempts are logged as what they are: failed sign-ins naming the address typed.
    await expect
      .poll(() => naming(`actor:${customer.email}`))
      .toEqual([
        `LOGIN FAILURE ${customer.email} ${customer.email}`,
        `LOGIN FAILURE ${customer.email} ${customer.email}`,
      ]);
    // 409: the erasure refused while the cancelled subscription ran (see the erasure step).
    expect(errors.filter((e) => !expectedNetworkNoise.test(e) && !/status of 409/.test(e))).toEqual([]);
  });
});

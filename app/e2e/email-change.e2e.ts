import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ApiClient, STORAGE_KEY, user, type MailboxMessage } from '@lnf/sdk';
import { expectNoAxeViolations, hydrated, launch, watchErrors } from './browser';
import { newCustomer, signUpAndLogIn } from './accounts';
import { acceptCookies, expectedNetworkNoise, loginAs, otpFor, tabTo, toast } from './portal-helpers';

/**
 * Changing the sign-in email: a customer changes it on the Security page with the code
 * mailed to the new address, and the session names the new address at once; the old address is
 * mailed a link that undoes the change; pressing the undo page's button (in a browser that was
 * never signed in, as the mailbox's owner would) gives the account its old address back and signs
 * every session out; the customer signs in with the old address again. Keyboard on the pages, axe
 * on each state.
 */

const baseUrl = inject('baseUrl');

/** The `email` claim of the access token the app keeps, read as a script of the page could. */
const sessionEmail = (page: Page) =>
  page.evaluate((key) => {
    const token = /"access_token":"([^"]+)"/.exec(localStorage.getItem(key) ?? '')?.[1];
    if (!token) return null;
    const payload = token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/');
    return (JSON.parse(atob(payload)) as { email?: string }).email ?? null;
  }, STORAGE_KEY);

async function mailsTo(to: string): Promise<MailboxMessage[]> {
  const res = await fetch(`${baseUrl}/api/dev/mailbox?to=${encodeURIComponent(to)}`);
  return (await res.json()) as MailboxMessage[];
}

const CHANGED_SUBJECT = 'The email of your LNF account was changed';

describe('portal: changing the email, and undoing it from the old address', () => {
  const customer = newCustomer('email-change');
  const newEmail = customer.email.replace(/^email-change-/, 'email-moved-');
  let browser: Browser;
  let signedIn: BrowserContext;
  let mailbox: BrowserContext;
  let page: Page;
  let errors: string[];
  let undoLink = '';

  beforeAll(async () => {
    browser = await launch();
    signedIn = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await signedIn.newPage();
    errors = watchErrors(page);
    await signUpAndLogIn(page, customer);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
  });

  it('changes the email with the code mailed to the new address; the session names it at once', async () => {
    await page.goto(`${baseUrl}/security`);
    await hydrated(page);
    await page.getByRole('heading', { name: 'Security', level: 1 }).waitFor();
    const section = page.getByRole('form', { name: 'Change email' });
    await page.getByText(`You sign in with ${customer.email}.`, { exact: false }).waitFor();
    await expectNoAxeViolations(page, 'security: the email section');

    // Past the password, second factor, sessions and sign-in history sections.
    await tabTo(page, 'New email', 200);
    await page.keyboard.type(newEmail);
    const sentFrom = Date.now();
    await tabTo(page, 'Send code');
    await page.keyboard.press('Enter');
    // The code step: focus moves into the code's first digit.
    const firstDigit = section.getByRole('textbox', { name: /^Digit 1 of 6/ });
    await firstDigit.waitFor();
    await expect.poll(() => firstDigit.evaluate((el) => el === document.activeElement)).toBe(true);
    await section.getByText(`Enter the 6-digit code sent to ${newEmail}.`).waitFor();
    await expectNoAxeViolations(page, 'security: the email change waiting for its code');

    const code = await otpFor(newEmail, sentFrom);
    await page.keyboard.type(code);
    await tabTo(page, 'Change email');
    await page.keyboard.press('Enter');
    await toast(
      page,
      `Your email is now ${newEmail}. ${customer.email} was sent a link that undoes the change for 7 days.`,
    );
    // The page and the session's tokens name the new address, and still do after a reload.
    await page.getByText(`You sign in with ${newEmail}.`, { exact: false }).waitFor();
    await expect.poll(() => sessionEmail(page)).toBe(newEmail);
    await expectNoAxeViolations(page, 'security: the email changed');
    await page.reload();
    await hydrated(page);
    await page.getByText(`You sign in with ${newEmail}.`, { exact: false }).waitFor();
    expect(await sessionEmail(page)).toBe(newEmail);

    // The new address signs in; the old one no longer does.
    const api = new ApiClient({ baseUrl });
    await user.login(api, { username: newEmail, password: customer.password });
    await expect(user.login(api, { username: customer.email, password: customer.password })).rejects.toMatchObject({
      status: 401,
    });
  });

  it('mails the old address a link that undoes the change, masking the new address', async () => {
    // Sent by the outbox's worker, just after the change.
    const changedMails = async () => (await mailsTo(customer.email)).filter((m) => m.subject === CHANGED_SUBJECT);
    await expect.poll(async () => (await changedMails()).length).toBe(1);
    const [mail] = await changedMails();
    // Plain text is wrapped at 80 columns.
    const text = mail!.text.replace(/\s+/g, ' ');
    expect(text).toContain(`now signs in with ${newEmail[0]}***@example.com instead of this address`);
    expect(text).not.toContain(newEmail);
    const href = /href="([^"]*\/undo-email#[^"]+)"/.exec(mail!.html)?.[1];
    expect(href, 'the undo link in the mail').toBeTruthy();
    const link = new URL(href!.replace(/&amp;/g, '&'));
    expect(link.pathname).toBe('/undo-email');
    expect(link.search).toBe('');
    // The token travels in the fragment only.
    expect(link.hash).toMatch(/^#[A-Za-z0-9_-]{43}$/);
    undoLink = `${baseUrl}${link.pathname}${link.hash}`;
    // Nothing mailed to the new address names the old one's link.
    expect((await mailsTo(newEmail)).some((m) => m.html.includes(link.hash))).toBe(false);
  });

  it('undoes the change from the link in a fresh browser, signing every session out', async () => {
    expect(undoLink).not.toBe('');
    mailbox = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const other = await mailbox.newPage();
    const otherErrors = watchErrors(other);
    await other.goto(undoLink);
    await hydrated(other);
    await acceptCookies(other);
    await other.getByRole('heading', { name: 'Undo the email change', level: 1 }).waitFor();
    // Opening the link does nothing by itself (mail scanners open links): the new address still signs in.
    await user.login(new ApiClient({ baseUrl }), { username: newEmail, password: customer.password });
    await expectNoAxeViolations(other, 'undo email: the link opened');

    await tabTo(other, 'Undo the email change');
    await other.keyboard.press('Enter');
    const done = other.getByRole('status').filter({ hasText: 'Your email is back' });
    await done.waitFor();
    await expect.poll(() => done.innerText()).toContain(customer.email);
    await expectNoAxeViolations(other, 'undo email: done');

    // The old address signs in again with the same password; the new one no longer does.
    const api = new ApiClient({ baseUrl });
    await expect(user.login(api, { username: newEmail, password: customer.password })).rejects.toMatchObject({
      status: 401,
    });
    await user.login(api, { username: customer.email, password: customer.password });

    // The browser that made the change was signed out: its token is denied, and its app ends logged out.
    const token = await page.evaluate(
      (key) => /"access_token":"([^"]+)"/.exec(localStorage.getItem(key) ?? '')?.[1] ?? null,
      STORAGE_KEY,
    );
    expect(token).toBeTruthy();
    const status = await page.evaluate(
      (t) => fetch('/api/v1/lnf/account/sessions', { headers: { authorization: `Bearer ${t}` } }).then((r) => r.status),
      token,
    );
    expect(status).toBe(401);
    await page.goto(`${baseUrl}/security`);
    await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).waitFor({ timeout: 15_000 });
    await expect.poll(() => sessionEmail(page)).toBeNull();

    // A used link does not work twice.
    await other.reload();
    await hydrated(other);
    await tabTo(other, 'Undo the email change');
    await other.keyboard.press('Enter');
    await toast(other, 'This undo link is not valid any more: it was used, or its 7 days are over');
    expect(otherErrors.filter((e) => !expectedNetworkNoise.test(e))).toEqual([]);
  });

  it('signs in with the old email again', async () => {
    const fresh = await mailbox.newPage();
    await loginAs(fresh, customer.email, customer.password);
    await fresh.getByRole('heading', { name: `Welcome, ${customer.firstName} ${customer.lastName}` }).waitFor();
    await fresh.goto(`${baseUrl}/security`);
    await hydrated(fresh);
    await fresh.getByText(`You sign in with ${customer.email}.`, { exact: false }).waitFor();
    expect(await sessionEmail(fresh)).toBe(customer.email);
    await fresh.getByRole('table', { name: 'Sessions' }).getByText('This browser').waitFor();
    await expectNoAxeViolations(fresh, 'security: signed in with the old email again');
    expect(errors.filter((e) => !expectedNetworkNoise.test(e))).toEqual([]);
  });
});

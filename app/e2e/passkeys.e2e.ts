import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { expectNoAxeViolations, hydrated, launch, watchErrors } from './browser';
import { newCustomer, signUpAndLogIn } from './accounts';
import { acceptCookies, expectedNetworkNoise, openLogin, tabTo, toast } from './portal-helpers';

/**
 * Passkeys: a new customer registers a passkey on /security with Chromium's virtual
 * authenticator (CDP's WebAuthn domain: a platform authenticator holding discoverable credentials,
 * the user verified), signs out, and signs in with the passkey alone; axe clean on each state,
 * keyboard where the page has a part to play. WebAuthn refuses IP addresses as a relying party, so
 * the journey runs on `localhost` (the same server; a passkey is bound to that domain).
 */

const baseUrl = inject('baseUrl');
const site = baseUrl.replace('127.0.0.1', 'localhost');

describe('portal: a passkey, registered and signed in with', () => {
  const customer = newCustomer('passkey');
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let cdp: CDPSession;
  let authenticatorId: string;
  let errors: string[];

  beforeAll(async () => {
    browser = await launch();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    errors = watchErrors(page);
    await signUpAndLogIn(page, customer);
    cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    ({ authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
      },
    }));
    // The account was made on 127.0.0.1; the passkey's site is localhost: sign in there.
    await page.goto(`${site}/`);
    await hydrated(page);
    await acceptCookies(page);
    const login = await openLogin(page);
    await login.getByLabel('Email').fill(customer.email);
    await login.getByLabel('Password', { exact: true }).fill(customer.password);
    await login.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL(`${site}/dashboard`);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
  });

  it('registers a named passkey from the Security page, keyboard only', async () => {
    await page.goto(`${site}/security`);
    await hydrated(page);
    await page.getByRole('heading', { name: 'Passkeys' }).waitFor();
    await page.getByText('No passkeys yet').waitFor();
    await expectNoAxeViolations(page, 'security: no passkeys');
    await tabTo(page, 'Passkey name');
    await page.keyboard.type('Work laptop');
    await page.keyboard.press('Enter');
    await toast(page, 'Passkey added: Work laptop');
    const table = page.getByRole('table', { name: 'Passkeys' });
    await table.getByRole('rowheader', { name: 'Work laptop' }).waitFor();
    await expectNoAxeViolations(page, 'security: one passkey');
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]).toMatchObject({ isResidentCredential: true, rpId: 'localhost' });
  });

  it('signs out, then in with the passkey alone', async () => {
    await tabTo(page, `${customer.firstName} ${customer.lastName}`);
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Logout' }).waitFor();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${site}/`);
    await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).waitFor();

    await tabTo(page, 'Login');
    await page.keyboard.press('Enter');
    const login = page.getByRole('dialog', { name: 'Login' });
    await login.getByRole('button', { name: 'Sign in with a passkey' }).waitFor();
    await expectNoAxeViolations(page, 'login: with a passkey offered');
    await tabTo(page, 'Sign in with a passkey');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${site}/dashboard`);
    await page.getByRole('heading', { name: `Welcome, ${customer.firstName} ${customer.lastName}` }).waitFor();
    await expectNoAxeViolations(page, 'dashboard after a passkey sign-in');

    // The Security page shows the passkey used, and the session says how it was proven.
    await page.goto(`${site}/security`);
    await hydrated(page);
    const row = page.getByRole('table', { name: 'Passkeys' }).getByRole('row', { name: /Work laptop/ });
    await row.waitFor();
    expect(await row.textContent()).not.toContain('Never');
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials[0]!.signCount).toBeGreaterThan(0);
    expect(errors.filter((e) => !expectedNetworkNoise.test(e))).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectNoAxeViolations, hydrated, launch, watchErrors } from './browser';
import { newCustomer, signUpAndLogIn } from './accounts';
import { fillOrderFormAndPlace, payWithTestCard } from './order-form.mjs';
import { expectedNetworkNoise, tabTo, toast } from './portal-helpers';

/**
 * Issue 12, billing self-service, as a customer uses it in the browser (test payment mode): the
 * Billing page after a first payment; cancel at period end and undo it, by keyboard alone; a plan
 * upgrade whose prorated cost shows before it is confirmed; a failed renewal, its banner on every
 * portal page, and the new card that pays it; a tax invoice downloaded as a PDF. axe on each state.
 */

const baseUrl = inject('baseUrl');

describe('billing self-service', () => {
  let browser: Browser;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    browser = await launch();
    page = await (
      await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true })
    ).newPage();
    errors = watchErrors(page);
  });
  afterAll(async () => {
    await browser?.close();
  });

  const panel = (plan: string) => page.getByRole('region', { name: plan, exact: true });

  it('runs a subscription from the Billing page', { timeout: 180_000 }, async () => {
    const c = newCustomer('billing');
    await signUpAndLogIn(page, c);

    // Buy LNF Professional Essential monthly (₹2,999 + 18% GST) with a test Visa.
    await page.goto(`${baseUrl}/our-plans`);
    // A press before hydration has no handler yet (as in portal.e2e.ts).
    await hydrated(page);
    await page
      .getByRole('article', { name: 'LNF Professional Essential' })
      .getByRole('button', { name: 'Buy Now' })
      .click();
    await page.waitForURL(`${baseUrl}/basket`);
    await fillOrderFormAndPlace(page);
    await toast(page, 'Success, Please wait');
    await payWithTestCard(page);

    // The dashboard leads to Billing.
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await page.getByRole('main').getByRole('link', { name: 'Billing' }).click();
    await page.waitForURL(`${baseUrl}/billing`);
    const essential = panel('LNF Professional Essential');
    await essential.getByText('Visa ending 1111').waitFor();
    await essential.getByText('₹3,538.82 every month (incl. ₹539.82 GST)').waitFor();
    await essential.getByRole('button', { name: /^Download tax invoice LNF\// }).waitFor();
    await expectNoAxeViolations(page, 'the Billing page');

    // Cancel at period end and undo it, by keyboard alone.
    await tabTo(page, 'Cancel subscription');
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: 'Cancel subscription?' });
    await confirm.waitFor();
    // The dialog loads on this first press: focus goes into it, and back to its button on Escape;
    // it opens again from the same button.
    const focusIn = () => confirm.evaluate((d) => d.contains(document.activeElement)).catch(() => false);
    await expect.poll(focusIn).toBe(true);
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'hidden' });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent?.trim()))
      .toBe('Cancel subscription');
    await page.keyboard.press('Enter');
    await confirm.waitFor();
    await expect.poll(focusIn).toBe(true);
    await expectNoAxeViolations(page, 'the cancel confirmation');
    await tabTo(page, 'Cancel at period end');
    await page.keyboard.press('Enter');
    await toast(page, 'Your subscription will end when the current period ends');
    await essential.getByText(/^Ends /).waitFor();
    await essential.getByText('None: ends with this period').waitFor();
    await expect.poll(() => essential.getByRole('button', { name: 'Change plan' }).count()).toBe(0);
    await tabTo(page, 'Keep subscription');
    await page.keyboard.press('Enter');
    await toast(page, 'Your subscription will renew as before');
    await expect.poll(() => essential.getByText(/^Ends /).count()).toBe(0);

    // Upgrade: the cost shows before anything is charged (paid today, the period starts tomorrow:
    // all of it is left, so ₹3,999 - ₹2,999 = ₹1,000 + ₹180 GST).
    await essential.getByRole('button', { name: 'Change plan' }).click();
    const change = page.getByRole('dialog', { name: 'Change plan' });
    // The plan is chosen by keyboard: open the list, move to the plan, Enter; the list closes.
    const planSelect = change.getByRole('button', { name: /\bPlan\b/ }).first();
    await planSelect.focus();
    await page.keyboard.press('ArrowDown');
    const target = page.getByRole('option', { name: 'LNF Professional', exact: true });
    await target.waitFor();
    for (let i = 0; i < 10 && (await target.getAttribute('data-focused')) === null; i++)
      await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await expect.poll(() => planSelect.innerText()).toMatch(/^LNF Professional\s*$/m);
    await change.getByRole('button', { name: 'Review change' }).click();
    const cost = change.getByRole('region', { name: 'Cost of the change' });
    await cost.getByText('₹1,180.00').waitFor();
    await cost.getByText('− ₹2,999.00').waitFor();
    await expectNoAxeViolations(page, 'the plan change preview');
    await change.getByRole('button', { name: 'Confirm and pay ₹1,180.00' }).click();
    await toast(page, 'You are now on LNF Professional');
    const professional = panel('LNF Professional');
    await professional.getByText('₹4,718.82 every month (incl. ₹719.82 GST)').waitFor();
    await professional.getByRole('row').filter({ hasText: 'Plan upgrade (prorated)' }).getByText('₹1,180.00').waitFor();

    // A renewal fails (the test provider's renewal, as Razorpay's subscription.pending would say).
    const renewal = await page.evaluate(async () => {
      const auth = JSON.parse(localStorage.getItem('lnf:auth') ?? '{}') as { tokens?: { access_token: string } };
      const headers = { authorization: `Bearer ${auth.tokens?.access_token}`, 'content-type': 'application/json' };
      const list = (await (await fetch('/api/v1/lnf/portal/billing/subscriptions', { headers })).json()) as {
        id: string;
      }[];
      const res = await fetch('/api/v1/lnf/portal/orders/payment/test-renewal', {
        method: 'POST',
        headers,
        body: JSON.stringify({ subscriptionId: list[0]!.id, outcome: 'failed' }),
      });
      return res.status;
    });
    expect(renewal).toBe(200);

    // The banner shows on every portal page until the card is updated.
    for (const path of ['/dashboard', '/profile', '/customer-support']) {
      await page.goto(`${baseUrl}${path}`);
      await page.getByRole('alert').filter({ hasText: 'The renewal payment of LNF Professional failed.' }).waitFor();
    }
    await expectNoAxeViolations(page, 'a portal page with the failed-renewal banner');
    await page.getByRole('link', { name: 'Update card' }).click();
    await page.waitForURL(`${baseUrl}/billing`);
    await professional.getByText('The last renewal payment failed.', { exact: false }).waitFor();
    await professional.getByRole('button', { name: 'Update card' }).click();
    const card = page.getByRole('dialog', { name: 'Update card' });
    await card.getByLabel('Card number').fill('5555 5555 5555 4444');
    await card.getByLabel('Card holder name').fill(`${c.firstName} ${c.lastName}`);
    await card.getByLabel('Expiry (MM/YY)').fill('11/31');
    await card.getByLabel('CVV').fill('321');
    await expectNoAxeViolations(page, 'the card update dialog');
    await card.getByRole('button', { name: 'Save card and pay ₹4,718.82' }).click();
    await toast(page, 'Card updated and the renewal paid');
    await professional.getByText('Mastercard ending 4444').waitFor();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'renewal payment' }).count()).toBe(0);

    // The customer was mailed once about the failure.
    const mails = (await (await fetch(`${baseUrl}/api/dev/mailbox?to=${encodeURIComponent(c.email)}`)).json()) as {
      subject: string;
    }[];
    expect(mails.filter((m) => m.subject === 'Your LNF renewal payment failed')).toHaveLength(1);

    // Every charge has its tax invoice, downloaded as a PDF.
    const invoices = professional.getByRole('button', { name: /^Download tax invoice LNF\// });
    await expect.poll(() => invoices.count()).toBe(3);
    const [download] = await Promise.all([page.waitForEvent('download'), invoices.first().click()]);
    expect(download.suggestedFilename()).toMatch(/^LNF-tax-invoice-LNF-\d{2}-\d{2}-\d{6}\.pdf$/);
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-');
    await toast(page, 'Downloaded successfully');
    await expectNoAxeViolations(page, 'the Billing page after the card update');

    // A GST registration for the next invoices, checked before it is sent.
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await page.getByRole('main').getByRole('link', { name: 'Profile' }).click();
    await page.waitForURL(`${baseUrl}/profile`);
    const gstin = page.getByRole('textbox', { name: 'GSTIN' });
    await gstin.fill('27AAPFU0939F1ZA');
    await page.getByRole('button', { name: 'Save GSTIN' }).click();
    await page.getByText('GSTIN check character does not match; check for a typo').waitFor();
    await expectNoAxeViolations(page, 'the profile with a mistyped GSTIN');
    await gstin.fill('27AAPFU0939F1ZV');
    await page.getByRole('button', { name: 'Save GSTIN' }).click();
    await toast(page, 'GSTIN saved: it appears on your next tax invoices');
    await page.getByRole('button', { name: 'Remove' }).waitFor();
    expect(errors.filter((e) => !expectedNetworkNoise.test(e))).toEqual([]);
  });
});

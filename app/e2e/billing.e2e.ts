import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { expectNoAxeViolations, hydrated, launch, watchErrors } from './browser';
import { newCustomer, signUpAndLogIn, type NewCustomer } from './accounts';
import { fillOrderFormAndPlace, payWithTestCard } from './order-form.mjs';
import { expectedNetworkNoise, tabTo, toast } from './portal-helpers';

/**
 * Billing self-service, as a customer uses it in the browser (test payment mode): the
 * Billing page after a first payment; a failed renewal, its banner on every portal page, and the
 * new card that pays it; a tax invoice downloaded as a PDF; cancel at period end, which cannot be
 * undone, then a new subscription from the period's end, authorised with a test card, by keyboard
 * alone; a plan change of a subscription paid by a domestic card, which Razorpay cannot make in
 * place, made as a new subscription shown plainly before it is confirmed, then authorised. axe on
 * each state.
 */

const baseUrl = inject('baseUrl');

describe('billing self-service', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function newPage(): Promise<{ page: Page; errors: string[] }> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    const page = await context.newPage();
    return { page, errors: watchErrors(page) };
  }

  const panel = (page: Page, name: string | RegExp) =>
    page.getByRole('region', typeof name === 'string' ? { name, exact: true } : { name });

  /** A new customer buys LNF Professional Essential monthly (₹2,999 + 18% GST) with the default test Visa, then opens Billing. */
  async function buyEssentialAndOpenBilling(page: Page, c: NewCustomer): Promise<Locator> {
    await signUpAndLogIn(page, c);
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
    const essential = panel(page, 'LNF Professional Essential');
    await essential.getByText('Visa ending 1111').waitFor();
    await essential.getByText('₹3,538.82 every month (incl. ₹539.82 GST)').waitFor();
    return essential;
  }

  /** The test-mode authorisation dialog: focus inside, the test card typed in, then its submit button. */
  async function authoriseWithTestCard(page: Page, c: NewCustomer, label: string, submit: string) {
    const dialog = page.getByRole('dialog', { name: 'Authorise subscription' });
    await dialog.waitFor();
    await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement)).catch(() => false)).toBe(true);
    await dialog.getByText('Your card is checked now with ₹5, which is refunded', { exact: false }).waitFor();
    await dialog.getByLabel('Card number').fill('4111 1111 1111 1111');
    await dialog.getByLabel('Card holder name').fill(`${c.firstName} ${c.lastName}`);
    await dialog.getByLabel('Expiry (MM/YY)').fill('12/30');
    await dialog.getByLabel('CVV').fill('123');
    await expectNoAxeViolations(page, label);
    await tabTo(page, submit);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
  }

  /** The name of the focused element's heading text, when it is a subscription's heading. */
  const focusedHeading = (page: Page) =>
    page.evaluate(() => {
      const el = document.activeElement;
      return el?.tagName === 'H2' && el.id.startsWith('subscription-') ? el.textContent : null;
    });

  it('runs a subscription from the Billing page', { timeout: 180_000 }, async () => {
    const { page, errors } = await newPage();
    const c = newCustomer('billing');
    const essential = await buyEssentialAndOpenBilling(page, c);
    await essential.getByRole('button', { name: /^Download tax invoice LNF\// }).waitFor();
    await expectNoAxeViolations(page, 'the Billing page');

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

    // The banner shows on every portal page until the card is updated (pending: Razorpay still retries).
    for (const path of ['/dashboard', '/profile', '/customer-support']) {
      await page.goto(`${baseUrl}${path}`);
      await page
        .getByRole('alert')
        .filter({ hasText: 'The renewal payment of LNF Professional Essential failed.' })
        .waitFor();
    }
    await expectNoAxeViolations(page, 'a portal page with the failed-renewal banner');
    await page.getByRole('link', { name: 'Update card' }).click();
    await page.waitForURL(`${baseUrl}/billing`);
    await essential.getByText('The last renewal payment failed.', { exact: false }).waitFor();
    await essential.getByRole('button', { name: 'Update card' }).click();
    const card = page.getByRole('dialog', { name: 'Update card' });
    await card.getByLabel('Card number').fill('5555 5555 5555 4444');
    await card.getByLabel('Card holder name').fill(`${c.firstName} ${c.lastName}`);
    await card.getByLabel('Expiry (MM/YY)').fill('11/31');
    await card.getByLabel('CVV').fill('321');
    await expectNoAxeViolations(page, 'the card update dialog');
    await card.getByRole('button', { name: 'Save card and pay ₹3,538.82' }).click();
    await toast(page, 'Card updated and the renewal paid');
    await essential.getByText('Mastercard ending 4444').waitFor();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'renewal payment' }).count()).toBe(0);

    // The customer was mailed once about the failure (by the outbox's worker, just after the event).
    const failureMails = async () => {
      const res = await fetch(`${baseUrl}/api/dev/mailbox?to=${encodeURIComponent(c.email)}`);
      const mails = (await res.json()) as { subject: string }[];
      return mails.filter((m) => m.subject === 'Your LNF renewal payment failed').length;
    };
    await expect.poll(failureMails).toBe(1);

    // Every charge has its tax invoice, downloaded as a PDF.
    const invoices = essential.getByRole('button', { name: /^Download tax invoice LNF\// });
    await expect.poll(() => invoices.count()).toBe(2);
    const [download] = await Promise.all([page.waitForEvent('download'), invoices.first().click()]);
    expect(download.suggestedFilename()).toMatch(/^LNF-tax-invoice-LNF-\d{2}-\d{2}-\d{6}\.pdf$/);
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-');
    await toast(page, 'Downloaded successfully');
    await expectNoAxeViolations(page, 'the Billing page after the card update');

    // Cancel at period end, by keyboard alone; the dialog says first that it cannot be undone.
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
    await confirm.getByText('A cancellation cannot be undone.').waitFor();
    await expectNoAxeViolations(page, 'the cancel confirmation');
    await tabTo(page, 'Cancel at period end');
    await page.keyboard.press('Enter');
    await toast(page, 'Your subscription will end when the current period ends');
    await essential.getByText(/^Ends /).waitFor();
    await essential.getByText('None: ends with this period').waitFor();
    await expect.poll(() => essential.getByRole('button', { name: 'Change plan' }).count()).toBe(0);
    // Razorpay cannot take a cancellation back: no 'Keep subscription', a new subscription instead.
    await expect.poll(() => page.getByRole('button', { name: 'Keep subscription' }).count()).toBe(0);
    const again = essential.getByRole('button', { name: /^Subscribe again from \d{1,2} \w{3} \d{4}$/ });
    const endsOn = (await again.innerText()).replace('Subscribe again from ', '').trim();
    await expectNoAxeViolations(page, 'a subscription ending with its period');

    // Subscribe again from that day, and authorise the new subscription with a test card.
    await tabTo(page, `Subscribe again from ${endsOn}`);
    await page.keyboard.press('Enter');
    await authoriseWithTestCard(page, c, 'the authorisation of a new subscription', 'Authorise');
    await page
      .getByText(/^Authorised: LNF Professional Essential starts on /)
      .first()
      .waitFor();
    // Two subscriptions of one plan, told apart by their dates; focus on the new one's heading.
    const ending = panel(page, /^LNF Professional Essential · until /);
    const next = panel(page, /^LNF Professional Essential · from /);
    await ending.getByText(`Replaced by LNF Professional Essential from ${endsOn}.`).waitFor();
    await expect.poll(() => ending.getByRole('button', { name: /^Subscribe again/ }).count()).toBe(0);
    await expect.poll(() => next.getByRole('button', { name: 'Authorise' }).count()).toBe(0);
    await expect.poll(() => next.getByText('waiting for your authorisation', { exact: false }).count()).toBe(0);
    await expect.poll(() => focusedHeading(page)).toMatch(/^LNF Professional Essential · from /);
    await expectNoAxeViolations(page, 'the Billing page with a subscription and its successor');

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

  it('changes the plan of a card Razorpay cannot update through a new subscription', { timeout: 180_000 }, async () => {
    const { page, errors } = await newPage();
    const c = newCustomer('billing-replace');
    const essential = await buyEssentialAndOpenBilling(page, c);

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

    // The default test Visa is domestic: the change comes as a new subscription from the period's
    // end, said plainly before it is confirmed, and nothing is due now.
    const cost = change.getByRole('region', { name: 'Cost of the change' });
    const runs = cost.getByText(/^LNF Professional Essential runs until \d{1,2} \w{3} \d{4}\.$/);
    await runs.waitFor();
    const endsOn = (await runs.innerText()).replace('LNF Professional Essential runs until ', '').replace(/\.$/, '');
    await cost.getByText('LNF Professional starts then at ₹4,718.82 per month.').waitFor();
    await cost.getByText('You authorise it now with a ₹5 check that is refunded', { exact: false }).waitFor();
    await cost.getByText(`Nothing is charged until ${endsOn}.`).waitFor();
    await expectNoAxeViolations(page, 'the preview of a plan change by a new subscription');
    await change.getByRole('button', { name: 'Confirm and authorise' }).click();

    // Straight into the authorisation of the new subscription.
    await authoriseWithTestCard(page, c, 'the authorisation of a plan change', 'Authorise');
    await page.getByText(`Authorised: LNF Professional starts on ${endsOn}`).first().waitFor();
    const professional = panel(page, 'LNF Professional');
    await professional.getByText('₹4,718.82 every month (incl. ₹719.82 GST)').waitFor();
    await expect.poll(() => professional.getByRole('button', { name: 'Authorise' }).count()).toBe(0);
    await essential.getByText(`Replaced by LNF Professional from ${endsOn}.`).waitFor();
    await essential.getByText(`Ends ${endsOn}`).waitFor();
    await expect.poll(() => essential.getByRole('button', { name: 'Change plan' }).count()).toBe(0);
    // Nothing was charged for the change: the first payment's invoice is the only one.
    await expect.poll(() => essential.getByRole('button', { name: /^Download tax invoice LNF\// }).count()).toBe(1);
    await expect.poll(() => focusedHeading(page)).toBe('LNF Professional');
    await expectNoAxeViolations(page, 'the Billing page after a plan change by a new subscription');
    expect(errors.filter((e) => !expectedNetworkNoise.test(e))).toEqual([]);
  });
});

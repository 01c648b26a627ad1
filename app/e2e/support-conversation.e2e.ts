import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { ApiClient, notifications, support } from '@lnf/sdk';
import { newCustomer, signUpAndLogIn } from './accounts';
import { expectNoAxeViolations, launch, watchErrors } from './browser';
import { dialog, expectedNetworkNoise, loginAs, tabTo, toast } from './portal-helpers';

/**
 * A support ticket as a conversation, end to end: a customer raises a ticket with a PDF attached
 * (the thread's first entry) and keeps it open;
 * staff answer it (an internal note, then a public reply by keyboard) and resolve it; the
 * customer's open dialog shows the answer by itself (the conversation polls every 10 s), never
 * the note; the customer's reply, with a PDF (a renamed executable is refused first), opens the
 * ticket again and staff download the file; the bell tells of the answer.
 */

const baseUrl = inject('baseUrl');
const adminEmail = inject('adminEmail');
const adminPassword = inject('adminPassword');

const stamp = Date.now().toString(36);
const summary = `Tax invoice shows old GSTIN ${stamp}`;
const note = `Internal: GSTIN changed in March, check Tally ${stamp}`;
const answer = `We have corrected the GSTIN on your invoice ${stamp}.`;
const customerReply = `Thank you, but the PDF still shows the old one ${stamp}.`;
const refusedReply = `Here is the invoice as an exe ${stamp}.`;
const pdfName = 'invoice-old-gstin.pdf';
/** The PDF's link in the thread: its name and size. */
const pdfLink = /^invoice-old-gstin\.pdf \d+ bytes$/;
/** The PDF the ticket is raised with, and the thread entry it makes. */
const raisedPdfName = 'tax-invoice-as-received.pdf';
const raisedPdfLink = /^tax-invoice-as-received\.pdf \d+ bytes$/;
const raisedWithFiles = 'Attached when the ticket was raised.';
/** A small real PDF: one empty page (ISO 32000-1 7.5: header, objects, trailer). */
const pdfBytes = [
  '%PDF-1.4',
  '1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj',
  '2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj',
  '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 200 200]>> endobj',
  'trailer <</Root 1 0 R>>',
  '%%EOF',
  '',
].join('\n');

/** The caller's API, as the page's session holds it. */
async function apiOf(page: Page): Promise<ApiClient> {
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('lnf:auth') ?? '{}').tokens.access_token as string,
  );
  return new ApiClient({ baseUrl, getAccessToken: () => token });
}

/** The conversation's entry whose text has `body`. */
const entry = (d: Locator, body: string) => d.getByRole('article').filter({ hasText: body });

describe('support: a ticket is a conversation', () => {
  let browser: Browser;
  let customerPage: Page;
  let staffPage: Page;
  let customerErrors: string[];
  let staffErrors: string[];
  let files: string;
  const customer = newCustomer('conversation');

  beforeAll(async () => {
    files = await mkdtemp(join(tmpdir(), 'lnf-support-'));
    await writeFile(join(files, pdfName), pdfBytes);
    await writeFile(join(files, raisedPdfName), pdfBytes);
    // An executable (its 'MZ' header) renamed .pdf: the browser believes the name, the server the bytes.
    await writeFile(join(files, 'evil.pdf'), Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62)]));
    browser = await launch();
    customerPage = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    staffPage = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    customerErrors = watchErrors(customerPage);
    staffErrors = watchErrors(staffPage);
  });
  afterAll(async () => {
    await browser?.close();
    if (files) await rm(files, { recursive: true, force: true });
  });

  it('a customer raises a ticket with a PDF attached and keeps it open', { timeout: 90_000 }, async () => {
    const page = customerPage;
    await signUpAndLogIn(page, customer);
    await page.goto(`${baseUrl}/customer-support`);
    await page.getByRole('button', { name: 'Raise a ticket' }).click();
    const form = dialog(page, 'Raise a ticket').getByRole('form', { name: 'Raise a ticket' });
    await form.getByText('Bug', { exact: true }).click();
    await form.getByLabel('Summary').fill(summary);
    await form.getByLabel('Description').fill('The GST tax invoice of my order has our old GSTIN.');
    const zone = form.getByRole('group', { name: 'Attachments' });
    await zone.locator('input[type=file]').setInputFiles(join(files, raisedPdfName));
    await zone.getByRole('list', { name: 'Chosen files' }).getByText(raisedPdfName).waitFor();
    await expectNoAxeViolations(page, 'raise a ticket with a file chosen');
    await form.getByRole('button', { name: 'Raise ticket' }).click();
    await toast(page, 'Successfully Raised the Ticket');
    const row = page.getByRole('table', { name: 'Your tickets' }).getByRole('row').filter({ hasText: summary });
    await row.getByRole('button', { name: /^Open ticket / }).click();
    const d = dialog(page, summary);
    // The file is the thread's first entry, the customer's.
    await entry(d, raisedWithFiles).getByRole('link', { name: raisedPdfLink }).waitFor();
    await d.getByRole('textbox', { name: /^Your reply/ }).waitFor();
    // A customer may not write internal notes.
    expect(await d.getByRole('checkbox', { name: 'Internal note (only staff see it)' }).count()).toBe(0);
    await expectNoAxeViolations(page, 'customer ticket dialog, the file only');
    // From here on the page is never loaded again: what appears in the dialog came by polling.
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
  });

  it('staff open it, add an internal note, resolve it and answer by keyboard', { timeout: 90_000 }, async () => {
    const page = staffPage;
    await loginAs(page, adminEmail, adminPassword);
    await page.goto(`${baseUrl}/customer-support`);
    const table = page.getByRole('table', { name: 'All tickets' });
    const row = table.getByRole('row').filter({ hasText: summary });
    await row.getByRole('button', { name: /^Open / }).click();
    let d = dialog(page, summary);
    await entry(d, raisedWithFiles).getByRole('link', { name: raisedPdfLink }).waitFor();
    await expectNoAxeViolations(page, "staff ticket dialog, the customer's file only");

    // The note, by pointer.
    await d.getByRole('textbox', { name: /^Your reply/ }).fill(note);
    // The box itself is visually hidden under its drawn one: a person clicks the label.
    await d.locator('label').filter({ hasText: 'Internal note (only staff see it)' }).click();
    expect(await d.getByRole('checkbox', { name: 'Internal note (only staff see it)' }).isChecked()).toBe(true);
    await d.getByRole('button', { name: 'Send reply' }).click();
    await toast(page, 'Internal note added');
    await entry(d, note).getByText('Internal note (only staff see it)').waitFor();
    expect(await d.getByRole('checkbox', { name: 'Internal note (only staff see it)' }).isChecked()).toBe(false);
    await page.keyboard.press('Escape');
    await d.waitFor({ state: 'hidden' });

    // Resolved, from the row's status menu.
    await row.getByRole('button', { name: 'Change status' }).click();
    await page.getByRole('menuitemradio', { name: 'Resolved' }).click();
    await toast(page, 'Status Changed Successfully');
    await row.getByText('Resolved', { exact: true }).waitFor();

    // The answer, by keyboard alone: the row's Open, the reply field, Send reply.
    await row.getByRole('button', { name: /^Open / }).focus();
    await page.keyboard.press('Enter');
    d = dialog(page, summary);
    await entry(d, note).waitFor();
    await tabTo(page, /^Your reply/);
    await page.keyboard.type(answer);
    await tabTo(page, 'Send reply');
    await page.keyboard.press('Enter');
    await toast(page, 'Reply sent');
    await entry(d, answer).waitFor();
    expect(await entry(d, answer).getByText('Internal note (only staff see it)').count()).toBe(0);
    await expectNoAxeViolations(page, 'staff ticket dialog, a note and a reply');
  });

  it(
    "the customer's open dialog shows the answer without a reload, and never the note",
    { timeout: 60_000 },
    async () => {
      const page = customerPage;
      const d = dialog(page, summary);
      // One polling interval (10 s) and the time the answer takes to reach the dialog.
      await entry(d, answer).waitFor({ timeout: 30_000 });
      expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
      expect(await d.getByText(note).count()).toBe(0);
      expect(await page.getByText(note).count()).toBe(0);
      // The ticket's facts came with it: staff resolved it.
      await d.getByText('Resolved', { exact: true }).waitFor();
      await expectNoAxeViolations(page, 'customer ticket dialog, with the answer');
      // The server never gives the customer the note either.
      const api = await apiOf(page);
      const mine = (await support.listTickets(api)).find((t) => t.summary === summary)!;
      const replies = await support.replies(api, mine.reference);
      expect(replies.map((r) => r.body)).toEqual([raisedWithFiles, answer]);
    },
  );

  it('the server refuses an executable renamed .pdf, naming it; nothing is sent', { timeout: 60_000 }, async () => {
    const page = customerPage;
    const d = dialog(page, summary);
    const zone = d.getByRole('group', { name: 'Attachments' });
    await zone.getByText('PNG, JPEG, PDF or plain text (UTF-8), up to 10 MB each; at most 5 files.').waitFor();
    await zone.locator('input[type=file]').setInputFiles(join(files, 'evil.pdf'));
    await zone.getByRole('list', { name: 'Chosen files' }).getByText('evil.pdf').waitFor();
    await d.getByRole('textbox', { name: /^Your reply/ }).fill(refusedReply);
    await d.getByRole('button', { name: 'Send reply' }).click();
    const refusal = '"evil.pdf" is not a file we take: attach PNG, JPEG, PDF or plain text (UTF-8) files';
    await zone.getByText(refusal, { exact: true }).waitFor();
    await toast(page, refusal);
    expect(await entry(d, refusedReply).count()).toBe(0);
    const api = await apiOf(page);
    const mine = (await support.listTickets(api)).find((t) => t.summary === summary)!;
    expect((await support.replies(api, mine.reference)).map((r) => r.body)).toEqual([raisedWithFiles, answer]);
    // The text stays; the file is taken off by its remove button.
    expect(await d.getByRole('textbox', { name: /^Your reply/ }).inputValue()).toBe(refusedReply);
    await zone.getByRole('button', { name: 'Remove evil.pdf' }).click();
    expect(await zone.getByText(refusal).count()).toBe(0);
  });

  it('the customer replies with a PDF, and the resolved ticket is open again', { timeout: 60_000 }, async () => {
    const page = customerPage;
    const d = dialog(page, summary);
    const zone = d.getByRole('group', { name: 'Attachments' });
    const replyBox = d.getByRole('textbox', { name: /^Your reply/ });
    await replyBox.fill(customerReply);
    // Keyboard: the picker's button comes after the reply box.
    await replyBox.focus();
    await tabTo(page, 'Choose files');
    await zone.locator('input[type=file]').setInputFiles(join(files, pdfName));
    await zone.getByRole('list', { name: 'Chosen files' }).getByText(pdfName).waitFor();
    await expectNoAxeViolations(page, 'customer ticket dialog, a file chosen');
    await d.getByRole('button', { name: 'Send reply' }).click();
    await toast(page, 'Reply sent');
    await entry(d, customerReply).getByRole('link', { name: pdfLink }).waitFor();
    await d.getByText('Open', { exact: true }).waitFor();
    expect(await replyBox.inputValue()).toBe('');
    expect(await zone.getByRole('list', { name: 'Chosen files' }).count()).toBe(0);
    await expectNoAxeViolations(page, 'customer ticket dialog, after replying');
    const api = await apiOf(page);
    const mine = (await support.listTickets(api)).find((t) => t.summary === summary)!;
    expect(mine.status).toBe('Open');
    expect(mine.awaitingStaff).toBe(true);
    await page.keyboard.press('Escape');
    await d.waitFor({ state: 'hidden' });
    await page
      .getByRole('table', { name: 'Your tickets' })
      .getByRole('row')
      .filter({ hasText: summary })
      .getByText('Open', { exact: true })
      .waitFor();
  });

  it("staff see the customer's PDF in the thread and download it", { timeout: 60_000 }, async () => {
    const page = staffPage;
    const d = dialog(page, summary);
    // Staff's dialog is still open: the reply comes by polling.
    const file = entry(d, customerReply).getByRole('link', { name: pdfLink });
    await file.waitFor({ timeout: 30_000 });
    const [download] = await Promise.all([page.waitForEvent('download'), file.click()]);
    expect(download.suggestedFilename()).toBe(pdfName);
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe(pdfBytes);
    await expectNoAxeViolations(page, 'staff ticket dialog, a reply with a file');
  });

  it("the customer's bell tells of the answer; opening it marks it read", { timeout: 60_000 }, async () => {
    const page = customerPage;
    const api = await apiOf(page);
    const ticket = (await support.listTickets(api)).find((t) => t.summary === summary)!;
    const title = `New reply on ticket ${ticket.ticketNumber}`;
    // The bell polls every 30 s: within one interval of the answer it shows it.
    const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await bell.waitFor({ timeout: 40_000 });
    const unreadBefore = Number(/(\d+) unread/.exec((await bell.getAttribute('aria-label'))!)![1]);
    expect(unreadBefore).toBeGreaterThanOrEqual(1);
    await bell.click();
    const popover = dialog(page, 'Notifications');
    const link = popover.getByRole('link', { name: new RegExp(`^Unread ${title}`) });
    await link.waitFor();
    await expectNoAxeViolations(page, 'the bell open');
    await link.click();
    await popover.waitFor({ state: 'hidden' });
    // The notice leads to the ticket itself: its dialog opens on the support page.
    await page.waitForURL(`${baseUrl}/customer-support?ticket=${ticket.ticketNumber}`);
    const opened = dialog(page, summary);
    await entry(opened, answer).waitFor();
    await page.keyboard.press('Escape');
    await opened.waitFor({ state: 'hidden' });
    // Closed, it stays closed: the link's query is gone.
    await page.waitForURL(`${baseUrl}/customer-support`);
    const after = unreadBefore - 1;
    await page
      .getByRole('banner')
      .getByRole('button', { name: after > 0 ? `Notifications, ${after} unread` : 'Notifications', exact: true })
      .waitFor();
    const read = (await notifications.list(api)).items.find((n) => n.title === title)!;
    expect(read.readAt).not.toBeNull();
  });

  it('the customer closes the ticket: no reply form any more', async () => {
    const page = customerPage;
    const row = page.getByRole('table', { name: 'Your tickets' }).getByRole('row').filter({ hasText: summary });
    await row.getByRole('button', { name: /^Open ticket / }).click();
    const d = dialog(page, summary);
    await d.getByRole('button', { name: 'Close ticket' }).click();
    await toast(page, 'Status Changed Successfully');
    await d.getByText('This ticket is closed. Raise a new one if you still need help.').waitFor();
    await entry(d, customerReply).waitFor();
    expect(await d.getByRole('textbox', { name: /^Your reply/ }).count()).toBe(0);
    expect(await d.getByRole('button', { name: 'Send reply' }).count()).toBe(0);
    await expectNoAxeViolations(page, 'customer ticket dialog, closed');
  });

  it('logged no unexpected errors in either browser', () => {
    expect(customerErrors.filter((e) => !expectedNetworkNoise.test(e))).toEqual([]);
    expect(staffErrors.filter((e) => !expectedNetworkNoise.test(e))).toEqual([]);
  });
});

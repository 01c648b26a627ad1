import type { MailboxMessage } from '@lnf/sdk';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations, hydrated, launch, watchErrors } from './browser';

const baseUrl = inject('baseUrl');

async function mailsTo(to: string): Promise<MailboxMessage[]> {
  const res = await fetch(`${baseUrl}/api/dev/mailbox?to=${encodeURIComponent(to)}`);
  return (await res.json()) as MailboxMessage[];
}

/** The invite attached to a mail, as text. */
function inviteOf(mail: MailboxMessage): string {
  const ics = (mail.attachments ?? []).find((a) => a.filename === 'invite.ics');
  expect(ics?.contentType).toMatch(/^text\/calendar/);
  return Buffer.from(ics!.contentBase64, 'base64').toString('utf8');
}

/** Fills and sends the demo request form, captcha included, and waits for the slot picker. */
async function requestDemo(page: Page, email: string): Promise<void> {
  await page.goto(`${baseUrl}/schedule-demo`);
  await hydrated(page);
  await page.getByLabel('First name').fill('Ritu');
  await page.getByLabel('Last name').fill('Sharma');
  await page.getByLabel('Business name').fill('Sharma Textiles');
  await page.getByLabel('Work email').fill(email);
  await page.getByLabel('Mobile number').fill('+91 98450 33445');
  await page.getByLabel('What would you like to see?').fill('Payroll and attendance for 120 people.');
  await page.getByRole('checkbox', { name: "I'm not a robot" }).focus();
  await page.keyboard.press('Space');
  await page.getByText('Verified').waitFor();
  await page.getByRole('button', { name: 'Request Demo' }).focus();
  await page.keyboard.press('Enter');
  await page.getByText('Thank you, your demo request is in.').waitFor();
  await page.getByRole('heading', { name: 'Pick a time for your demo' }).waitFor();
}

/** Chooses a day and a time by keyboard: the first day, then the `nth` time of it. */
async function chooseSlot(page: Page, nth = 0): Promise<void> {
  const day = page.getByRole('radiogroup', { name: 'Day', exact: true }).getByRole('radio').first();
  await day.focus();
  await page.keyboard.press('Space');
  const times = page.getByRole('radiogroup', { name: /^Time on / }).getByRole('radio');
  await times.first().waitFor();
  const time = times.nth(nth);
  await time.focus();
  await page.keyboard.press('Space');
}

describe('a visitor books a demo slot', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('requests a demo, books a time in their own zone, gets the invite and moves it from the mail link', async () => {
    const context: BrowserContext = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      timezoneId: 'Europe/London',
    });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const email = `slot-${Date.now()}@sharma.example`;
    await requestDemo(page, email);
    await page.getByText(/Times are in your time zone, Europe\/London\./).waitFor();
    await expectNoAxeViolations(page, 'the slot picker');
    await chooseSlot(page, 0);
    await page.getByRole('button', { name: 'Book this time' }).focus();
    await page.keyboard.press('Enter');
    await page
      .getByText(/^Your demo is booked for .+ \(Europe\/London\)\. We have emailed you a calendar invite\.$/)
      .waitFor();

    // The confirmation mail, with the invite and the link to change it.
    await expect
      .poll(async () => (await mailsTo(email)).filter((m) => m.subject.startsWith('Your LNF demo')).length)
      .toBe(1);
    const [booked] = (await mailsTo(email)).filter((m) => m.subject.startsWith('Your LNF demo'));
    const invite = inviteOf(booked!);
    expect(invite).toContain('METHOD:REQUEST\r\n');
    expect(invite).toContain('SEQUENCE:0\r\n');
    expect(invite).toMatch(/DTSTART:\d{8}T\d{6}Z\r\n/);
    const link = /https?:\/\/[^\s"]+\/demo-booking\/[\w-]+/.exec(booked!.text)?.[0];
    expect(link).toBeTruthy();

    // The mail's link, opened on this site: choose another time.
    await page.goto(`${baseUrl}${new URL(link!).pathname}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Choose another time' }).waitFor();
    await expectNoAxeViolations(page, 'the demo booking page');
    await page.getByRole('button', { name: 'Choose another time' }).click();
    await page.getByRole('radiogroup', { name: 'Day', exact: true }).waitFor();
    await chooseSlot(page, 1);
    await page.getByRole('button', { name: 'Move to this time' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText(/^Your demo is now on .+ \(Europe\/London\)\./).waitFor();
    await expect
      .poll(async () => (await mailsTo(email)).filter((m) => m.subject.startsWith('Your LNF demo')).length)
      .toBe(2);
    const moved = (await mailsTo(email)).filter((m) => m.subject.startsWith('Your LNF demo'));
    const updates = moved.map(inviteOf);
    expect(updates.some((text) => text.includes('SEQUENCE:1\r\n'))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('gives one of two visitors booking the same time at once the booking, and the other a clear message', async () => {
    const contexts = await Promise.all(
      [0, 1].map(() => browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: 'Asia/Kolkata' })),
    );
    const pages = await Promise.all(contexts.map((c) => c.newPage()));
    const stamp = Date.now();
    for (const [i, page] of pages.entries()) await requestDemo(page, `race-${stamp}-${i}@visitor.example`);
    // Both choose the last time of the first day, then press Book together.
    const labels = [];
    for (const page of pages) {
      const times = page.getByRole('radiogroup', { name: 'Day', exact: true }).getByRole('radio').first();
      await times.focus();
      await page.keyboard.press('Space');
      const last = page
        .getByRole('radiogroup', { name: /^Time on / })
        .getByRole('radio')
        .last();
      await last.focus();
      await page.keyboard.press('Space');
      labels.push(await last.evaluate((el) => el.closest('label')?.textContent ?? el.getAttribute('aria-label')));
    }
    expect(labels[0]).toBe(labels[1]);
    for (const page of pages) await page.getByRole('button', { name: 'Book this time' }).focus();
    await Promise.all(pages.map((page) => page.keyboard.press('Enter')));
    const outcome = async (page: Page) => {
      const booked = page.getByText(/^Your demo is booked for /);
      const taken = page
        .getByRole('alert')
        .filter({ hasText: 'That time has just been booked by someone else. Please choose another.' });
      await expect.poll(async () => (await booked.count()) + (await taken.count())).toBe(1);
      return (await booked.count()) === 1 ? 'booked' : 'taken';
    };
    expect((await Promise.all(pages.map(outcome))).sort()).toEqual(['booked', 'taken']);
    await Promise.all(contexts.map((c) => c.close()));
  });
});

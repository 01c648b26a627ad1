import { ApiClient, backoffice, user } from '@lnf/sdk';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations, hydrated, launch, watchErrors } from './browser';
import { loginAs } from './portal-helpers';

const baseUrl = inject('baseUrl');
const adminEmail = inject('adminEmail');
const adminPassword = inject('adminPassword');

async function adminClient(): Promise<ApiClient> {
  const tokens = await user.login(new ApiClient({ baseUrl }), { username: adminEmail, password: adminPassword });
  return new ApiClient({ baseUrl, getAccessToken: () => tokens.access_token });
}

/** Every analytics event the page sends, by the body it carries. */
function watchEvents(page: Page): Array<Record<string, string>> {
  const sent: Array<Record<string, string>> = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/public/events')) sent.push(JSON.parse(request.postData() ?? '{}'));
  });
  return sent;
}

/** The funnel row of a landing page, as staff read it from the API. */
async function sourceRow(path: string) {
  const funnel = await backoffice.funnel(await adminClient(), { weeks: 1 });
  return funnel.sources.find((s) => s.path === path);
}

describe('the funnel, measured only with consent', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('sends nothing and stores nothing for a visitor who rejects, or before any choice', async () => {
    const context: BrowserContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const events = watchEvents(page);
    await page.goto(`${baseUrl}/lnf-workforce`);
    await hydrated(page);
    const notice = page.getByRole('region', { name: 'Cookie notice' });
    await notice.waitFor();
    // Before a choice: no cookie, nothing kept, nothing sent.
    expect(await context.cookies()).toEqual([]);
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('lnf:visitor')))).toEqual([]);
    // Accept and reject weigh the same.
    const [accept, reject] = [
      notice.getByRole('button', { name: 'Got it!' }),
      notice.getByRole('button', { name: 'Reject' }),
    ];
    const look = (b: typeof accept) =>
      b.evaluate((el) => {
        const s = getComputedStyle(el);
        return [s.backgroundColor, s.color, s.fontWeight, s.fontSize, el.getBoundingClientRect().height];
      });
    expect(await look(reject)).toEqual(await look(accept));
    await expectNoAxeViolations(page, 'the cookie notice with accept and reject');
    await reject.click();
    await notice.waitFor({ state: 'detached' });
    await page.getByRole('link', { name: 'Schedule Demo' }).first().click();
    await page.waitForURL(`${baseUrl}/schedule-demo`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.goto(`${baseUrl}/our-plans`);
    await hydrated(page);
    await page.waitForFunction(() => document.documentElement.dataset.overlays === 'ready');
    expect(events).toEqual([]);
    expect((await context.cookies()).map((c) => `${c.name}=${c.value}`)).toEqual(['lnf-cookie-consent=0']);
    expect(await page.evaluate(() => localStorage.getItem('lnf:visitor'))).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("counts a consenting visitor's path from landing page to demo request, and staff see it", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const events = watchEvents(page);
    const before = (await sourceRow('/lnf-aspire')) ?? { visits: 0, demoRequests: 0 };
    await page.goto(`${baseUrl}/lnf-aspire`);
    await hydrated(page);
    await page.getByRole('region', { name: 'Cookie notice' }).getByRole('button', { name: 'Got it!' }).click();
    // Accepted: this page counts from now.
    await expect.poll(() => events.map((e) => `${e.kind} ${e.path}`)).toContain('page_view /lnf-aspire');
    const visitor = await page.evaluate(() => localStorage.getItem('lnf:visitor'));
    expect(visitor).toMatch(/^[0-9a-f-]{36}$/);
    await page.getByRole('main').getByRole('link', { name: 'Schedule Demo' }).first().click();
    await page.waitForURL(`${baseUrl}/schedule-demo`);
    await page.getByLabel('First name').fill('Kavya');
    await page.getByLabel('Last name').fill('Nair');
    await page.getByLabel('Business name').fill('Nair Spices');
    await page.getByLabel('Work email').fill(`funnel-${Date.now()}@nair.example`);
    await page.getByLabel('Mobile number').fill('+91 98470 11223');
    await page.getByLabel('What would you like to see?').fill('Appraisals for 60 people.');
    await page.getByRole('checkbox', { name: "I'm not a robot" }).focus();
    await page.keyboard.press('Space');
    await page.getByText('Verified').waitFor();
    await page.getByRole('button', { name: 'Request Demo' }).click();
    await page.getByText('Thank you, your demo request is in.').waitFor();
    await expect
      .poll(() => events.map((e) => `${e.kind} ${e.path}`))
      .toEqual(
        expect.arrayContaining([
          'page_view /lnf-aspire',
          'cta_press /lnf-aspire',
          'page_view /schedule-demo',
          'demo_request /schedule-demo',
        ]),
      );
    expect(new Set(events.map((e) => e.visitorId))).toEqual(new Set([visitor]));
    // No cookie but the notice's own answer.
    expect((await context.cookies()).map((c) => c.name)).toEqual(['lnf-cookie-consent']);
    await expect.poll(async () => (await sourceRow('/lnf-aspire'))?.demoRequests).toBe(before.demoRequests + 1);
    expect((await sourceRow('/lnf-aspire'))?.visits).toBe(before.visits + 1);
    expect(errors).toEqual([]);

    // Staff read the same on the back-office page.
    await loginAs(page, adminEmail, adminPassword);
    await page.goto(`${baseUrl}/backoffice/funnel`);
    const table = page
      .getByRole('grid', { name: 'Funnel by landing page' })
      .or(page.getByRole('table', { name: 'Funnel by landing page' }));
    const row = table.getByRole('row').filter({ hasText: '/lnf-aspire' });
    await row.waitFor();
    expect(await row.textContent()).toContain(String(before.demoRequests + 1));
    await expectNoAxeViolations(page, 'the funnel page');
    await context.close();
  });
});

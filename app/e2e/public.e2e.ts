import { createHash } from 'node:crypto';
import { ApiClient, BILLING_INTERVAL_MONTHS, customer, formatWholeRupees, user } from '@lnf/sdk';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { headOf } from '../src/route-heads';
import { shareImagePath } from '../src/share-image';
import { publicRoutes } from '../src/routes.public';
import { expectNoAxeViolations, fullStylesheetsOn, hydrated, launch, watchErrors } from './browser';

const baseUrl = inject('baseUrl');

type GraphNode = Record<string, unknown> & { '@type': string };
/** The page's JSON-LD graph, parsed from its HTML as a crawler reads it. */
function structuredDataIn(html: string): GraphNode[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  expect(blocks).toHaveLength(1);
  const data = JSON.parse(blocks[0]![1]!) as { '@context': string; '@graph': GraphNode[] };
  expect(data['@context']).toBe('https://schema.org');
  return data['@graph'];
}

type OfferNode = {
  name: string;
  price: number;
  sku: string;
  priceSpecification: { billingDuration: { value: number } };
};
/** The offers of a page's structured data, as '<plan display name>|<billing months>' -> '₹8,999'. */
function offeredPrices(graph: GraphNode[]): Map<string, string> {
  const offers = graph.filter((n) => n['@type'] === 'SoftwareApplication').flatMap((n) => n.offers as OfferNode[]);
  return new Map(
    offers.map((o) => [
      `${o.name.split(', ')[0]}|${o.priceSpecification.billingDuration.value}`,
      formatWholeRupees(o.price),
    ]),
  );
}
const widths = [1280, 375] as const;

async function adminClient(): Promise<ApiClient> {
  const tokens = await user.login(new ApiClient({ baseUrl }), {
    username: inject('adminEmail'),
    password: inject('adminPassword'),
  });
  return new ApiClient({ baseUrl, getAccessToken: () => tokens.access_token });
}

/** What has keyboard focus: an input's name, else its role and accessible text. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return '';
    return (
      el.getAttribute('name') ||
      el.getAttribute('role') ||
      `${el.tagName.toLowerCase()}:${el.textContent?.trim() ?? ''}`
    );
  });
}

/** Presses Tab until `name` has focus, as a keyboard user would reach a field. */
async function tabTo(page: Page, name: string, limit = 60): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if ((await focused(page)) === name) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${name}; focus is on ${await focused(page)}`);
}

describe('every public route, prerendered and accessible', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const width of widths) {
    describe(`at ${width} px`, () => {
      let context: BrowserContext;
      beforeAll(async () => {
        context = await browser.newContext({ viewport: { width, height: 900 } });
      });
      afterAll(async () => {
        await context?.close();
      });

      for (const route of publicRoutes) {
        it(`${route.path}: 200, its own head, one h1, hydrates cleanly, no axe violations`, async () => {
          const page = await context.newPage();
          const errors = watchErrors(page);
          const res = await page.goto(`${baseUrl}${route.path}`);
          expect(res?.status()).toBe(200);
          const html = (await res?.text()) ?? '';
          // Prerendered: head tags and the heading are in the HTML before any script runs.
          expect(html).toContain(`<link rel="canonical" href="https://www.lnf.example${route.path}"`);
          expect(html).toContain('property="og:title"');
          // Structured data: one schema.org graph naming who runs the site.
          const graph = structuredDataIn(html);
          expect(graph.map((n) => n['@type'])).toEqual(expect.arrayContaining(['Organization', 'WebSite']));
          // A share card at the address the head names, as a crawler would fetch it.
          if (width === widths[0] && route.path !== '/permissionDenied') {
            const image = /<meta property="og:image" content="https:\/\/www\.lnf\.example([^"]+)"/.exec(html)?.[1];
            expect(image, 'og:image').toBe(shareImagePath(route.path));
            const card = await fetch(`${baseUrl}${image}`);
            expect(card.status).toBe(200);
            expect(card.headers.get('content-type')).toBe('image/png');
            expect((await card.arrayBuffer()).byteLength).toBeLessThan(100 * 1024);
          }
          expect(html).toMatch(/<h1[\s>]/);
          // Its critical CSS is inlined and allowed by its hash; the full stylesheets do not block.
          const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
          expect(style.length).toBeGreaterThan(1000);
          const hash = createHash('sha256').update(style).digest('base64');
          expect(res?.headers()['content-security-policy']).toContain(`'sha256-${hash}'`);
          // The full stylesheets are named in a <noscript> only, for the loader to add after the first paint.
          expect(html.replace(/<noscript data-deferred-css>.*?<\/noscript>/g, '')).not.toMatch(
            /<link rel="stylesheet"/,
          );
          // Scripts start after the first paint, from the hashed inline loader.
          expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
          expect(html).toMatch(/<script>\(function\(\)\{.*PerformanceObserver/);
          expect(await page.title()).toBe(headOf(route.path).title);
          await hydrated(page);
          await fullStylesheetsOn(page);
          const h1 = page.getByRole('heading', { level: 1 });
          expect(await h1.count()).toBe(1);
          expect((await h1.textContent())?.trim().length).toBeGreaterThan(5);
          await page.getByRole('region', { name: 'Cookie notice' }).waitFor();
          // React Aria's one <style> (touch-action for pressables) is in the HTML, allowed by the
          // CSP, so hydration adds none: inserting it re-laid out the whole page (docs/performance.md).
          expect(html).toContain('<style id="react-aria-pressable-style">');
          expect(
            await page.evaluate(() => {
              const styles = document.querySelectorAll<HTMLStyleElement>('style#react-aria-pressable-style');
              return [styles.length, styles[0]?.sheet?.cssRules.length ?? 0];
            }),
          ).toEqual([1, 1]);
          await expectNoAxeViolations(page, `${route.path} at ${width} px`);
          expect(errors).toEqual([]);
          await page.close();
        });
      }
    });
  }
});

describe('visitor journeys', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    browser = await launch();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    errors = watchErrors(page);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('opens a product from the mega menu, and the menu closes', async () => {
    const scripts: string[] = [];
    const onResponse = (r: { url(): string; request(): { resourceType(): string } }) => {
      if (r.request().resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    };
    page.on('response', onResponse);
    await page.goto(`${baseUrl}/`);
    await hydrated(page);
    await page.waitForFunction(() => document.documentElement.dataset.overlays === 'ready');
    // The landed page's head came with its HTML: no page's titles are fetched for it.
    expect(scripts.filter((path) => /\/head-[\w-]+\.js$/.test(path))).toEqual([]);
    page.off('response', onResponse);
    expect(await page.locator('script[type="application/ld+json"]').count()).toBe(1);
    const trigger = page.getByRole('button', { name: 'Products' }).first();
    await trigger.click();
    expect(await trigger.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('link', { name: 'LNF Books' }).first().waitFor({ state: 'visible' });
    await expectNoAxeViolations(page, 'mega menu open');
    await page.getByRole('link', { name: 'LNF Books' }).first().click();
    await page.waitForURL(`${baseUrl}/lnf-books`);
    await page.getByRole('heading', { level: 1, name: 'Accounts that close on time, with GST done right' }).waitFor();
    // The head follows a client-side navigation once route-heads.ts has loaded.
    await expect.poll(() => page.title()).toBe(headOf('/lnf-books').title);
    // The home page's structured data would describe the wrong page now.
    expect(await page.locator('script[type="application/ld+json"]').count()).toBe(0);
    expect(await trigger.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  it('opens a product from the mobile menu', async () => {
    const mobile = await browser.newPage({ viewport: { width: 375, height: 800 } });
    await mobile.goto(`${baseUrl}/`);
    await hydrated(mobile);
    await mobile.getByRole('button', { name: 'Menu' }).click();
    await mobile.getByRole('button', { name: 'Products' }).click();
    await mobile.getByRole('banner').getByRole('link', { name: 'LNF Aspire' }).click();
    await mobile.waitForURL(`${baseUrl}/lnf-aspire`);
    await mobile.getByRole('heading', { level: 1, name: 'Appraisals people believe in, not dread' }).waitFor();
    expect(await mobile.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('false');
    await mobile.close();
  });

  it('marks every field of an invalid demo request and calls no server', async () => {
    await page.goto(`${baseUrl}/schedule-demo`);
    await hydrated(page);
    let apiCalls = 0;
    const count = (r: { url(): string }) => {
      if (r.url().includes('/api/')) apiCalls++;
    };
    page.on('request', count);
    await tabTo(page, 'firstName');
    await page.keyboard.press('Enter');
    for (const message of [
      'First name is required',
      'Last name is required',
      'Business name is required',
      'Email is required.',
      'Mobile number is required',
      'Description is required',
    ]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    expect(await focused(page)).toBe('firstName');
    expect(await page.locator('[aria-invalid="true"]').count()).toBeGreaterThanOrEqual(6);
    page.off('request', count);
    expect(apiCalls).toBe(0);
    await expectNoAxeViolations(page, 'demo form with errors');
  });

  it('asks for the captcha before sending a valid request', async () => {
    await page.goto(`${baseUrl}/schedule-demo`);
    await hydrated(page);
    await page.getByLabel('First name').fill('Asha');
    await page.getByLabel('Last name').fill('Verma');
    await page.getByLabel('Business name').fill('Verma Exports');
    await page.getByLabel('Work email').fill('asha@verma.example');
    await page.getByLabel('Mobile number').fill('+91 98480 22338');
    await page.getByLabel('What would you like to see?').fill('Payroll for 80 people across two states.');
    await page.getByRole('button', { name: 'Request Demo' }).click();
    await page.getByText('Please check recaptcha').waitFor();
  });

  it('completes the demo request by keyboard alone, captcha included, and saves it as CREATED', async () => {
    await page.goto(`${baseUrl}/schedule-demo`);
    await hydrated(page);
    const email = `kb-${Date.now()}@demo.example`;
    await tabTo(page, 'firstName');
    const steps: Array<[string, string]> = [
      ['firstName', 'Meera'],
      ['lastName', 'Krishnan'],
      ['businessName', 'Krishnan Logistics'],
      ['websiteUrl', 'https://krishnan-logistics.example'],
      ['email', email],
      ['mobile', '+91 99890 12345'],
    ];
    for (const [name, text] of steps) {
      expect(await focused(page)).toBe(name);
      await page.keyboard.type(text);
      await page.keyboard.press('Tab');
    }
    // Country: a combobox; replace India with Singapore by typing and choosing from the list.
    expect(['country', 'combobox']).toContain(await focused(page));
    await page.keyboard.press('Control+A');
    await page.keyboard.type('Singap');
    await page.getByRole('option', { name: 'Singapore' }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('description');
    await page.keyboard.type('Fleet payroll and driver attendance for 300 people.');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).type)).toBe('checkbox');
    await page.keyboard.press('Space');
    await page.getByText('Verified').waitFor();
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('button:Request Demo');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Submitted!' }).waitFor();
    await page.getByText('Thank you, your demo request is in.').waitFor();
    // Spec: a successful submit resets the form.
    expect(await page.getByLabel('First name').inputValue()).toBe('');
    expect(await page.getByRole('checkbox', { name: "I'm not a robot" }).isChecked()).toBe(false);

    const saved = (await customer.listInquiries(await adminClient())).find((i) => i.email === email);
    expect(saved).toMatchObject({
      firstName: 'Meera',
      lastName: 'Krishnan',
      businessName: 'Krishnan Logistics',
      country: 'SG',
      status: 'CREATED',
    });
  });

  it('sends the contact form into the Contacts table', async () => {
    await page.goto(`${baseUrl}/contact`);
    await hydrated(page);
    const email = `contact-${Date.now()}@visitor.example`;
    const field = (name: string) => page.getByRole('textbox', { name, exact: true });
    await field('First name').fill('Rohan');
    await field('Last name').fill('Gupta');
    await field('Email').fill(email);
    await field('Phone number').fill('+91 90000 11111');
    await field('Company').fill('Gupta Retail');
    await field('Message').fill('We have 40 stores and want to understand payroll pricing.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Thank you, your message has been sent.', { exact: false }).waitFor();
    const saved = (await customer.listContacts(await adminClient())).find((c) => c.email === email);
    expect(saved).toMatchObject({ firstName: 'Rohan', company: 'Gupta Retail', country: 'India', status: 'NEW' });
  });

  it('stays axe clean while the request bar shows for a slow request', async () => {
    await page.goto(`${baseUrl}/contact`);
    await hydrated(page);
    await page.waitForFunction(() => document.documentElement.dataset.overlays === 'ready');
    // The server's answer is held until the bar has been checked: a request slower than the throttle.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/portal/customer/contact', async (route) => {
      await held;
      await route.continue();
    });
    const field = (name: string) => page.getByRole('textbox', { name, exact: true });
    await field('First name').fill('Meera');
    await field('Last name').fill('Iyer');
    await field('Email').fill(`slow-${Date.now()}@visitor.example`);
    await field('Phone number').fill('+91 90000 22222');
    await field('Company').fill('Iyer Textiles');
    await field('Message').fill('Please call us about payroll for 120 staff.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.locator('[data-phase="running"]').waitFor({ state: 'attached' });
    // The trickle runs for seconds; the axe helper would otherwise wait for it to end.
    await page.evaluate(() =>
      document.getAnimations().forEach((a) => a.effect?.getComputedTiming().iterations !== Infinity && a.finish()),
    );
    await expectNoAxeViolations(page, 'a page with the request bar showing');
    release();
    await page.getByText('Thank you, your message has been sent.', { exact: false }).waitFor();
    await page.unroute('**/portal/customer/contact');
  });

  it('prices the plans in the structured data as the pricing page shows them, on every billing period', async () => {
    const res = await page.goto(`${baseUrl}/our-plans`);
    const offered = offeredPrices(structuredDataIn((await res?.text()) ?? ''));
    await hydrated(page);
    const periods = { Monthly: 'MONTHLY', Quarterly: 'QUARTERLY', Yearly: 'ANNUALLY' } as const;
    let compared = 0;
    for (const [label, period] of Object.entries(periods)) {
      await page.getByRole('radio', { name: label }).click();
      // The server's plans replace the published list once they arrive: compare what shows then.
      await expect.poll(() => page.getByRole('radio', { name: label }).isChecked()).toBe(true);
      const cards = page.getByRole('article');
      await expect.poll(() => cards.count()).toBeGreaterThan(0);
      for (const card of await cards.all()) {
        const name = (await card.getByRole('heading', { level: 2 }).textContent())!.trim();
        const shown = /₹[\d,]+/.exec((await card.textContent()) ?? '')?.[0];
        expect(shown, `${name} ${label}`).toBe(offered.get(`${name}|${BILLING_INTERVAL_MONTHS[period]}`));
        compared++;
      }
    }
    expect(compared).toBe(offered.size);
  });

  it("prices a product's plans in its structured data as its page shows them", async () => {
    for (const path of ['/lnf-recruiter', '/lnf-books']) {
      const res = await page.goto(`${baseUrl}${path}`);
      const html = (await res?.text()) ?? '';
      const offered = offeredPrices(structuredDataIn(html));
      const pricing = page.getByRole('region', { name: 'Pricing' });
      const shown = new Map<string, string>();
      for (const plan of await pricing.getByRole('listitem').all()) {
        const name = (await plan.getByRole('heading', { level: 3 }).textContent())!.trim();
        for (const row of await plan.locator('[data-period]').all()) {
          const period = (await row.getAttribute('data-period')) as keyof typeof BILLING_INTERVAL_MONTHS;
          shown.set(`${name}|${BILLING_INTERVAL_MONTHS[period]}`, /₹[\d,]+/.exec((await row.textContent()) ?? '')![0]);
        }
      }
      expect(shown.size, path).toBeGreaterThan(0);
      expect(shown, path).toEqual(offered);
    }
  });

  it('opens the chosen brochure', async () => {
    await page.goto(`${baseUrl}/download-brochure?product=lnf-books`);
    await hydrated(page);
    await page.getByLabel('Full name').fill('Nisha Rao');
    await page.getByLabel('Work email').fill('nisha@rao.example');
    await page.getByLabel('Mobile number').fill('9876543210');
    await page.getByLabel('Company').fill('Rao Traders');
    const popup = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Download brochure' }).click();
    const pdf = await popup;
    expect(pdf.url()).toMatch(/\/brochure\/lnf-books\.pdf$/);
    await pdf.close();
    await page.getByRole('link', { name: /Open the brochure/ }).waitFor();
  });

  it('creates a basket from a plan and goes to /basket', async () => {
    await page.goto(`${baseUrl}/our-plans`);
    await hydrated(page);
    await page.getByRole('radio', { name: 'Yearly' }).click();
    await page.getByRole('button', { name: 'Buy Now' }).first().click();
    await page.waitForURL(`${baseUrl}/basket`);
    const stored = await page.evaluate(() => localStorage.getItem('lnf:basketId'));
    expect(JSON.parse(stored!)).toMatch(/\S+/);
  });

  it("shows 'Link is not avaliable ' for a social link without a target", async () => {
    await page.goto(`${baseUrl}/about`);
    await hydrated(page);
    await page.getByRole('link', { name: 'LNF on Instagram' }).click();
    const toast = page.getByText('Link is not avaliable');
    await toast.waitFor();
    expect(await toast.evaluate((el) => el.textContent)).toBe('Link is not avaliable ');
    expect(page.url()).toBe(`${baseUrl}/about`);
  });

  it('speaks Indian English in a browser set to Hindi: built-in labels do not follow the browser', async () => {
    const hindi = await browser.newContext({ locale: 'hi-IN' });
    const p = await hindi.newPage();
    await p.goto(`${baseUrl}/`);
    await hydrated(p);
    const notice = p.getByRole('region', { name: 'Cookie notice' });
    await notice.getByRole('button', { name: 'Got it!' }).waitFor();
    expect(await p.evaluate(() => navigator.language)).toBe('hi-IN');
    await hindi.close();
  });

  it('remembers the cookie notice for 365 days across reloads', async () => {
    const fresh = await browser.newContext();
    const p = await fresh.newPage();
    await p.goto(`${baseUrl}/`);
    const notice = p.getByRole('region', { name: 'Cookie notice' });
    await notice.getByText('We use cookies to ensure you get the best experience').waitFor();
    await notice.getByRole('button', { name: 'Got it!' }).click();
    await notice.waitFor({ state: 'detached' });
    const cookie = (await fresh.cookies()).find((c) => c.name === 'lnf-cookie-consent');
    const days = (cookie!.expires - Date.now() / 1000) / 86400;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365);
    await p.reload();
    await hydrated(p);
    // The overlays (the cookie notice among them) have mounted and read the cookie.
    await p.waitForFunction(() => document.documentElement.dataset.overlays === 'ready');
    expect(await notice.count()).toBe(0);
    await fresh.close();
  });

  it('redirects a public path with a trailing slash and answers unknown paths with 404', async () => {
    const res = await fetch(`${baseUrl}/lnf-books/`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toMatch(/\/lnf-books$/);
    // A page of its own: the browser logs the 404 answer, which is the point here.
    const other = await context.newPage();
    const missing = await other.goto(`${baseUrl}/lnf-nothing`);
    expect(missing?.status()).toBe(404);
    await other.getByRole('heading', { level: 1, name: 'Oops! Page not found' }).waitFor();
    await other.getByRole('link', { name: 'Go To Home' }).waitFor();
    await other.close();
  });

  it('logged no errors in the browser console', () => {
    expect(errors).toEqual([]);
  });
});

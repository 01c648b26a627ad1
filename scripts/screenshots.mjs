// `npm run screenshots`: every route at 375 and 1280 px into .cache/screenshots/, and a check that
// nothing on them overlaps. Needs a build. Public routes are shot logged out (first visit, cookie
// notice showing); portal routes logged in as the seeded admin with real data: an order paid
// through the local payment adapter (its receipt), a fresh basket, the error pages (an unknown
// order: 404; a page chunk that will not load: the error page after the reload guard) and a page
// with three toasts while a field has focus.
//
//   npm run screenshots                 every route
//   npm run screenshots -- /dashboard   only these paths (portal states by name: error-chunk,
//                                       error-404, toasts, billing-change, billing-failed)
//
// Exits 1 when a page overlaps: wider than the viewport, two pieces of content drawn over each
// other, or a toast over the focused field.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { fillOrderFormAndPlace, payWithTestCard } from '../app/e2e/order-form.mjs';
import { allRevealed, RENDER_LATER } from '../app/scripts/render-later.mjs';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const root = new URL('..', import.meta.url).pathname;
const out = join(root, '.cache/screenshots');
const widths = [375, 1280];
const password = 'Screens-Admin-Pass-1';

const port = await new Promise((resolve) => {
  const srv = createServer().listen(0, '127.0.0.1', () => {
    const { port } = srv.address();
    srv.close(() => resolve(port));
  });
});
const dataDir = mkdtempSync(join(tmpdir(), 'lnf-shots-'));
const server = spawn(process.execPath, [join(root, 'packages/server/bin/lnf-server.mjs')], {
  env: {
    ...process.env,
    PORT: String(port),
    LNF_DATA_DIR: dataDir,
    LNF_ADMIN_PASSWORD: password,
    DATABASE_URL: '',
    LNF_ADMIN_SECOND_FACTOR: 'off',
  },
  stdio: 'ignore',
});
const base = `http://127.0.0.1:${port}`;
for (let i = 0; i < 300; i++) {
  try {
    if ((await fetch(`${base}/api/health`)).ok) break;
  } catch {
    // not listening yet
  }
  await new Promise((r) => setTimeout(r, 100));
}

const { prerendered, client } = JSON.parse(readFileSync(join(root, 'app/dist/routes.json'), 'utf8'));
const only = process.argv.slice(2);
const wanted = (path) => only.length === 0 || only.includes(path);
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
const fileName = (name, width) =>
  join(out, `${name === '/' ? 'home' : name.replace(/^\//, '').replace(/[/:]/g, '_')}-${width}.png`);
const problems = [];

/**
 * Runs in the page: what overlaps. Content is every visible element that draws text of its own, a
 * control or an image; two of them overlap when their boxes share more than 2 px each way and one
 * does not contain the other. Layers (fixed or sticky: header, cookie notice, toasts) are compared
 * only within themselves, except that no toast may cover the focused element.
 */
function findOverlaps() {
  const found = [];
  const width = window.innerWidth;
  if (document.documentElement.scrollWidth > width)
    found.push(`page is ${document.documentElement.scrollWidth}px wide`);
  const layerOf = (el) => {
    for (let e = el; e; e = e.parentElement) {
      const position = getComputedStyle(e).position;
      if (position === 'fixed' || position === 'sticky') return e;
    }
    return null;
  };
  const visible = (el) => {
    for (let e = el; e; e = e.parentElement) {
      const style = getComputedStyle(e);
      if (style.display === 'none' || style.visibility === 'hidden' || Number(style.opacity) === 0) return false;
      // Visually hidden (React Aria's VisuallyHidden: a 1 px clipped box around a native input).
      if (
        style.clipPath === 'inset(50%)' ||
        (style.overflow === 'hidden' && (parseFloat(style.width) <= 1 || parseFloat(style.height) <= 1))
      )
        return false;
    }
    return true;
  };
  const content = [...document.body.querySelectorAll('*')].filter((el) => {
    if (el.closest('svg') && el.tagName.toLowerCase() !== 'svg') return false;
    const box = el.getBoundingClientRect();
    if (box.width < 3 || box.height < 3) return false; // visually hidden text is 1 x 1
    const drawsContent =
      ['INPUT', 'BUTTON', 'SELECT', 'TEXTAREA', 'IMG'].includes(el.tagName) ||
      el.tagName.toLowerCase() === 'svg' ||
      [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent.trim());
    return drawsContent && visible(el);
  });
  const describe = (el) =>
    `<${el.tagName.toLowerCase()}> "${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 40)}"`;
  // A field's own text sits inside its padding; an icon or button inside that padding (a combo
  // box's chevron, a search glass) is by design.
  const contentBox = (el) => {
    const box = el.getBoundingClientRect();
    if (!['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName)) return box;
    const style = getComputedStyle(el);
    const px = (v) => parseFloat(v) || 0;
    return {
      left: box.left + px(style.paddingLeft) + px(style.borderLeftWidth),
      right: box.right - px(style.paddingRight) - px(style.borderRightWidth),
      top: box.top + px(style.paddingTop) + px(style.borderTopWidth),
      bottom: box.bottom - px(style.paddingBottom) - px(style.borderBottomWidth),
    };
  };
  const boxes = content.map((el) => ({ el, box: contentBox(el), layer: layerOf(el) }));
  const overlap = (a, b) =>
    Math.min(a.right, b.right) - Math.max(a.left, b.left) > 2 &&
    Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 2;
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i];
      const b = boxes[j];
      if (a.layer !== b.layer || a.el.contains(b.el) || b.el.contains(a.el)) continue;
      // Two pieces of one control (a bell's icon and its unread badge) are that control's drawing,
      // which its component's visual baselines check.
      const control = a.el.closest('button, a');
      if (control && control === b.el.closest('button, a')) continue;
      if (overlap(a.box, b.box)) found.push(`${describe(a.el)} overlaps ${describe(b.el)}`);
    }
  }
  const focused = document.activeElement;
  if (focused && focused !== document.body) {
    for (const toast of document.querySelectorAll(
      '[role="alertdialog"], [data-toast], [role="region"] [role="alert"]',
    )) {
      if (overlap(toast.getBoundingClientRect(), focused.getBoundingClientRect()))
        found.push(`a toast covers the focused ${describe(focused)}`);
    }
  }
  return found.slice(0, 10);
}

/**
 * Checks and shoots a page: the whole page from the top, or with `{ viewport: true }` the screen as
 * it is (fixed layers such as toasts where the person sees them).
 */
async function shoot(page, name, width, { viewport = false } = {}) {
  await page.evaluate(() => document.fonts.ready);
  // A prerendered page lays out what is below its first view once idle (app/scripts/prerender.mjs):
  // a full-page shot waits for all of it.
  await page.waitForFunction(allRevealed, RENDER_LATER);
  const found = await page.evaluate(findOverlaps);
  for (const p of found) problems.push(`${name} at ${width}px: ${p}`);
  if (!viewport) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: fileName(name, width), fullPage: !viewport });
}

async function hydrated(page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/** A plan into the basket, as a customer picks it. */
async function newBasket(page) {
  await page.goto(`${base}/our-plans`);
  await hydrated(page);
  await page
    .getByRole('article', { name: 'LNF Professional Essential' })
    .getByRole('button', { name: 'Buy Now' })
    .click();
  await page.waitForURL(`${base}/basket`);
  await page.getByRole('heading', { name: 'Your basket' }).waitFor();
}

try {
  // Log in once through the login modal at desktop width, then pay for one order (the receipt's
  // data and the customer's address), and keep the session for every width.
  let session = null;
  let orderId = null;
  {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${base}/`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Got it!' }).click();
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByLabel('Email').fill('admin@lnf.local');
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('dialog').getByRole('button', { name: 'Login' }).click();
    try {
      await page.waitForURL(`${base}/dashboard`, { timeout: 15_000 });
      await newBasket(page);
      await fillOrderFormAndPlace(page);
      await payWithTestCard(page);
      orderId = page.url().split('/').pop();
      session = await context.storageState();
    } catch (error) {
      console.warn(`screenshots: the portal journey failed (${error.message.split('\n')[0]}); portal routes skipped`);
      problems.push('the portal journey (log in, order, pay) failed');
    }
    await context.close();
  }

  for (const width of widths) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    for (const path of [...prerendered, '/no-such-page'].filter(wanted)) {
      await page.goto(base + path, { waitUntil: 'networkidle' });
      await shoot(page, path, width);
    }
    await context.close();
    if (!session) continue;

    const portal = await browser.newContext({ viewport: { width, height: 900 }, storageState: session });
    const p = await portal.newPage();
    for (const route of client) {
      const path = route.replace(':orderId', orderId);
      if (!wanted(route) && !wanted(path)) continue;
      if (route === '/basket') await newBasket(p);
      else await p.goto(base + path, { waitUntil: 'networkidle' });
      await p.waitForLoadState('networkidle');
      await shoot(p, route.replace('/:orderId', ''), width);
    }

    if (wanted('error-404')) {
      await p.goto(`${base}/order-confirmation/00000000-0000-4000-8000-000000000000`, { waitUntil: 'networkidle' });
      await p.getByRole('heading', { name: 'This page could not be found' }).waitFor();
      await shoot(p, 'error-404', width);
    }

    if (wanted('error-chunk')) {
      // The dashboard's chunk will not load, and the page reloaded for it less than 60 s ago.
      await p.goto(`${base}/profile`, { waitUntil: 'networkidle' });
      await p.route(/\/assets\/Dashboard-[^/]+\.js$/, (r) => r.abort());
      await p.evaluate(() => sessionStorage.setItem('lnf:chunk-reload-at', String(Date.now())));
      await p
        .getByRole('banner')
        .getByRole('link', { name: 'Dashboard' })
        .first()
        .click()
        .catch(async () => {
          await p.goto(`${base}/dashboard`);
        });
      await p.getByRole('heading', { level: 1 }).filter({ hasText: /./ }).first().waitFor();
      await p.getByRole('link', { name: /home/i }).first().waitFor();
      await shoot(p, 'error-chunk', width);
      await p.unroute(/\/assets\/Dashboard-[^/]+\.js$/);
    }

    if (wanted('toasts')) {
      // Three saves of the primary address: three toasts, then the focus back in a field.
      await p.goto(`${base}/profile`, { waitUntil: 'networkidle' });
      for (let i = 0; i < 3; i++) {
        await p.getByRole('button', { name: 'Edit primary address' }).click();
        await p.getByRole('button', { name: 'Save address' }).click();
        await p.getByRole('button', { name: 'Edit primary address' }).waitFor();
      }
      await p.getByRole('button', { name: 'Edit primary address' }).click();
      await p.getByLabel('Address line 1').focus();
      await p.waitForFunction(() => document.querySelectorAll('[data-toast], [role="alertdialog"]').length >= 3);
      await shoot(p, 'toasts', width, { viewport: true });
    }
    if (wanted('billing-change')) {
      // The plan change dialog with the prorated cost of an upgrade, before it is confirmed.
      await p.goto(`${base}/billing`, { waitUntil: 'networkidle' });
      await p.getByRole('button', { name: 'Change plan' }).first().click();
      const dialog = p.getByRole('dialog', { name: 'Change plan' });
      await dialog
        .getByRole('button', { name: /\bPlan\b/ })
        .first()
        .click();
      await p.getByRole('option', { name: 'LNF Professional', exact: true }).click();
      await dialog.getByRole('button', { name: 'Review change' }).click();
      await dialog.getByRole('region', { name: 'Cost of the change' }).waitFor();
      await shoot(p, 'billing-change', width, { viewport: true });
      await p.keyboard.press('Escape');
    }

    if (wanted('billing-failed')) {
      // A renewal that failed: the banner on a portal page (the test provider's renewal, failed).
      await p.goto(`${base}/billing`, { waitUntil: 'networkidle' });
      const call = (path, body) =>
        p.evaluate(
          async ([path, body]) => {
            const auth = JSON.parse(localStorage.getItem('lnf:auth') ?? '{}');
            const headers = {
              authorization: `Bearer ${auth.tokens?.access_token}`,
              'content-type': 'application/json',
            };
            const [sub] = await (await fetch('/api/v1/lnf/portal/billing/subscriptions', { headers })).json();
            await fetch(path.replace(':id', sub.id), {
              method: 'POST',
              headers,
              body: JSON.stringify(body.subscriptionId ? { ...body, subscriptionId: sub.id } : body),
            });
          },
          [path, body],
        );
      await call('/api/v1/lnf/portal/orders/payment/test-renewal', { subscriptionId: ':id', outcome: 'failed' });
      await p.goto(`${base}/dashboard`, { waitUntil: 'networkidle' });
      await p.getByRole('alert').filter({ hasText: 'renewal payment' }).waitFor();
      await shoot(p, 'billing-failed', width, { viewport: true });
      // A new card pays the renewal: the next width starts from a running subscription again.
      await call('/api/v1/lnf/portal/billing/subscriptions/:id/card', {
        cardNumber: '5555555555554444',
        cardHolderName: 'LNF Admin',
        expiry: '12/30',
        cvv: '123',
      });
    }
    await portal.close();
  }
  console.log(`screenshots: ${out}`);
} finally {
  await browser.close();
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}

if (problems.length) {
  console.error(`screenshots: ${problems.length} overlap(s)\n  ${problems.join('\n  ')}`);
  process.exitCode = 1;
} else {
  console.log('screenshots: nothing overlaps');
}

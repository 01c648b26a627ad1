// `npm run screenshots`: every route at 375 and 1280 px (public routes logged out,
// portal routes logged in as the seeded admin) into .cache/screenshots/. Needs a build.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
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
  env: { ...process.env, PORT: String(port), LNF_DATA_DIR: dataDir, LNF_ADMIN_PASSWORD: password, DATABASE_URL: '' },
  stdio: 'ignore',
});
const base = `http://127.0.0.1:${port}`;
for (let i = 0; i < 300; i++) {
  try {
    if ((await fetch(`${base}/api/health`)).ok) break;
  } catch {}
  await new Promise((r) => setTimeout(r, 100));
}

const { prerendered, client } = JSON.parse(readFileSync(join(root, 'app/dist/routes.json'), 'utf8'));
const only = process.argv.slice(2);
const pick = (paths) => (only.length ? paths.filter((p) => only.includes(p)) : paths);
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
const name = (path, width) => join(out, `${path === '/' ? 'home' : path.slice(1).replace(/\//g, '_')}-${width}.png`);

try {
  // Log in once through the login modal at desktop width (below 1024 px the Login button sits
  // behind the menu toggle), then reuse the session for every width.
  let session = null;
  {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${base}/`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByLabel('Email').fill('admin@lnf.local');
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('dialog').getByRole('button', { name: 'Login' }).click();
    try {
      await page.waitForURL(`${base}/dashboard`, { timeout: 15_000 });
      session = await context.storageState();
    } catch {
      console.warn('screenshots: login failed, portal routes skipped');
    }
    await context.close();
  }
  for (const width of widths) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    for (const path of pick([...prerendered, '/no-such-page'])) {
      await page.goto(base + path, { waitUntil: 'networkidle' });
      await page.screenshot({ path: name(path, width), fullPage: true });
    }
    await context.close();
    if (!session) continue;
    const portal = await browser.newContext({ viewport: { width, height: 900 }, storageState: session });
    const portalPage = await portal.newPage();
    for (const path of pick(client)) {
      await portalPage.goto(base + path, { waitUntil: 'networkidle' });
      await portalPage.screenshot({ path: name(path, width), fullPage: true });
    }
    await portal.close();
  }
  console.log(`screenshots: ${out}`);
} finally {
  await browser.close();
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}

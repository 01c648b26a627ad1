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
  for (const width of widths) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    for (const path of pick([...prerendered, '/no-such-page'])) {
      await page.goto(base + path, { waitUntil: 'networkidle' });
      await page.screenshot({ path: name(path, width), fullPage: true });
    }
    // Log in through the API and the app's storage, then visit the portal routes.
    const { encryptPassword } = await import('../packages/sdk/dist/index.js');
    const res = await fetch(`${base}/api/v1/lnf/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin@lnf.local', password: await encryptPassword(password) }),
    });
    if (res.ok) {
      await page.goto(`${base}/`);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await page.getByLabel('Email').fill('admin@lnf.local');
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByRole('dialog').getByRole('button', { name: 'Login' }).click();
      await page.waitForURL(`${base}/dashboard`);
      for (const path of pick(client)) {
        await page.goto(base + path, { waitUntil: 'networkidle' });
        await page.screenshot({ path: name(path, width), fullPage: true });
      }
    }
    await context.close();
  }
  console.log(`screenshots: ${out}`);
} finally {
  await browser.close();
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}

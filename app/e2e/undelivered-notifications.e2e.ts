import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient, notifications as outbox } from '@lnf/sdk';
import { openDatabase } from '../../packages/server/src/db';
import { notifications } from '../../packages/server/src/db/schema';
import { expectNoAxeViolations, hydrated, launch, watchErrors } from './browser';
import { acceptCookies, toast } from './portal-helpers';
import { startServer, type RunningServer } from './server';

/**
 * Staff resend a dead-lettered notification, on a server of its own: the dead letter is written
 * into its database through the server's own schema before it starts (the worker never makes one
 * on purpose in a few seconds). The customer's refusal of the page is in portal.e2e.ts.
 */

const adminEmail = inject('adminEmail');
const adminPassword = inject('adminPassword');
const recipient = `dead.letter.${Date.now().toString(36)}@example.com`;

describe('portal: an admin resends an undelivered notification', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'lnf-e2e-outbox-'));
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let errors: string[];
  let deadId: string;

  beforeAll(async () => {
    const database = await openDatabase({ databaseUrl: null, dataDir });
    const [dead] = await database.db
      .insert(notifications)
      .values({
        eventKey: `card.updated:e2e-${crypto.randomUUID()}:email`,
        event: 'card.updated',
        channel: 'email',
        toAddress: recipient,
        template: 'card-updated',
        payload: { subscriptionId: 'sub_e2e', plan: 'hr_essential', cardBrand: 'Visa', cardLast4: '4242' },
        status: 'dead',
        attempts: 8,
        lastError: 'SMTP 550 mailbox unavailable',
      })
      .returning({ id: notifications.id });
    deadId = dead!.id;
    await database.close();
    server = await startServer({ dataDir, adminEmail, adminPassword });
    browser = await launch();
    page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    errors = watchErrors(page);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('finds the page from the dashboard, sees the dead letter, resends it and the row goes', async () => {
    await page.goto(`${server.url}/`);
    await hydrated(page);
    await acceptCookies(page);
    await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click();
    const login = page.getByRole('dialog', { name: 'Login' });
    await login.getByLabel('Email').fill(adminEmail);
    await login.getByLabel('Password', { exact: true }).fill(adminPassword);
    await login.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL(`${server.url}/dashboard`);

    await page.getByRole('link', { name: 'Undelivered notifications' }).click();
    await page.waitForURL(`${server.url}/undelivered-notifications`);
    await page.getByRole('heading', { name: 'Undelivered notifications', level: 1 }).waitFor();
    const table = page.getByRole('table', { name: 'Undelivered notifications' });
    const row = table.getByRole('row').filter({ hasText: recipient });
    await row.getByRole('rowheader', { name: 'card.updated' }).waitFor();
    for (const cell of ['Email', '8', 'SMTP 550 mailbox unavailable']) {
      await row.getByRole('cell', { name: cell, exact: true }).waitFor();
    }
    await table.getByRole('columnheader', { name: 'Last tried (IST)' }).waitFor();
    await expectNoAxeViolations(page, 'undelivered notifications');

    await row.getByRole('button', { name: `Resend card.updated to ${recipient}` }).click();
    await toast(page, `Queued to send again: card.updated to ${recipient}`);
    await row.waitFor({ state: 'detached' });
    await page.getByText('No undelivered notifications', { exact: true }).waitFor();
    await expectNoAxeViolations(page, 'undelivered notifications, empty');

    // The server agrees: no longer dead, queued again from its first attempt (the worker may
    // have sent it already).
    const token = await page.evaluate(
      () => JSON.parse(localStorage.getItem('lnf:auth') ?? '{}').tokens.access_token as string,
    );
    const api = new ApiClient({ baseUrl: server.url, getAccessToken: () => token });
    expect((await outbox.listOutbox(api, 'dead')).map((n) => n.id)).not.toContain(deadId);
    const statusOf = async () => {
      for (const status of ['queued', 'sending', 'sent'] as const) {
        const found = (await outbox.listOutbox(api, status)).find((n) => n.id === deadId);
        if (found) return { status: found.status, lastError: found.lastError };
      }
      return null;
    };
    await expect.poll(statusOf).toMatchObject({ lastError: null });
  });

  it('logged no errors in the browser', () => {
    expect(errors).toEqual([]);
  });
});

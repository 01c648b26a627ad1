import { inject } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { ApiClient, basket } from '@lnf/sdk';
import { hydrated } from './browser';
import { mailedOtp } from './mailbox.mjs';

/** What the portal journeys share: keyboard and dialog helpers, the dev mailbox, the basket. */

const baseUrl = inject('baseUrl');

/** The accessible name of the focused element, roughly as assistive technology reads it. */
function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return '';
    const text = (n: Element | null) => (n?.textContent ?? '').replace(/\s+/g, ' ').replace(/\s\*$/, '').trim();
    const label = el.getAttribute('aria-label');
    if (label) return label.trim();
    const by = el.getAttribute('aria-labelledby');
    if (by)
      return by
        .split(/\s+/)
        .map((id) => text(document.getElementById(id)))
        .filter(Boolean)
        .join(' ');
    const labels = (el as HTMLInputElement).labels;
    if (labels && labels.length > 0) return text(labels[0]);
    return text(el);
  });
}

/** Presses Tab (only Tab) until the focused element's name matches. */
export async function tabTo(page: Page, name: string | RegExp, max = 60): Promise<void> {
  const matches = (n: string) => (typeof name === 'string' ? n === name : name.test(n));
  const seen: string[] = [];
  for (let i = 0; i < max; i++) {
    const current = await focusedName(page);
    if (matches(current)) return;
    seen.push(current);
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${String(name)}; passed: ${seen.join(' | ')}`);
}

/** Tabs to a field, replaces its text by typing. */
export async function typeInto(page: Page, name: string | RegExp, text: string): Promise<void> {
  await tabTo(page, name);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

export async function toast(page: Page, text: string): Promise<void> {
  await page.getByText(text, { exact: true }).first().waitFor();
}

/** The newest OTP mailed to `to` after `since` (the dev mailbox of the server). */
export function otpFor(to: string, since: number, base = baseUrl): Promise<string> {
  return mailedOtp(base, to, since);
}

/** Answers the cookie notice as a person would, so it no longer covers the bottom of pages. */
export async function acceptCookies(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: 'Got it!' });
  await button.waitFor({ timeout: 5000 }).catch(() => undefined);
  if (await button.isVisible()) await button.click();
}

export function dialog(page: Page, name: string): Locator {
  return page.getByRole('dialog', { name });
}

export async function openLogin(page: Page): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click();
  const d = dialog(page, 'Login');
  await d.waitFor();
  return d;
}

export async function loginAs(page: Page, email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/`);
  await hydrated(page);
  await acceptCookies(page);
  const d = await openLogin(page);
  await d.getByLabel('Email').fill(email);
  await d.getByLabel('Password', { exact: true }).fill(password);
  await d.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(`${baseUrl}/dashboard`);
}

/** A basket made the way /our-plans makes one, remembered under the app's storage key. */
export async function putBasketInStorage(
  page: Page,
  base = baseUrl,
  plan = 'hr_essential',
  users = 5,
): Promise<string> {
  const created = await basket.create(new ApiClient({ baseUrl: base }), { plan, renewalTerm: 'MONTHLY', users });
  await page.evaluate((id) => localStorage.setItem('lnf:basketId', JSON.stringify(id)), created.id);
  return created.id;
}

/** Network noise the flows cause on purpose (declined card 402, wrong OTP 400, no customer record yet 404, wrong password 401, OTP resend too soon 429). */
export const expectedNetworkNoise = /status of (400|401|402|404|429)/;

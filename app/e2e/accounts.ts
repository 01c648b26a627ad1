import { inject } from 'vitest';
import type { Page } from 'playwright-core';
import { ApiClient, basket, order, user } from '@lnf/sdk';
import { hydrated } from './browser';
import { acceptCookies, dialog, openLogin, otpFor, toast } from './portal-helpers';

/** Accounts for journeys that need a customer of their own: made through the UI, as a person would. */

const baseUrl = inject('baseUrl');

export interface NewCustomer {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
}

/** A customer nobody else uses, named after the test that needs it. */
export function newCustomer(tag: string): NewCustomer {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { email: `${tag}-${stamp}@example.com`, firstName: 'Meera', lastName: 'Iyer', password: 'Portal-Pass-1' };
}

/** Creates the account through Create Account (OTP from the dev mailbox), logs in, and lands on /dashboard. */
export async function signUpAndLogIn(page: Page, c: NewCustomer): Promise<void> {
  await page.goto(`${baseUrl}/`);
  await hydrated(page);
  await acceptCookies(page);
  const login = await openLogin(page);
  await login.getByRole('button', { name: "Don't Have An Account? Sign Up" }).click();
  const d = dialog(page, 'Create Account');
  await d.waitFor();
  await d.getByLabel('Email').fill(c.email);
  await d.getByLabel('First Name').fill(c.firstName);
  await d.getByLabel('Last Name').fill(c.lastName);
  await d.getByLabel('User Name').fill(c.email.split('@')[0]!);
  await d.getByLabel('Password', { exact: true }).fill(c.password);
  const sentFrom = Date.now();
  await d.getByRole('button', { name: 'Create account' }).click();
  await toast(page, 'OTP has been successfully sent');
  const code = await otpFor(c.email, sentFrom);
  await d.getByRole('textbox', { name: /Digit 1 of 6/ }).click();
  await page.keyboard.type(code);
  await d.getByRole('button', { name: 'Validate OTP' }).click();
  await toast(page, 'User created successfully');
  const back = dialog(page, 'Login');
  await back.waitFor();
  await back.getByLabel('Password', { exact: true }).fill(c.password);
  await back.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(`${baseUrl}/dashboard`);
  await page.getByRole('heading', { name: `Welcome, ${c.firstName} ${c.lastName}` }).waitFor();
}

/** An order placed through the API by the seeded admin: someone else's order for any customer. */
export async function adminOrderId(): Promise<string> {
  const anonymous = new ApiClient({ baseUrl });
  const tokens = await user.login(anonymous, { username: inject('adminEmail'), password: inject('adminPassword') });
  const api = new ApiClient({ baseUrl, getAccessToken: () => tokens.access_token });
  const b = await basket.create(api, { plan: 'hr_essential', renewalTerm: 'MONTHLY', users: 2 });
  const placed = await order.place(api, {
    basketId: b.id,
    customer: {
      fullName: 'LNF Admin',
      mobileNumber: '9876543210',
      email: inject('adminEmail'),
      category: 'banking',
      website: '',
      marketingPreference: true,
      communication: 'MOBILE',
      isSameAddress: true,
    },
    billingAddress: {
      addressLine1: '1 MG Road',
      country: 'IN',
      state: 'Karnataka',
      city: 'Bengaluru',
      postCode: '560001',
      type: 'Primary',
    },
  });
  return placed.orderId;
}

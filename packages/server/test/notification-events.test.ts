import { ApiClient, basket, billing, captcha, customer, dev, DAY_MS, isoDay, order, user } from '@lnf/sdk';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, otps, subscriptions } from '../src/db/schema';
import { describeBrowser } from '../src/services/accountSecurity';
import { networkOf } from '../src/services/login';
import { remindRenewals } from '../src/services/renewalReminders';
import { cyclesPaid, nextChargeAt } from '../src/services/subscriptionView';
import { latestOtp, signUp } from './accounts';
import { startTestServer, type TestServer } from './harness';
import { orderRequest, testCard } from './orders';

/** The customer-facing events wired to the outbox after the first ones (docs/notifications.md). */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ outboxPollMs: 100 });
});
afterAll(() => server?.stop());

const rowsLike = (prefix: string) =>
  server.services.db
    .select()
    .from(notifications)
    .where(like(notifications.eventKey, `${prefix}%`));

/** The dev mailbox's messages to `to` whose subject starts with `subject`, once at least `n` are there. */
async function mailsTo(to: string, subject: string, n = 1) {
  const anon = server.client();
  const read = async () => (await dev.mailbox(anon, to)).filter((m) => m.subject.startsWith(subject));
  await expect.poll(async () => (await read()).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(n);
  return read();
}

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0';

/** A login from a browser that sends `userAgent`. */
const loginAs = (email: string, password: string, userAgent: string) =>
  user.login(
    new ApiClient({
      baseUrl: server.url,
      fetch: (input, init = {}) => {
        const headers = new Headers(init.headers);
        headers.set('user-agent', userAgent);
        return fetch(input, { ...init, headers });
      },
    }),
    { username: email, password },
  );

describe('demo request received', () => {
  it('confirms to the visitor, echoing nothing they typed, and alerts the sales inbox', async () => {
    const { token } = (await (await server.raw('/api/v1/lnf/portal/customer/recaptcha/local-token')).json()) as {
      token: string;
    };
    expect((await captcha.verify(server.client(), token)).success).toBe(true);
    const saved = await customer.submitInquiry(server.client(), {
      firstName: 'Priya',
      lastName: 'Raman',
      businessName: 'Raman Textiles',
      websiteUrl: 'https://raman-textiles.in',
      email: 'Priya.Demo@Raman-Textiles.in',
      mobile: '+91 98450 12345',
      country: 'IN',
      description: 'Payroll for 40 people. <script>alert(1)</script>',
      status: 'CREATED',
      recaptchaToken: token,
    });

    const [confirmation] = await mailsTo('priya.demo@raman-textiles.in', 'We received your LNF demo request');
    expect(confirmation!.text).toContain(saved.reference);
    for (const typed of ['Priya', 'Raman', 'Payroll', 'script'])
      expect(`${confirmation!.subject}${confirmation!.text}${confirmation!.html}`).not.toContain(typed);

    const [alert] = await mailsTo('sales@lnf.local', `New demo request ${saved.reference}`);
    expect(alert!.subject).toBe(`New demo request ${saved.reference}: Raman Textiles`);
    expect(alert!.text).toContain('Priya Raman of Raman Textiles asked for a demo.');
    expect(alert!.text).toContain('Email: Priya.Demo@Raman-Textiles.in');
    expect(alert!.text).toContain('Mobile: +91 98450 12345');
    expect(alert!.html).not.toContain('<script>');
    expect(alert!.html).toContain('&lt;script&gt;');

    const keys = (await rowsLike('demo.requested')).map((r) => r.eventKey).filter((k) => k.includes(saved.reference));
    expect(keys.sort()).toEqual([
      `demo.requested.sales:${saved.reference}:email`,
      `demo.requested:${saved.reference}:email`,
    ]);
  });
});

describe('password changed', () => {
  it('mails the account after a reset, with what to do if it was not them, and no unsubscribe', async () => {
    const account = await signUp(server, 'meera.reset@example.com', 'Old-Pass-1');
    // Sign-up sent an OTP moments ago: age it past the resend cooldown.
    await server.services.db
      .update(otps)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(otps.email, account.email));
    const anon = server.client();
    await user.sendOtp(anon, account.email);
    await user.validateOtp(anon, account.email, await latestOtp(anon, account.email));
    await user.updatePassword(anon, { email: account.email, newPwd: 'New-Pass-2', confirmPwd: 'New-Pass-2' });

    const [mail] = await mailsTo(account.email, 'Your LNF password was changed');
    expect(mail!.text).toMatch(/changed on .+ IST/);
    expect(mail!.text).toContain('If this was not you, reset your password now');
    expect(`${mail!.text}${mail!.html}${JSON.stringify(mail!.headers)}`).not.toMatch(/unsubscribe/i);
    const rows = await rowsLike('password.changed:');
    expect(rows.filter((r) => r.toAddress === account.email)).toHaveLength(1);
  });
});

describe('sign-in from a new browser', () => {
  it('reads the browser and the network simply', () => {
    expect(describeBrowser(CHROME_WINDOWS)).toBe('Chrome on Windows');
    expect(describeBrowser(FIREFOX_LINUX)).toBe('Firefox on Linux');
    expect(
      describeBrowser(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari on iOS');
    expect(
      describeBrowser(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
      ),
    ).toBe('Edge on macOS');
    expect(describeBrowser(undefined)).toBe('an unknown browser on an unknown system');
    expect(describeBrowser(' ')).toBe('an unknown browser on an unknown system');
    expect(describeBrowser('curl/8.5.0')).toBe('an unknown browser on an unknown system');
    expect(networkOf('203.0.113.45')).toBe('203.0.113.x');
    expect(networkOf('2001:db8:85a3:8d3::/64')).toBe('2001:db8:85a3:8d3::/64');
  });

  it('mails nothing on the first login, then once per browser new to the account', async () => {
    const password = 'Customer-Pass-1';
    const account = await signUp(server, 'nikhil.signin@example.com', password);
    const newSignIns = async () =>
      (await dev.mailbox(server.client(), account.email)).filter(
        (m) => m.subject === 'New sign-in to your LNF account',
      );
    const noticeRows = async () =>
      (await rowsLike('account.new_sign_in:')).filter((r) => r.toAddress === account.email);
    // The sign-up's login was the account's first: nothing.
    expect(await noticeRows()).toEqual([]);

    await loginAs(account.email, password, CHROME_WINDOWS);
    const [mail] = await mailsTo(account.email, 'New sign-in to your LNF account');
    expect(mail!.text).toContain('Browser: Chrome on Windows');
    expect(mail!.text).toMatch(/Time: .+ IST/);
    expect(mail!.text).toContain('Network: 127.0.0.x');
    expect(mail!.text).toContain('If this was not you, reset your password now');

    // The same browser again: nothing more.
    await loginAs(account.email, password, CHROME_WINDOWS);
    expect(await noticeRows()).toHaveLength(1);
    // Another one: a second notice.
    await loginAs(account.email, password, FIREFOX_LINUX);
    expect(await noticeRows()).toHaveLength(2);
    await expect.poll(async () => (await newSignIns()).length, { timeout: 10_000 }).toBe(2);
    expect((await newSignIns())[0]!.text).toContain('Browser: Firefox on Linux');

    // The audit rows name the browser.
    const admin = await server.login('admin@test.local', 'Admin-Test-Pass-2025');
    const { audit } = await import('@lnf/sdk');
    const logged = await audit.list(server.client(admin.access_token), {
      search: `action:LOGIN,key:${account.email},outcome:SUCCESS`,
    });
    expect(logged.content.map((r) => r.detail)).toContain('Chrome on Windows');
  });
});

describe('renewal in 3 days', () => {
  /** A paid subscription of a new account whose order form asked for `communication`. */
  async function subscribed(email: string, communication: 'EMAIL' | 'MOBILE') {
    const account = await signUp(server, email);
    const b = await basket.create(account.client, { plan: 'hr_essential', renewalTerm: 'MONTHLY', users: 2 });
    const placed = await order.place(account.client, orderRequest(b.id, email, { customer: { communication } }));
    const paid = await dev.testCheckout(account.client, testCard(placed.subscriptionId!));
    expect((await order.confirmPayment(account.client, paid)).status).toBe('PAID');
    const id = placed.subscriptionId!;
    const [row] = await server.services.db.select().from(subscriptions).where(eq(subscriptions.id, id));
    const chargeAt = nextChargeAt(row!, Math.max(row!.paidCount, await cyclesPaid(server.services.db, id)))!;
    return { ...account, id, chargeAt };
  }
  const reminders = (id: string) => rowsLike(`renewal.reminder:${id}@`);

  it('reminds once, 3 days ahead, on the preferred channel and the bell; not a subscription set to cancel', async () => {
    const sms = await subscribed('asha.reminder@example.com', 'MOBILE');
    const mail = await subscribed('bala.reminder@example.com', 'EMAIL');
    const cancelling = await subscribed('chitra.reminder@example.com', 'EMAIL');
    expect((await billing.act(cancelling.client, cancelling.id, 'cancel')).cancelAtPeriodEnd).toBe(true);
    // The three were paid moments apart: their charges fall in one three-day window.
    const threeDaysAhead = new Date(sms.chargeAt.getTime() - 3 * DAY_MS + 60_000);

    // Four days ahead: nothing yet.
    await remindRenewals(server.services.db, { now: new Date(sms.chargeAt.getTime() - 4 * DAY_MS) });
    expect(await reminders(sms.id)).toEqual([]);

    await remindRenewals(server.services.db, { now: threeDaysAhead });
    // The job runs again (each hour, on each instance): no second reminder.
    expect(await remindRenewals(server.services.db, { now: threeDaysAhead })).toBe(0);
    await remindRenewals(server.services.db, { now: new Date(threeDaysAhead.getTime() + DAY_MS) });

    const day = isoDay(sms.chargeAt);
    const smsRows = await reminders(sms.id);
    expect(smsRows.map((r) => r.eventKey).sort()).toEqual([
      `renewal.reminder:${sms.id}@${day}:in_app`,
      `renewal.reminder:${sms.id}@${day}:sms`,
    ]);
    const phone = smsRows.find((r) => r.channel === 'sms')!.toAddress;
    expect(phone).toContain('9876543210');
    expect((await reminders(mail.id)).map((r) => r.channel).sort()).toEqual(['email', 'in_app']);
    expect(await reminders(cancelling.id)).toEqual([]);

    // The SMS stand-in's row in the dev mailbox: the amount, the card, the link to Billing.
    await expect
      .poll(async () => (await dev.mailbox(server.client(), phone)).filter((m) => m.channel === 'sms').length, {
        timeout: 10_000,
      })
      .toBe(1);
    const [text] = (await dev.mailbox(server.client(), phone)).filter((m) => m.channel === 'sms');
    expect(text!.text).toMatch(/renews on .+; ₹[\d,.]+ will be charged to your Visa ending 1111/);
    expect(text!.text).toContain(`${server.url}/billing`);

    const [reminder] = await mailsTo(mail.email, 'Your LNF subscription renews on');
    expect(reminder!.text).toContain('Card: Visa ending 1111');
    expect(reminder!.text).toContain(`Open Billing: ${server.url}/billing`);
    expect(`${reminder!.text}${reminder!.html}`).not.toMatch(/unsubscribe/i);
    // Only one mail reached the customer who prefers mail, and none went by mail to the SMS one.
    expect(await mailsTo(mail.email, 'Your LNF subscription renews on')).toHaveLength(1);
    expect((await dev.mailbox(server.client(), sms.email)).some((m) => m.subject.includes('renews on'))).toBe(false);
  });

  it('falls back to mail when the preferred phone channel has no provider', async () => {
    const account = await subscribed('dev.nosms@example.com', 'MOBILE');
    await remindRenewals(server.services.db, {
      now: new Date(account.chargeAt.getTime() - 3 * DAY_MS + 60_000),
      phoneChannels: { sms: false, whatsapp: false },
    });
    expect((await reminders(account.id)).map((r) => r.channel).sort()).toEqual(['email', 'in_app']);
  });
});

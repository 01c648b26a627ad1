import { inflateSync } from 'node:zlib';
import {
  basket,
  billing,
  configuration,
  daysInPeriod,
  dev,
  isoDay,
  nthPeriod,
  order,
  prorate,
  taxableOf,
  toPaise,
  toRupees,
  utcDay,
} from '@lnf/sdk';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configurations, taxInvoices } from '../src/db/schema';
import { signUp } from './accounts';
import { ADMIN, startTestServer, type TestServer } from './harness';
import { orderRequest, testCard } from './orders';

/**
 * The server answers with the domain's rules (packages/sdk/src/domain): a subscription's billing
 * periods and the proration of a plan change come from the one calendar, and tax invoices split
 * GST at the configured rate and print it.
 */
let server: TestServer;
let alice: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  server = await startTestServer();
  alice = await signUp(server, 'alice.domain@example.com');
});
afterAll(() => server?.stop());

/** Razorpay's international test Visa: its subscriptions change plan in place, prorated. */
const INTERNATIONAL = '4012 8888 8888 1881';

/** Alice's hr_essential monthly subscription from `subscriptionDate`, paid at Checkout; its id. */
async function subscribe(subscriptionDate?: string, state = 'Telangana', card?: string) {
  const b = await basket.create(alice.client, {
    plan: 'hr_essential',
    renewalTerm: 'MONTHLY',
    users: 2,
    ...(subscriptionDate ? { subscriptionDate } : {}),
  });
  const placed = await order.place(alice.client, orderRequest(b.id, alice.email, { billingAddress: { state } }));
  const paid = await order.confirmPayment(
    alice.client,
    await dev.testCheckout(alice.client, testCard(placed.subscriptionId!, card)),
  );
  return { id: placed.subscriptionId!, paid };
}

const listed = async (id: string) => (await billing.list(alice.client)).find((s) => s.id === id)!;

describe('billing periods in the billing answer', () => {
  it('a subscription starting 31 Jan 2028 ends its periods on 29 Feb and 31 Mar, as the domain and the proration count them', async () => {
    const { id } = await subscribe('2028-01-31', 'Telangana', INTERNATIONAL);
    const start = utcDay('2028-01-31');
    const first = nthPeriod(start, 1, 1);
    const sub = await listed(id);
    expect(sub).toMatchObject({ currentPeriodStart: '2028-01-31', currentPeriodEnd: isoDay(first.end) });
    expect(sub.currentPeriodEnd).toBe('2028-02-29');
    expect(sub.nextChargeOn).toBe('2028-02-29');

    // The plan change's proration counts the same period: 29 days, every one left before it starts.
    const preview = await billing.previewChange(alice.client, id, { plan: 'hr_professional', renewalTerm: 'MONTHLY' });
    const expected = prorate({
      currentPaise: taxableOf(toPaise(sub.amount), 18),
      nextPaise: toPaise(3999),
      periodStart: first.start,
      periodEnd: first.end,
      at: new Date(),
    });
    expect(expected.daysInPeriod).toBe(daysInPeriod(first));
    expect(preview).toMatchObject({
      kind: 'upgrade',
      daysInPeriod: 29,
      daysLeft: expected.daysLeft,
      credit: toRupees(expected.creditPaise),
      charge: toRupees(expected.chargePaise),
    });

    // Renewed once: the next period runs to 31 Mar, counted from the start (not 29 Mar).
    const renewed = await server.raw('/api/v1/lnf/portal/orders/payment/test-renewal', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${alice.tokens.access_token}` },
      body: JSON.stringify({ subscriptionId: id, outcome: 'charged' }),
    });
    expect(renewed.status).toBe(200);
    expect(await listed(id)).toMatchObject({
      currentPeriodStart: '2028-02-29',
      currentPeriodEnd: isoDay(nthPeriod(start, 1, 2).end),
    });
    expect((await listed(id)).currentPeriodEnd).toBe('2028-03-31');
  });

  it('answers what the customer may do, by the domain', async () => {
    const { id } = await subscribe();
    expect((await listed(id)).allowedActions).toEqual(['change-plan', 'update-card', 'cancel']);
    await billing.act(alice.client, id, 'cancel');
    expect((await listed(id)).allowedActions).toEqual(['update-card', 'resubscribe']);
    const next = await billing.act(alice.client, id, 'resubscribe');
    expect(next.allowedActions).toEqual(['authorise']);
    expect((await listed(id)).allowedActions).toEqual(['update-card']);
  });
});

/** The text a PDF draws: its content streams inflated, each shown hex string decoded (pdf-lib's standard fonts). */
function pdfText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes).toString('latin1');
  const shown: string[] = [];
  for (const [, body] of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(body!, 'latin1')).toString('latin1');
    } catch {
      content = body!;
    }
    for (const [, hex] of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g))
      shown.push(Buffer.from(hex!, 'hex').toString('latin1'));
  }
  return shown.join('\n');
}

describe('tax invoices at the configured rate', () => {
  it('split a charge priced at 12 % into CGST 6 % + SGST 6 % or IGST 12 %, keep the rate and print it', async () => {
    const db = server.services.db;
    const admin = server.client((await server.login(ADMIN.email, ADMIN.password)).access_token);
    const setTax = async (value: number) => {
      await db
        .update(configurations)
        .set({ configData: value })
        .where(and(eq(configurations.serviceName, 'product'), eq(configurations.configKey, 'taxPercentage')));
      await configuration.refresh(admin);
    };
    try {
      await setTax(12);
      const within = (await subscribe(undefined, 'Telangana')).paid.payments[0]!.invoiceNumber!;
      const across = (await subscribe(undefined, 'Karnataka')).paid.payments[0]!.invoiceNumber!;
      const row = async (number: string) =>
        (await db.select().from(taxInvoices).where(eq(taxInvoices.number, number)))[0]!;
      // ₹2,999 + 12 % = ₹3,358.88, backed out at the same 12 %.
      expect(await row(within)).toMatchObject({
        gstRate: 12,
        taxablePaise: 299_900,
        cgstPaise: 17_994,
        sgstPaise: 17_994,
        igstPaise: 0,
        totalPaise: 335_888,
      });
      expect(await row(across)).toMatchObject({ gstRate: 12, taxablePaise: 299_900, igstPaise: 35_988 });

      const text = async (number: string) =>
        pdfText(new Uint8Array(await (await billing.downloadInvoice(alice.client, number)).arrayBuffer()));
      const intra = await text(within);
      expect(intra).toContain('CGST @ 6%');
      expect(intra).toContain('SGST @ 6%');
      expect(intra).not.toContain('18%');
      const inter = await text(across);
      expect(inter).toContain('IGST @ 12%');
      expect(inter).not.toContain('18%');
    } finally {
      await setTax(18);
    }
    // Back at 18 %: a new invoice says so; the old ones keep what they were issued at.
    const later = (await subscribe(undefined, 'Karnataka')).paid.payments[0]!.invoiceNumber!;
    expect(pdfText(new Uint8Array(await (await billing.downloadInvoice(alice.client, later)).arrayBuffer()))).toContain(
      'IGST @ 18%',
    );
  });
});

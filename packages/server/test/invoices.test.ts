import { basket, dev, invoiceNumber, order } from '@lnf/sdk';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taxInvoices } from '../src/db/schema';
import { issueTaxInvoice } from '../src/services/invoices';
import { signUp } from './accounts';
import { ADMIN, startTestServer, type TestServer } from './harness';
import { orderRequest, testCard } from './orders';

/**
 * GST tax invoices: one per captured payment, in a gap-free series per financial year,
 * CGST + SGST within Telangana and IGST elsewhere, served as a PDF to the owner and admins only.
 */
let server: TestServer;
let alice: Awaited<ReturnType<typeof signUp>>;
let bob: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  server = await startTestServer();
  alice = await signUp(server, 'alice.invoice@example.com');
  bob = await signUp(server, 'bob.invoice@example.com');
});
afterAll(() => server?.stop());

async function pay(state = 'Telangana') {
  const b = await basket.create(alice.client, { plan: 'hr_essential', renewalTerm: 'MONTHLY', users: 2 });
  const placed = await order.place(alice.client, orderRequest(b.id, alice.email, { billingAddress: { state } }));
  const checkout = await dev.testCheckout(alice.client, testCard(placed.subscriptionId!));
  return { checkout, paid: await order.confirmPayment(alice.client, checkout) };
}

const invoiceRow = async (number: string) =>
  (await server.services.db.select().from(taxInvoices).where(eq(taxInvoices.number, number)))[0]!;

describe('tax invoices', () => {
  it('issues one invoice per payment, numbered 1, 2 in the year, CGST + SGST within Telangana', async () => {
    const today = new Date();
    const first = await pay();
    expect(first.paid.payments[0]!.invoiceNumber).toBe(invoiceNumber(today, 1));
    // ₹2,999 x 1 month + 18%: ₹3,538.82 = 2,999.00 + 269.91 + 269.91.
    expect(await invoiceRow(invoiceNumber(today, 1))).toMatchObject({
      placeOfSupply: '36',
      taxablePaise: 299_900,
      cgstPaise: 26_991,
      sgstPaise: 26_991,
      igstPaise: 0,
      totalPaise: 353_882,
    });

    // The same confirmation again issues nothing.
    const again = await order.confirmPayment(alice.client, first.checkout);
    expect(again.payments.map((p) => p.invoiceNumber)).toEqual([invoiceNumber(today, 1)]);

    const second = await pay('Karnataka');
    expect(second.paid.payments[0]!.invoiceNumber).toBe(invoiceNumber(today, 2));
    expect(await invoiceRow(invoiceNumber(today, 2))).toMatchObject({
      placeOfSupply: '29',
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 53_982,
      totalPaise: 353_882,
    });
  });

  it('gives a number back when its transaction rolls back, so the series has no gap', async () => {
    const today = new Date();
    const { paid } = await pay();
    const taken = Number(paid.payments[0]!.invoiceNumber!.slice(-6));
    await expect(
      server.services.db.transaction(async (tx) => {
        await issueTaxInvoice(tx, { transactionId: 'pay_RolledBack01', orderId: paid.id, totalPaise: 100, at: today });
        throw new Error('the payment write failed after the invoice');
      }),
    ).rejects.toThrow('the payment write failed');
    const next = await pay();
    expect(next.paid.payments[0]!.invoiceNumber).toBe(invoiceNumber(today, taken + 1));
  });

  it('numbers payments confirmed at the same moment without a repeat', async () => {
    const results = await Promise.all([pay(), pay(), pay()]);
    const numbers = results.map((r) => r.paid.payments[0]!.invoiceNumber);
    expect(new Set(numbers).size).toBe(3);
    const sequences = numbers.map((n) => Number(n!.slice(-6))).sort((a, b) => a - b);
    expect(sequences[2]! - sequences[0]!).toBe(2);
  });

  it('prints a GSTIN the customer added (checked) and takes the place of supply from it', async () => {
    const { customer } = await import('@lnf/sdk');
    const record = await customer.getByEmail(alice.client, alice.email);
    const put = (gstin: string, client = alice.client) =>
      customer.updateGstin(client, record.id, gstin).then(
        () => 200,
        (e: { status: number; message: string }) => `${e.status} ${e.message}`,
      );
    expect(await put('27AAPFU0939F1ZA')).toBe('400 GSTIN check character does not match; check for a typo');
    expect(await put('NOT-A-GSTIN')).toMatch(/^400 GSTIN must be 15 characters/);
    expect(await put('27AAPFU0939F1ZV', bob.client)).toBe('404 Customer not found');
    expect((await customer.getByEmail(alice.client, alice.email)).gstin ?? null).toBeNull();
    // A Maharashtra registration: IGST, place of supply 27, though the billing address is in Telangana.
    expect((await customer.updateGstin(alice.client, record.id, ' 27aapfu0939f1zv ')).gstin).toBe('27AAPFU0939F1ZV');
    const { paid } = await pay('Telangana');
    const row = await invoiceRow(paid.payments[0]!.invoiceNumber!);
    expect(row).toMatchObject({
      placeOfSupply: '27',
      cgstPaise: 0,
      igstPaise: 53_982,
      details: { buyerGstin: '27AAPFU0939F1ZV', placeOfSupplyState: 'Maharashtra' },
    });
    // Removed again: unregistered, back to the billing state.
    expect((await customer.updateGstin(alice.client, record.id, '')).gstin).toBeNull();
    const again = await pay('Telangana');
    expect(await invoiceRow(again.paid.payments[0]!.invoiceNumber!)).toMatchObject({
      placeOfSupply: '36',
      details: { buyerGstin: null },
    });
  });

  it('serves the PDF to the owner and an admin; to anyone else it does not exist', async () => {
    const { paid } = await pay();
    const number = paid.payments[0]!.invoiceNumber!;
    const path = `/api/v1/lnf/portal/orders/invoice?number=${encodeURIComponent(number)}`;
    const get = (token?: string) => server.raw(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    const mine = await get(alice.tokens.access_token);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('application/pdf');
    expect(mine.headers.get('content-disposition')).toContain(number.replace(/\//g, '-'));
    expect(
      Buffer.from(await mine.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const admin = (await server.login(ADMIN.email, ADMIN.password)).access_token;
    expect((await get(admin)).status).toBe(200);
    expect((await get(bob.tokens.access_token)).status).toBe(404);
    expect((await get()).status).toBe(401);
    const malformed = await server.raw('/api/v1/lnf/portal/orders/invoice?number=INV-1', {
      headers: { authorization: `Bearer ${alice.tokens.access_token}` },
    });
    expect(malformed.status).toBe(400);
  });
});

import { PDFDocument, rgb, StandardFonts, type PDFFont } from 'pdf-lib';
import { wrap } from './pdf';
import type { orderAnswers } from '../services/orders';

type Order = Awaited<ReturnType<typeof orderAnswers>>[number];

// pdf-lib's standard fonts are WinAnsi: the rupee sign is not in it, so amounts say 'INR'.
const inr = (n: number) =>
  `INR ${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n)}`;
const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' });
const ascii = (s: string) => s.normalize('NFKD').replace(/[^\x20-\x7e]/g, '');

export const SUPPORT_EMAIL = 'support@lnf.example';
const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;
const INK = rgb(0.11, 0.1, 0.09);
const MUTED = rgb(0.4, 0.38, 0.35);
const AMBER = rgb(0.56, 0.34, 0.04);

/** The order receipt (spec section 2, 'Order receipt') as an A4 PDF. */
export async function renderReceipt(order: Order): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`LNF receipt ${order.reference}`);
  doc.setAuthor('LNF');
  doc.setCreationDate(new Date(order.dateOrdered));
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let page = doc.addPage(A4);
  let y = A4[1] - MARGIN;

  const text = (s: string, x: number, opts: { font?: PDFFont; size?: number; color?: ReturnType<typeof rgb> } = {}) =>
    page.drawText(ascii(s), { x, y, font: opts.font ?? regular, size: opts.size ?? 10, color: opts.color ?? INK });
  const line = (gap = 14) => {
    y -= gap;
    if (y < MARGIN + 40) {
      page = doc.addPage(A4);
      y = A4[1] - MARGIN;
    }
  };
  const rule = () => {
    page.drawLine({
      start: { x: MARGIN, y: y + 4 },
      end: { x: A4[0] - MARGIN, y: y + 4 },
      thickness: 0.5,
      color: MUTED,
    });
    line(10);
  };
  const table = (title: string, cols: string[], widths: number[], rows: string[][]) => {
    line(24);
    text(title, MARGIN, { font: bold, size: 12 });
    line(18);
    let x = MARGIN;
    cols.forEach((col, i) => {
      text(col, x, { font: bold, size: 9, color: MUTED });
      x += widths[i]!;
    });
    line(6);
    rule();
    for (const r of rows) {
      x = MARGIN;
      r.forEach((cell, i) => {
        text(cell, x, { size: 9 });
        x += widths[i]!;
      });
      line();
    }
    if (rows.length === 0) {
      text('None', MARGIN, { size: 9, color: MUTED });
      line();
    }
  };

  text('LNF', MARGIN, { font: bold, size: 22, color: AMBER });
  text('Order Receipt', A4[0] - MARGIN - bold.widthOfTextAtSize('Order Receipt', 18), { font: bold, size: 18 });
  line(28);
  const facts: [string, string][] = [
    ['Reference', order.reference],
    ['Date ordered', day(order.dateOrdered)],
    ['Status', order.status],
    ['Email', order.email],
    ['Mobile', order.mobile],
  ];
  for (const [k, v] of facts) {
    text(k, MARGIN, { color: MUTED });
    text(v, MARGIN + 110);
    line();
  }
  const a = order.billingAddress as Record<string, string | undefined>;
  const address = [a.addressLine1, a.addressLine2, a.town, a.city, a.state, a.postCode, a.country]
    .filter(Boolean)
    .join(', ');
  text('Billing address', MARGIN, { color: MUTED });
  wrap(ascii(address), regular, 10, A4[0] - MARGIN * 2 - 110).forEach((part, i) => {
    if (i > 0) line();
    text(part, MARGIN + 110);
  });
  line();

  table(
    'Line items',
    ['Product Name', 'Product Code', 'Quantity', 'Price (INR)'],
    [180, 140, 80, 100],
    order.lineItems.map((l) => [l.name, l.productCode, String(l.quantity), inr(l.price)]),
  );
  table(
    'Subscriptions',
    ['Plan ID', 'Amount (INR)', 'Period', 'Interval (months)', 'Total count', 'Start date', 'Expire by'],
    [80, 80, 50, 85, 60, 72, 72],
    order.subscriptions.map((x) => [
      x.planId,
      inr(x.amount),
      x.period,
      String(x.interval),
      String(x.totalCount),
      day(x.startAt),
      day(x.expireBy),
    ]),
  );
  table(
    'Payments',
    ['Transaction ID', 'Amount', 'Currency'],
    [200, 140, 100],
    order.payments.map((p) => [p.transactionId, inr(p.amount), p.currency]),
  );
  line(10);
  rule();
  text('Total price (INR)', MARGIN, { font: bold, size: 12 });
  const total = inr(order.totalPrice);
  text(total, A4[0] - MARGIN - bold.widthOfTextAtSize(total, 12), { font: bold, size: 12 });
  line(40);
  text('Thank you for your order!', MARGIN, { font: bold, size: 12 });
  line(16);
  text(`Questions about this receipt? Write to ${SUPPORT_EMAIL}.`, MARGIN, { size: 9, color: MUTED });
  line(14);
  text('LNF Business Solutions Private Limited - generated electronically, valid without a signature.', MARGIN, {
    size: 8,
    color: MUTED,
  });
  return doc.save();
}

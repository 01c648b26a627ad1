import { amountInWords, gstLines } from '@lnf/sdk';
import { PDFDocument, rgb, StandardFonts, type PDFFont } from 'pdf-lib';
import type { creditNotes, taxInvoices } from '../db/schema';
import { wrap } from './pdf';
import { SUPPLIER } from '../services/invoices';

type CreditNote = typeof creditNotes.$inferSelect;
type Invoice = typeof taxInvoices.$inferSelect;

// pdf-lib's standard fonts are WinAnsi: no rupee sign, so amounts say INR (as the invoice does).
const inr = (paise: number) =>
  `INR ${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(paise / 100)}`;
const ascii = (s: string) => s.normalize('NFKD').replace(/[^\x20-\x7e]/g, '');
const day = (d: Date) =>
  d.toLocaleDateString('en-IN', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;
const INK = rgb(0.11, 0.1, 0.09);
const MUTED = rgb(0.4, 0.38, 0.35);
const AMBER = rgb(0.56, 0.34, 0.04);

/**
 * A GST credit note (CGST Act s.34, CGST Rules rule 53(1A)), laid out as the tax invoice it reduces
 * (documents/taxInvoice.ts): the supplier's name, address and GSTIN; the note's serial number (at
 * most 16 characters, unique in the financial year) and date; the original invoice's number and
 * date; the buyer's name, address and GSTIN as that invoice has them; place of supply; SAC; the
 * taxable value and CGST + SGST or IGST credited, with rates; the total in figures and words; and
 * why the value is reduced.
 */
export async function renderCreditNote(note: CreditNote, invoice: Invoice, supplierGstin: string): Promise<Uint8Array> {
  const d = note.details;
  const doc = await PDFDocument.create();
  doc.setTitle(`LNF credit note ${note.number}`);
  doc.setSubject(`Credit note against tax invoice ${invoice.number}`);
  doc.setAuthor(SUPPLIER.legalName);
  doc.setCreationDate(note.issuedAt);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage(A4);
  let y = A4[1] - MARGIN;
  const right = A4[0] - MARGIN;
  const text = (
    s: string,
    x: number,
    opts: { font?: PDFFont; size?: number; color?: ReturnType<typeof rgb>; alignRight?: boolean } = {},
  ) => {
    const font = opts.font ?? regular;
    const size = opts.size ?? 10;
    const t = ascii(s);
    page.drawText(t, {
      x: opts.alignRight ? x - font.widthOfTextAtSize(t, size) : x,
      y,
      font,
      size,
      color: opts.color ?? INK,
    });
  };
  const down = (gap = 14) => void (y -= gap);
  const rule = () => {
    page.drawLine({ start: { x: MARGIN, y: y + 4 }, end: { x: right, y: y + 4 }, thickness: 0.5, color: MUTED });
    down(10);
  };

  text('LNF', MARGIN, { font: bold, size: 22, color: AMBER });
  text('Credit Note', right, { font: bold, size: 18, alignRight: true });
  down(26);
  text(SUPPLIER.legalName, MARGIN, { font: bold });
  text(`Credit note number  ${note.number}`, right, { alignRight: true });
  down();
  for (const [i, part] of wrap(ascii(SUPPLIER.address), regular, 10, 300).entries()) {
    text(part, MARGIN, { color: MUTED });
    if (i === 0) text(`Date  ${day(note.issuedAt)}`, right, { alignRight: true });
    down();
  }
  text(`GSTIN ${supplierGstin}`, MARGIN);
  text(`Order  ${d.orderReference}`, right, { alignRight: true });
  down(20);
  text(`Against tax invoice  ${invoice.number}  dated  ${day(invoice.issuedAt)}`, MARGIN, { font: bold });
  down(28);

  text('Issued to', MARGIN, { font: bold, size: 11 });
  down();
  text(d.buyerName, MARGIN);
  down();
  const a = d.billingAddress;
  const address = [a.addressLine1, a.addressLine2, a.town, a.city, a.state, a.postCode, a.country]
    .filter(Boolean)
    .join(', ');
  for (const part of wrap(ascii(address), regular, 10, right - MARGIN)) {
    text(part, MARGIN, { color: MUTED });
    down();
  }
  text(`GSTIN  ${d.buyerGstin ?? 'Unregistered'}`, MARGIN);
  down();
  text(`Place of supply  ${d.placeOfSupplyState} (${note.placeOfSupply})`, MARGIN);
  down(28);

  const cols = [MARGIN, MARGIN + 290, MARGIN + 360];
  text('Description', cols[0]!, { font: bold, size: 9, color: MUTED });
  text('SAC', cols[1]!, { font: bold, size: 9, color: MUTED });
  text('Taxable value', right, { font: bold, size: 9, color: MUTED, alignRight: true });
  down(6);
  rule();
  for (const [i, part] of wrap(ascii(`Refund: ${d.description}`), regular, 10, 280).entries()) {
    text(part, cols[0]!);
    if (i === 0) {
      text(SUPPLIER.sac, cols[1]!);
      text(inr(note.taxablePaise), right, { alignRight: true });
    }
    down();
  }
  down(6);
  rule();
  // The invoice's rate and kind of tax: the note reduces exactly what the invoice charged.
  const rows = gstLines(note, note.gstRate);
  for (const { label, paise } of [{ label: 'Taxable value', paise: note.taxablePaise }, ...rows]) {
    text(label, cols[2]!);
    text(inr(paise), right, { alignRight: true });
    down();
  }
  down(4);
  rule();
  text('Total credited', cols[2]!, { font: bold, size: 12 });
  text(inr(note.totalPaise), right, { font: bold, size: 12, alignRight: true });
  down(22);
  text('Amount in words', MARGIN, { color: MUTED, size: 9 });
  down(13);
  for (const part of wrap(amountInWords(note.totalPaise), regular, 10, right - MARGIN)) {
    text(part, MARGIN);
    down();
  }
  down(10);
  text('Reason', MARGIN, { color: MUTED, size: 9 });
  down(13);
  for (const part of wrap(ascii(d.reason), regular, 10, right - MARGIN).slice(0, 12)) {
    text(part, MARGIN);
    down();
  }
  down(30);
  text('Tax is not payable on reverse charge. Generated electronically; valid without a signature.', MARGIN, {
    size: 8,
    color: MUTED,
  });
  return doc.save();
}

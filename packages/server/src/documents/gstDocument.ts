import { amountInWords, gstLines, type GstSplit } from '@lnf/sdk';
import { PDFDocument, rgb, StandardFonts, type PDFFont } from 'pdf-lib';
import type { TaxInvoiceDetails } from '../db/schema';
import { wrap } from './pdf';
import { SUPPLIER } from '../services/invoices';

// pdf-lib's standard fonts are WinAnsi: no rupee sign, so amounts say INR (as the receipt does).
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

/** A tax document's amounts as stored: the taxable value, its GST split and the rate it was split at. */
export type GstAmounts = Omit<GstSplit, 'kind'> & { placeOfSupply: string; gstRate: number };

/** What differs between the GST documents LNF issues; the layout and everything else is shared. */
export interface GstDocument {
  /** The PDF's title in its metadata. */
  title: string;
  /** The PDF's subject in its metadata, if any. */
  subject?: string;
  /** The heading at the top right, e.g. 'Tax Invoice'. */
  heading: string;
  /** What the serial number is called, e.g. 'Invoice number'. */
  numberLabel: string;
  number: string;
  issuedAt: Date;
  supplierGstin: string;
  amounts: GstAmounts;
  /** The buyer and order as issued. */
  details: TaxInvoiceDetails;
  /** The heading over the buyer's block, e.g. 'Billed to'. */
  buyerHeading: string;
  /** The one line item's description. */
  description: string;
  /** The label of the total, e.g. 'Total'. */
  totalLabel: string;
  /** The tax invoice a credit note reduces, named under the supplier's block. */
  against?: { number: string; issuedAt: Date };
  /** Why the value is reduced (a credit note), printed after the amount in words. */
  reason?: string;
}

/**
 * Draws a GST document as one A4 page: the supplier's name, address and GSTIN; the serial number
 * and date; the buyer's name, address and GSTIN (or 'Unregistered'); place of supply (state and
 * code); SAC; taxable value; CGST + SGST or IGST with rates and amounts; the total in figures and
 * words; and the reverse-charge line.
 */
export async function renderGstDocument(g: GstDocument): Promise<Uint8Array> {
  const d = g.details;
  const doc = await PDFDocument.create();
  doc.setTitle(g.title);
  if (g.subject !== undefined) doc.setSubject(g.subject);
  doc.setAuthor(SUPPLIER.legalName);
  doc.setCreationDate(g.issuedAt);
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
  const paragraph = (s: string, color = INK, maxLines = Infinity) => {
    for (const part of wrap(s, regular, 10, right - MARGIN).slice(0, maxLines)) {
      text(part, MARGIN, { color });
      down();
    }
  };

  text('LNF', MARGIN, { font: bold, size: 22, color: AMBER });
  text(g.heading, right, { font: bold, size: 18, alignRight: true });
  down(26);
  text(SUPPLIER.legalName, MARGIN, { font: bold });
  text(`${g.numberLabel}  ${g.number}`, right, { alignRight: true });
  down();
  for (const [i, part] of wrap(ascii(SUPPLIER.address), regular, 10, 300).entries()) {
    text(part, MARGIN, { color: MUTED });
    if (i === 0) text(`Date  ${day(g.issuedAt)}`, right, { alignRight: true });
    down();
  }
  text(`GSTIN ${g.supplierGstin}`, MARGIN);
  text(`Order  ${d.orderReference}`, right, { alignRight: true });
  if (g.against) {
    down(20);
    text(`Against tax invoice  ${g.against.number}  dated  ${day(g.against.issuedAt)}`, MARGIN, { font: bold });
  }
  down(28);

  text(g.buyerHeading, MARGIN, { font: bold, size: 11 });
  down();
  text(d.buyerName, MARGIN);
  down();
  const a = d.billingAddress;
  const address = [a.addressLine1, a.addressLine2, a.town, a.city, a.state, a.postCode, a.country]
    .filter(Boolean)
    .join(', ');
  paragraph(ascii(address), MUTED);
  text(`GSTIN  ${d.buyerGstin ?? 'Unregistered'}`, MARGIN);
  down();
  text(`Place of supply  ${d.placeOfSupplyState} (${g.amounts.placeOfSupply})`, MARGIN);
  down(28);

  const cols = [MARGIN, MARGIN + 290, MARGIN + 360];
  text('Description', cols[0]!, { font: bold, size: 9, color: MUTED });
  text('SAC', cols[1]!, { font: bold, size: 9, color: MUTED });
  text('Taxable value', right, { font: bold, size: 9, color: MUTED, alignRight: true });
  down(6);
  rule();
  for (const [i, part] of wrap(ascii(g.description), regular, 10, 280).entries()) {
    text(part, cols[0]!);
    if (i === 0) {
      text(SUPPLIER.sac, cols[1]!);
      text(inr(g.amounts.taxablePaise), right, { alignRight: true });
    }
    down();
  }
  down(6);
  rule();
  // The rate the document was split at, kept with it: a reprint says what the document said.
  const rows = gstLines(g.amounts, g.amounts.gstRate);
  for (const { label, paise } of [{ label: 'Taxable value', paise: g.amounts.taxablePaise }, ...rows]) {
    text(label, cols[2]!);
    text(inr(paise), right, { alignRight: true });
    down();
  }
  down(4);
  rule();
  text(g.totalLabel, cols[2]!, { font: bold, size: 12 });
  text(inr(g.amounts.totalPaise), right, { font: bold, size: 12, alignRight: true });
  down(22);
  text('Amount in words', MARGIN, { color: MUTED, size: 9 });
  down(13);
  paragraph(amountInWords(g.amounts.totalPaise));
  if (g.reason !== undefined) {
    down(10);
    text('Reason', MARGIN, { color: MUTED, size: 9 });
    down(13);
    paragraph(ascii(g.reason), INK, 12);
  }
  down(30);
  text('Tax is not payable on reverse charge. Generated electronically; valid without a signature.', MARGIN, {
    size: 8,
    color: MUTED,
  });
  return doc.save();
}

import { financialYear } from '@lnf/sdk';
import { eq, inArray, sql, sum } from 'drizzle-orm';
import type { Principal } from '../auth/tokens';
import type { Db, Tx } from '../db';
import { creditNotes, creditNoteSeries, orders, taxInvoices, type refunds } from '../db/schema';
import { InvalidError, NotFoundError } from '../domainErrors';
import { can } from './staffRoles';

/**
 * GST credit notes (CGST Act s.34, CGST Rules rule 53(1A)): one for each processed refund, issued in
 * the transaction that records the refund, numbered in a gap-free series of their own per Indian
 * financial year, naming the tax invoice it reduces and splitting its amount as that invoice did.
 */

export type CreditNoteRow = typeof creditNotes.$inferSelect;
type RefundRow = typeof refunds.$inferSelect;

/**
 * A credit note's number: the invoice's (`LNF/26-27/000042`, invoiceNumber in the sdk) with `CN`
 * in place of `LNF`, so `CN/26-27/000001`. Rule 53(1A)(b) allows a credit note's serial number at
 * most 16 characters, as an invoice's: `LNF/CN/26-27/000001` would be 19.
 */
export function creditNoteNumber(date: Date, sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > 999_999)
    throw new RangeError('Credit note sequences run from 1 to 999999');
  return `CN/${financialYear(date)}/${String(sequence).padStart(6, '0')}`;
}

/** A credit note's number as typed: `CN/26-27/000001`, or with dashes for slashes as in its file name. */
export function parseCreditNoteNumber(value: string): string {
  const m = /^CN[/-](\d{2}-\d{2})[/-](\d{6})$/.exec(value.trim());
  if (!m) throw new InvalidError('A credit note number looks like CN/26-27/000001');
  return `CN/${m[1]}/${m[2]}`;
}

/** The parts of an amount as a tax invoice split it: taxable value, CGST, SGST, IGST. */
export interface GstParts {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

type InvoiceSplit = Pick<typeof taxInvoices.$inferSelect, keyof GstParts>;

/** The invoice's share of `paise` in each part, rounded to the paisa (totals only grow with `paise`). */
function shareOf(invoice: InvoiceSplit, paise: number) {
  const part = (v: number) => Math.round((paise * v) / invoice.totalPaise);
  const taxablePaise = part(invoice.taxablePaise);
  const cgstPaise = part(invoice.cgstPaise);
  const igstPaise = invoice.igstPaise > 0 ? paise - taxablePaise : 0;
  return { taxablePaise, cgstPaise, sgstPaise: paise - taxablePaise - cgstPaise - igstPaise, igstPaise };
}

/**
 * Splits a refund of `paise` as the invoice split its total: the same ratio of taxable value to
 * CGST + SGST or IGST. Each part is the difference between the invoice's share of everything
 * credited after this note and before it (`creditedBefore`), so the parts of one note add up to it
 * exactly and the notes of an invoice refunded in pieces add up to the invoice's parts exactly.
 */
export function splitLikeInvoice(invoice: InvoiceSplit, paise: number, creditedBefore = 0): GstParts {
  if (invoice.totalPaise <= 0) throw new RangeError('The invoice has no amount to credit');
  if (creditedBefore + paise > invoice.totalPaise) throw new RangeError('More is credited than the invoice charged');
  const before = shareOf(invoice, creditedBefore);
  const after = shareOf(invoice, creditedBefore + paise);
  return {
    taxablePaise: after.taxablePaise - before.taxablePaise,
    cgstPaise: after.cgstPaise - before.cgstPaise,
    sgstPaise: after.sgstPaise - before.sgstPaise,
    igstPaise: after.igstPaise - before.igstPaise,
    totalPaise: paise,
  };
}

/** The tax invoice of a payment (by the provider's payment id), or null. */
export async function invoiceOfPayment(db: Db | Tx, transactionId: string) {
  const [invoice] = await db.select().from(taxInvoices).where(eq(taxInvoices.transactionId, transactionId));
  return invoice ?? null;
}

/**
 * Issues the credit note of a processed refund in the caller's transaction (which holds the
 * payment's row lock, so the notes of one invoice are issued one at a time): the next number of
 * the financial year's series (insert … on conflict do update … returning: a rollback gives it
 * back), the invoice's place of supply, rate and details, and the reason.
 */
export async function issueCreditNote(tx: Tx, refund: RefundRow, at = new Date()): Promise<CreditNoteRow> {
  const [existing] = await tx.select().from(creditNotes).where(eq(creditNotes.refundId, refund.id));
  if (existing) return existing;
  const invoice = await invoiceOfPayment(tx, refund.transactionId);
  if (!invoice) throw new Error(`No tax invoice for payment ${refund.transactionId} to credit`);
  const [credited] = await tx
    .select({ paise: sum(creditNotes.totalPaise).mapWith(Number) })
    .from(creditNotes)
    .where(eq(creditNotes.invoiceNumber, invoice.number));
  const parts = splitLikeInvoice(invoice, refund.amountPaise, credited?.paise ?? 0);
  const fy = financialYear(at);
  const [series] = await tx
    .insert(creditNoteSeries)
    .values({ financialYear: fy, last: 1 })
    .onConflictDoUpdate({ target: creditNoteSeries.financialYear, set: { last: sql`${creditNoteSeries.last} + 1` } })
    .returning({ last: creditNoteSeries.last });
  const [note] = await tx
    .insert(creditNotes)
    .values({
      number: creditNoteNumber(at, series!.last),
      financialYear: fy,
      sequence: series!.last,
      refundId: refund.id,
      invoiceNumber: invoice.number,
      orderId: invoice.orderId,
      issuedAt: at,
      placeOfSupply: invoice.placeOfSupply,
      ...parts,
      gstRate: invoice.gstRate,
      details: { ...invoice.details, reason: refund.reason },
    })
    .returning();
  return note!;
}

/**
 * A credit note for the customer whose order it credits, or for staff (any role); anyone else's
 * answers like a missing one.
 */
export async function findOwnedCreditNote(db: Db, number: string, principal: Principal) {
  const [row] = await db
    .select({ note: creditNotes, userId: orders.userId })
    .from(creditNotes)
    .innerJoin(orders, eq(orders.id, creditNotes.orderId))
    .where(eq(creditNotes.number, number));
  const staff = principal.isAdmin || can(principal, 'customers.read');
  if (!row || (row.userId !== principal.userId && !staff)) throw new NotFoundError('Credit note not found');
  return row.note;
}

/** A credit note with the invoice it reduces, for its PDF. */
export async function creditNoteWithInvoice(db: Db, note: CreditNoteRow) {
  const [invoice] = await db.select().from(taxInvoices).where(eq(taxInvoices.number, note.invoiceNumber));
  if (!invoice) throw new Error(`Credit note ${note.number} names invoice ${note.invoiceNumber}, which is gone`);
  return { note, invoice };
}

/** The credit notes of some refunds, by refund id. */
export async function creditNotesOf(db: Db | Tx, refundIds: string[]) {
  if (refundIds.length === 0) return new Map<string, CreditNoteRow>();
  const rows = await db.select().from(creditNotes).where(inArray(creditNotes.refundId, refundIds));
  return new Map(rows.map((r) => [r.refundId, r]));
}

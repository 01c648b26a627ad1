import type { creditNotes, taxInvoices } from '../db/schema';
import { renderGstDocument } from './gstDocument';

type CreditNote = typeof creditNotes.$inferSelect;
type Invoice = typeof taxInvoices.$inferSelect;

/**
 * A GST credit note (CGST Act s.34, CGST Rules rule 53(1A)), laid out as the tax invoice it reduces
 * (documents/taxInvoice.ts): the supplier's name, address and GSTIN; the note's serial number (at
 * most 16 characters, unique in the financial year) and date; the original invoice's number and
 * date; the buyer's name, address and GSTIN as that invoice has them; place of supply; SAC; the
 * taxable value and CGST + SGST or IGST credited, with rates; the total in figures and words; and
 * why the value is reduced.
 */
export function renderCreditNote(note: CreditNote, invoice: Invoice, supplierGstin: string): Promise<Uint8Array> {
  return renderGstDocument({
    title: `LNF credit note ${note.number}`,
    subject: `Credit note against tax invoice ${invoice.number}`,
    heading: 'Credit Note',
    numberLabel: 'Credit note number',
    number: note.number,
    issuedAt: note.issuedAt,
    supplierGstin,
    // The invoice's rate and kind of tax: the note reduces exactly what the invoice charged.
    amounts: note,
    details: note.details,
    against: { number: invoice.number, issuedAt: invoice.issuedAt },
    buyerHeading: 'Issued to',
    description: `Refund: ${note.details.description}`,
    totalLabel: 'Total credited',
    reason: note.details.reason,
  });
}

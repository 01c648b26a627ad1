import type { taxInvoices } from '../db/schema';
import { renderGstDocument } from './gstDocument';

type Invoice = typeof taxInvoices.$inferSelect;

/**
 * A GST tax invoice (CGST Rules, rule 46), with the supplier's GSTIN from the configuration (LNF_GSTIN): supplier's legal name, address and GSTIN; a serial
 * number of at most 16 characters, unique in the financial year; date; buyer's name, address and
 * GSTIN if registered; place of supply (state and code); SAC; taxable value; CGST + SGST or IGST
 * with rates and amounts; total in figures and words.
 */
export function renderTaxInvoice(invoice: Invoice, supplierGstin: string): Promise<Uint8Array> {
  return renderGstDocument({
    title: `LNF tax invoice ${invoice.number}`,
    heading: 'Tax Invoice',
    numberLabel: 'Invoice number',
    number: invoice.number,
    issuedAt: invoice.issuedAt,
    supplierGstin,
    amounts: invoice,
    details: invoice.details,
    buyerHeading: 'Billed to',
    description: invoice.details.description,
    totalLabel: 'Total',
  });
}

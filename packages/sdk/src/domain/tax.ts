import { percentOf } from './money';

/**
 * GST at one rate: the configuration's `product.taxPercentage`, read by `taxRateOf`. Charges add it
 * to a taxable amount; tax invoices back it out of what was charged and split it CGST + SGST within
 * the supplier's state (intra-state) or IGST across states (inter-state).
 */

/** The GST rate when the configuration has none (percent). */
export const GST = 18;

/**
 * The tax rate of the configuration's `taxPercentage`: a number (or numeric text) of 0 or more;
 * anything else (missing, blank, negative) is the default `GST`.
 */
export function taxRateOf(configured: unknown): number {
  const rate =
    typeof configured === 'number'
      ? configured
      : typeof configured === 'string' && configured.trim() !== ''
        ? Number(configured)
        : NaN;
  return Number.isFinite(rate) && rate >= 0 ? rate : GST;
}

/** GST on a taxable amount in paise, rounded half up to the paisa. */
export function gstOn(taxablePaise: number, ratePercent: number): number {
  return percentOf(taxablePaise, ratePercent);
}

/** The taxable value inside a GST-inclusive total: total / (1 + rate), rounded to the paisa. */
export function taxableOf(totalPaise: number, ratePercent: number): number {
  return Math.round((totalPaise * 100) / (100 + ratePercent));
}

/** How GST is charged on one supply. */
export interface GstSplit {
  /** Intra-state: CGST + SGST, half the rate each; inter-state: IGST at the whole rate. */
  kind: 'intra' | 'inter';
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

/**
 * GST on a taxable amount: the supplier's state and the place of supply (the customer's billing
 * state) decide CGST + SGST or IGST. Each half is rounded to the paisa, so CGST + SGST may differ
 * from IGST by one paisa, as on a real invoice.
 */
export function splitGst(
  taxablePaise: number,
  supplierStateCode: string,
  placeOfSupplyCode: string,
  ratePercent: number,
): GstSplit {
  if (supplierStateCode === placeOfSupplyCode) {
    const half = Math.round((taxablePaise * ratePercent) / 200);
    return {
      kind: 'intra',
      taxablePaise,
      cgstPaise: half,
      sgstPaise: half,
      igstPaise: 0,
      totalPaise: taxablePaise + 2 * half,
    };
  }
  const igst = Math.round((taxablePaise * ratePercent) / 100);
  return { kind: 'inter', taxablePaise, cgstPaise: 0, sgstPaise: 0, igstPaise: igst, totalPaise: taxablePaise + igst };
}

/**
 * GST inside an amount already charged (Razorpay charges the total): the taxable value is
 * `taxableOf` the total, the tax is the rest, split in two halves within the state (the odd paisa
 * to SGST), so the invoice adds up to exactly what was charged.
 */
export function splitGstInclusive(
  totalPaise: number,
  supplierStateCode: string,
  placeOfSupplyCode: string,
  ratePercent: number,
): GstSplit {
  const taxablePaise = taxableOf(totalPaise, ratePercent);
  const tax = totalPaise - taxablePaise;
  if (supplierStateCode === placeOfSupplyCode) {
    const cgst = Math.floor(tax / 2);
    return { kind: 'intra', taxablePaise, cgstPaise: cgst, sgstPaise: tax - cgst, igstPaise: 0, totalPaise };
  }
  return { kind: 'inter', taxablePaise, cgstPaise: 0, sgstPaise: 0, igstPaise: tax, totalPaise };
}

/**
 * The tax lines of an invoice as it prints them, with the rate it was split at: 'CGST @ 6%' and
 * 'SGST @ 6%' within the state, 'IGST @ 12%' across states (and for a supply with no tax at all).
 */
export function gstLines(split: Omit<GstSplit, 'kind'>, ratePercent: number): { label: string; paise: number }[] {
  if (split.igstPaise > 0 || split.cgstPaise + split.sgstPaise === 0)
    return [{ label: `IGST @ ${ratePercent}%`, paise: split.igstPaise }];
  const half = ratePercent / 2;
  return [
    { label: `CGST @ ${half}%`, paise: split.cgstPaise },
    { label: `SGST @ ${half}%`, paise: split.sgstPaise },
  ];
}

/**
 * Money: amounts are worked in integer paise, so sums are exact, and answered in rupees (two
 * decimals at most). Every rounding of a share of an amount is half up to the paisa.
 */

/** Rupees to integer paise, rounded to the nearest paisa. */
export function toPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

/** Integer paise to rupees. */
export function toRupees(paise: number): number {
  return paise / 100;
}

/**
 * `percent` of an amount in paise, rounded half up to the paisa. The rate is taken in basis
 * points, so fractional rates (12.5 %) stay exact in integers.
 */
export function percentOf(paise: number, percent: number): number {
  const basisPoints = Math.round(percent * 100);
  return Math.floor((paise * basisPoints + 5000) / 10000);
}

/** `numerator / denominator` of an amount in paise, rounded to the paisa (a prorated share). */
export function shareOf(paise: number, numerator: number, denominator: number): number {
  return Math.round((paise * numerator) / denominator);
}

/**
 * Whole rupees as India writes them, without Intl: 8999 -> '₹8,999', 125000 -> '₹1,25,000'.
 * For prices a prerendered page shows: formatting them with Intl would load the browser's ICU
 * data while the page hydrates. Amounts are rounded to the rupee; negatives keep their sign.
 */
export function formatWholeRupees(rupees: number): string {
  const whole = String(Math.round(Math.abs(rupees)));
  const head = whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${rupees < 0 && whole !== '0' ? '-' : ''}₹${head ? `${head},` : ''}${whole.slice(-3)}`;
}

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

import { IST_OFFSET_MS } from './calendar';

/**
 * Card rules, one set for the card form in the browser and the server's request schemas.
 *
 * - Number: 12 to 19 digits (ISO/IEC 7812 allows up to 19; Razorpay takes cards from 12 digits,
 *   which some Maestro cards have), written bare or grouped by single spaces or hyphens, passing
 *   the Luhn checksum.
 * - Expiry: `MM/YY`, valid through the last day of its month in India Standard Time. The cards are
 *   issued and charged in India (Razorpay), and IST (UTC+05:30 all year, no daylight saving) gives
 *   the browser, whatever its zone, and the server, in UTC, the same answer at the same moment.
 * - CVV: 3 digits, or 4 (American Express).
 */

/** The fewest digits a card number has. */
export const CARD_NUMBER_MIN = 12;

/** The most digits a card number has. */
export const CARD_NUMBER_MAX = 19;

/** A card number: 12 to 19 digits, optionally grouped by single spaces or hyphens. */
export const CARD_NUMBER_PATTERN = new RegExp(`^\\d(?:[ -]?\\d){${CARD_NUMBER_MIN - 1},${CARD_NUMBER_MAX - 1}}$`);

/** Card expiry as MM/YY. */
export const EXPIRY_PATTERN = /^(0[1-9]|1[0-2])\/(\d{2})$/;

/** Whether a digit string passes the Luhn (mod 10) checksum; anything but digits fails. */
export function luhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The digits of a card number as written (its single spaces or hyphens dropped). */
export function cardDigits(value: string): string {
  return value.replace(/[ -]/g, '');
}

/** Whether a card number (grouping allowed) has 12-19 digits and passes Luhn. */
export function isValidCardNumber(value: string): boolean {
  return CARD_NUMBER_PATTERN.test(value) && luhn(cardDigits(value));
}

/** The month (1-12) and four-digit year of an `MM/YY` expiry, or null when malformed. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = EXPIRY_PATTERN.exec(value);
  return match ? { month: Number(match[1]), year: 2000 + Number(match[2]) } : null;
}

/**
 * Whether an `MM/YY` expiry has not passed at `now`: a card is valid through the last day of its
 * month in India Standard Time, so the current month still counts. False for anything not MM/YY.
 */
export function isExpiryInFuture(value: string, now: Date = new Date()): boolean {
  const expiry = parseExpiry(value);
  if (!expiry) return false;
  const ist = new Date(now.getTime() + IST_OFFSET_MS);
  return expiry.year * 12 + (expiry.month - 1) >= ist.getUTCFullYear() * 12 + ist.getUTCMonth();
}

/** Whether a CVV has 3 or 4 digits (4 on American Express). */
export function isValidCvv(value: string): boolean {
  return /^\d{3,4}$/.test(value);
}

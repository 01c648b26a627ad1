/** The details a CardForm submits: the card number as digits only, expiry as 'MM/YY'. */
export interface CardDetails {
  cardNumber: string;
  cardHolderName: string;
  expiry: string;
  cvv: string;
}

/** Field messages in plain English; each can be replaced per form (another language, other words). */
export const cardFormMessages = {
  cardNumberRequired: 'Card number is required.',
  cardNumberInvalid: 'Enter a valid card number.',
  cardHolderNameRequired: 'Card holder name is required.',
  expiryRequired: 'Expiry date is required.',
  expiryInvalid: 'Enter the expiry date as MM/YY.',
  expiryPast: 'This card has expired.',
  cvvRequired: 'CVV is required.',
  cvvInvalid: 'CVV must be 3 or 4 digits.',
};

export type CardFormMessages = typeof cardFormMessages;

export type CardFormErrors = Partial<Record<keyof CardDetails, string>>;

/** Card numbers run from 12 to 19 digits (ISO/IEC 7812). */
export const CARD_NUMBER_MIN = 12;
export const CARD_NUMBER_MAX = 19;

export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

/** Whether a digit string passes the Luhn (mod 10) checksum. Non-digits fail. */
export function luhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Whether a card number (spaces allowed) has 12-19 digits and passes Luhn. */
export function isValidCardNumber(value: string): boolean {
  const digits = digitsOnly(value);
  return digits.length >= CARD_NUMBER_MIN && digits.length <= CARD_NUMBER_MAX && luhn(digits);
}

/** Digits in groups of four, at most 19: '4111111111111111' → '4111 1111 1111 1111'. */
export function formatCardNumber(value: string): string {
  return digitsOnly(value)
    .slice(0, CARD_NUMBER_MAX)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** 'MM/YY' while typing: '1' → '1', '12' → '12', '122' → '12/2', '1228' → '12/28'. */
export function formatExpiry(value: string): string {
  const digits = digitsOnly(value).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** The month (1-12) and four-digit year of an 'MM/YY' expiry, or null when malformed. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
}

/**
 * Whether an 'MM/YY' expiry is still ahead of `now`. A card is valid through the last day of
 * its expiry month, so the current month still counts as the future.
 */
export function isExpiryInFuture(value: string, now: Date = new Date()): boolean {
  const expiry = parseExpiry(value);
  if (!expiry) return false;
  const current = now.getFullYear() * 12 + now.getMonth();
  return expiry.year * 12 + (expiry.month - 1) >= current;
}

/** Whether a CVV has 3 or 4 digits (4 on American Express). */
export function isValidCvv(value: string): boolean {
  return /^\d{3,4}$/.test(value);
}

/** Every field's error for the given values; an empty object when the card is fine. */
export function validateCard(
  values: CardDetails,
  now: Date = new Date(),
  messages: CardFormMessages = cardFormMessages,
): CardFormErrors {
  const errors: CardFormErrors = {};
  const number = digitsOnly(values.cardNumber);
  if (!number) errors.cardNumber = messages.cardNumberRequired;
  else if (!isValidCardNumber(number)) errors.cardNumber = messages.cardNumberInvalid;
  if (!values.cardHolderName.trim()) errors.cardHolderName = messages.cardHolderNameRequired;
  if (!values.expiry.trim()) errors.expiry = messages.expiryRequired;
  else if (!parseExpiry(values.expiry)) errors.expiry = messages.expiryInvalid;
  else if (!isExpiryInFuture(values.expiry, now)) errors.expiry = messages.expiryPast;
  if (!values.cvv) errors.cvv = messages.cvvRequired;
  else if (!isValidCvv(values.cvv)) errors.cvv = messages.cvvInvalid;
  return errors;
}

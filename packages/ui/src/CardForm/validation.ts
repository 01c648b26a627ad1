import { CARD_NUMBER_MAX, isExpiryInFuture, isValidCardNumber, isValidCvv, parseExpiry } from '@lnf/sdk/domain';

/**
 * The card form's words and typing helpers. What makes a card valid (12-19 digits and Luhn, an
 * MM/YY expiry good through its month in India Standard Time, a 3-4 digit CVV) is the sdk's domain
 * (`@lnf/sdk/domain`), the rules the server checks the same card with; its checks are re-exported
 * here under the names this package has always offered.
 */
export {
  CARD_NUMBER_MAX,
  CARD_NUMBER_MIN,
  isExpiryInFuture,
  isValidCardNumber,
  isValidCvv,
  luhn,
  parseExpiry,
} from '@lnf/sdk/domain';

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

/** The digits of what was typed: the form groups and separates them, the rules read digits. */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
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

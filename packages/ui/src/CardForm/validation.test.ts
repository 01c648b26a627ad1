import { describe, expect, it } from 'vitest';
import {
  cardFormMessages,
  formatCardNumber,
  formatExpiry,
  isExpiryInFuture,
  isValidCardNumber,
  isValidCvv,
  luhn,
  parseExpiry,
  validateCard,
} from './validation';

describe('luhn', () => {
  it.each([
    '4111111111111111', // Visa test card
    '4242424242424242',
    '5555555555554444', // Mastercard
    '378282246310005', // American Express
    '6011111111111117', // Discover
    '3566002020360505', // JCB
    '6521000000000007', // RuPay-style 16 digits
    '79927398713', // the classic worked example
    '0',
  ])('accepts %s', (digits) => {
    expect(luhn(digits)).toBe(true);
  });

  it.each(['4111111111111112', '79927398710', '1234567812345678', '', '4111 1111 1111 1111', 'abcd'])(
    'rejects %j',
    (digits) => {
      expect(luhn(digits)).toBe(false);
    },
  );
});

describe('isValidCardNumber', () => {
  it('allows spaces, needs 12-19 digits and a Luhn pass', () => {
    expect(isValidCardNumber('4111 1111 1111 1111')).toBe(true);
    expect(isValidCardNumber('79927398713')).toBe(false);
    expect(isValidCardNumber('4111 1111 1111 1112')).toBe(false);
    expect(isValidCardNumber('4'.repeat(20))).toBe(false);
  });
});

describe('formatCardNumber', () => {
  it('groups digits in fours, drops everything else and stops at 19 digits', () => {
    expect(formatCardNumber('4111')).toBe('4111');
    expect(formatCardNumber('41111')).toBe('4111 1');
    expect(formatCardNumber('4111-1111-1111-1111')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('1234567890123456789999')).toBe('1234 5678 9012 3456 789');
  });
});

describe('expiry', () => {
  const now = new Date(2026, 10, 23); // 23 Nov 2026

  it('formats MM/YY as people type', () => {
    expect(['1', '12', '122', '1228', '12/28', '12282'].map(formatExpiry)).toEqual([
      '1',
      '12',
      '12/2',
      '12/28',
      '12/28',
      '12/28',
    ]);
  });

  it('parses MM/YY and rejects impossible months', () => {
    expect(parseExpiry('07/29')).toEqual({ month: 7, year: 2029 });
    expect(parseExpiry('13/29')).toBeNull();
    expect(parseExpiry('00/29')).toBeNull();
    expect(parseExpiry('7/29')).toBeNull();
  });

  it('is in the future through the last day of the expiry month', () => {
    expect(isExpiryInFuture('11/26', now)).toBe(true);
    expect(isExpiryInFuture('12/26', now)).toBe(true);
    expect(isExpiryInFuture('01/27', now)).toBe(true);
    expect(isExpiryInFuture('10/26', now)).toBe(false);
    expect(isExpiryInFuture('12/25', now)).toBe(false);
    expect(isExpiryInFuture('nonsense', now)).toBe(false);
  });
});

describe('isValidCvv', () => {
  it('takes 3 or 4 digits', () => {
    expect(['123', '1234'].map(isValidCvv)).toEqual([true, true]);
    expect(['12', '12345', '12a', ''].map(isValidCvv)).toEqual([false, false, false, false]);
  });
});

describe('validateCard', () => {
  const now = new Date(2026, 10, 23);

  it('returns no errors for a good card', () => {
    expect(
      validateCard(
        { cardNumber: '4111 1111 1111 1111', cardHolderName: 'Ada Lovelace', expiry: '12/28', cvv: '123' },
        now,
      ),
    ).toEqual({});
  });

  it('names every problem with its message', () => {
    expect(validateCard({ cardNumber: '', cardHolderName: ' ', expiry: '', cvv: '' }, now)).toEqual({
      cardNumber: cardFormMessages.cardNumberRequired,
      cardHolderName: cardFormMessages.cardHolderNameRequired,
      expiry: cardFormMessages.expiryRequired,
      cvv: cardFormMessages.cvvRequired,
    });
    expect(
      validateCard({ cardNumber: '4111 1111 1111 1112', cardHolderName: 'A', expiry: '10/26', cvv: '12' }, now),
    ).toEqual({
      cardNumber: cardFormMessages.cardNumberInvalid,
      expiry: cardFormMessages.expiryPast,
      cvv: cardFormMessages.cvvInvalid,
    });
    expect(
      validateCard({ cardNumber: '4111111111111111', cardHolderName: 'A', expiry: '14/28', cvv: '123' }, now),
    ).toEqual({
      expiry: cardFormMessages.expiryInvalid,
    });
  });
});

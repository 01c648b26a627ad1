import { describe, expect, it } from 'vitest';
import { cardFormMessages, formatCardNumber, formatExpiry, validateCard } from './validation';

// The card rules themselves (length, Luhn, expiry, CVV) are the sdk domain's and tested there
// (packages/sdk/src/domain/card.test.ts); agreement.test.ts holds this form to the server's rules.

describe('formatCardNumber', () => {
  it('groups digits in fours, drops everything else and stops at 19 digits', () => {
    expect(formatCardNumber('4111')).toBe('4111');
    expect(formatCardNumber('41111')).toBe('4111 1');
    expect(formatCardNumber('4111-1111-1111-1111')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('1234567890123456789999')).toBe('1234 5678 9012 3456 789');
  });
});

describe('formatExpiry', () => {
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

import { describe, expect, it } from 'vitest';
import {
  CARD_NUMBER_MAX,
  CARD_NUMBER_MIN,
  isExpiryInFuture,
  isValidCardNumber,
  isValidCvv,
  luhn,
  parseExpiry,
} from './card';

describe('card numbers', () => {
  it('pass Luhn only as digits', () => {
    for (const digits of ['4111111111111111', '5555555555554444', '378282246310005', '79927398713', '0'])
      expect(luhn(digits)).toBe(true);
    for (const bad of ['4111111111111112', '79927398710', '', '4111 1111 1111 1111', 'abcd'])
      expect(luhn(bad)).toBe(false);
  });

  it('run from 12 to 19 digits: 11 and 20 are refused even when their checksum holds', () => {
    expect([CARD_NUMBER_MIN, CARD_NUMBER_MAX]).toEqual([12, 19]);
    expect(isValidCardNumber('50000000005')).toBe(false); // 11 digits, Luhn holds
    expect(isValidCardNumber('500000000009')).toBe(true); // 12
    expect(isValidCardNumber('5000000000000000005')).toBe(true); // 19
    expect(isValidCardNumber('50000000000000000009')).toBe(false); // 20, Luhn holds
  });

  it('may be grouped by single spaces or hyphens; a wrong check digit is refused', () => {
    expect(isValidCardNumber('4111 1111 1111 1111')).toBe(true);
    expect(isValidCardNumber('4111-1111-1111-1111')).toBe(true);
    expect(isValidCardNumber('4111  1111 1111 1111')).toBe(false);
    expect(isValidCardNumber(' 4111111111111111')).toBe(false);
    expect(isValidCardNumber('4111 1111 1111 1112')).toBe(false);
  });
});

describe('expiry', () => {
  it('is MM/YY with a real month', () => {
    expect(parseExpiry('07/29')).toEqual({ month: 7, year: 2029 });
    for (const bad of ['13/29', '00/29', '7/29', ' 07/29', '07/2029']) expect(parseExpiry(bad)).toBeNull();
  });

  it('holds through the last moment of its month in India Standard Time', () => {
    // 30 Jun 2026 23:59:59.999 IST is 18:29:59.999 UTC; one millisecond later July has begun in India.
    const lastMoment = new Date('2026-06-30T18:29:59.999Z');
    const julyInIndia = new Date('2026-06-30T18:30:00.000Z');
    expect(isExpiryInFuture('06/26', lastMoment)).toBe(true);
    expect(isExpiryInFuture('06/26', julyInIndia)).toBe(false);
    expect(isExpiryInFuture('07/26', julyInIndia)).toBe(true);
    expect(isExpiryInFuture('05/26', lastMoment)).toBe(false);
  });

  it('turns the year at midnight in India: 12/26 lapses at 2026-12-31T18:30Z', () => {
    expect(isExpiryInFuture('12/26', new Date('2026-12-31T18:29:59Z'))).toBe(true);
    expect(isExpiryInFuture('12/26', new Date('2026-12-31T18:30:00Z'))).toBe(false);
    expect(isExpiryInFuture('01/27', new Date('2026-12-31T18:30:00Z'))).toBe(true);
    expect(isExpiryInFuture('nonsense', new Date('2026-12-31T18:30:00Z'))).toBe(false);
  });
});

describe('CVV', () => {
  it('takes 3 or 4 digits', () => {
    expect(['123', '1234'].map(isValidCvv)).toEqual([true, true]);
    expect(['12', '12345', '12a', ''].map(isValidCvv)).toEqual([false, false, false, false]);
  });
});

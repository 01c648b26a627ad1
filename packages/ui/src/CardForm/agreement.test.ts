import { describe, expect, it } from 'vitest';
import { RULES, validateField } from '@lnf/sdk';
import { formatCardNumber, validateCard } from './validation';

/**
 * The card form and the server take and refuse the same cards: one table of numbers and expiries
 * goes through CardForm's validation and through the sdk's `card` form rules, which the server's
 * request schemas (test checkout, card update) apply. Both are the domain's card rules.
 */

const good = { cardNumber: '4111111111111111', cardHolderName: 'Ada Lovelace', expiry: '12/30', cvv: '123' };

/** Whether CardForm accepts a field, the other fields good. */
const formTakes = (field: keyof typeof good, value: string, now: Date) =>
  validateCard({ ...good, [field]: value }, now)[field] === undefined;

/** Whether the server's rules accept it. */
const serverTakes = (field: keyof typeof good, value: string, now: Date) =>
  validateField(RULES.card, field, { [field]: value }, { now }) === undefined;

const now = new Date('2026-06-15T12:00:00Z');

// Card numbers as CardForm holds them (grouped in fours as typed) and as it sends them (digits).
const numbers: [string, boolean][] = [
  ['50000000005', false], // 11 digits, Luhn holds
  ['500000000009', true], // 12
  ['5000000000005', true], // 13
  ['4111111111111111', true],
  ['4111111111111112', false], // check digit wrong
  ['378282246310005', true], // American Express, 15
  ['5000000000000000005', true], // 19
  ['50000000000000000009', false], // 20, Luhn holds
  ['6521000000000007', true],
  ['79927398713', false], // Luhn holds, too short
];

describe('CardForm and the server agree on card numbers', () => {
  it.each(numbers.flatMap(([digits, ok]) => [[digits, ok] as const, [formatCardNumber(digits), ok] as const]))(
    '%s: accepted %s',
    (value, ok) => {
      // CardForm caps what can be typed at 19 digits; the 20-digit number is judged as sent.
      expect(formTakes('cardNumber', value, now)).toBe(ok);
      expect(serverTakes('cardNumber', value, now)).toBe(ok);
    },
  );
});

describe('CardForm and the server agree on expiry dates at the month edges (IST)', () => {
  const lastMomentOfJune = new Date('2026-06-30T18:29:59.999Z'); // 23:59:59.999 IST
  const firstMomentOfJuly = new Date('2026-06-30T18:30:00.000Z'); // 00:00 IST, still 30 June in UTC
  const newYearInIndia = new Date('2026-12-31T18:30:00.000Z');
  it.each([
    ['06/26', lastMomentOfJune, true],
    ['06/26', firstMomentOfJuly, false],
    ['07/26', firstMomentOfJuly, true],
    ['05/26', lastMomentOfJune, false],
    ['12/26', new Date('2026-12-31T18:29:59.000Z'), true],
    ['12/26', newYearInIndia, false],
    ['01/27', newYearInIndia, true],
    ['13/26', now, false],
    ['00/27', now, false],
    ['6/27', now, false],
  ] as const)('%s at %s: accepted %s', (expiry, at, ok) => {
    expect(formTakes('expiry', expiry, at)).toBe(ok);
    expect(serverTakes('expiry', expiry, at)).toBe(ok);
  });
});

describe('CardForm and the server agree on CVVs', () => {
  it.each([
    ['123', true],
    ['1234', true],
    ['12', false],
    ['12345', false],
  ] as const)('%s: accepted %s', (cvv, ok) => {
    expect(formTakes('cvv', cvv, now)).toBe(ok);
    expect(serverTakes('cvv', cvv, now)).toBe(ok);
  });
});

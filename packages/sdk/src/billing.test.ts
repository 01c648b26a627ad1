import { describe, expect, it } from 'vitest';
import {
  amountInWords,
  cardBrandLabel,
  cardBrandOfNetwork,
  gstinCheckCharacter,
  gstinProblem,
  gstStateCode,
  invoiceNumber,
  numberInWords,
} from './billing';

describe('GSTIN', () => {
  it('accepts a GSTIN whose check character holds (27AAPFU0939F1ZV, a Maharashtra registration)', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(gstinProblem('27AAPFU0939F1ZV')).toBeNull();
    expect(gstinProblem(' 27aapfu0939f1zv ')).toBeNull();
  });

  it('refuses a one-character typo, a wrong shape and an unknown state', () => {
    expect(gstinProblem('27AAPFU0939F1ZW')).toBe('GSTIN check character does not match; check for a typo');
    expect(gstinProblem('27AAPFU0939F2ZV')).toMatch(/check character/);
    expect(gstinProblem('27AAPFU0939F1Z')).toMatch(/^GSTIN must be 15 characters/);
    expect(gstinProblem('27AAPF10939F1ZV')).toMatch(/^GSTIN must be 15 characters/);
    const unknownState = `99AAPFU0939F1Z${gstinCheckCharacter('99AAPFU0939F1Z')}`;
    expect(gstinProblem(unknownState)).toBe('GSTIN must start with an Indian state code');
  });

  it('knows the state codes by name', () => {
    expect(gstStateCode('Telangana')).toBe('36');
    expect(gstStateCode('  tamil   nadu ')).toBe('33');
    expect(gstStateCode('Jammu & Kashmir')).toBe('01');
    expect(gstStateCode('Dubai')).toBeNull();
  });
});

describe('amount in words', () => {
  it('writes rupees and paise the Indian way', () => {
    expect(amountInWords(353_882)).toBe('Rupees Three Thousand Five Hundred Thirty Eight and Eighty Two Paise Only');
    expect(amountInWords(1_00_00_000)).toBe('Rupees One Lakh Only');
    expect(numberInWords(1_23_45_678)).toBe(
      'One Crore Twenty Three Lakh Forty Five Thousand Six Hundred Seventy Eight',
    );
    expect(numberInWords(0)).toBe('Zero');
    expect(() => numberInWords(-1)).toThrow(RangeError);
  });
});

describe('invoice numbers', () => {
  it('run per Indian financial year (April to March), 16 characters at most', () => {
    expect(invoiceNumber(new Date('2026-11-24T10:00:00Z'), 42)).toBe('LNF/26-27/000042');
    expect(invoiceNumber(new Date('2027-03-31T10:00:00Z'), 43)).toBe('LNF/26-27/000043');
    expect(invoiceNumber(new Date('2027-04-01T10:00:00Z'), 1)).toBe('LNF/27-28/000001');
    expect(invoiceNumber(new Date('2026-11-24T10:00:00Z'), 999_999)).toHaveLength(16);
    expect(() => invoiceNumber(new Date(), 0)).toThrow(RangeError);
  });
});

describe('card brands', () => {
  it("reads Razorpay's network names as our brand codes, and unknown ones as 'card'", () => {
    expect(cardBrandOfNetwork('American Express')).toBe('amex');
    expect(cardBrandOfNetwork('MasterCard')).toBe('mastercard');
    expect(cardBrandOfNetwork('RuPay')).toBe('rupay');
    expect(cardBrandOfNetwork('Diners Club')).toBe('diners');
    expect(cardBrandOfNetwork(' visa ')).toBe('visa');
    expect(cardBrandOfNetwork('Bajaj Finserv')).toBe('card');
    expect(cardBrandLabel(cardBrandOfNetwork('American Express'))).toBe('American Express');
  });
});

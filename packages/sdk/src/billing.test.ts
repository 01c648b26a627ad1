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
  prorate,
  splitGst,
  splitGstInclusive,
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

describe('GST split', () => {
  it('charges CGST + SGST inside the supplier state: ₹2,999 in Telangana is ₹269.91 + ₹269.91 = ₹3,538.82', () => {
    expect(splitGst(299_900, '36', '36')).toEqual({
      kind: 'intra',
      taxablePaise: 299_900,
      cgstPaise: 26_991,
      sgstPaise: 26_991,
      igstPaise: 0,
      totalPaise: 353_882,
    });
  });

  it('charges IGST across states: ₹2,999 to Karnataka is ₹539.82 IGST', () => {
    expect(splitGst(299_900, '36', '29')).toEqual({
      kind: 'inter',
      taxablePaise: 299_900,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 53_982,
      totalPaise: 353_882,
    });
  });

  it('rounds each half to the paisa: ₹10.03 is 90 + 90 paise within the state, 181 paise across', () => {
    expect(splitGst(1003, '36', '36')).toMatchObject({ cgstPaise: 90, sgstPaise: 90, totalPaise: 1183 });
    expect(splitGst(1003, '36', '27')).toMatchObject({ igstPaise: 181, totalPaise: 1184 });
  });
});

describe('GST inside a charged total', () => {
  it('takes ₹3,538.82 back to ₹2,999 taxable and ₹269.91 + ₹269.91, adding up to the charge', () => {
    expect(splitGstInclusive(353_882, '36', '36')).toEqual({
      kind: 'intra',
      taxablePaise: 299_900,
      cgstPaise: 26_991,
      sgstPaise: 26_991,
      igstPaise: 0,
      totalPaise: 353_882,
    });
    expect(splitGstInclusive(353_882, '36', '29')).toMatchObject({
      kind: 'inter',
      taxablePaise: 299_900,
      igstPaise: 53_982,
    });
  });

  it('gives the odd paisa to SGST: ₹100.00 is ₹84.75 + ₹7.62 + ₹7.63', () => {
    const split = splitGstInclusive(10_000, '36', '36');
    expect(split).toEqual({
      kind: 'intra',
      taxablePaise: 8475,
      cgstPaise: 762,
      sgstPaise: 763,
      igstPaise: 0,
      totalPaise: 10_000,
    });
    expect(split.taxablePaise + split.cgstPaise + split.sgstPaise).toBe(10_000);
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

describe('proration', () => {
  const period = { periodStart: new Date('2026-11-01T00:00:00Z'), periodEnd: new Date('2026-12-01T00:00:00Z') };

  it('charges an upgrade now for the days left: ₹2,999 to ₹3,999 with 10 of 30 days left is ₹1,333.00 - ₹999.67 = ₹333.33', () => {
    expect(
      prorate({ ...period, currentPaise: 299_900, nextPaise: 399_900, at: new Date('2026-11-21T00:00:00Z') }),
    ).toEqual({
      daysLeft: 10,
      daysInPeriod: 30,
      creditPaise: 99_967,
      chargePaise: 133_300,
      dueNowPaise: 33_333,
      kind: 'upgrade',
    });
  });

  it('counts a started day as left, and charges nothing now for a downgrade (it starts at renewal)', () => {
    const late = prorate({
      ...period,
      currentPaise: 299_900,
      nextPaise: 399_900,
      at: new Date('2026-11-30T18:00:00Z'),
    });
    expect(late).toMatchObject({ daysLeft: 1, dueNowPaise: 13_330 - 9_997 });
    expect(
      prorate({ ...period, currentPaise: 399_900, nextPaise: 299_900, at: new Date('2026-11-21T00:00:00Z') }),
    ).toMatchObject({ kind: 'downgrade', dueNowPaise: 0 });
    expect(() =>
      prorate({ ...period, periodEnd: period.periodStart, currentPaise: 1, nextPaise: 2, at: period.periodStart }),
    ).toThrow(RangeError);
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

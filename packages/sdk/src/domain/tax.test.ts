import { describe, expect, it } from 'vitest';
import { GST, gstLines, gstOn, splitGst, splitGstInclusive, taxableOf, taxRateOf } from './tax';

const TELANGANA = '36';
const KARNATAKA = '29';

describe('the configured rate', () => {
  it('is the configuration value when it is a number of 0 or more, else 18', () => {
    expect(taxRateOf(12)).toBe(12);
    expect(taxRateOf('12.5')).toBe(12.5);
    expect(taxRateOf(0)).toBe(0);
    for (const bad of [undefined, null, '', 'twelve', -1, Number.NaN, true]) expect(taxRateOf(bad)).toBe(GST);
    expect(GST).toBe(18);
  });
});

describe('GST on a taxable amount', () => {
  it('at 18 %: ₹2,999 is ₹269.91 CGST + ₹269.91 SGST within Telangana, ₹539.82 IGST to Karnataka', () => {
    expect(gstOn(299_900, 18)).toBe(53_982);
    expect(splitGst(299_900, TELANGANA, TELANGANA, 18)).toEqual({
      kind: 'intra',
      taxablePaise: 299_900,
      cgstPaise: 26_991,
      sgstPaise: 26_991,
      igstPaise: 0,
      totalPaise: 353_882,
    });
    expect(splitGst(299_900, TELANGANA, KARNATAKA, 18)).toEqual({
      kind: 'inter',
      taxablePaise: 299_900,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 53_982,
      totalPaise: 353_882,
    });
  });

  it('at 12 %: ₹2,999 is ₹179.94 + ₹179.94 within the state, ₹359.88 IGST across', () => {
    expect(gstOn(299_900, 12)).toBe(35_988);
    expect(splitGst(299_900, TELANGANA, TELANGANA, 12)).toMatchObject({
      cgstPaise: 17_994,
      sgstPaise: 17_994,
      totalPaise: 335_888,
    });
    expect(splitGst(299_900, TELANGANA, KARNATAKA, 12)).toMatchObject({ igstPaise: 35_988, totalPaise: 335_888 });
  });

  it('rounds each half to the paisa, so the two ways may differ by one: ₹10.03 at 18 %, ₹10.05 at 12 %', () => {
    expect(splitGst(1003, TELANGANA, TELANGANA, 18)).toMatchObject({ cgstPaise: 90, sgstPaise: 90, totalPaise: 1183 });
    expect(splitGst(1003, TELANGANA, KARNATAKA, 18)).toMatchObject({ igstPaise: 181, totalPaise: 1184 });
    expect(splitGst(1005, TELANGANA, TELANGANA, 12)).toMatchObject({ cgstPaise: 60, sgstPaise: 60, totalPaise: 1125 });
    expect(splitGst(1005, TELANGANA, KARNATAKA, 12)).toMatchObject({ igstPaise: 121, totalPaise: 1126 });
  });
});

describe('GST backed out of a charged total', () => {
  it('at 18 %: ₹3,538.82 is ₹2,999 taxable and ₹269.91 + ₹269.91, adding up to the charge', () => {
    expect(taxableOf(353_882, 18)).toBe(299_900);
    expect(splitGstInclusive(353_882, TELANGANA, TELANGANA, 18)).toEqual({
      kind: 'intra',
      taxablePaise: 299_900,
      cgstPaise: 26_991,
      sgstPaise: 26_991,
      igstPaise: 0,
      totalPaise: 353_882,
    });
    expect(splitGstInclusive(353_882, TELANGANA, KARNATAKA, 18)).toMatchObject({
      kind: 'inter',
      taxablePaise: 299_900,
      igstPaise: 53_982,
    });
  });

  it('at 12 %: ₹3,358.88 is ₹2,999 taxable and ₹179.94 + ₹179.94, or ₹359.88 IGST', () => {
    expect(splitGstInclusive(335_888, TELANGANA, TELANGANA, 12)).toMatchObject({
      taxablePaise: 299_900,
      cgstPaise: 17_994,
      sgstPaise: 17_994,
    });
    expect(splitGstInclusive(335_888, TELANGANA, KARNATAKA, 12)).toMatchObject({
      taxablePaise: 299_900,
      igstPaise: 35_988,
    });
  });

  it('gives the odd paisa to SGST: ₹100.00 is ₹84.75 + ₹7.62 + ₹7.63 at 18 %, ₹89.29 + ₹5.35 + ₹5.36 at 12 %', () => {
    const at18 = splitGstInclusive(10_000, TELANGANA, TELANGANA, 18);
    expect(at18).toMatchObject({ taxablePaise: 8475, cgstPaise: 762, sgstPaise: 763 });
    const at12 = splitGstInclusive(10_000, TELANGANA, TELANGANA, 12);
    expect(at12).toMatchObject({ taxablePaise: 8929, cgstPaise: 535, sgstPaise: 536 });
    for (const s of [at18, at12]) expect(s.taxablePaise + s.cgstPaise + s.sgstPaise).toBe(10_000);
  });
});

describe('tax lines of an invoice', () => {
  it('print the rate the split was made at', () => {
    const intra = splitGstInclusive(335_888, TELANGANA, TELANGANA, 12);
    expect(gstLines(intra, 12)).toEqual([
      { label: 'CGST @ 6%', paise: 17_994 },
      { label: 'SGST @ 6%', paise: 17_994 },
    ]);
    expect(gstLines(splitGstInclusive(335_888, TELANGANA, KARNATAKA, 12), 12)).toEqual([
      { label: 'IGST @ 12%', paise: 35_988 },
    ]);
    expect(gstLines(splitGstInclusive(353_882, TELANGANA, TELANGANA, 18), 18).map((l) => l.label)).toEqual([
      'CGST @ 9%',
      'SGST @ 9%',
    ]);
    expect(gstLines(splitGstInclusive(1000, TELANGANA, TELANGANA, 0), 0)).toEqual([{ label: 'IGST @ 0%', paise: 0 }]);
  });
});

import { describe, expect, it } from 'vitest';
import { formatWholeRupees, percentOf, shareOf, toPaise, toRupees } from './money';

describe('money in paise', () => {
  it('converts rupees to whole paise and back without float drift', () => {
    expect(toPaise(0.1 + 0.2)).toBe(30);
    expect(toPaise(3538.82)).toBe(353_882);
    expect(toRupees(353_882)).toBe(3538.82);
  });

  it('takes a percentage half up to the paisa, fractional rates exactly', () => {
    expect(percentOf(5, 10)).toBe(1);
    expect(percentOf(4, 10)).toBe(0);
    expect(percentOf(299_900, 18)).toBe(53_982);
    expect(percentOf(299_900, 12)).toBe(35_988);
    expect(percentOf(599_997, 12.5)).toBe(75_000);
  });

  it('shares an amount by days, rounded to the paisa', () => {
    expect(shareOf(299_900, 10, 30)).toBe(99_967);
    expect(shareOf(399_900, 7, 28)).toBe(99_975);
  });
});

describe('formatWholeRupees', () => {
  it('groups as India does and agrees with Intl en-IN for whole rupees', () => {
    const intl = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
    for (const amount of [0, 7, 999, 1000, 2999, 8500, 99999, 100000, 125000, 1234567, 98765432, -2999]) {
      expect(formatWholeRupees(amount)).toBe(intl.format(amount));
    }
    expect(formatWholeRupees(125000)).toBe('₹1,25,000');
  });

  it('rounds to the rupee', () => {
    expect(formatWholeRupees(2999.4)).toBe('₹2,999');
    expect(formatWholeRupees(2999.5)).toBe('₹3,000');
  });
});

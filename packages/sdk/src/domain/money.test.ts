import { describe, expect, it } from 'vitest';
import { percentOf, shareOf, toPaise, toRupees } from './money';

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

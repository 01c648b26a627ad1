import { describe, expect, it } from 'vitest';
import { DEFAULT_PLANS, PLAN_NAMES } from '../constants';
import { nthPeriod, utcDay } from './calendar';
import { toPaise } from './money';
import { compPaise, priceBasket, prorate } from './pricing';

const essential = { price: 2999, basePrice: 2500 };

describe('priceBasket', () => {
  it('monthly bills price x 1 with 18% GST', () => {
    expect(priceBasket(essential, 'MONTHLY', 18)).toEqual({
      intervalMonths: 1,
      amount: 2999,
      subtotal: 2999,
      taxPercentage: 18,
      gstAmount: 539.82,
      paymentAmount: 3538.82,
    });
  });
  it('quarterly bills price x 3, annual basePrice x 12', () => {
    expect(priceBasket(essential, 'QUARTERLY', 18)).toMatchObject({
      intervalMonths: 3,
      subtotal: 8997,
      gstAmount: 1619.46,
      paymentAmount: 10616.46,
    });
    expect(priceBasket(essential, 'ANNUALLY', 18)).toMatchObject({
      intervalMonths: 12,
      amount: 2500,
      subtotal: 30000,
      gstAmount: 5400,
      paymentAmount: 35400,
    });
  });
  it('uses the configured tax, rounds GST half up to the paisa and stays exact', () => {
    expect(priceBasket(essential, 'MONTHLY', 12)).toMatchObject({ gstAmount: 359.88, paymentAmount: 3358.88 });
    expect(priceBasket({ price: 0.05, basePrice: 0 }, 'MONTHLY', 10)).toMatchObject({
      gstAmount: 0.01,
      paymentAmount: 0.06,
    });
    expect(priceBasket({ price: 0.04, basePrice: 0 }, 'MONTHLY', 10)).toMatchObject({
      gstAmount: 0,
      paymentAmount: 0.04,
    });
    expect(priceBasket({ price: 1999.99, basePrice: 0 }, 'QUARTERLY', 12.5)).toMatchObject({
      subtotal: 5999.97,
      gstAmount: 750,
      paymentAmount: 6749.97,
    });
    expect(priceBasket(essential, 'MONTHLY', 0)).toMatchObject({ gstAmount: 0, paymentAmount: 2999 });
  });
  it('rejects unknown terms and negative tax', () => {
    expect(() => priceBasket(essential, 'WEEKLY' as never, 18)).toThrow(/renewal term/);
    expect(() => priceBasket(essential, 'MONTHLY', -1)).toThrow(/tax/);
  });
  it('prices every default plan without float drift', () => {
    for (const plan of DEFAULT_PLANS) {
      for (const term of ['MONTHLY', 'QUARTERLY', 'ANNUALLY'] as const) {
        const p = priceBasket(plan, term, 18);
        expect(toPaise(p.paymentAmount)).toBe(toPaise(p.subtotal) + toPaise(p.gstAmount));
      }
    }
  });
  it('the default plans are the seven of spec section 9', () => {
    expect(DEFAULT_PLANS.map((p) => p.name)).toEqual([...PLAN_NAMES]);
    const table = Object.fromEntries(
      DEFAULT_PLANS.map((p) => [p.name, [p.price, p.basePrice, p.minUsers, p.maxUsers]]),
    );
    expect(table).toEqual({
      hr_essential: [2999, 2500, 1, 10],
      hr_professional: [3999, 3500, 1, 10],
      lnf_payroll: [7999, 7500, 1, 10],
      lnf_accounts: [8999, 8500, 1, 10],
      recruiter_lite: [4999, 4500, 1, 10],
      recruiter_pro: [5999, 5500, 10, 20],
      hr_people_360: [6999, 6500, 10, 50],
    });
    expect(new Set(DEFAULT_PLANS.map((p) => p.productType))).toEqual(new Set(['LNF-IND']));
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

  it('works in the clamped calendar: 31 Jan to 28 Feb 2026 is 28 days; 7 left is ₹999.75 - ₹749.75 = ₹250', () => {
    const feb = nthPeriod(utcDay('2026-01-31'), 1, 1);
    expect(
      prorate({
        periodStart: feb.start,
        periodEnd: feb.end,
        currentPaise: 299_900,
        nextPaise: 399_900,
        at: new Date('2026-02-21T00:00:00Z'),
      }),
    ).toMatchObject({ daysLeft: 7, daysInPeriod: 28, creditPaise: 74_975, chargePaise: 99_975, dueNowPaise: 25_000 });
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

describe('compPaise', () => {
  const november = { start: new Date('2026-11-01T00:00:00Z'), end: new Date('2026-12-01T00:00:00Z') };
  it('is the days’ share of the period’s charge, to the paisa', () => {
    expect(compPaise(118_000, 7, november)).toBe(27_533);
    expect(compPaise(118_000, 30, november)).toBe(118_000);
    expect(compPaise(118_000, 1, november)).toBe(3_933);
  });
  it('refuses days the period does not have', () => {
    for (const days of [0, 31, -1, 1.5])
      expect(() => compPaise(118_000, days, november), String(days)).toThrow(RangeError);
  });
});

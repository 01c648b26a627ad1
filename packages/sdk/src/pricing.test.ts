import { describe, expect, it } from 'vitest';
import { DEFAULT_PLANS, PLAN_NAMES } from './constants';
import { addMonths, defaultSubscriptionDate, nextPaymentDate, priceBasket, toPaise } from './pricing';

const essential = { price: 2999, basePrice: 2500 };

describe('priceBasket', () => {
  it('monthly bills price x 1 with 18% GST', () => {
    expect(priceBasket(essential, 'MONTHLY')).toEqual({
      intervalMonths: 1,
      amount: 2999,
      subtotal: 2999,
      taxPercentage: 18,
      gstAmount: 539.82,
      paymentAmount: 3538.82,
    });
  });
  it('quarterly bills price x 3', () => {
    expect(priceBasket(essential, 'QUARTERLY')).toMatchObject({
      intervalMonths: 3,
      amount: 2999,
      subtotal: 8997,
      gstAmount: 1619.46,
      paymentAmount: 10616.46,
    });
  });
  it('annual bills basePrice x 12', () => {
    expect(priceBasket(essential, 'ANNUALLY')).toMatchObject({
      intervalMonths: 12,
      amount: 2500,
      subtotal: 30000,
      gstAmount: 5400,
      paymentAmount: 35400,
    });
  });
  it('uses the configured tax, rounds GST half up to the paisa and stays exact', () => {
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
    expect(() => priceBasket(essential, 'WEEKLY' as never)).toThrow(/renewal term/);
    expect(() => priceBasket(essential, 'MONTHLY', -1)).toThrow(/tax/);
  });
  it('prices every default plan without float drift', () => {
    for (const plan of DEFAULT_PLANS) {
      for (const term of ['MONTHLY', 'QUARTERLY', 'ANNUALLY'] as const) {
        const p = priceBasket(plan, term);
        expect(toPaise(p.paymentAmount)).toBe(toPaise(p.subtotal) + toPaise(p.gstAmount));
        expect(Number.isInteger(toPaise(p.gstAmount) * 1)).toBe(true);
      }
    }
  });
});

describe('dates', () => {
  it('addMonths clamps to month end and crosses years', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-11-15', 3)).toBe('2027-02-15');
    expect(addMonths('2026-03-31', 12)).toBe('2027-03-31');
  });
  it('default subscription date is tomorrow UTC', () => {
    expect(defaultSubscriptionDate(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(defaultSubscriptionDate(new Date('2026-12-31T00:00:00+05:30'))).toBe('2026-12-31');
  });
  it('next payment date follows the term', () => {
    expect(nextPaymentDate('2026-01-02', 'QUARTERLY')).toBe('2026-04-02');
    expect(nextPaymentDate('2026-01-02', 'ANNUALLY')).toBe('2027-01-02');
  });
});

describe('default plans', () => {
  it('are the seven plans of spec section 9', () => {
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

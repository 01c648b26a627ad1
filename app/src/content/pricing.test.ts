import { DEFAULT_PLANS } from '@lnf/sdk';
import { describe, expect, it } from 'vitest';
import { routeHeads } from '../route-heads';
import { home } from './home';
import { products } from './products';

const rupeeFigures = (text: string) => [...text.matchAll(/₹([\d,]+)/g)].map((m) => Number(m[1]!.replace(/,/g, '')));

describe('price claims', () => {
  const cheapestMonthly = Math.min(...DEFAULT_PLANS.map((p) => p.price));
  const cheapestYearly = Math.min(...DEFAULT_PLANS.map((p) => p.basePrice));
  const claims = [home.hero.note ?? '', ...Object.values(routeHeads).map((h) => h.description)].filter((t) =>
    t.includes('₹'),
  );

  it('say "from" the price the pricing page shows first (monthly), with the yearly price marked as such', () => {
    expect(claims.length).toBeGreaterThanOrEqual(2);
    for (const claim of claims) {
      expect(claim).toMatch(new RegExp(`from ₹${cheapestMonthly.toLocaleString('en-IN')} a month`));
      expect(rupeeFigures(claim)).toEqual([cheapestMonthly, cheapestYearly]);
      expect(claim).toContain(`₹${cheapestYearly.toLocaleString('en-IN')} billed yearly`);
    }
  });

  it('name every plan after the product it sells', () => {
    for (const plan of DEFAULT_PLANS) {
      expect(
        products.some(
          (product) => plan.displayName === product.name || plan.displayName.startsWith(`${product.name} `),
        ),
        plan.displayName,
      ).toBe(true);
    }
  });
});

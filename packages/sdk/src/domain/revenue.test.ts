import { describe, expect, it } from 'vitest';
import { addIstMonths, istMonth, istMonthBounds, isMonth, monthlyRevenuePaise, mrrMovement } from './revenue';

describe('monthlyRevenuePaise', () => {
  it('is the renewal price without GST, spread over the months of its term', () => {
    // ₹1,180 a month with 18% GST is ₹1,000 of revenue a month.
    expect(monthlyRevenuePaise({ status: 'active', amountPaise: 118_000, renewalTerm: 'MONTHLY' }, 18)).toBe(100_000);
    expect(monthlyRevenuePaise({ status: 'active', amountPaise: 354_000, renewalTerm: 'QUARTERLY' }, 18)).toBe(100_000);
    expect(monthlyRevenuePaise({ status: 'authenticated', amountPaise: 1_416_000, renewalTerm: 'ANNUALLY' }, 18)).toBe(
      100_000,
    );
    // Rounded to the paisa: ₹100 a year is 706.2… paise a month.
    expect(monthlyRevenuePaise({ status: 'active', amountPaise: 10_000, renewalTerm: 'ANNUALLY' }, 18)).toBe(706);
  });

  it('counts a renewal being retried, and nothing stopped, ended or not yet authorised', () => {
    const at = (status: string) => monthlyRevenuePaise({ status, amountPaise: 118_000, renewalTerm: 'MONTHLY' }, 18);
    expect(at('pending')).toBe(100_000);
    for (const status of ['created', 'halted', 'paused', 'cancelled', 'completed', 'expired'])
      expect(at(status), status).toBe(0);
  });
});

describe('mrrMovement', () => {
  it('names the movement of a customer’s MRR between two instants', () => {
    expect(mrrMovement(0, 500)).toEqual({ kind: 'new', paise: 500 });
    expect(mrrMovement(500, 0)).toEqual({ kind: 'churn', paise: 500 });
    expect(mrrMovement(500, 800)).toEqual({ kind: 'expansion', paise: 300 });
    expect(mrrMovement(800, 500)).toEqual({ kind: 'contraction', paise: 300 });
    expect(mrrMovement(500, 500)).toBeNull();
    expect(mrrMovement(0, 0)).toBeNull();
  });
});

describe('months in India', () => {
  it('starts a month at midnight IST, 18:30 UTC the day before', () => {
    expect(istMonthBounds('2026-11')).toEqual({
      start: new Date('2026-10-31T18:30:00Z'),
      end: new Date('2026-11-30T18:30:00Z'),
    });
    expect(istMonthBounds('2026-12').end).toEqual(new Date('2026-12-31T18:30:00Z'));
  });

  it('puts an instant in the month India is in', () => {
    expect(istMonth(new Date('2026-11-30T18:29:59.999Z'))).toBe('2026-11');
    expect(istMonth(new Date('2026-11-30T18:30:00Z'))).toBe('2026-12');
  });

  it('counts months across years', () => {
    expect(addIstMonths('2026-11', 2)).toBe('2027-01');
    expect(addIstMonths('2026-01', -1)).toBe('2025-12');
    expect(addIstMonths('2026-03', -12)).toBe('2025-03');
  });

  it('refuses what is not a month', () => {
    expect(isMonth('2026-11')).toBe(true);
    for (const bad of ['2026-13', '2026-1', '26-11', '2026-11-01', '']) expect(isMonth(bad), bad).toBe(false);
    expect(() => istMonthBounds('2026-00')).toThrow(RangeError);
  });
});

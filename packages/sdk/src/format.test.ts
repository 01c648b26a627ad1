import { describe, expect, it } from 'vitest';
import { BILLING_PERIOD_LABELS, BUSINESS_CATEGORIES, GROUPS, TIMINGS } from './constants';
import { BILLING_INTERVAL_MONTHS } from './domain';
import { formatCountdown, formatDate, formatINR } from './format';

describe('formatINR', () => {
  it('uses Indian grouping and the rupee sign', () => {
    expect(formatINR(353882)).toBe('₹3,53,882.00');
    expect(formatINR(2999)).toBe('₹2,999.00');
    expect(formatINR(1619.46)).toBe('₹1,619.46');
    expect(formatINR(0)).toBe('₹0.00');
  });
});

describe('formatDate', () => {
  it('formats calendar dates without shifting', () => {
    expect(formatDate('2026-11-23')).toBe('23 Nov 2026');
    expect(formatDate('2026-01-01')).toBe('1 Jan 2026');
  });
  it('shows timestamps in India time by default, or the given zone', () => {
    expect(formatDate('2026-11-22T20:00:00Z')).toBe('23 Nov 2026');
    expect(formatDate('2026-11-22T20:00:00Z', 'UTC')).toBe('22 Nov 2026');
  });
  it('returns text that is not a date unchanged', () => {
    expect(formatDate('soon')).toBe('soon');
  });
});

describe('formatCountdown', () => {
  it('mm:ss', () => {
    expect(formatCountdown(300)).toBe('05:00');
    expect(formatCountdown(299)).toBe('04:59');
    expect(formatCountdown(61.9)).toBe('01:01');
    expect(formatCountdown(9)).toBe('00:09');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(-3)).toBe('00:00');
    expect(formatCountdown(6000)).toBe('100:00');
  });
});

describe('constants', () => {
  it('billing periods, groups, timings', () => {
    expect(BILLING_PERIOD_LABELS).toEqual({ MONTHLY: 'Monthly', QUARTERLY: 'Quarterly', ANNUALLY: 'Yearly' });
    expect(BILLING_INTERVAL_MONTHS).toEqual({ MONTHLY: 1, QUARTERLY: 3, ANNUALLY: 12 });
    expect(GROUPS).toEqual({ PORTAL: '/PortalGroup', ADMIN: '/PortalGroup/PortalAdminGroup' });
    expect(TIMINGS.reloadGuard).toBe(60000);
  });
  it('business categories hold the named entries, without duplicates', () => {
    const values = BUSINESS_CATEGORIES.map((c) => c.value);
    expect(values).toHaveLength(38);
    expect(new Set(values).size).toBe(values.length);
    for (const v of [
      'software-development',
      'banking',
      'insurance',
      'fintech',
      'e-commerce',
      'k-12',
      'hotels',
      'real-estate',
      'renewable-energy',
      'Other',
    ]) {
      expect(values).toContain(v);
    }
  });
});

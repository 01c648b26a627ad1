import { describe, expect, it } from 'vitest';
import {
  addMonths,
  addMonthsUtc,
  daysInPeriod,
  daysLeft,
  defaultSubscriptionDate,
  isoDay,
  nextPaymentDate,
  nthPeriod,
  periodBoundary,
  periodEnd,
  periodEndingAt,
  subscriptionTerms,
  utcDay,
  istDayStart,
  istWeek,
} from './calendar';

/** The first `count` boundaries after `start` (period ends), as days. */
const ends = (start: string, interval: number, count: number) =>
  Array.from({ length: count }, (_, i) => isoDay(periodBoundary(utcDay(start), interval, i + 1)));

describe('months that clamp', () => {
  it('31 Jan + 1 month is 28 Feb, or 29 Feb in a leap year; 30 Apr keeps its 30th', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-04-30', 1)).toBe('2026-05-30');
    expect(addMonths('2026-04-30', 10)).toBe('2027-02-28');
    expect(addMonths('2026-11-15', 3)).toBe('2027-02-15');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
  });

  it('keeps the UTC time of day', () => {
    expect(addMonthsUtc(new Date('2026-01-31T18:45:12.345Z'), 1).toISOString()).toBe('2026-02-28T18:45:12.345Z');
  });
});

describe('billing periods, counted from the start', () => {
  it('monthly from 31 Jan comes back to the 31st where the month has one (no drift to the 28th)', () => {
    expect(ends('2026-01-31', 1, 4)).toEqual(['2026-02-28', '2026-03-31', '2026-04-30', '2026-05-31']);
    expect(ends('2028-01-31', 1, 2)).toEqual(['2028-02-29', '2028-03-31']);
  });

  it('monthly from 29 Feb 2028 keeps the 29th; yearly from it is 28 Feb until the next leap year', () => {
    expect(ends('2028-02-29', 1, 2)).toEqual(['2028-03-29', '2028-04-29']);
    expect(ends('2028-02-29', 12, 4)).toEqual(['2029-02-28', '2030-02-28', '2031-02-28', '2032-02-29']);
  });

  it('monthly from 30 Apr keeps the 30th where it exists; quarterly and yearly likewise', () => {
    expect(ends('2026-04-30', 1, 11).slice(8)).toEqual(['2027-01-30', '2027-02-28', '2027-03-30']);
    expect(ends('2026-04-30', 12, 2)).toEqual(['2027-04-30', '2028-04-30']);
    expect(ends('2026-01-31', 3, 3)).toEqual(['2026-04-30', '2026-07-31', '2026-10-31']);
    expect(ends('2026-01-31', 12, 2)).toEqual(['2027-01-31', '2028-01-31']);
  });

  it('names the n-th period and the one ending at a reported end', () => {
    const start = utcDay('2026-01-31');
    expect(isoDay(periodEnd(start, 1))).toBe('2026-02-28');
    const third = nthPeriod(start, 1, 3);
    expect([isoDay(third.start), isoDay(third.end)]).toEqual(['2026-03-31', '2026-04-30']);
    const reported = periodEndingAt(utcDay('2026-03-31'), 1);
    expect(isoDay(reported.start)).toBe('2026-02-28');
    expect(() => nthPeriod(start, 1, 0)).toThrow(RangeError);
  });
});

describe('days for proration', () => {
  it('counts the days in a period: 28 for Feb 2026, 29 for Feb 2028, 365 for the year from 29 Feb 2028', () => {
    expect(daysInPeriod(nthPeriod(utcDay('2026-01-31'), 1, 1))).toBe(28);
    expect(daysInPeriod(nthPeriod(utcDay('2028-01-31'), 1, 1))).toBe(29);
    expect(daysInPeriod(nthPeriod(utcDay('2026-01-31'), 1, 2))).toBe(31);
    expect(daysInPeriod(nthPeriod(utcDay('2028-02-29'), 12, 1))).toBe(365);
    expect(daysInPeriod(nthPeriod(utcDay('2026-04-30'), 12, 1))).toBe(365);
  });

  it('counts a started day as left, and clamps before the start and after the end', () => {
    const feb = nthPeriod(utcDay('2026-01-31'), 1, 1);
    expect(daysLeft(feb, new Date('2026-02-21T00:00:00Z'))).toBe(7);
    expect(daysLeft(feb, new Date('2026-02-20T12:00:00Z'))).toBe(8);
    expect(daysLeft(feb, new Date('2026-02-27T23:00:00Z'))).toBe(1);
    expect(daysLeft(feb, new Date('2026-01-01T00:00:00Z'))).toBe(28);
    expect(daysLeft(feb, new Date('2026-03-05T00:00:00Z'))).toBe(0);
  });
});

describe('subscription terms and basket dates', () => {
  it('runs two years of cycles from midnight UTC of the subscription date', () => {
    const monthly = subscriptionTerms({ renewalTerm: 'MONTHLY', subscriptionDate: '2026-01-31' });
    expect(monthly).toMatchObject({ interval: 1, totalCount: 24 });
    expect(monthly.startAt.toISOString()).toBe('2026-01-31T00:00:00.000Z');
    expect(isoDay(monthly.expireBy)).toBe('2028-01-31');
    const yearly = subscriptionTerms({ renewalTerm: 'ANNUALLY', subscriptionDate: '2028-02-29' });
    expect(yearly).toMatchObject({ interval: 12, totalCount: 2 });
    expect(isoDay(yearly.expireBy)).toBe('2030-02-28');
    expect(() => subscriptionTerms({ renewalTerm: 'WEEKLY', subscriptionDate: '2026-01-31' })).toThrow(/term/);
  });

  it('defaults the subscription date to tomorrow in UTC', () => {
    expect(defaultSubscriptionDate(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(defaultSubscriptionDate(new Date('2026-12-31T00:00:00+05:30'))).toBe('2026-12-31');
  });

  it("puts a basket's next payment one term after its date, clamped", () => {
    expect(nextPaymentDate('2026-01-31', 'MONTHLY')).toBe('2026-02-28');
    expect(nextPaymentDate('2026-01-02', 'QUARTERLY')).toBe('2026-04-02');
    expect(nextPaymentDate('2028-02-29', 'ANNUALLY')).toBe('2029-02-28');
  });
});

describe('istDayStart', () => {
  it('is midnight in India, 18:30 UTC the day before', () => {
    expect(istDayStart('2026-11-27')).toEqual(new Date('2026-11-26T18:30:00Z'));
    expect(istDayStart('2026-01-01')).toEqual(new Date('2025-12-31T18:30:00Z'));
  });
});

describe('istWeek', () => {
  it('names the ISO week of an instant in India, from its Monday', () => {
    expect(istWeek(new Date('2026-11-23T00:00:00+05:30'))).toEqual({ week: '2026-W48', start: '2026-11-23' });
    expect(istWeek(new Date('2026-11-29T23:59:59+05:30'))).toEqual({ week: '2026-W48', start: '2026-11-23' });
  });

  it('starts the week at midnight IST, not UTC: Sunday 20:00 UTC is already Monday in India', () => {
    expect(istWeek(new Date('2026-11-29T18:29:59Z')).week).toBe('2026-W48');
    expect(istWeek(new Date('2026-11-29T18:30:00Z'))).toEqual({ week: '2026-W49', start: '2026-11-30' });
  });

  it('gives a week to the year of its Thursday', () => {
    expect(istWeek(new Date('2025-12-29T12:00:00+05:30'))).toEqual({ week: '2026-W01', start: '2025-12-29' });
    expect(istWeek(new Date('2027-01-01T12:00:00+05:30'))).toEqual({ week: '2026-W53', start: '2026-12-28' });
    expect(istWeek(new Date('2027-01-04T00:00:00+05:30'))).toEqual({ week: '2027-W01', start: '2027-01-04' });
    expect(istWeek(new Date('2021-01-03T12:00:00+05:30'))).toEqual({ week: '2020-W53', start: '2020-12-28' });
  });
});

import { describe, expect, it } from 'vitest';
import { isoDay, nthPeriod, type Order, type Subscription } from '@lnf/sdk';
import { nextPaymentOf, statusLabel, statusTone, transactionRows } from './portalData';

const sub = (over: Partial<Subscription> = {}): Subscription => ({
  id: 'sub_1',
  planId: 'hr_essential',
  amount: 10616.46,
  period: 'monthly',
  interval: 3,
  totalCount: 8,
  startAt: '2026-11-24T00:00:00.000Z',
  expireBy: '2028-11-24T00:00:00.000Z',
  status: 'active',
  ...over,
});

describe('next payment of a subscription', () => {
  it('is the start date before anything is paid', () => {
    expect(nextPaymentOf(sub({ status: 'created' }), 0, '2026-11-23')).toBe('2026-11-24');
  });
  it('skips the cycles already paid', () => {
    expect(nextPaymentOf(sub(), 1, '2026-11-23')).toBe('2027-02-24');
  });
  it('is the first billing date after today', () => {
    expect(nextPaymentOf(sub(), 1, '2027-03-01')).toBe('2027-05-24');
  });
  it("of a subscription started 31 Jan is the domain's period end: 28 Feb, then 31 Mar (no drift to the 28th)", () => {
    const jan31 = sub({
      interval: 1,
      totalCount: 24,
      startAt: '2026-01-31T00:00:00.000Z',
      expireBy: '2028-01-31T00:00:00.000Z',
    });
    const start = new Date(jan31.startAt!);
    // What the server's billing answer shows as the period end (currentPeriod: the domain's nthPeriod).
    const periodEndAfter = (paid: number) => isoDay(nthPeriod(start, 1, paid).end);
    expect(nextPaymentOf(jan31, 1, '2026-01-31')).toBe(periodEndAfter(1));
    expect(periodEndAfter(1)).toBe('2026-02-28');
    expect(nextPaymentOf(jan31, 2, '2026-02-28')).toBe(periodEndAfter(2));
    expect(periodEndAfter(2)).toBe('2026-03-31');
    const leap = sub({ interval: 1, totalCount: 24, startAt: '2028-01-31T00:00:00.000Z', expireBy: null });
    expect(nextPaymentOf(leap, 1, '2028-02-01')).toBe('2028-02-29');
  });
  it('is none once the subscription has run its count or stopped', () => {
    expect(nextPaymentOf(sub(), 8, '2026-11-23')).toBeNull();
    expect(nextPaymentOf(sub({ status: 'cancelled' }), 1, '2026-11-23')).toBeNull();
  });
});

describe('rows and labels', () => {
  it('joins each payment with its subscription, the term named as the spec does', () => {
    const order = {
      subscriptions: [sub()],
      payments: [
        {
          transactionId: 'pay_1',
          amount: 10616.46,
          currency: 'INR',
          status: 'captured',
          createdAt: '2026-11-23T10:00:00Z',
        },
      ],
    } as unknown as Order;
    expect(transactionRows([order])).toEqual([
      {
        id: 'pay_1',
        period: 'QUARTERLY',
        startAt: sub().startAt,
        expireBy: sub().expireBy,
        currency: 'INR',
        amount: 10616.46,
      },
    ]);
  });
  it('reads statuses', () => {
    expect(statusLabel('PAYMENT_FAILED')).toBe('Payment failed');
    expect(statusTone('PAID')).toBe('success');
    expect(statusTone('payment_failed')).toBe('danger');
  });
});

import * as backofficeRevenue from '../../api/backofficeRevenue';
import type { Case } from './shared';

const month = {
  month: '2026-11',
  mrrPaise: 5_000_000,
  newPaise: 400_000,
  expansionPaise: 100_000,
  contractionPaise: 50_000,
  churnPaise: 200_000,
  activeByPlan: { hr_essential: 12, payroll_pro: 3 },
  failedRenewals: 2,
  recoveredRenewals: 1,
  refunds: 1,
  refundedPaise: 99_000,
  computedAt: '2026-11-27T10:00:00.000Z',
};

/** The revenue overview: read, and computed again now. */
export const backofficeRevenueCases: Case[] = [
  {
    name: 'backofficeRevenue.overview',
    run: (c) => backofficeRevenue.overview(c, { months: 6 }),
    method: 'GET',
    path: '/api/v1/lnf/backoffice/revenue',
    query: { months: '6' },
    bearer: true,
    answer: { currentMonth: '2026-11', months: [month] },
  },
  {
    name: 'backofficeRevenue.refresh',
    run: (c) => backofficeRevenue.refresh(c),
    method: 'POST',
    path: '/api/v1/lnf/backoffice/revenue/refresh',
    bearer: true,
    answer: { currentMonth: '2026-11', months: [month] },
  },
];
